package io.throng.engine.http;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoop;
import io.netty.channel.socket.DatagramChannel;
import io.netty.handler.codec.http3.Http3;
import io.netty.handler.codec.quic.QuicChannel;
import io.netty.handler.codec.quic.QuicSslContext;
import io.netty.resolver.AddressResolverGroup;
import io.netty.util.concurrent.Future;
import io.netty.util.concurrent.ScheduledFuture;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.transport.LoopTasks;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;

/**
 * Opens HTTP/3 connections on one event loop: the target's address looked up as for TCP, a UDP
 * socket bound for the connection, then the QUIC handshake (TLS 1.3 inside), verifying the
 * server's certificate and host name as {@link Http3Tls} says. A handshake that fails is a
 * {@code TLS} KO with its reason; a server that does not answer on UDP within the connect timeout
 * a {@code CONNECT} one, the socket closed either way.
 */
final class Http3Connector {

  /** Flow-control windows offered to the server: as much per stream as an HTTP/2 client's connection window. */
  private static final long MAX_DATA = 16L << 20;
  private static final long MAX_STREAM_DATA = 1L << 20;
  /** The server's control, QPACK encoder and decoder streams, and room for a push one it may open anyway. */
  private static final int MAX_UNIDIRECTIONAL_STREAMS = 8;

  /**
   * Runs QUIC's TLS tasks (the check of the server's certificate) at once, on the loop, as Netty
   * does by default, but through an executor of its own: with its default, Netty looks whether the
   * handshake ended only when the server's next packet arrives, a round trip after the handshake
   * ended; given an executor, it looks again once the check is done and the client's last
   * handshake packet went out, so the first request follows at once.
   */
  private static final Executor TLS_TASKS_AT_ONCE = Runnable::run;

  /** BoringSSL's code for a certificate its trust manager refused. */
  private static final String CERTIFICATE_VERIFY_FAILED = "CERTIFICATE_VERIFY_FAILED";

  private final EventLoop loop;
  private final Class<? extends DatagramChannel> datagramChannel;
  private final AddressResolverGroup<InetSocketAddress> resolvers;
  private final QuicSslContext tls;
  private final ChannelHandler traffic;
  private final Duration connectTimeout;

  Http3Connector(EventLoop loop, Class<? extends DatagramChannel> datagramChannel,
      AddressResolverGroup<InetSocketAddress> resolvers, QuicSslContext tls, ChannelHandler traffic,
      Duration connectTimeout) {
    this.loop = loop;
    this.datagramChannel = datagramChannel;
    this.resolvers = resolvers;
    this.tls = tls;
    this.traffic = traffic;
    this.connectTimeout = connectTimeout;
  }

  /**
   * {@code waiter} gets the connected QUIC channel, whose {@link Http3Connection} opens streams,
   * once that connection is ready.
   */
  void connect(Target target, ChannelPool.Waiter waiter) {
    resolvers.getResolver(loop).resolve(target.address()).addListener((Future<InetSocketAddress> resolved) -> {
      if (resolved.isSuccess()) {
        bind(target, resolved.getNow(), waiter);
      } else {
        waiter.acquireFailed(FailureKind.DNS, Connector.describe(resolved.cause(), target));
      }
    });
  }

  private void bind(Target target, InetSocketAddress address, ChannelPool.Waiter waiter) {
    ChannelHandler codec = Http3.newQuicClientCodecBuilder()
        // SNI and the host name checked against the certificate are the target's.
        .sslEngineProvider(quic -> tls.newEngine(quic.alloc(), target.host(), target.port()))
        .sslTaskExecutor(TLS_TASKS_AT_ONCE)
        .maxIdleTimeout(Math.max(connectTimeout.toMillis(), 30_000), TimeUnit.MILLISECONDS)
        .initialMaxData(MAX_DATA)
        .initialMaxStreamDataBidirectionalLocal(MAX_STREAM_DATA)
        .initialMaxStreamsUnidirectional(MAX_UNIDIRECTIONAL_STREAMS)
        .initialMaxStreamDataUnidirectional(MAX_STREAM_DATA)
        .build();
    new Bootstrap().group(loop).channel(datagramChannel)
        .handler(new ChannelInitializer<Channel>() {
          @Override
          protected void initChannel(Channel channel) {
            channel.pipeline().addLast(ClientInitializer.TRAFFIC, traffic).addLast(codec);
          }
        })
        .bind(0).addListener((ChannelFuture bound) -> {
          if (bound.isSuccess()) {
            handshake(bound.channel(), target, address, waiter);
          } else {
            waiter.acquireFailed(FailureKind.CONNECT, "cannot open a UDP socket for " + where(target) + ": "
                + bound.cause().getMessage());
          }
        });
  }

  private void handshake(Channel udp, Target target, InetSocketAddress address, ChannelPool.Waiter waiter) {
    Future<QuicChannel> connected = QuicChannel.newBootstrap(udp)
        .handler(new ChannelInitializer<QuicChannel>() {
          @Override
          protected void initChannel(QuicChannel quic) {
            Http3Connection.install(quic);
          }
        })
        .remoteAddress(address)
        .connect();
    new Handshake(udp, target, waiter, connected);
  }

  /**
   * One handshake's end: QUIC resends its first packets until its idle timeout, so a server that
   * never answers is given up after the connect timeout instead, closing the socket.
   */
  private final class Handshake {
    private final Channel udp;
    private final Target target;
    private final ChannelPool.Waiter waiter;
    private final ScheduledFuture<?> timer;
    private boolean timedOut;

    Handshake(Channel udp, Target target, ChannelPool.Waiter waiter, Future<QuicChannel> connected) {
      this.udp = udp;
      this.target = target;
      this.waiter = waiter;
      timer = LoopTasks.schedule(loop, () -> {
        timedOut = true;
        udp.close();
      }, connectTimeout.toMillis(), TimeUnit.MILLISECONDS);
      connected.addListener(this::done);
    }

    private void done(Future<? super QuicChannel> done) {
      timer.cancel(false);
      if (done.isSuccess()) {
        QuicChannel quic = (QuicChannel) done.getNow();
        Http3Connection.of(quic).whenReady(waiter);
        return;
      }
      udp.close();
      Throwable cause = done.cause();
      if (timedOut) {
        waiter.acquireFailed(FailureKind.CONNECT, "no QUIC handshake with " + where(target) + " within "
            + connectTimeout.toMillis() + " ms (does it answer HTTP/3 on UDP?)");
      } else if (isTls(cause)) {
        waiter.acquireFailed(FailureKind.TLS, "QUIC handshake failed: " + tlsReason(cause));
      } else {
        waiter.acquireFailed(FailureKind.CONNECT, "cannot connect to " + where(target) + " over QUIC: "
            + Connector.rootMessage(cause));
      }
    }
  }

  /**
   * Why TLS failed. BoringSSL inside QUIC keeps only its own code when the trust manager refuses
   * the server's certificate, so that code is said in words: which check failed is the trust
   * manager's secret, untrusted chain or host name alike.
   */
  private static String tlsReason(Throwable cause) {
    String reason = Connector.rootMessage(cause);
    return reason.contains(CERTIFICATE_VERIFY_FAILED)
        ? "the server's certificate does not verify (not trusted, or not for this host name): "
            + CERTIFICATE_VERIFY_FAILED
        : reason;
  }

  private static boolean isTls(Throwable cause) {
    for (Throwable reason = cause; reason != null; reason = reason.getCause()) {
      if (reason instanceof SSLException) {
        return true;
      }
    }
    return false;
  }

  private static String where(Target target) {
    return target.host() + ":" + target.port();
  }
}
