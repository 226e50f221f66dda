package io.throng.engine.testing;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.MultiThreadIoEventLoopGroup;
import io.netty.channel.nio.NioIoHandler;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.codec.http2.DefaultHttp2DataFrame;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersFrame;
import io.netty.handler.codec.http2.DefaultHttp2ResetFrame;
import io.netty.handler.codec.http2.Http2DataFrame;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2FrameCodec;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2HeadersFrame;
import io.netty.handler.codec.http2.Http2MultiplexHandler;
import io.netty.handler.codec.http2.Http2Settings;
import io.netty.handler.codec.http2.Http2StreamChannel;
import io.netty.handler.ssl.ApplicationProtocolConfig;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.ClientAuth;
import io.netty.handler.ssl.IdentityCipherSuiteFilter;
import io.netty.handler.ssl.JdkSslContext;
import io.netty.handler.ssl.SslContext;
import io.netty.util.AttributeKey;
import io.netty.util.ReferenceCountUtil;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import javax.net.ssl.SSLContext;

/**
 * An in-process HTTP/2 server on a loopback port, over TLS with ALPN (h2 only) or cleartext with
 * prior knowledge (h2c): answers every request {@code 200 h2 <path>} after a delay, counting the
 * responses it sent, its connections and the most streams it saw open at once on one connection.
 * It may announce a max concurrent streams and a small flow-control window, and send one GOAWAY on
 * the connection that reaches a request count. It counts the request body bytes it read; {@value
 * #PAGE} is an HTML page with six images; {@value #BIG}{@code <n>} answers {@code n} bytes; {@value
 * #LYING}{@code <n>} gets its Content-Length wrong by {@code n}; {@value #RESET} and {@value #REFUSE} are reset.
 */
public final class Http2Server implements AutoCloseable {

  public final AtomicLong responses = new AtomicLong();
  public final AtomicLong connections = new AtomicLong();
  public final AtomicInteger mostConcurrentStreams = new AtomicInteger();
  public final AtomicLong goAways = new AtomicLong();
  public final AtomicLong requestBodyBytes = new AtomicLong();
  private final EventLoopGroup group = new MultiThreadIoEventLoopGroup(1, NioIoHandler.newFactory());
  private final AtomicBoolean goAwaySent = new AtomicBoolean();
  private final Channel server;
  private final String scheme;
  private final long delayMillis;
  private final int goAwayAtRequest;

  /**
   * @param tls the server's TLS, or {@code null} for h2c
   * @param maxConcurrentStreams announced in the server's SETTINGS
   * @param goAwayAtRequest the request count on one connection at which it sends a GOAWAY whose last
   *     stream is the connection's first, refusing the others; {@code 0} for never
   */
  public Http2Server(SSLContext tls, int maxConcurrentStreams, long delayMillis, int goAwayAtRequest)
      throws InterruptedException {
    this(tls, Http2Settings.defaultSettings().maxConcurrentStreams(maxConcurrentStreams), delayMillis, goAwayAtRequest);
  }

  /** @param settings what the server announces: max concurrent streams, initial window size, ... */
  public Http2Server(SSLContext tls, Http2Settings settings, long delayMillis, int goAwayAtRequest)
      throws InterruptedException {
    this.delayMillis = delayMillis;
    this.goAwayAtRequest = goAwayAtRequest;
    this.scheme = tls == null ? "http" : "https";
    SslContext ssl = tls == null ? null : new JdkSslContext(tls, false, null, IdentityCipherSuiteFilter.INSTANCE,
        new ApplicationProtocolConfig(ApplicationProtocolConfig.Protocol.ALPN,
            ApplicationProtocolConfig.SelectorFailureBehavior.NO_ADVERTISE,
            ApplicationProtocolConfig.SelectedListenerFailureBehavior.ACCEPT, ApplicationProtocolNames.HTTP_2),
        ClientAuth.NONE, null, false);
    server = new ServerBootstrap().group(group).channel(NioServerSocketChannel.class)
        .childHandler(new ChannelInitializer<SocketChannel>() {
          @Override
          protected void initChannel(SocketChannel channel) {
            connections.incrementAndGet();
            if (ssl != null) {
              channel.pipeline().addLast(ssl.newHandler(channel.alloc()));
            }
            Http2FrameCodec codec = Http2FrameCodecBuilder.forServer().initialSettings(settings).build();
            channel.pipeline().addLast(codec, new Http2MultiplexHandler(new StreamHandler(new Connection(codec))));
          }
        })
        .bind("127.0.0.1", 0).sync().channel();
  }

