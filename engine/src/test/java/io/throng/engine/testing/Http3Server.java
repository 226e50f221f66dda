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
import io.netty.handler.codec.http3.DefaultHttp3GoAwayFrame;
import io.netty.handler.codec.http3.DefaultHttp3HeadersFrame;
import io.netty.handler.codec.http3.Http3;
import io.netty.handler.codec.http3.Http3DataFrame;
import io.netty.handler.codec.http3.Http3ErrorCode;
import io.netty.handler.codec.http3.Http3HeadersFrame;
import io.netty.handler.codec.http3.Http3RequestStreamInboundHandler;
import io.netty.handler.codec.quic.QuicChannel;
import io.netty.handler.codec.quic.QuicStreamChannel;
import io.netty.util.ReferenceCountUtil;
import io.throng.engine.demo.Http3Listener;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An in-process HTTP/3 server on a loopback UDP port, Netty's QUIC and HTTP/3 codecs with a
 * self-signed certificate: answers every request {@code 200 h3 <path>} once its stream ends,
 * after a delay, counting the requests it read, their body bytes, the responses it sent, its
 * connections and the most streams open at once on one connection. It may let fewer bidirectional
 * streams open at once than its default 100, and send one GOAWAY on the connection that reaches a
 * request count, leaving the streams it refuses unanswered. {@value #PAGE} is an HTML page with
 * six images; {@value #NEVER} is read and never answered; {@value #RESET} and {@value #REFUSE}
 * are reset, with {@code H3_REQUEST_CANCELLED} and {@code H3_REQUEST_REJECTED}.
 */
public final class Http3Server implements AutoCloseable {

  public static final String NEVER = "/never";
  public static final String PAGE = "/page";
  public static final String RESET = "/reset";
  public static final String REFUSE = "/refuse";
  private static final int IMAGES = 6;

  public final AtomicLong requests = new AtomicLong();
  public final AtomicLong requestBodyBytes = new AtomicLong();
  public final AtomicLong responses = new AtomicLong();
  public final AtomicLong connections = new AtomicLong();
  public final AtomicInteger mostConcurrentStreams = new AtomicInteger();
  public final AtomicLong goAways = new AtomicLong();
  private final AtomicBoolean goAwaySent = new AtomicBoolean();
  private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final Channel server;
  private final long delayMillis;
  private final int goAwayAtRequest;

  /** @param delayMillis how long each response waits before it is sent */
  public Http3Server(TestCertificates certificate, long delayMillis) throws Exception {
    this(certificate, delayMillis, 100);
  }

  /**
   * @param maxStreams the bidirectional streams a client may open at once: QUIC's initial limit,
   *     which the server raises by one as each stream closes
   */
  public Http3Server(TestCertificates certificate, long delayMillis, long maxStreams) throws Exception {
    this(certificate, delayMillis, maxStreams, 0);
  }

  /**
   * @param goAwayAtRequest the request count on one connection at which it sends a GOAWAY that
   *     lets only the connection's first stream be processed, refusing the others; {@code 0} for never
   */
  public Http3Server(TestCertificates certificate, long delayMillis, long maxStreams, int goAwayAtRequest)
      throws Exception {
    this.delayMillis = delayMillis;
    this.goAwayAtRequest = goAwayAtRequest;
    server = Http3Listener.bind(group, NioDatagramChannel.class, 0, certificate.keyManagers(),
        TestCertificates.PASSWORD, maxStreams, quic -> {
          connections.incrementAndGet();
          Connection connection = new Connection(quic);
          return new ChannelInitializer<QuicStreamChannel>() {
            @Override
            protected void initChannel(QuicStreamChannel stream) {
              mostConcurrentStreams.accumulateAndGet(++connection.open, Math::max);
              stream.closeFuture().addListener(closed -> connection.open--);
              stream.pipeline().addLast(new Answer(connection));
            }
          };
        });
  }

  /** One connection's counts, shared by its streams (all on the connection's loop). */
  private static final class Connection {
    final QuicChannel quic;
    int open;
    int requests;
    long firstStream = -1;
    /** The first stream the GOAWAY refused, once sent. */
    long refusedFrom = Long.MAX_VALUE;

    Connection(QuicChannel quic) {
      this.quic = quic;
    }
  }

  /** Reads one request and answers it once the client ended its stream. */
  private final class Answer extends Http3RequestStreamInboundHandler {
    private final Connection connection;
    private String path;

    Answer(Connection connection) {
      this.connection = connection;
    }

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
      QuicStreamChannel stream = (QuicStreamChannel) ctx.channel();
      if (RESET.equals(path) || REFUSE.equals(path)) {
        stream.shutdownOutput((RESET.equals(path) ? Http3ErrorCode.H3_REQUEST_CANCELLED
            : Http3ErrorCode.H3_REQUEST_REJECTED).code());
        return;
      }
      if (++connection.requests == 1) {
        connection.firstStream = stream.streamId();
      }
      if (connection.requests == goAwayAtRequest && goAwaySent.compareAndSet(false, true)) {
        // Request streams are numbered 0, 4, 8...: only the first one is processed.
        connection.refusedFrom = connection.firstStream + 4;
        goAways.incrementAndGet();
        Http3.getLocalControlStream(connection.quic).writeAndFlush(new DefaultHttp3GoAwayFrame(connection.refusedFrom));
      }
      if (NEVER.equals(path)) {
        return;
      }
      ctx.executor().schedule(() -> {
        if (stream.streamId() >= connection.refusedFrom) {
          return; // refused by the GOAWAY sent since
        }
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
