package io.throng.engine.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http2.DefaultHttp2DataFrame;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersFrame;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2GoAwayFrame;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2ResetFrame;
import io.netty.handler.codec.http2.Http2StreamChannel;
import io.netty.handler.codec.http2.Http2StreamFrameToHttpObjectCodec;
import io.netty.handler.codec.http2.HttpConversionUtil;
import io.netty.util.ReferenceCountUtil;
import io.throng.engine.outcome.FailureKind;

/**
 * The pipeline of one HTTP/2 stream, which carries one request: {@code encoder} writes the
 * {@link OutgoingRequest} as a HEADERS frame and a DATA frame, {@code codec} turns the response's
 * frames into the HTTP objects the {@link ResponseHandler} reads as over HTTP/1.1, and {@code
 * events} turns a GOAWAY past this stream or a reset into the request's KO.
 */
final class Http2Stream {

  static final String CODEC = "codec";
  static final String ENCODER = "encoder";
  static final String EVENTS = "events";

  /** Sets up every stream channel of every connection. */
  static final ChannelHandler INITIALIZER = new Initializer();

  private Http2Stream() {}

  @ChannelHandler.Sharable
  private static final class Initializer extends ChannelInitializer<Http2StreamChannel> {
    private final Http2StreamFrameToHttpObjectCodec codec = new Http2StreamFrameToHttpObjectCodec(false, false);

    @Override
    protected void initChannel(Http2StreamChannel channel) {
      channel.pipeline()
          .addLast(CODEC, codec)
          .addLast(ENCODER, RequestFrames.INSTANCE)
          .addLast(EVENTS, Events.INSTANCE)
          .addLast(ClientInitializer.RESPONSE, new ResponseHandler(ResponseFraming.STREAM));
    }
  }

  /**
   * Writes a request as HTTP/2 frames. Its headers are read, never changed: a request every user
   * sends as it is shares them across event loops.
   */
  @ChannelHandler.Sharable
  private static final class RequestFrames extends ChannelOutboundHandlerAdapter {
    static final RequestFrames INSTANCE = new RequestFrames();

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
      if (!(msg instanceof OutgoingRequest request)) {
        ctx.write(msg, promise);
        return;
      }
      Http2Headers headers = new DefaultHttp2Headers(false);
      Target target = request.target();
      String host = request.headers().get(HttpHeaderNames.HOST);
      headers.method(request.method().asciiName())
          .path(request.uri().isEmpty() ? "/" : request.uri())
          .scheme(target.tls() ? "https" : "http")
          .authority(host != null ? host : target.host() + ":" + target.port());
      // Lower-cases the names and drops those HTTP/2 forbids (Host, Connection, Keep-Alive...).
      HttpConversionUtil.toHttp2Headers(request.headers(), headers);
      byte[] body = request.body();
      if (body.length == 0) {
        ctx.write(new DefaultHttp2HeadersFrame(headers, true), promise);
      } else {
        ctx.write(new DefaultHttp2HeadersFrame(headers, false));
        ctx.write(new DefaultHttp2DataFrame(Unpooled.wrappedBuffer(body), true), promise);
      }
    }
  }

  /**
   * A GOAWAY or RST_STREAM the stream hears of, as the request's KO: a stream past a GOAWAY's last
   * stream is refused when the codec closes it, whether it heard of the GOAWAY first or not.
   */
  @ChannelHandler.Sharable
  private static final class Events extends ChannelInboundHandlerAdapter {
    static final Events INSTANCE = new Events();

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
      Http2StreamChannel stream = (Http2StreamChannel) ctx.channel();
      Http2Connection connection = Http2Connection.of(stream.parent());
      int id = stream.stream().id();
      if (connection != null && id > 0 && connection.refusedByGoAway(id)) {
        ctx.pipeline().get(ResponseHandler.class).refused(FailureKind.REFUSED,
            "refused by the server's GOAWAY (last stream " + connection.lastStreamKnownByPeer() + ")");
      }
      ctx.fireChannelInactive();
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
      ResponseHandler response = ctx.pipeline().get(ResponseHandler.class);
      try {
        if (event instanceof Http2GoAwayFrame) {
          // The codec closes this stream next, and channelInactive refuses its request then: a
          // reset sent now would name a stream the server ignored, which it may take as a
          // connection error. Retired first, so the request sent again goes elsewhere.
          Http2Connection.of(ctx.channel().parent()).retire();
        } else if (event instanceof Http2ResetFrame reset) {
          Http2Error code = Http2Error.valueOf(reset.errorCode());
          if (code == Http2Error.REFUSED_STREAM) {
            response.refused(FailureKind.REFUSED, "stream refused by the server (REFUSED_STREAM)");
          } else {
            response.fail(FailureKind.PROTOCOL, "stream reset by the server (" + code + ")");
          }
        } else {
          ctx.fireUserEventTriggered(ReferenceCountUtil.retain(event));
        }
      } finally {
        ReferenceCountUtil.release(event);
      }
    }
  }
}
