package io.throng.engine.http;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.HttpMethod;

/**
 * What {@link ResponseHandler} must know of how responses are framed: an HTTP/1.1 connection's
 * {@link ResponseDecoder} must be told of a HEAD request (its response has no body whatever its
 * headers say) and may hold bytes past a complete response; an HTTP/3 stream's frames end the
 * response themselves ({@link #STREAM}); an {@link Http2Stream} has no channel of its own to close.
 */
interface ResponseFraming {

  /** An HTTP/3 stream's: the server's end of the stream ends the body, and nothing follows it. */
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

  /**
   * Gives up what the response came on, failed or not to be reused: the handler's channel (an
   * HTTP/1.1 connection, an HTTP/3 stream) by default.
   */
  default void close(ChannelHandlerContext ctx) {
    ctx.close();
  }
}
