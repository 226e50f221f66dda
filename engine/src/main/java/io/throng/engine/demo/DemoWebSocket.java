package io.throng.engine.demo;

import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.websocketx.BinaryWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketServerProtocolHandler;

/**
 * The demo's WebSocket echo at {@value #PATH}: an upgrade request there turns its connection
 * from the HTTP handlers to Netty's WebSocket server handler, which echoes every text and binary
 * message. Other requests pass through untouched.
 */
@ChannelHandler.Sharable
final class DemoWebSocket extends ChannelInboundHandlerAdapter {

  static final String PATH = "/ws/echo";
  static final DemoWebSocket INSTANCE = new DemoWebSocket();
  private static final int MAX_MESSAGE_BYTES = 65_536;

  private DemoWebSocket() {}

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (msg instanceof HttpRequest request && PATH.equals(new QueryStringDecoder(request.uri()).path())
        && request.headers().containsValue(HttpHeaderNames.UPGRADE, HttpHeaderValues.WEBSOCKET, true)) {
      ChannelPipeline pipeline = ctx.pipeline();
      pipeline.remove(DemoTarget.EXPECT_CONTINUE);
      pipeline.remove(DemoTarget.HANDLER);
      pipeline.addLast(new HttpObjectAggregator(MAX_MESSAGE_BYTES))
          .addLast(new WebSocketServerProtocolHandler(PATH, null, true, MAX_MESSAGE_BYTES))
          .addLast(new Echo());
      pipeline.remove(this);
    }
    ctx.fireChannelRead(msg);
  }

  private static final class Echo extends SimpleChannelInboundHandler<WebSocketFrame> {
    @Override
    protected void channelRead0(ChannelHandlerContext ctx, WebSocketFrame frame) {
      if (frame instanceof TextWebSocketFrame || frame instanceof BinaryWebSocketFrame) {
        ctx.writeAndFlush(frame.retainedDuplicate());
      }
    }
  }
}
