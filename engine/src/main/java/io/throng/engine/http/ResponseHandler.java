package io.throng.engine.http;

import io.throng.engine.stats.FailureKind;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.HttpMethod;
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

  private final ResponseDecoder decoder;
  private ChannelHandlerContext ctx;
  private ExchangeListener pending;
  private ScheduledFuture<?> timeout;
  private int status;
  private boolean keepAlive;
  private ExchangeListener answered;
  private long answeredNanos;

  ResponseHandler(ResponseDecoder decoder) {
    this.decoder = decoder;
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    this.ctx = ctx;
  }

  /** Expects the response to a {@code method} request about to be written, failing it after {@code limit}. */
  void begin(ExchangeListener listener, HttpMethod method, Duration limit) {
    decoder.expectResponseTo(method);
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
      // A 1xx (100 Continue) is an interim answer: the final response follows on its heels.
      if (msg instanceof LastHttpContent && !isInterim(status)) {
        complete();
      }
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  @Override
  public void channelReadComplete(ChannelHandlerContext ctx) {
    notifyAnswered();
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    notifyAnswered();
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

  /**
   * Subtleness ahead: the user hears of its response only once the whole read is decoded
   * ({@link #channelReadComplete}). Bytes that came after the response in the same read (a body
   * longer than its Content-Length) are then already seen as unrequested and the connection
   * closed, instead of being taken for the answer to the user's next request.
   */
  private void complete() {
    answered = pending;
    answeredNanos = System.nanoTime();
    finish();
    if (!keepAlive) {
      ctx.close(); // before the user hears of it, so its next request opens a new connection
    }
  }

  private void notifyAnswered() {
    ExchangeListener listener = answered;
    if (listener == null) {
      return;
    }
    answered = null;
    int extra = decoder.bufferedBytes();
    if (extra > 0) {
      ctx.close();
      listener.onFailure(FailureKind.PROTOCOL,
          "response longer than its Content-Length (" + extra + " more bytes)", answeredNanos);
    } else {
      listener.onResponse(status, answeredNanos);
    }
  }

  private static boolean isInterim(int status) {
    return status >= 100 && status < 200 && status != 101;
  }

  private void finish() {
    pending = null;
    timeout.cancel(false);
    timeout = null;
  }
}
