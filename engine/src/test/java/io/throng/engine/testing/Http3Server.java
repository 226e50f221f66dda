package io.throng.engine.testing;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.nio.NioDatagramChannel;
import io.netty.handler.codec.http3.DefaultHttp3DataFrame;
import io.netty.handler.codec.http3.DefaultHttp3HeadersFrame;
import io.netty.handler.codec.http3.Http3DataFrame;
import io.netty.handler.codec.http3.Http3HeadersFrame;
import io.netty.handler.codec.http3.Http3RequestStreamInboundHandler;
import io.netty.handler.codec.quic.QuicStreamChannel;
import io.netty.util.ReferenceCountUtil;
import io.throng.engine.demo.Http3Listener;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An in-process HTTP/3 server on a loopback UDP port, Netty's QUIC and HTTP/3 codecs with a
 * self-signed certificate: answers every request {@code 200 h3 <path>} once its stream ends,
 * after a delay, counting the requests it read, their body bytes, the responses it sent, its
 * connections and the most streams open at once on one connection. It may let fewer bidirectional
 * streams open at once than its default 100. {@value #PAGE} is an HTML page with six images;
 * {@value #NEVER} is read and never answered.
 */
public final class Http3Server implements AutoCloseable {

  public static final String NEVER = "/never";
  public static final String PAGE = "/page";
  private static final int IMAGES = 6;

  public final AtomicLong requests = new AtomicLong();
  public final AtomicLong requestBodyBytes = new AtomicLong();
  public final AtomicLong responses = new AtomicLong();
  public final AtomicLong connections = new AtomicLong();
  public final AtomicInteger mostConcurrentStreams = new AtomicInteger();
  private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final Channel server;
  private final long delayMillis;

  /** @param delayMillis how long each response waits before it is sent */
  public Http3Server(TestCertificates certificate, long delayMillis) throws Exception {
    this(certificate, delayMillis, 100);
  }

  /**
   * @param maxStreams the bidirectional streams a client may open at once: QUIC's initial limit,
   *     which the server raises by one as each stream closes
   */
  public Http3Server(TestCertificates certificate, long delayMillis, long maxStreams) throws Exception {
    this.delayMillis = delayMillis;
    server = Http3Listener.bind(group, NioDatagramChannel.class, 0, certificate.keyManagers(),
        TestCertificates.PASSWORD, maxStreams, quic -> {
          connections.incrementAndGet();
          AtomicInteger open = new AtomicInteger();
          return new ChannelInitializer<QuicStreamChannel>() {
            @Override
            protected void initChannel(QuicStreamChannel stream) {
              mostConcurrentStreams.accumulateAndGet(open.incrementAndGet(), Math::max);
              stream.closeFuture().addListener(closed -> open.decrementAndGet());
              stream.pipeline().addLast(new Answer());
            }
          };
        });
  }

  /** Reads one request and answers it once the client ended its stream. */
  private final class Answer extends Http3RequestStreamInboundHandler {
    private String path;

    @Override
    protected void channelRead(ChannelHandlerContext ctx, Http3HeadersFrame frame) {
      path = frame.headers().path().toString();
      requests.incrementAndGet();
      ReferenceCountUtil.release(frame);
    }

    @Override
    protected void channelRead(ChannelHandlerContext ctx, Http3DataFrame frame) {
      requestBodyBytes.addAndGet(frame.content().readableBytes());
      frame.release();
    }

    @Override
    protected void channelInputClosed(ChannelHandlerContext ctx) {
      if (NEVER.equals(path)) {
        return;
      }
      ctx.executor().schedule(() -> {
        boolean page = PAGE.equals(path);
        byte[] body = (page ? page() : "h3 " + path).getBytes(StandardCharsets.UTF_8);
        DefaultHttp3HeadersFrame headers = new DefaultHttp3HeadersFrame();
        headers.headers().status("200").addInt("content-length", body.length)
            .add("content-type", page ? "text/html" : "text/plain");
        ctx.write(headers);
        ctx.writeAndFlush(new DefaultHttp3DataFrame(Unpooled.wrappedBuffer(body)))
            .addListener(QuicStreamChannel.SHUTDOWN_OUTPUT)
            .addListener(written -> {
              if (written.isSuccess()) {
                responses.incrementAndGet();
              }
            });
      }, delayMillis, TimeUnit.MILLISECONDS);
    }
  }

  private static String page() {
    StringBuilder html = new StringBuilder("<html><body>");
    for (int i = 0; i < IMAGES; i++) {
      html.append("<img src=\"/image/").append(i).append(".png\">");
    }
    return html.append("</body></html>").toString();
  }

  /** {@code https://127.0.0.1:<port>}: the UDP port QUIC answers on. */
  public String baseUrl() {
    return "https://127.0.0.1:" + ((InetSocketAddress) server.localAddress()).getPort();
  }

  @Override
  public void close() {
    server.close().syncUninterruptibly();
    group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }
}
