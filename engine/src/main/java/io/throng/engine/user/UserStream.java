package io.throng.engine.user;

import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.throng.engine.http.EventStreamConnection;
import io.throng.engine.http.EventStreamListener;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.http.ServerSentEvent;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.stats.LoopRecorder;
import io.throng.engine.stats.RequestKey;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * One named Server-Sent Events stream of a virtual user and the step waiting on it, if any: an
 * open waiting for its first event (the open's response time), then for the events it awaits, or
 * an await on the open stream. Each awaited event is recorded under its check's name with the time
 * from the step's start; one that does not come in time, or a stream that breaks meanwhile, is a
 * KO with the reason. A stream that ends while nothing waits is a KO of {@code <open name> closed}.
 * Events no awaited check takes are counted under {@code sse <stream> unmatched}. Confined to the
 * user's loop.
 */
final class UserStream implements EventStreamListener {

  private enum Waiting { NOTHING, FIRST_EVENT, EVENTS }

  private static final String LAST_EVENT_ID = "Last-Event-ID";

  private final VirtualUser user;
  private final String name;
  private final LoopRecorder stats;
  private final AwaitedReplies replies;
  private EventStreamConnection connection;
  private String lastEventId = "";
  private RequestKey openKey;
  private Waiting waiting = Waiting.NOTHING;
  private SseStep step;
  private final StepWait wait;
  private long startNanos;
  /** Which wait a timer was set for: a step run again in a loop is another wait. */
  private int generation;

  UserStream(VirtualUser user, String name) {
    this.user = user;
    this.name = name;
    this.stats = user.stats();
    this.wait = new StepWait(user);
    this.replies = new AwaitedReplies(user, stats.key("sse " + name + " unmatched"), Protocol.SSE);
  }

  /** Runs {@code step} on this stream; {@code false} when the user now waits for it. */
  boolean run(SseStep step) {
    long now = System.nanoTime();
    if (step.command() instanceof SseStep.Open open) {
      return open(step, open, now);
    }
    if (connection == null) {
      return refuse(step, now, FailureKind.CLOSED, "stream '" + name + "' is not open: open it first");
    }
    if (step.command() instanceof SseStep.Await await) {
      awaitEvents(step, await.await(), now);
      return false;
    }
    close();
    stats.recordOk(step.key(), now, now, now, 0, Protocol.SSE);
    return true;
  }

  private boolean open(SseStep step, SseStep.Open open, long now) {
    if (connection != null) {
      return refuse(step, now, FailureKind.REQUEST, "stream '" + name + "' is already open: close it first");
    }
    OutgoingRequest request;
    try {
      request = withStreamHeaders(open.request().build(user.session));
    } catch (Exception e) {
      return refuse(step, now, FailureKind.REQUEST, e.getMessage() != null ? e.getMessage() : e.toString());
    }
    openKey = step.key();
    long timeoutNanos = open.await() == null ? request.timeoutNanos() : open.await().timeoutNanos();
    begin(step, Waiting.FIRST_EVENT, now, timeoutNanos);
    if (open.await() != null) {
      replies.start(open.await(), now);
    }
    EventStreamConnection opening = user.connection().openEventStream(request, open.maxEventBytes(), this);
    if (waiting == Waiting.FIRST_EVENT) { // not refused at once
      connection = opening;
    }
    return false;
  }

  /**
   * Asks for the stream and no compressed body, and, when it is opened again after an event with an
   * id, sends that id as the standard's reconnect does.
   */
  private OutgoingRequest withStreamHeaders(OutgoingRequest built) {
    HttpHeaders headers = new DefaultHttpHeaders().add(built.headers());
    if (!headers.contains(HttpHeaderNames.ACCEPT)) {
      headers.set(HttpHeaderNames.ACCEPT, "text/event-stream");
    }
    headers.set(HttpHeaderNames.CACHE_CONTROL, HttpHeaderValues.NO_CACHE);
    headers.set(HttpHeaderNames.ACCEPT_ENCODING, HttpHeaderValues.IDENTITY);
    if (!lastEventId.isEmpty() && !headers.contains(LAST_EVENT_ID)) {
      headers.set(LAST_EVENT_ID, lastEventId);
    }
    return new OutgoingRequest(built.target(), built.method(), built.uri(), headers, built.body(), built.timeoutNanos());
  }

  @Override
  public void onEvent(ServerSentEvent event, long receivedNanos) {
    lastEventId = event.id();
    if (waiting == Waiting.FIRST_EVENT) {
      stats.recordOk(step.key(), startNanos, startNanos, receivedNanos, 200, Protocol.SSE);
      user.resourceResponded(receivedNanos - startNanos);
      if (((SseStep.Open) step.command()).await() == null) {
        replies.unmatched(receivedNanos);
        done();
        return;
      }
      waiting = Waiting.EVENTS;
    }
    if (waiting != Waiting.EVENTS) {
      replies.unmatched(receivedNanos);
    } else if (replies.offer(asResponse(event), connection.request(), receivedNanos)) {
      done();
    }
  }

  /** An event as the checks see it: its data as the body, its other fields as headers. */
  private static Response asResponse(ServerSentEvent event) {
    HttpHeaders fields = new DefaultHttpHeaders().add("event", event.event()).add("id", event.id());
    if (event.retry() != null) {
      fields.add("retry", event.retry());
    }
    byte[] data = event.data().getBytes(StandardCharsets.UTF_8);
    return new Response(200, fields, data, data.length, false);
  }

  @Override
  public void onRefused(FailureKind kind, int status, String reason, long endNanos) {
    connection = null;
    if (waiting == Waiting.FIRST_EVENT) {
      stats.recordKo(step.key(), startNanos, startNanos, endNanos, status, Protocol.SSE, kind, reason);
      wait.failed();
      done();
    }
  }

  @Override
  public void onClosed(String reason, long endNanos) {
    connection = null;
    if (waiting == Waiting.NOTHING) {
      stats.recordKo(stats.key(openKey.name() + " closed"), endNanos, endNanos, endNanos, 0, Protocol.SSE,
          FailureKind.CLOSED, reason);
      user.session = user.session.markAsFailed();
    } else if (waiting == Waiting.FIRST_EVENT) {
      stats.recordKo(step.key(), startNanos, startNanos, endNanos, 200, Protocol.SSE, FailureKind.CLOSED, reason);
      wait.failed();
      done();
    } else {
      replies.failRemaining(FailureKind.CLOSED, reason, endNanos);
      done();
    }
  }

  /** The run is stopping. */
  void cancel(String message) {
    long now = System.nanoTime();
    if (waiting == Waiting.FIRST_EVENT) {
      stats.recordKo(step.key(), startNanos, startNanos, now, 0, Protocol.SSE, FailureKind.CANCELLED, message);
    } else if (waiting == Waiting.EVENTS) {
      replies.recordRemaining(FailureKind.CANCELLED, message, now);
    }
    wait.cancelTimer();
    waiting = Waiting.NOTHING;
    close();
  }

  void close() {
    if (connection != null) {
      connection.close();
      connection = null;
    }
  }

  private void awaitEvents(SseStep step, WebSocketStep.Await await, long now) {
    begin(step, Waiting.EVENTS, now, await.timeoutNanos());
    replies.start(await, now);
  }

  private void begin(SseStep step, Waiting what, long now, long timeoutNanos) {
    this.step = step;
    this.waiting = what;
    this.startNanos = now;
    int timed = ++generation;
    long millis = TimeUnit.NANOSECONDS.toMillis(timeoutNanos);
    wait.startTimer(() -> timedOut(timed, millis), timeoutNanos);
  }

  private void timedOut(int timed, long millis) {
    if (waiting == Waiting.NOTHING || timed != generation) {
      return;
    }
    long now = System.nanoTime();
    if (waiting == Waiting.FIRST_EVENT) {
      // A stream that sent nothing in time is closed: what it sends later could not be trusted.
      close();
      stats.recordKo(step.key(), startNanos, startNanos, now, 0, Protocol.SSE, FailureKind.TIMEOUT,
          "no event within " + millis + " ms");
      wait.failed();
    } else {
      replies.failRemaining(FailureKind.TIMEOUT, "no matching event within " + millis + " ms", now);
    }
    done();
  }

  /** The step ended: the user goes on, failed (to its try's end) when anything of it was a KO. */
  private void done() {
    waiting = Waiting.NOTHING;
    wait.end(step.tryEnd(), replies.takeFailed());
  }

  private boolean refuse(SseStep step, long now, FailureKind kind, String reason) {
    return wait.refuse(step.key(), step.tryEnd(), now, kind, reason);
  }
}
