package io.throng.engine.http;

/** Why a request failed; each KO carries one, as wrk counts errors by kind. */
public enum FailureKind {
  /** The connection could not be opened: refused, unreachable, or the connect timeout passed. */
  CONNECT,
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
  /** The response arrived with a status outside 2xx and 3xx. */
  STATUS,
  /** The run ended before the response arrived. */
  CANCELLED
}
