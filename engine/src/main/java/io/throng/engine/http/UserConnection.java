package io.throng.engine.http;

import io.throng.engine.stats.FailureKind;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ConnectTimeoutException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.time.Duration;

/**
 * The keep-alive connection of one virtual user, as a browser holds one: opened on first use,
 * reused while the server keeps it open, reopened when it closes or the target changes. Confined
 * to the user's event loop; not thread-safe.
 */
public final class UserConnection {

  private final Bootstrap bootstrap;
  private final Duration requestTimeout;
  private Channel channel;
  private ResponseHandler handler;
  private ExchangeListener connecting;

  UserConnection(Bootstrap bootstrap, Duration requestTimeout) {
    this.bootstrap = bootstrap;
    this.requestTimeout = requestTimeout;
  }

  /** Sends {@code request}; {@code listener} hears exactly once how it ended. */
  public void send(PreparedRequest request, ExchangeListener listener) {
    if (channel != null && channel.isActive() && request.address().equals(channel.remoteAddress())) {
      write(request, listener);
      return;
    }
    close();
    connecting = listener;
    bootstrap.connect(request.address()).addListener((ChannelFuture future) -> {
      if (connecting != listener) { // cancelled while connecting
        future.channel().close();
        return;
      }
      connecting = null;
      if (!future.isSuccess()) {
        listener.onFailure(FailureKind.CONNECT, describe(future.cause(), request.address()), System.nanoTime());
        return;
      }
      channel = future.channel();
      handler = channel.pipeline().get(ResponseHandler.class);
      write(request, listener);
    });
  }

  /** Ends a request in flight as a KO {@link FailureKind#CANCELLED} and closes the connection. */
  public void cancel(String message) {
    ExchangeListener waiting = connecting;
    if (waiting != null) {
      connecting = null;
      waiting.onFailure(FailureKind.CANCELLED, message, System.nanoTime());
    } else if (handler != null) {
      handler.fail(FailureKind.CANCELLED, message);
    }
    close();
  }

  /** Closes the connection, if open. */
  public void close() {
    if (channel != null) {
      channel.close();
      channel = null;
      handler = null;
    }
  }

  private void write(PreparedRequest request, ExchangeListener listener) {
    ResponseHandler current = handler;
    current.begin(listener, request.method(), requestTimeout);
    channel.writeAndFlush(request.toNettyRequest()).addListener((ChannelFuture future) -> {
      if (!future.isSuccess()) {
        current.fail(FailureKind.WRITE, "could not send the request: " + future.cause().getMessage());
      }
    });
  }

  private static String describe(Throwable cause, InetSocketAddress address) {
    String target = address.getHostString() + ":" + address.getPort();
    if (cause instanceof ConnectTimeoutException) {
      return "connect timeout: " + target;
    }
    if (cause instanceof ConnectException) {
      return "connection refused: " + target;
    }
    return "cannot connect to " + target + ": " + cause.getMessage();
  }
}
