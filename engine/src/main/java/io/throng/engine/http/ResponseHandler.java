package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import io.throng.engine.stats.FailureKind;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;

/**
 * Follows the one request in flight on a connection to its end and tells its listener. The body
 * is streamed and dropped unless the request keeps it, then aggregated up to a cap. Lives on the
 * channel's event loop; not thread-safe.
 */
final class ResponseHandler extends ChannelInboundHandlerAdapter {

  private final ResponseDecoder decoder;
  private ChannelHandlerContext ctx;
  private ExchangeListener pending;
  private ScheduledFuture<?> timer;
  private int exchanges;
  private boolean answering;
  private boolean lostUnanswered;
  private long deadlineNanos;
  private long timeoutNanos;
  private int status;
  private HttpHeaders headers;
  private boolean keepAlive;
  private boolean requestKeepAlive;
  private int maxBodyBytes;
  private ByteArrayOutputStream body;
  private long bodyLength;
  private boolean tooLarge;
  private ExchangeListener answered;
  private Response answer;
  private long answeredNanos;
  private final ChannelFutureListener writeFailure = future -> {
    if (!future.isSuccess()) {
      fail(FailureKind.WRITE, "could not send the request: " + future.cause().getMessage());
    }
  };

  ResponseHandler(ResponseDecoder decoder) {
    this.decoder = decoder;
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    this.ctx = ctx;
  }

  /**
   * Expects the response to a {@code method} request about to be written, failing it after
   * {@code timeoutNanos}.
   *
   * @param maxBodyBytes how much of the body to keep; {@code -1} keeps none
   * @param requestKeepAlive {@code false} when the request asked the server to close the connection
   */
  void begin(ExchangeListener listener, HttpMethod method, long timeoutNanos, int maxBodyBytes,
      boolean requestKeepAlive) {
    decoder.expectResponseTo(method);
    pending = listener;
    exchanges++;
    answering = false;
    lostUnanswered = false;
    this.requestKeepAlive = requestKeepAlive;
    this.maxBodyBytes = maxBodyBytes;
    status = 0;
    headers = null;
    keepAlive = true;
    body = null;
    bodyLength = 0;
    tooLarge = false;
    this.timeoutNanos = timeoutNanos;
    deadlineNanos = System.nanoTime() + timeoutNanos;
    if (timer == null) {
      timer = ctx.executor().schedule(this::checkDeadline, timeoutNanos, TimeUnit.NANOSECONDS);
    }
  }

  /**
   * One timer per connection, re-armed lazily, rather than one scheduled and cancelled per
   * request: on a keep-alive connection most requests end long before any timeout, and a timer
   * per request costs two priority-queue operations on the event loop each time.
   */
  private void checkDeadline() {
    timer = null;
    if (pending == null) {
      return;
    }
    long left = deadlineNanos - System.nanoTime();
    if (left <= 0) {
      fail(FailureKind.TIMEOUT, "no response within " + TimeUnit.NANOSECONDS.toMillis(timeoutNanos) + " ms");
    } else {
      timer = ctx.executor().schedule(this::checkDeadline, left, TimeUnit.NANOSECONDS);
    }
  }

  /** Fails the request in flight when its bytes could not be written; one for all the connection's requests. */
  ChannelFutureListener writeFailure() {
    return writeFailure;
  }

  /** Whether the last response let the connection be reused. */
  boolean reusable() {
    return keepAlive && ctx.channel().isActive();
  }

  /**
   * Whether the last request failed because the server closed a reused keep-alive connection
   * before answering anything: the usual race with a server's idle timeout, after which HTTP
   * clients send an idempotent request again on a new connection.
   */
  boolean lostUnanswered() {
    return lostUnanswered;
  }

  /** Ends the request in flight, if any, as a KO of {@code kind}, and closes the connection. */
  void fail(FailureKind kind, String message) {
    ExchangeListener listener = pending;
    if (listener == null) {
      return;
    }
    lostUnanswered = kind == FailureKind.CLOSED && exchanges > 1 && !answering;
    finish();
    keepAlive = false;
    ctx.close();
    listener.onFailure(kind, message, System.nanoTime());
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    try {
      if (pending == null) {
        // Bytes nobody asked for (a body longer than its Content-Length, a stray response): the
        // connection can no longer be trusted, and the next request must not read them.
        keepAlive = false;
        ctx.close();
        return;
      }
      answering = true;
      if (msg instanceof HttpObject http && http.decoderResult().isFailure()) {
        fail(FailureKind.PROTOCOL, "malformed response: " + http.decoderResult().cause().getMessage());
        return;
      }
      if (msg instanceof HttpResponse response) {
        status = response.status().code();
        headers = response.headers();
        keepAlive = requestKeepAlive && HttpUtil.isKeepAlive(response);
        if (maxBodyBytes >= 0) {
          long expected = HttpUtil.getContentLength(response, 256L);
          body = new ByteArrayOutputStream((int) Math.max(0, Math.min(maxBodyBytes, expected)));
        }
      }
      if (msg instanceof HttpContent content) {
        read(content.content());
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
    if (timer != null) {
      timer.cancel(false);
      timer = null;
    }
    notifyAnswered();
    fail(FailureKind.CLOSED, "connection closed before the response was complete");
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    Throwable root = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
    if (root instanceof SSLException) {
      fail(FailureKind.TLS, "TLS failure: " + root.getMessage());
    } else if (cause instanceof IOException) {
      fail(FailureKind.CLOSED, "connection lost: " + cause.getMessage());
    } else {
      fail(FailureKind.PROTOCOL, "malformed response: " + cause.getMessage());
    }
    ctx.close();
  }

  private void read(ByteBuf content) {
    int length = content.readableBytes();
    bodyLength += length;
    if (body == null || length == 0) {
      return;
    }
    if (bodyLength > maxBodyBytes) {
      tooLarge = true;
      body = null;
      return;
    }
    body.write(ByteBufUtil.getBytes(content), 0, length);
  }

  /**
   * Subtleness ahead: the user hears of its response only once the whole read is decoded
   * ({@link #channelReadComplete}). Bytes that came after the response in the same read (a body
   * longer than its Content-Length) are then already seen as unrequested and the connection
   * closed, instead of being taken for the answer to the user's next request.
   */
  private void complete() {
    answered = pending;
    answer = new Response(status, headers, body == null ? null : body.toByteArray(), bodyLength, tooLarge);
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
    Response response = answer;
    answer = null;
    int extra = decoder.bufferedBytes();
    if (extra > 0) {
      keepAlive = false;
      ctx.close();
      listener.onFailure(FailureKind.PROTOCOL,
          "response longer than its Content-Length (" + extra + " more bytes)", answeredNanos);
    } else {
      listener.onResponse(response, answeredNanos);
    }
  }

  private static boolean isInterim(int status) {
    return status >= 100 && status < 200 && status != 101;
  }

  private void finish() {
    pending = null;
    body = null;
  }
}