  public String baseUrl() {
    return scheme + "://127.0.0.1:" + ((InetSocketAddress) server.localAddress()).getPort();
  }

  @Override
  public void close() {
    server.close().syncUninterruptibly();
    group.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
  }

  /** One connection's counts, shared by its streams (all on the connection's loop). */
  private final class Connection {
    final Http2FrameCodec codec;
    int requests;
    int open;
    int firstStream;

    Connection(Http2FrameCodec codec) {
      this.codec = codec;
    }
  }

  @ChannelHandler.Sharable
  private final class StreamHandler extends ChannelInboundHandlerAdapter {
    private final Connection connection;

    StreamHandler(Connection connection) {
      this.connection = connection;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      try {
        boolean ended = msg instanceof Http2HeadersFrame headers && headers.isEndStream()
            || msg instanceof Http2DataFrame data && data.isEndStream();
        if (msg instanceof Http2HeadersFrame headers) {
          ctx.channel().attr(PATH).set(String.valueOf(headers.headers().path()));
        } else if (msg instanceof Http2DataFrame data) {
          requestBodyBytes.addAndGet(data.content().readableBytes());
        }
        if (ended) {
          request(ctx, (Http2StreamChannel) ctx.channel());
        }
      } finally {
        ReferenceCountUtil.release(msg);
      }
    }

    private void request(ChannelHandlerContext ctx, Http2StreamChannel stream) {
      String path = stream.attr(PATH).get();
      if (path.equals(RESET) || path.equals(REFUSE)) {
        ctx.writeAndFlush(new DefaultHttp2ResetFrame(path.equals(RESET) ? Http2Error.CANCEL : Http2Error.REFUSED_STREAM));
        return;
      }
      connection.requests++;
      if (connection.requests == 1) {
        connection.firstStream = stream.stream().id();
      }
      connection.open++;
      mostConcurrentStreams.accumulateAndGet(connection.open, Math::max);
      if (connection.requests == goAwayAtRequest && goAwaySent.compareAndSet(false, true)) {
        Channel parent = stream.parent();
        goAways.incrementAndGet();
        // The first stream only is processed: the others in flight, past it, are refused.
        connection.codec.goAway(parent.pipeline().context(connection.codec), connection.firstStream,
            Http2Error.NO_ERROR.code(), Unpooled.EMPTY_BUFFER, parent.newPromise());
        parent.flush();
      }
      ctx.executor().schedule(() -> respond(ctx, stream), delayMillis, TimeUnit.MILLISECONDS);
    }

    private void respond(ChannelHandlerContext ctx, Http2StreamChannel stream) {
      connection.open--;
      if (!stream.isActive()) {
        return;
      }
      String path = stream.attr(PATH).get();
      boolean page = path.equals(PAGE);
      Http2Headers headers = new DefaultHttp2Headers().status("200").add("content-type", page ? "text/html" : "text/plain");
      byte[] body = path.startsWith(BIG) ? new byte[Integer.parseInt(path.substring(BIG.length()))]
          : (page ? PAGE_HTML : "h2 " + path).getBytes(StandardCharsets.UTF_8);
      if (path.startsWith(LYING)) {
        headers.setInt("content-length", body.length + Integer.parseInt(path.substring(LYING.length())));
      }
      ctx.write(new DefaultHttp2HeadersFrame(headers, false));
      ctx.writeAndFlush(new DefaultHttp2DataFrame(Unpooled.wrappedBuffer(body), true)).addListener(written -> {
        if (written.isSuccess()) {
          responses.incrementAndGet();
        }
      });
    }
  }

  /** Paths whose streams the server resets with CANCEL, and with REFUSED_STREAM, instead of answering. */
  public static final String RESET = "/reset";
  public static final String REFUSE = "/refuse";
  /** {@code /big/<n>} answers {@code n} zero bytes, more than a flow-control window. */
  public static final String BIG = "/big/";
  /** {@code /lying/<n>} answers with a Content-Length {@code n} bytes more than its body (fewer when negative). */
  public static final String LYING = "/lying/";
  /** A page whose six images a browser fetches at once. */
  public static final String PAGE = "/page";
  private static final String PAGE_HTML = "<html><body><img src=/a.png><img src=/b.png><img src=/c.png>"
      + "<img src=/d.png><img src=/e.png><img src=/f.png></body></html>";
  private static final AttributeKey<String> PATH = AttributeKey.valueOf("h2-path");
}
