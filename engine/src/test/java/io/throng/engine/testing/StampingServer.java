package io.throng.engine.testing;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.FullHttpRequest;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A Netty HTTP server on an ephemeral loopback port that answers every request 200 "ok" and counts
 * its responses by the wall-clock millisecond their write completed in ({@code TCP_NODELAY}, so
 * that is when the client can have them), as a server's access log with {@code $msec} would.
 * Bounded: it keeps counts for {@value #MAX_MILLIS} ms from its start.
 */
public final class StampingServer implements AutoCloseable {

  /** How long after its start the server counts responses by millisecond. */
  public static final int MAX_MILLIS = 600_000;

  private final EventLoopGroup loops = new NioEventLoopGroup(1);
  private final Channel channel;
  private final long startMillis = System.currentTimeMillis();
  private final AtomicLongArray byMilli = new AtomicLongArray(MAX_MILLIS);
  private final AtomicLong served = new AtomicLong();

  public StampingServer() throws InterruptedException {
    channel = new ServerBootstrap().group(loops).channel(NioServerSocketChannel.class)
        .childOption(ChannelOption.TCP_NODELAY, true)
        .childHandler(new ChannelInitializer<SocketChannel>() {
          @Override
          protected void initChannel(SocketChannel ch) {
            ch.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(64 * 1024),
                new SimpleChannelInboundHandler<FullHttpRequest>() {
                  @Override
                  protected void channelRead0(ChannelHandlerContext ctx, FullHttpRequest request) {
                    answer(ctx, request);
                  }
                });
          }
        })
        .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0)).sync().channel();
  }

  private void answer(ChannelHandlerContext ctx, HttpRequest request) {
    FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK,
        Unpooled.wrappedBuffer(new byte[] {'o', 'k'}));
    response.headers().set(HttpHeaderNames.CONTENT_LENGTH, 2);
    ctx.writeAndFlush(response).addListener(written -> {
      if (written.isSuccess()) {
        long milli = System.currentTimeMillis() - startMillis;
        if (milli >= 0 && milli < MAX_MILLIS) {
          byMilli.incrementAndGet((int) milli);
        }
        served.incrementAndGet();
      }
    });
  }

  public String baseUrl() {
    return "http://127.0.0.1:" + ((InetSocketAddress) channel.localAddress()).getPort();
  }

  /** Responses written so far. */
  public long served() {
    return served.get();
  }

  /** Responses written in the wall-clock millisecond {@code epochMillis}. */
  public long servedAt(long epochMillis) {
    long milli = epochMillis - startMillis;
    return milli >= 0 && milli < MAX_MILLIS ? byMilli.get((int) milli) : 0;
  }

  /** When the server started counting, in epoch milliseconds. */
  public long startMillis() {
    return startMillis;
  }

  @Override
  public void close() {
    channel.close().syncUninterruptibly();
    loops.shutdownGracefully(0, 1, java.util.concurrent.TimeUnit.SECONDS).syncUninterruptibly();
  }
}
