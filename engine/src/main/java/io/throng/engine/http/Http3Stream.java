package io.throng.engine.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http3.Http3ErrorCode;
import io.netty.handler.codec.http3.Http3FrameToHttpObjectCodec;
import io.netty.handler.codec.quic.QuicStreamChannel;
import io.netty.handler.codec.quic.QuicStreamResetException;
import io.throng.engine.outcome.FailureKind;

/**
 * The pipeline of one HTTP/3 request stream: {@code encoder} hands the {@link OutgoingRequest}
 * to Netty's {@code codec} as a full HTTP request, which writes its HEADERS and DATA frames and
 * ends the stream, and turns the response's frames into the HTTP objects the {@link
 * ResponseHandler} reads as over HTTP/1.1 and HTTP/2; {@code resets}, at the head of the
 * pipeline, turns the server's reset of the stream into the request's KO, naming its HTTP/3 error
 * code.
 */
final class Http3Stream {

  static final String CODEC = "codec";
  static final String ENCODER = "encoder";
  static final String RESETS = "resets";

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
          .addLast(ClientInitializer.RESPONSE, new ResponseHandler(ResponseFraming.STREAM))
          // First, before Netty's HTTP/3 frame handlers, which take a reset in without a word.
          .addFirst(RESETS, Resets.INSTANCE);
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

  /**
   * A reset from the server as the request's KO. {@code H3_REQUEST_REJECTED} says the server did
   * not process the request (RFC 9114 4.1.1), so it is refused, and may be sent again as a stale
   * one; any other code is a protocol KO naming it, as HTTP/2's RST_STREAM is.
   */
  @ChannelHandler.Sharable
  private static final class Resets extends ChannelInboundHandlerAdapter {
    static final Resets INSTANCE = new Resets();

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
      if (!(cause instanceof QuicStreamResetException reset)) {
        ctx.fireExceptionCaught(cause);
        return;
      }
      ResponseHandler response = ctx.pipeline().get(ResponseHandler.class);
      long code = reset.applicationProtocolCode();
      if (code == Http3ErrorCode.H3_REQUEST_REJECTED.code()) {
        response.refused(FailureKind.REFUSED, "stream refused by the server (H3_REQUEST_REJECTED)");
      } else {
        response.fail(FailureKind.PROTOCOL, "stream reset by the server (" + name(code) + ")");
      }
    }

    /** The code's name, such as {@code H3_REQUEST_CANCELLED}, or its number for one HTTP/3 does not name. */
    private static String name(long code) {
      for (Http3ErrorCode known : Http3ErrorCode.values()) {
        if (known.code() == code) {
          return known.name();
        }
      }
      return "0x" + Long.toHexString(code);
    }
  }
}
