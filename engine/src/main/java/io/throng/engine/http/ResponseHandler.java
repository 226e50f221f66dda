package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.DecoderResult;
import io.netty.handler.codec.http.DefaultHttpResponse;
import io.netty.handler.codec.http.DefaultLastHttpContent;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.transport.LoopTasks;
import io.throng.engine.transport.OutOfMemoryAlarm;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;

/**
 * Follows the one request in flight on a connection (or an HTTP/2 or HTTP/3 stream) to its end
 * and tells its listener. The body is streamed and dropped unless the request keeps it, then
 * decoded when it is gzip or deflate and aggregated up to a cap ({@link BodyCollector}). Lives on
 * the channel's event loop; not thread-safe.
 */
final class ResponseHandler extends ChannelInboundHandlerAdapter implements ChannelFutureListener {

  private final ResponseFraming framing;
  private ChannelHandlerContext ctx;
  private ExchangeListener pending;
  private ScheduledFuture<?> timer;
  /** What {@link #timer} runs, made once: arming the timer then allocates only the loop's own task. */
  private final LoopTasks.Guarded deadlineCheck = LoopTasks.guard(this::checkDeadline);
  private int exchanges;
  private boolean answering;
  private boolean lostUnanswered;
  private long deadlineNanos;
  /** When {@link #timer} fires ({@link System#nanoTime()} clock). */
  private long timerDueNanos;
  private long timeoutNanos;
  private int status;
  private HttpHeaders headers;
  private boolean keepAlive;
  private OutgoingRequest lastRequest;
  private boolean requestKeepAlive;
  private final BodyCollector body = new BodyCollector();
  private ExchangeListener answered;
  private Response answer;
  private long answeredNanos;

  ResponseHandler(ResponseFraming framing) {
    this.framing = framing;
  }

