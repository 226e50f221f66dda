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
import io.netty.handler.codec.http.DefaultHttpContent;
import io.netty.handler.codec.http.DefaultHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.ssl.SslHandler;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;

/**
 * A Netty Server-Sent Events server on an ephemeral loopback port that counts the events it sends.
 * By path: {@code /events?n=N} sends N events {@code id: i, event: tick, data: {"n":i}} 10 ms
 * apart, then keeps the stream open; {@code /break} sends one event and drops the connection
 * mid-stream; {@code /end} sends one event and ends the response; {@code /silent} answers and
 * never sends an event; {@code /mixed} sends one event in CRLF lines with a comment and two data
 * lines; {@code /hang} never answers; {@code /missing} is a 404 and {@code /html} a 200 {@code text/html} page.
 */
public final class SseServer implements AutoCloseable {

  public final AtomicLong sent = new AtomicLong();
  public final AtomicLong streams = new AtomicLong();
  /** The Cookie, Last-Event-ID and Accept headers of each request, as "cookie | last id | accept". */
  public final List<String> requestHeaders = new CopyOnWriteArrayList<>();

  private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final Channel server;
  private final boolean tls;

  public SseServer() throws InterruptedException {
    this(null);
  }

  /** A server speaking TLS with {@code tls}'s certificate, or plain HTTP when it is {@code null}. */
  public SseServer(SSLContext tls) throws InterruptedException {
    this.tls = tls != null;
    server = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childHandler(new ChannelInitializer<SocketChannel>() {
          @Override
          protected void initChannel(SocketChannel channel) {
            if (tls != null) {
              SSLEngine engine = tls.createSSLEngine();
              engine.setUseClientMode(false);
              channel.pipeline().addLast(new SslHandler(engine));
            }
            channel.pipeline().addLast(new HttpServerCodec(), new Handler());
          }
        })
        .bind("127.0.0.1", 0).sync().channel();
  }

  public String baseUrl() {
    return (tls ? "https" : "http") + "://127.0.0.1:" + ((InetSocketAddress) server.localAddress()).getPort();
  }

  @Override
  public void close() {
    server.close().syncUninterruptibly();
    group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }

  private final class Handler extends SimpleChannelInboundHandler<HttpObject> {

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, HttpObject message) {
      if (!(message instanceof HttpRequest request)) {
        return;
      }
      requestHeaders.add(request.headers().get(HttpHeaderNames.COOKIE) + " | " + request.headers().get("Last-Event-ID")
          + " | " + request.headers().get(HttpHeaderNames.ACCEPT));
      QueryStringDecoder uri = new QueryStringDecoder(request.uri());
      switch (uri.path()) {
        case "/hang" -> { } // never answers
        case "/missing" -> full(ctx, HttpResponseStatus.NOT_FOUND, "text/plain", "no such stream");
        case "/html" -> full(ctx, HttpResponseStatus.OK, "text/html; charset=utf-8", "<p>not a stream</p>");
        case "/events" -> {
          start(ctx);
          ticks(ctx, 1, Integer.parseInt(uri.parameters().get("n").get(0)));
        }
        case "/break" -> {
          start(ctx);
          event(ctx, "data: last words\n\n").addListener(ChannelFutureListener.CLOSE);
        }
        case "/end" -> {
          start(ctx);
          event(ctx, "data: goodbye\n\n");
          ctx.writeAndFlush(LastHttpContent.EMPTY_LAST_CONTENT);
        }
        case "/mixed" -> {
          start(ctx);
          event(ctx, ": a comment\r\nevent: multi\r\nid: 7\r\ndata: a\r\ndata: b\r\n\r\n");
        }
        default -> start(ctx); // /silent
      }
    }

    private void start(ChannelHandlerContext ctx) {
      streams.incrementAndGet();
      HttpResponse response = new DefaultHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK);
      response.headers().set(HttpHeaderNames.CONTENT_TYPE, "text/event-stream");
      HttpUtil.setTransferEncodingChunked(response, true);
      ctx.writeAndFlush(response);
    }

    private void ticks(ChannelHandlerContext ctx, int next, int last) {
      if (next > last || !ctx.channel().isActive()) {
        return;
      }
      event(ctx, "id: " + next + "\nevent: tick\ndata: {\"n\":" + next + "}\n\n");
      ctx.executor().schedule(() -> ticks(ctx, next + 1, last), 10, TimeUnit.MILLISECONDS);
    }

    private io.netty.channel.ChannelFuture event(ChannelHandlerContext ctx, String text) {
      sent.incrementAndGet();
      return ctx.writeAndFlush(new DefaultHttpContent(Unpooled.copiedBuffer(text, StandardCharsets.UTF_8)));
    }

    private void full(ChannelHandlerContext ctx, HttpResponseStatus status, String type, String body) {
      FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status,
          Unpooled.copiedBuffer(body, StandardCharsets.UTF_8));
      response.headers().set(HttpHeaderNames.CONTENT_TYPE, type);
      HttpUtil.setContentLength(response, response.content().readableBytes());
      ctx.writeAndFlush(response);
    }
  }
}
