package io.throng.report.ab;

import io.throng.report.aggregate.ErrorSummary;

/**
 * ApacheBench's four kinds of failed request, and which of the engine's failure kinds each
 * covers: a refused or timed-out connect is ab's {@code Connect}; a response cut short by a
 * timeout or a closed connection is {@code Receive}; a protocol error about the
 * {@code Content-Length}, or a failed {@code bodyLength()} check (ab counts a response whose
 * length differs from the first one's, such as an error page, as {@code Length}), is
 * {@code Length}; anything else — a bad status, another failed check, a cancelled or unwritable
 * request, other protocol errors — is {@code Exceptions}.
 */
enum AbFailure {
  CONNECT,
  RECEIVE,
  LENGTH,
  EXCEPTIONS;

  /** How the engine's message of a failed {@code bodyLength()} check begins. */
  private static final String BODY_LENGTH_CHECK = "check bodyLength()";

  /** The kind of {@code error}, from its run-log kind and, for protocol errors, its message. */
  static AbFailure of(ErrorSummary error) {
    switch (error.kind()) {
      case "CONNECT":
      case "DNS": // ab cannot connect to a host it cannot resolve either
        return CONNECT;
      case "CLOSED":
      case "TIMEOUT":
        return RECEIVE;
      case "PROTOCOL":
        return error.message().contains("Content-Length") ? LENGTH : EXCEPTIONS;
      case "CHECK":
        return error.message().startsWith(BODY_LENGTH_CHECK) ? LENGTH : EXCEPTIONS;
      default:
        return EXCEPTIONS;
    }
  }
}
