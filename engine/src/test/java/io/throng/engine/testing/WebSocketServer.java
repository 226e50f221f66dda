package io.throng.engine.testing;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.websocketx.BinaryWebSocketFrame;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketServerHandshaker;
import io.netty.handler.codec.http.websocketx.WebSocketServerHandshakerFactory;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A Netty WebSocket server on an ephemeral loopback port that counts the messages it receives and
 * sends. By path: {@code /echo} echoes each message, {@code /close} closes with 4000 "bye" at the
 * first message, {@code /drop} drops the connection at the first message (no close frame),
 * {@code /silent} never answers, {@code /hang} never answers the upgrade, {@code /refuse400} and {@code /refuse200} refuse the upgrade.
 * {@code /closesoon} closes with 4002 "idle" 100 ms after the upgrade. {@code /chat} greets first with {"type":"hello"}, then echoes as {"type":"echo","text":...}.
 */
public final class WebSocketServer implements AutoCloseable {

  public final AtomicLong received = new AtomicLong();
  public final AtomicLong sent = new AtomicLong();
  public final AtomicLong upgrades = new AtomicLong();
  /** The Cookie and Sec-WebSocket-Protocol headers of each upgrade request, as "cookie | protocol". */
  public final List<String> upgradeHeaders = new CopyOnWriteArrayList<>();

  private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final Channel server;

  public WebSocketServer() throws InterruptedException {
    server = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childHandler(new ChannelInitializer<SocketChannel>() {
          @Override
          protected void initChannel(SocketChannel channel) {
            channel.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(65536), new Handler());
          }
        })
        .bind("127.0.0.1", 0).sync().channel();
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + ((InetSocketAddress) server.localAddress()).getPort();
  }

  @Override
  public void close() {
    server.close().syncUninterruptibly();
    group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }

  private final class Handler extends SimpleChannelInboundHandler<Object> {
    private WebSocketServerHandshaker handshaker;
    private String path;

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, Object message) {
      if (message instanceof FullHttpRequest request) {
        upgrade(ctx, request);
      } else if (message instanceof CloseWebSocketFrame close) {
        handshaker.close(ctx.channel(), close.retain());
      } else if (message instanceof TextWebSocketFrame || message instanceof BinaryWebSocketFrame) {
        received.incrementAndGet();
        frame(ctx, (WebSocketFrame) message);
      }
    }

    private void upgrade(ChannelHandlerContext ctx, FullHttpRequest request) {
      path = request.uri();
      if (path.equals("/hang")) {
        return;
      }
      if (path.startsWith("/refuse")) {
        HttpResponseStatus status = path.equals("/refuse400") ? HttpResponseStatus.BAD_REQUEST : HttpResponseStatus.OK;
        DefaultFullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status,
            Unpooled.copiedBuffer("no websocket here", StandardCharsets.UTF_8));
        response.headers().set(HttpHeaderNames.CONTENT_LENGTH, response.content().readableBytes());
        ctx.writeAndFlush(response);
        return;
      }
      upgrades.incrementAndGet();
      upgradeHeaders.add(request.headers().get(HttpHeaderNames.COOKIE) + " | "
          + request.headers().get(HttpHeaderNames.SEC_WEBSOCKET_PROTOCOL));
      handshaker = new WebSocketServerHandshakerFactory("ws://" + request.headers().get(HttpHeaderNames.HOST) + path,
          "chat,superchat", true).newHandshaker(request);
      handshaker.handshake(ctx.channel(), request).addListener((ChannelFutureListener) done -> {
        if (done.isSuccess() && path.equals("/chat")) {
          send(ctx, new TextWebSocketFrame("{\"type\":\"hello\"}"));
        } else if (done.isSuccess() && path.equals("/closesoon")) {
          ctx.executor().schedule(() -> ctx.writeAndFlush(new CloseWebSocketFrame(4002, "idle")), 100,
              TimeUnit.MILLISECONDS);
        }
      });
    }

    private void frame(ChannelHandlerContext ctx, WebSocketFrame frame) {
      switch (path) {
        case "/echo" -> send(ctx, frame.retainedDuplicate());
        case "/chat" -> send(ctx, new TextWebSocketFrame(
            "{\"type\":\"echo\",\"text\":\"" + ((TextWebSocketFrame) frame).text() + "\"}"));
        case "/close" -> ctx.writeAndFlush(new CloseWebSocketFrame(4000, "bye"));
        case "/drop" -> ctx.close();
        default -> { } // silent
      }
    }

    private void send(ChannelHandlerContext ctx, WebSocketFrame frame) {
      sent.incrementAndGet();
      ctx.writeAndFlush(frame);
    }
  }
}
