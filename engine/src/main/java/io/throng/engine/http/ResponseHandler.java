package io.throng.engine.http;

import io.throng.engine.stats.FailureKind;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Follows the one request in flight on a connection to its end and tells its listener. The body
 * is streamed and dropped, never aggregated. Lives on the channel's event loop; not thread-safe.
 */
final class ResponseHandler extends ChannelInboundHandlerAdapter {

  private ChannelHandlerContext ctx;
  private ExchangeListener pending;
  private ScheduledFuture<?> timeout;
  private int status;
  private boolean keepAlive;

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    this.ctx = ctx;
  }

  /** Expects the response to a request about to be written, failing it after {@code limit}. */
  void begin(ExchangeListener listener, Duration limit) {
    pending = listener;
    status = 0;
    keepAlive = true;
    timeout = ctx.executor().schedule(
        () -> fail(FailureKind.TIMEOUT, "no response within " + limit.toMillis() + " ms"),
        limit.toNanos(), TimeUnit.NANOSECONDS);
  }

  /** Ends the request in flight, if any, as a KO of {@code kind}, and closes the connection. */
  void fail(FailureKind kind, String message) {
    ExchangeListener listener = pending;
    if (listener == null) {
      return;
    }
    finish();
    ctx.close();
    listener.onFailure(kind, message, System.nanoTime());
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    try {
      if (pending == null) {
        // Bytes nobody asked for (a body longer than its Content-Length, a stray response): the
        // connection can no longer be trusted, and the next request must not read them.
        ctx.close();
        return;
      }
      if (msg instanceof HttpObject http && http.decoderResult().isFailure()) {
        fail(FailureKind.PROTOCOL, "malformed response: " + http.decoderResult().cause().getMessage());
        return;
      }
      if (msg instanceof HttpResponse response) {
        status = response.status().code();
        keepAlive = HttpUtil.isKeepAlive(response);
      }
      if (msg instanceof LastHttpContent) {
        complete();
      }
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    fail(FailureKind.CLOSED, "connection closed before the response was complete");
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    if (cause instanceof IOException) {
      fail(FailureKind.CLOSED, "connection lost: " + cause.getMessage());
    } else {
      fail(FailureKind.PROTOCOL, "malformed response: " + cause.getMessage());
    }
    ctx.close();
  }

  private void complete() {
    ExchangeListener listener = pending;
    finish();
    // Close before telling the user, so its next request opens a new connection.
    if (!keepAlive) {
      ctx.close();
    }
    listener.onResponse(status, System.nanoTime());
  }

  private void finish() {
    pending = null;
    timeout.cancel(false);
    timeout = null;
  }
}
