package io.throng.engine.http;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.throng.engine.transport.Transport;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The server of the run's warm-up ({@link io.throng.engine.user.UserWarmup}): on a loopback port,
 * on the run's own event loops, it answers every request (a head ending in an empty line; warm-up
 * requests have no body) with one canned 123-byte JSON response. It parses nothing, so the JIT spends its time on the client's
 * code rather than on a server's, and it needs no threads of its own.
 *
 * <pre>{@code
 * try (WarmupTarget target = new WarmupTarget(loops, Transport.best())) {
 *   // requests to target.baseUrl() + "/anything" get the canned response
 * }
 * }</pre>
 */
public final class WarmupTarget implements AutoCloseable {

  private static final ByteBuf RESPONSE = Unpooled.unreleasableBuffer(Unpooled.copiedBuffer(
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 123\r\n\r\n"
          + "{\"id\":1,\"name\":\"Throng Warm-up User\",\"email\":\"user1@example.com\",\"team\":\"load-testing\","
          + "\"active\":true,\"pad\":\"xxxxxxxxxxxxx\"}", StandardCharsets.US_ASCII));

  private final Channel server;
  private final AtomicLong accepted = new AtomicLong(); // from every loop's accepts

  public WarmupTarget(EventLoopGroup loops, Transport transport) {
    server = new ServerBootstrap().group(loops).channel(transport.serverChannelClass())
        .childHandler(new ChannelInitializer<>() {
          @Override
          protected void initChannel(Channel channel) {
            accepted.incrementAndGet();
            channel.pipeline().addLast(new Responder());
          }
        })
        .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0)).syncUninterruptibly().channel();
  }

  /** {@code http://127.0.0.1:port}, as a protocol's base URL. */
  public String baseUrl() {
    InetSocketAddress address = (InetSocketAddress) server.localAddress();
    return "http://" + address.getHostString() + ":" + address.getPort();
  }

  /** Connections accepted so far: the warm-up's share of the connect and close path. */
  public long accepted() {
    return accepted.get();
  }

  @Override
  public void close() {
    server.close().syncUninterruptibly();
  }

  /** Answers once per end of a request head seen, however the bytes are split across reads. */
  private static final class Responder extends ChannelInboundHandlerAdapter {
    private int matched; // how much of CR LF CR LF the last bytes were

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      ByteBuf bytes = (ByteBuf) msg;
      try {
        for (int i = bytes.readerIndex(); i < bytes.writerIndex(); i++) {
          byte b = bytes.getByte(i);
          matched = b == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : b == '\r' ? 1 : 0;
          if (matched == 4) {
            matched = 0;
            ctx.write(RESPONSE.duplicate());
          }
        }
      } finally {
        bytes.release();
      }
      ctx.flush();
    }
  }
}
