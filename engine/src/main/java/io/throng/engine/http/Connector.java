package io.throng.engine.http;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelPromise;
import io.netty.channel.ConnectTimeoutException;
import io.netty.handler.proxy.HttpProxyHandler;
import io.netty.handler.proxy.ProxyConnectException;
import io.netty.handler.ssl.ApplicationProtocolNames;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslHandler;
import io.netty.resolver.dns.DnsNameResolverTimeoutException;
import io.netty.util.concurrent.Future;
import io.netty.util.concurrent.ScheduledFuture;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import io.throng.dsl.model.HttpProtocol;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.transport.LoopTasks;

/**
 * Opens one connection to a target on one event loop: TCP connect, then for https the TLS
 * handshake, verifying the server's certificate and host name unless the protocol disabled it.
 * Through an HTTP proxy ({@link ProxyRoute}), plain http connects to the proxy, and https opens a
 * {@code CONNECT} tunnel first, then verifies the origin's certificate inside it, never the proxy's.
 * With HTTP/2 on, an https connection offers h2 in its handshake (ALPN) and becomes an {@link
 * Http2Connection} when the server picks it; with prior knowledge a plain one speaks h2c at once.
 * Connections to a plain-http proxy stay HTTP/1.1. With HTTP/3 on, https connections are QUIC
 * ones instead ({@link Http3Connector}); WebSockets and event streams stay on TCP.
 */
final class Connector {

  private static final String OPENSSL_GENERIC_FAILURE = "General OpenSslEngine problem";
  /** Where Netty's {@link ProxyConnectException} message gives the proxy's answer. */
  private static final String STATUS = "status: ";

  private final Bootstrap bootstrap;
  private final TlsContext tls;
  private final TlsContext alpnTls;
  private final HttpProtocol.Http2 http2;
  /** How long a connection may take to open, and then its TLS handshake or HTTP/2 preface. */
  private final Duration handshakeTimeout;
  private final ProxyRoute route;
  private final Http3Connector http3;

  /**
   * @param tls the client TLS context for https targets, which may be built on its first use
   * @param alpnTls the one offering h2 in the handshake, for connections that may speak HTTP/2
   * @param route which targets go through the proxy
   * @param http3 what opens the QUIC connections of https targets, or {@code null} when HTTP/3 is off
   */
  Connector(Bootstrap bootstrap, TlsContext tls, TlsContext alpnTls, HttpProtocol.Http2 http2,
      Duration handshakeTimeout, ProxyRoute route, Http3Connector http3) {
    this.bootstrap = bootstrap;
    this.tls = tls;
    this.alpnTls = alpnTls;
    this.http2 = http2;
    this.handshakeTimeout = handshakeTimeout;
    this.route = route;
    this.http3 = http3;
  }

  /** Whether connections may turn out to speak HTTP/2 or HTTP/3. */
  boolean mayMultiplex() {
    return http2 != HttpProtocol.Http2.OFF || http3 != null;
  }

  /** The pool connections to {@code target} are kept in: the proxy's for proxied plain http. */
  Target poolKey(Target target) {
    return route.poolKey(target);
  }

  /** {@code proxy host:port} when the proxy takes {@code target}'s requests itself, else {@code null}. */
  String answeringProxy(Target target) {
    return route.answeringProxy(target);
  }

  /**
   * A connection speaking the protocol's HTTP version: HTTP/3 to an https target when on, HTTP/2
   * when on and the server agrees.
   */
  void connect(Target target, ChannelPool.Waiter waiter) {
    if (http3 != null && target.tls()) {
      http3.connect(target, waiter);
    } else {
      connect(target, waiter, http2 != HttpProtocol.Http2.OFF);
    }
  }

  /** A connection speaking HTTP/1.1 whatever the protocol says, for a WebSocket's upgrade. */
  void connectHttp1(Target target, ChannelPool.Waiter waiter) {
    connect(target, waiter, false);
  }

  private void connect(Target target, ChannelPool.Waiter waiter, boolean mayHttp2) {
    if (!route.proxies(target)) {
      direct(target, waiter, mayHttp2);
    } else if (target.tls()) {
      tunnel(target, waiter, mayHttp2);
    } else {
      toHttpProxy(target, waiter);
    }
  }

