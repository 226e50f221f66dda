package io.throng.engine.http;

import io.netty.handler.codec.http.HttpMethod;

/**
 * What {@link ResponseHandler} must know of how responses are framed: an HTTP/1.1 connection's
 * {@link ResponseDecoder} must be told of a HEAD request (its response has no body whatever its
 * headers say) and may hold bytes past a complete response; an HTTP/2 stream's frames end the
 * response themselves ({@link #STREAM}).
 */
interface ResponseFraming {

  /** An HTTP/2 stream's: the server's END_STREAM flag ends the body, and nothing follows it. */
  ResponseFraming STREAM = new ResponseFraming() {
    @Override
    public void expectResponseTo(HttpMethod method) {}

    @Override
    public int bufferedBytes() {
      return 0;
    }
  };

  /** The request about to be sent uses {@code method}. */
  void expectResponseTo(HttpMethod method);

  /** Bytes received but not yet decoded into a message. */
  int bufferedBytes();
}
