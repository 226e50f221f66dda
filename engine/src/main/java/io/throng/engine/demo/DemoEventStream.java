package io.throng.engine.demo;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.DefaultHttpContent;
import io.netty.handler.codec.http.DefaultHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The demo's Server-Sent Events stream at {@value #PATH}: a GET there turns its connection from
 * the HTTP handlers to a stream of {@code count} events (query {@code count}, 1-10000, default
 * 10), {@code intervalMs} apart (1-60000, default 100), each {@code id: i}, {@code event: tick},
 * {@code data: {"n":i}}; then the stream stays open until the client closes it. Other requests
 * pass through untouched.
 */
@ChannelHandler.Sharable
final class DemoEventStream extends ChannelInboundHandlerAdapter {

  static final String PATH = "/sse/ticks";
  static final DemoEventStream INSTANCE = new DemoEventStream();

  private DemoEventStream() {}

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (msg instanceof HttpRequest request) {
      QueryStringDecoder uri = new QueryStringDecoder(request.uri());
      if (PATH.equals(uri.path())) {
        ctx.pipeline().remove(DemoTarget.EXPECT_CONTINUE);
        ctx.pipeline().remove(DemoTarget.HANDLER);
        ctx.pipeline().replace(this, DemoTarget.EVENT_STREAM, new Ticks(uri));
      }
    }
    ctx.fireChannelRead(msg);
  }

  /** The stream of one connection; the rest of the request is discarded. */
  private static final class Ticks extends SimpleChannelInboundHandler<HttpObject> {
    private final QueryStringDecoder uri;

    Ticks(QueryStringDecoder uri) {
      this.uri = uri;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, HttpObject message) {
      if (!(message instanceof HttpRequest)) {
        return;
      }
      int count;
      int intervalMs;
      try {
        count = parameter("count", 10, 10_000);
        intervalMs = parameter("intervalMs", 100, 60_000);
      } catch (IllegalArgumentException e) {
        FullHttpResponse bad = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.BAD_REQUEST,
            Unpooled.copiedBuffer(e.getMessage() + "\n", StandardCharsets.UTF_8));
        bad.headers().set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.TEXT_PLAIN);
        HttpUtil.setContentLength(bad, bad.content().readableBytes());
        ctx.writeAndFlush(bad).addListener(ChannelFutureListener.CLOSE);
        return;
      }
      HttpResponse response = new DefaultHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK);
      response.headers().set(HttpHeaderNames.CONTENT_TYPE, "text/event-stream")
          .set(HttpHeaderNames.CACHE_CONTROL, HttpHeaderValues.NO_CACHE);
      HttpUtil.setTransferEncodingChunked(response, true);
      ctx.writeAndFlush(response);
      tick(ctx, 1, count, intervalMs);
    }

    private void tick(ChannelHandlerContext ctx, int n, int count, int intervalMs) {
      if (n > count || !ctx.channel().isActive()) {
        return;
      }
      String event = "id: " + n + "\nevent: tick\ndata: {\"n\":" + n + "}\n\n";
      ctx.writeAndFlush(new DefaultHttpContent(Unpooled.copiedBuffer(event, StandardCharsets.UTF_8)));
      ctx.executor().schedule(() -> tick(ctx, n + 1, count, intervalMs), intervalMs, TimeUnit.MILLISECONDS);
    }

    private int parameter(String name, int fallback, int max) {
      List<String> values = uri.parameters().get(name);
      if (values == null) {
        return fallback;
      }
      try {
        int value = Integer.parseInt(values.get(0));
        if (value >= 1 && value <= max) {
          return value;
        }
      } catch (NumberFormatException e) {
        // answered below, as an out-of-range value is
      }
      throw new IllegalArgumentException(name + " must be 1-" + max + ", was " + values.get(0));
    }
  }
}
