package io.throng.engine.http;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ConnectTimeoutException;
import io.netty.handler.ssl.SslContext;
import io.netty.handler.ssl.SslHandler;
import io.netty.util.concurrent.Future;
import java.net.ConnectException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import io.throng.engine.stats.FailureKind;

/**
 * Opens one connection to a target on one event loop: TCP connect, then for https the TLS
 * handshake, verifying the server's certificate and host name unless the protocol disabled it.
 */
final class Connector {

  private final Bootstrap bootstrap;
  private final SslContext tls;
  private final Duration handshakeTimeout;

  /** @param tls the client TLS context for https targets */
  Connector(Bootstrap bootstrap, SslContext tls, Duration handshakeTimeout) {
    this.bootstrap = bootstrap;
    this.tls = tls;
    this.handshakeTimeout = handshakeTimeout;
  }

  void connect(Target target, ChannelPool.Waiter waiter) {
    bootstrap.connect(target.address()).addListener((ChannelFuture future) -> {
      if (!future.isSuccess()) {
        waiter.acquireFailed(FailureKind.CONNECT, describe(future.cause(), target));
        return;
      }
      Channel channel = future.channel();
      if (!target.tls()) {
        waiter.acquired(channel);
        return;
      }
      SslHandler ssl = tls.newHandler(channel.alloc(), target.host(), target.port());
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
      return "unknown host: " + target.host();
    }
    return "cannot connect to " + where + ": " + cause.getMessage();
  }

  private static String rootMessage(Throwable cause) {
    return cause.getMessage() != null ? cause.getMessage() : cause.getClass().getSimpleName();
  }
}