  private void direct(Target target, ChannelPool.Waiter waiter, boolean mayHttp2) {
    timed(bootstrap.connect(target.address())).addListener((ChannelFuture future) -> {
      if (!future.isSuccess()) {
        Throwable cause = future.cause();
        waiter.acquireFailed(cause instanceof UnknownHostException ? FailureKind.DNS : FailureKind.CONNECT,
            describe(cause, target));
      } else if (target.tls()) {
        secure(future.channel(), target, waiter, mayHttp2);
      } else if (mayHttp2 && http2 == HttpProtocol.Http2.PRIOR_KNOWLEDGE) {
        Http2Connection.install(future.channel(), waiter, handshakeTimeout);
      } else {
        waiter.acquired(future.channel());
      }
    });
  }

  /** A connection to the proxy, which takes requests for any origin in absolute form. */
  private void toHttpProxy(Target target, ChannelPool.Waiter waiter) {
    timed(bootstrap.connect(route.proxyAddress(target))).addListener((ChannelFuture future) -> {
      if (!future.isSuccess()) {
        waiter.acquireFailed(FailureKind.CONNECT, describe(future.cause(), route.describe(target)));
        return;
      }
      Channel channel = future.channel();
      Http1Codec.of(channel).encodeWith(route.encoder());
      waiter.acquired(channel);
    });
  }

  /**
   * A {@code CONNECT} tunnel through the proxy, then TLS with the origin through it. The channel
   * connects to the origin's unresolved address, past the bootstrap's resolver: Netty's proxy
   * handler connects to the proxy instead, and the proxy looks the origin up.
   */
  private void tunnel(Target target, ChannelPool.Waiter waiter, boolean mayHttp2) {
    String proxy = route.describe(target);
    bootstrap.register().addListener((ChannelFuture registered) -> {
      if (!registered.isSuccess()) {
        waiter.acquireFailed(FailureKind.CONNECT, "cannot connect to " + proxy + ": " + registered.cause().getMessage());
        return;
      }
      Channel channel = registered.channel();
      HttpProxyHandler tunnel = route.tunnelHandler();
      Http1Codec.of(channel).countAtHead(channel);
      channel.pipeline().addAfter(ClientInitializer.TRAFFIC, ClientInitializer.PROXY, tunnel);
      timed(channel.connect(InetSocketAddress.createUnresolved(target.host(), target.port())))
          .addListener((ChannelFuture connected) -> {
            if (!connected.isSuccess()) {
              channel.close();
              waiter.acquireFailed(FailureKind.CONNECT, describe(connected.cause(), proxy));
              return;
            }
            tunnel.connectFuture().addListener((Future<Channel> established) -> {
              if (established.isSuccess()) {
                secure(channel, target, waiter, mayHttp2);
              } else {
                channel.close();
                waiter.acquireFailed(FailureKind.CONNECT, proxy + " refused CONNECT to " + target.host() + ":"
                    + target.port() + ": " + refusal(established.cause()));
              }
            });
          });
    });
  }

  /**
   * Fails {@code connecting} with a {@link ConnectTimeoutException} when it is not done within the
   * connect timeout, and closes its channel. Netty's own connect timeout ({@code
   * CONNECT_TIMEOUT_MILLIS}, which {@link HttpClient} leaves off) stays referenced by its channel,
   * cancelled, for as long as the connection lives: 10,000 idle users would keep 10,000 of them.
   * This one is dropped as soon as the connection opens.
   */
  private ChannelFuture timed(ChannelFuture connecting) {
    if (connecting.isDone()) {
      return connecting;
    }
    // Both the bootstrap's connect and the channel's return the promise the channel completes.
    ChannelPromise promise = (ChannelPromise) connecting;
    long millis = handshakeTimeout.toMillis();
    Channel channel = connecting.channel();
    ScheduledFuture<?> timer = LoopTasks.schedule(channel.eventLoop(), () -> {
      if (promise.tryFailure(new ConnectTimeoutException("connection timed out after " + millis + " ms"))) {
        channel.close();
      }
    }, millis, TimeUnit.MILLISECONDS);
    connecting.addListener(done -> timer.cancel(false));
    return connecting;
  }