  /**
   * A handler outside any pipeline, which the {@link Http2Stream} {@code framing} feeds with its
   * response's frames; it schedules its timer on {@code ctx}'s loop.
   */
  ResponseHandler(ResponseFraming framing, ChannelHandlerContext ctx) {
    this.framing = framing;
    this.ctx = ctx;
  }

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    this.ctx = ctx;
  }

  /**
   * Expects the response to {@code request}, about to be written, failing it after the request's
   * timeout.
   *
   * @param maxBodyBytes how much of the body to keep, decoded; {@code 0} keeps none but still
   *     decodes it to count its decoded length; {@code -1} neither keeps nor decodes
   * @param scan what reads the body as it arrives, or {@code null}
   */
  void begin(ExchangeListener listener, OutgoingRequest request, int maxBodyBytes, BodyScan scan) {
    if (request != lastRequest) { // a request sent again and again (see CompiledRequest) is read once
      lastRequest = request;
      requestKeepAlive = !request.headers().containsValue(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE, true);
    }
    long timeoutNanos = request.timeoutNanos();
    framing.expectResponseTo(request.method());
    pending = listener;
    exchanges++;
    answering = false;
    lostUnanswered = false;
    body.reset(maxBodyBytes, scan);
    status = 0;
    headers = null;
    keepAlive = true;
    this.timeoutNanos = timeoutNanos;
    deadlineNanos = System.nanoTime() + timeoutNanos;
    // The timer left by an earlier request fires at that request's deadline: when this request's
    // own comes first (a shorter timeout), the timer is moved to it.
    if (timer == null || timerDueNanos - deadlineNanos > 0) {
      arm(timeoutNanos);
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
      arm(left);
    }
  }

  private void arm(long delayNanos) {
    if (timer != null) {
      timer.cancel(false);
    }
    timerDueNanos = System.nanoTime() + delayNanos;
    timer = LoopTasks.schedule(ctx.executor(), deadlineCheck, delayNanos, TimeUnit.NANOSECONDS);
  }

  /**
   * The connection will stay idle a while (its user pauses): its timer, left armed for a next
   * request that comes soon on a busy connection, is cancelled rather than held in the loop's
   * queue until the last request's deadline; the next request arms it again.
   */
  void idle() {
    if (pending == null && timer != null) {
      timer.cancel(false);
      timer = null;
    }
  }

  /**
   * Fails the request in flight when its bytes could not be written: the handler itself, rather
   * than a listener object of its own that an idle connection would keep too.
   */
  ChannelFutureListener writeFailure() {
    return this;
  }

  @Override
  public void operationComplete(ChannelFuture written) {
    if (!written.isSuccess()) {
      fail(FailureKind.WRITE, "could not send the request: " + written.cause().getMessage());
    }
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
    end(kind, message, kind == FailureKind.CLOSED && exchanges > 1 && !answering);
  }

  /**
   * Ends the request in flight as a KO of {@code kind} that the server says it did not process (an
   * HTTP/2 GOAWAY past its stream, or REFUSED_STREAM), so it may be sent again as a stale one.
   */
  void refused(FailureKind kind, String message) {
    end(kind, message, !answering);
  }

  private void end(FailureKind kind, String message, boolean unanswered) {
    ExchangeListener listener = pending;
    if (listener == null) {
      return;
    }
    lostUnanswered = unanswered;
    finish();
    keepAlive = false;
    framing.close(ctx);
    listener.onFailure(kind, message, System.nanoTime());
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (pending == null) {
      // Bytes nobody asked for (a body longer than its Content-Length, a stray response): the
      // connection can no longer be trusted, and the next request must not read them.
      ReferenceCountUtil.release(msg);
      keepAlive = false;
      framing.close(ctx);
      return;
    }
    answering = true;
    // The decoder's two usual messages are told apart by their exact class first: testing one
    // object against interface after interface makes HotSpot (before JDK 23) scan its interfaces
    // each time (JDK-8180450), a tenth of this handler's time per response.
    Class<?> type = msg.getClass();
    if (type == DefaultHttpResponse.class) {
      DefaultHttpResponse response = (DefaultHttpResponse) msg;
      if (!failed(response.decoderResult())) {
        head(response);
      }
    } else if (type == DefaultLastHttpContent.class) {
      DefaultLastHttpContent last = (DefaultLastHttpContent) msg;
      try {
        if (!failed(last.decoderResult()) && read(last.content())) {
          end();
        }
      } finally {
        last.release();
      }
    } else {
      readAny(msg);
    }
  }

  /** Any other message: a full response (an invalid one), a chunk, the empty last chunk. */
  private void readAny(Object msg) {
    try {
      if (msg instanceof HttpObject http && failed(http.decoderResult())) {
        return;
      }
      if (msg instanceof HttpResponse response) {
        head(response);
      }
      if (msg instanceof HttpContent content && !read(content.content())) {
        return;
      }
      if (msg instanceof LastHttpContent) {
        end();
      }
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  /** Fails the request when the decoder could not make sense of the response. */
  private boolean failed(DecoderResult result) {
    if (result.isFailure()) {
      fail(FailureKind.PROTOCOL, "malformed response: " + result.cause().getMessage());
      return true;
    }
    return false;
  }

  private void head(HttpResponse response) {
    status = response.status().code();
    headers = response.headers();
    keepAlive = requestKeepAlive && HttpUtil.isKeepAlive(response);
    body.start(response);
  }

  /** Takes the next part of the body; fails the request when it does not decode. */
  private boolean read(ByteBuf content) {
    if (body.read(content)) {
      return true;
    }
    fail(FailureKind.PROTOCOL, body.failure());
    return false;
  }

  private void end() {
    // A 1xx (100 Continue) is an interim answer: the final response follows on its heels.
    if (pending != null && !isInterim(status)) {
      complete();
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
    closed();
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    caught(cause);
  }

  /** Ends the request in flight as the KO {@code cause} stands for. */
  void caught(Throwable cause) {
    Throwable root = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
    if (root instanceof SSLException) {
      fail(FailureKind.TLS, "TLS failure: " + root.getMessage());
    } else if (cause instanceof IOException) {
      fail(FailureKind.CLOSED, "connection lost: " + cause.getMessage());
    } else if (OutOfMemoryAlarm.raise(cause, OutOfMemoryAlarm.ON_AN_EVENT_LOOP)) {
      fail(FailureKind.CANCELLED, "cancelled: the JVM ran out of memory, which ended the run");
    } else {
      fail(FailureKind.PROTOCOL, "malformed response: " + cause.getMessage());
    }
    framing.close(ctx);
  }

  /**
   * The head of the response on an HTTP/2 stream, from its HEADERS frame, which no codec of the
   * stream's own turned into HTTP/1.1 objects. Frames that come after the request ended are dropped.
   */
  void headRead(HttpResponse head, boolean endOfStream) {
    if (pending == null) {
      return;
    }
    answering = true;
    head(head);
    if (endOfStream) {
      end();
    }
  }

  /** The next part of the body on an HTTP/2 stream (DATA, or trailers: empty), its last when {@code endOfStream}. */
  void dataRead(ByteBuf data, boolean endOfStream) {
    if (pending == null) {
      return;
    }
    answering = true;
    if (read(data) && endOfStream) {
      end();
    }
  }

  /** The HTTP/2 stream's read ended: its user hears of a complete response now. */
  void readComplete() {
    notifyAnswered();
  }

  /** Its connection or HTTP/2 stream closed: a response not complete yet never will be. */
  void closed() {
    fail(FailureKind.CLOSED, "connection closed before the response was complete");
  }

  /**
   * Subtleness ahead: the user hears of its response only once the whole read is decoded
   * ({@link #channelReadComplete}). Bytes that came after the response in the same read (a body
   * longer than its Content-Length) are then already seen as unrequested and the connection
   * closed, instead of being taken for the answer to the user's next request.
   */
  private void complete() {
    if (!body.finish()) {
      fail(FailureKind.PROTOCOL, body.failure());
      return;
    }
    answered = pending;
    answer = body.response(status, headers);
    answeredNanos = System.nanoTime();
    finish();
    if (!keepAlive) {
      framing.close(ctx); // before the user hears of it, so its next request opens a new connection
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
    int extra = framing.bufferedBytes();
    if (extra > 0) {
      keepAlive = false;
      framing.close(ctx);
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
    body.clear();
    headers = null; // the response has them: an idle connection keeps nothing of it
  }
}
