package io.throng.engine.outcome;

/**
 * Why a request failed; each KO carries one, as wrk counts errors by kind, and the run log keeps
 * it beside the KO's message.
 */
public enum FailureKind {
  /** The connection could not be opened: refused, unreachable, or the connect timeout passed. */
  CONNECT,
  /** The target's host name could not be resolved: no such host, or no DNS answer in time. */
  DNS,
  /** The TLS handshake failed: an untrusted certificate, a host name it does not cover, no common protocol. */
  TLS,
  /** The request could not be written to the connection. */
  WRITE,
  /** No complete response arrived within the request timeout. */
  TIMEOUT,
  /** The server closed the connection before the response was complete. */
  CLOSED,
  /** The bytes received were not a valid HTTP response. */
  PROTOCOL,
  /** The response arrived with a status outside 2xx and 3xx, and no check said otherwise. */
  STATUS,
  /** A check on the response failed. */
  CHECK,
  /** A redirect could not be followed: too many in a row, or a Location that is no URL. */
  REDIRECT,
  /** The request could not be built from the session: a missing key, a failing function, a bad URL. */
  REQUEST,
  /** A feeder had no more records for the user that asked. */
  FEEDER,
  /** The run ended before the response arrived. */
  CANCELLED,
  /**
   * The server refused the request unprocessed: an HTTP/2 GOAWAY that ended the connection before
   * its stream, or a REFUSED_STREAM reset; an idempotent request is sent once more first.
   */
  REFUSED
}
