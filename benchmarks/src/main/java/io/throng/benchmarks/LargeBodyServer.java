package io.throng.benchmarks;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpVersion;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * An in-process loopback server answering every request with one large body, built once and
 * sent from the same direct buffer each time, so the server costs little beside the client it
 * measures. The body is {@code x} bytes with {@code needle} as its last bytes: a search for the
 * needle reads all of it.
 */
final class LargeBodyServer implements AutoCloseable {

  private final EventLoopGroup group = new NioEventLoopGroup(1);
  private final ByteBuf body;
  private final Channel channel;

  LargeBodyServer(int port, int bodyBytes, String needle) throws InterruptedException {
    byte[] bytes = new byte[bodyBytes];
    Arrays.fill(bytes, (byte) 'x');
    byte[] tail = needle.getBytes(StandardCharsets.US_ASCII);
    System.arraycopy(tail, 0, bytes, bodyBytes - tail.length, tail.length);
    body = Unpooled.unreleasableBuffer(Unpooled.directBuffer(bodyBytes).writeBytes(bytes));
    channel = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childHandler(new ChannelInitializer<SocketChannel>() {
          @Override
          protected void initChannel(SocketChannel ch) {
            ch.pipeline().addLast(new HttpServerCodec(), new HttpObjectAggregator(64 * 1024), new Answer());
          }
        })
        .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port)).sync().channel();
  }

  private final class Answer extends SimpleChannelInboundHandler<HttpRequest> {
    @Override
    protected void channelRead0(ChannelHandlerContext ctx, HttpRequest request) {
      FullHttpResponse response =
          new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, HttpResponseStatus.OK, body.duplicate());
      response.headers().set(HttpHeaderNames.CONTENT_TYPE, "text/plain; charset=UTF-8");
      response.headers().setInt(HttpHeaderNames.CONTENT_LENGTH, body.readableBytes());
      ctx.writeAndFlush(response);
    }
  }

  @Override
  public void close() {
    channel.close().syncUninterruptibly();
    group.shutdownGracefully().syncUninterruptibly();
  }
}
