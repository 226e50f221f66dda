package io.throng.engine.http;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ConnectTimeoutException;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslHandler;
import io.netty.resolver.dns.DnsNameResolverTimeoutException;
import io.netty.util.concurrent.Future;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import io.throng.engine.stats.FailureKind;

/**
 * Opens one connection to a target on one event loop: TCP connect, then for https the TLS
 * handshake, verifying the server's certificate and host name unless the protocol disabled it.
 */
final class Connector {

  private static final String OPENSSL_GENERIC_FAILURE = "General OpenSslEngine problem";

  private final Bootstrap bootstrap;
  private final TlsContext tls;
  private final Duration handshakeTimeout;

  /** @param tls the client TLS context for https targets, which may be built on its first use */
  Connector(Bootstrap bootstrap, TlsContext tls, Duration handshakeTimeout) {
    this.bootstrap = bootstrap;
    this.tls = tls;
    this.handshakeTimeout = handshakeTimeout;
  }

  void connect(Target target, ChannelPool.Waiter waiter) {
    bootstrap.connect(target.address()).addListener((ChannelFuture future) -> {
      if (!future.isSuccess()) {
        Throwable cause = future.cause();
        waiter.acquireFailed(cause instanceof UnknownHostException ? FailureKind.DNS : FailureKind.CONNECT,
            describe(cause, target));
        return;
      }
      Channel channel = future.channel();
      if (!target.tls()) {
        waiter.acquired(channel);
        return;
      }
      // Completed at once unless this is the run's first https connection and the context waited
      // for it: then its building thread calls back, and the connection goes on on its own loop.
      tls.get().whenComplete((context, failure) -> {
        if (channel.eventLoop().inEventLoop()) {
          handshake(channel, context, failure, target, waiter);
        } else {
          channel.eventLoop().execute(() -> handshake(channel, context, failure, target, waiter));
        }
      });
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
    channel.pipeline().addAfter(ClientInitializer.TRAFFIC, ClientInitializer.SSL, ssl);
    ssl.handshakeFuture().addListener((Future<Channel> handshake) -> {
      if (handshake.isSuccess()) {
        waiter.acquired(channel);
      } else {
        channel.close();
        waiter.acquireFailed(FailureKind.TLS, "TLS handshake failed: " + rootMessage(handshake.cause()));
      }
    });
  }

  private static String describe(Throwable cause, Target target) {
    String where = target.host() + ":" + target.port();
    if (cause instanceof ConnectTimeoutException) {
      return "connect timeout: " + where;
    }
    if (cause instanceof ConnectException) {
      return "connection refused: " + where;
    }
    if (cause instanceof UnknownHostException) {
      // The resolver says why in its cause: no answer in time is not the same as no such host.
      return cause.getCause() instanceof DnsNameResolverTimeoutException
          ? "DNS lookup timed out: " + target.host() : "unknown host " + target.host();
    }
    return "cannot connect to " + where + ": " + cause.getMessage();
  }

  /**
   * The handshake failure's own reason. BoringSSL wraps what the trust manager said (an untrusted
   * chain, a host name the certificate does not cover) in a generic "General OpenSslEngine
   * problem", so its cause says more.
   */
  private static String rootMessage(Throwable cause) {
    Throwable reason = cause;
    while (reason.getCause() != null
        && (reason.getMessage() == null || reason.getMessage().startsWith(OPENSSL_GENERIC_FAILURE))) {
      reason = reason.getCause();
    }
    return reason.getMessage() != null ? reason.getMessage() : reason.getClass().getSimpleName();
  }
}