  /** TLS with the origin on a connected channel, verifying the origin's certificate and host name. */
  private void secure(Channel channel, Target target, ChannelPool.Waiter waiter, boolean mayHttp2) {
    // Completed at once unless this is the run's first https connection and the context waited
    // for it: then its building thread calls back, and the connection goes on on its own loop.
    (mayHttp2 ? alpnTls : tls).get().whenComplete((context, failure) -> {
      if (channel.eventLoop().inEventLoop()) {
        handshake(channel, context, failure, target, waiter);
      } else {
        LoopTasks.execute(channel.eventLoop(), () -> handshake(channel, context, failure, target, waiter));
      }
    });
  }

  private void handshake(Channel channel, SslContext context, Throwable failure, Target target,
      ChannelPool.Waiter waiter) {
    if (failure != null) {
      channel.close();
      Throwable reason = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
      waiter.acquireFailed(FailureKind.TLS, reason.getMessage());
      return;
    }
    SslHandler ssl = context.newHandler(channel.alloc(), target.host(), target.port());
    ssl.setHandshakeTimeout(handshakeTimeout.toMillis(), TimeUnit.MILLISECONDS);
    // Through a proxy, TLS goes inside the tunnel: after the proxy handler, which then passes bytes through.
    Http1Codec.of(channel).countAtHead(channel);
    String after = channel.pipeline().get(ClientInitializer.PROXY) != null ? ClientInitializer.PROXY : ClientInitializer.TRAFFIC;
    channel.pipeline().addAfter(after, ClientInitializer.SSL, ssl);
    ssl.handshakeFuture().addListener((Future<Channel> handshake) -> {
      if (handshake.isSuccess() && ApplicationProtocolNames.HTTP_2.equals(ssl.applicationProtocol())) {
        Http2Connection.install(channel, waiter, handshakeTimeout);
      } else if (handshake.isSuccess()) {
        waiter.acquired(channel);
      } else {
        channel.close();
        waiter.acquireFailed(FailureKind.TLS, "TLS handshake failed: " + rootMessage(handshake.cause()));
      }
    });
  }

  static String describe(Throwable cause, Target target) {
    if (cause instanceof UnknownHostException) {
      // The resolver says why in its cause: no answer in time is not the same as no such host.
      return cause.getCause() instanceof DnsNameResolverTimeoutException
          ? "DNS lookup timed out: " + target.host() : "unknown host " + target.host();
    }
    return describe(cause, target.host() + ":" + target.port());
  }

  private static String describe(Throwable cause, String where) {
    if (cause instanceof ConnectTimeoutException) {
      return "connect timeout: " + where;
    }
    if (cause instanceof ConnectException) {
      return "connection refused: " + where;
    }
    return "cannot connect to " + where + ": " + cause.getMessage();
  }

  /**
   * Why the proxy refused a tunnel: its status line ({@code 407 Proxy Authentication Required}),
   * {@code timeout} or {@code disconnected}. Netty's message starts with the proxy and destination
   * addresses, which the KO's reason already names.
   */
  private static String refusal(Throwable cause) {
    String message = String.valueOf(cause.getMessage());
    if (!(cause instanceof ProxyConnectException)) {
      return message;
    }
    int status = message.indexOf(STATUS);
    return status >= 0 ? message.substring(status + STATUS.length()) : message.substring(message.lastIndexOf(", ") + 2);
  }

  /**
   * The handshake failure's own reason. BoringSSL wraps what the trust manager said (an untrusted
   * chain, a host name the certificate does not cover) in a generic "General OpenSslEngine
   * problem", so its cause says more.
   */
  static String rootMessage(Throwable cause) {
    Throwable reason = cause;
    while (reason.getCause() != null
        && (reason.getMessage() == null || reason.getMessage().startsWith(OPENSSL_GENERIC_FAILURE))) {
      reason = reason.getCause();
    }
    return reason.getMessage() != null ? reason.getMessage() : reason.getClass().getSimpleName();
  }
}
