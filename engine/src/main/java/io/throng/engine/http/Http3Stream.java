package io.throng.engine.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http3.Http3FrameToHttpObjectCodec;
import io.netty.handler.codec.quic.QuicStreamChannel;

/**
 * The pipeline of one HTTP/3 request stream: {@code encoder} hands the {@link OutgoingRequest}
 * to Netty's {@code codec} as a full HTTP request, which writes its HEADERS and DATA frames and
 * ends the stream, and turns the response's frames into the HTTP objects the {@link
 * ResponseHandler} reads as over HTTP/1.1 and HTTP/2.
 */
final class Http3Stream {

  static final String CODEC = "codec";
  static final String ENCODER = "encoder";

  /** Sets up every request stream of every connection. */
  static final ChannelHandler INITIALIZER = new Initializer();

  private Http3Stream() {}

  @ChannelHandler.Sharable
  private static final class Initializer extends ChannelInitializer<QuicStreamChannel> {
    @Override
    protected void initChannel(QuicStreamChannel channel) {
      channel.pipeline()
          .addLast(CODEC, new Http3FrameToHttpObjectCodec(false))
          .addLast(ENCODER, RequestMessage.INSTANCE)
          .addLast(ClientInitializer.RESPONSE, new ResponseHandler(ResponseFraming.STREAM));
    }
  }

  /**
   * Writes a request as one HTTP message. Its headers are copied, never changed: the codec marks
   * the message it converts, and a request every user sends as it is shares its headers across
   * event loops.
   */
  @ChannelHandler.Sharable
  private static final class RequestMessage extends ChannelOutboundHandlerAdapter {
    static final RequestMessage INSTANCE = new RequestMessage();

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
      if (!(msg instanceof OutgoingRequest request)) {
        ctx.write(msg, promise);
        return;
      }
      HttpHeaders headers = new DefaultHttpHeaders(false).add(request.headers());
      if (!headers.contains(HttpHeaderNames.HOST)) { // the codec takes :authority from it
        headers.set(HttpHeaderNames.HOST, request.target().hostHeader());
      }
      ctx.write(new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, request.method(),
          request.uri().isEmpty() ? "/" : request.uri(), Unpooled.wrappedBuffer(request.body()), headers,
          EmptyHttpHeaders.INSTANCE), promise);
    }
  }
}
