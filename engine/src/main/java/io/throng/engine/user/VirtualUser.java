package io.throng.engine.user;

import io.netty.channel.EventLoop;
import io.netty.util.concurrent.ScheduledFuture;
import io.throng.engine.http.ExchangeListener;
import io.throng.engine.stats.FailureKind;
import io.throng.engine.http.PreparedRequest;
import io.throng.engine.http.UserConnection;
import io.throng.engine.stats.StatsRecorder;
import java.util.concurrent.TimeUnit;

/**
 * One virtual user: walks its scenario's actions on its own event loop, one at a time, and
 * records every request's outcome. Not thread-safe by design: everything it does runs on
 * {@code loop}.
 *
 * <pre>{@code
 * loop.execute(new VirtualUser(scenario, arrivalNanos, loop, client.newConnection(loop), stats, users, workload)::start);
 * }</pre>
 *
 * <p>Its population's {@link Workload} decides, at the end of the scenario, whether the user
 * runs it again (closed models, thread groups, request budgets) on the same keep-alive
 * connection, and, before each request, whether and when it may be sent (budgets, throttling).
 */
public final class VirtualUser implements ExchangeListener {

  private final Action[] actions;
  private final EventLoop loop;
  private final UserConnection connection;
  private final StatsRecorder stats;
  private final ActiveUsers users;
  private final Workload workload;
  private final long arrivalNanos;
  private int cursor;
  private PreparedRequest inFlight;
  private long intendedNanos;
  private long sentNanos;
  private boolean sentAny;
  private ScheduledFuture<?> pause;
  private boolean running;
  private boolean resume;
  private boolean finished;

  /**
   * @param arrivalNanos when this user was meant to start ({@link System#nanoTime()} clock): its
   *     first request's response time counts from there, so a late start is not hidden
   */
  public VirtualUser(
      CompiledScenario scenario, long arrivalNanos, EventLoop loop, UserConnection connection, StatsRecorder stats,
      ActiveUsers users, Workload workload) {
    this.actions = scenario.actions();
    this.arrivalNanos = arrivalNanos;
    this.loop = loop;
    this.connection = connection;
    this.stats = stats;
    this.users = users;
    this.workload = workload;
  }

  /** Begins the scenario; call on {@code loop}. */
  public void start() {
    users.started(this, loop);
    stats.userStarted();
    advance();
  }

  @Override
  public void onResponse(int status, long endNanos) {
    if (status >= 200 && status < 400) {
      stats.recordOk(inFlight.name(), intendedNanos, sentNanos, endNanos, status);
    } else {
      stats.recordKo(inFlight.name(), intendedNanos, sentNanos, endNanos, status, FailureKind.STATUS, "status " + status);
    }
    inFlight = null;
    advance();
  }

  @Override
  public void onFailure(FailureKind kind, String message, long endNanos) {
    stats.recordKo(inFlight.name(), intendedNanos, sentNanos, endNanos, 0, kind, message);
    inFlight = null;
    advance();
  }

  /**
   * Ends this user now, once the run is stopping: a request in flight is recorded as a KO with
   * {@code message}.
   */
  void cancel(String message) {
    if (finished) {
      return;
    }
    if (pause != null) {
      pause.cancel(false);
    }
    if (inFlight != null) {
      connection.cancel(message);
    }
    if (!finished) {
      finish();
    }
  }

  /**
   * Runs actions until one has to wait. A request may fail synchronously and call back into
   * this method; the {@code running}/{@code resume} pair turns that recursion into a loop so a
   * long run of instant failures cannot overflow the stack.
   */
  private void advance() {
    if (running) {
      resume = true;
      return;
    }
    running = true;
    try {
      do {
        resume = false;
        step();
      } while (resume);
    } finally {
      running = false;
    }
  }

  private void step() {
    if (finished) {
      return;
    }
    if (users.stopping() || (cursor == actions.length && !workload.repeat(System.nanoTime()))) {
      finish();
      return;
    }
    if (cursor == actions.length) {
      cursor = 0;
    }
    Action action = actions[cursor++];
    if (action instanceof Action.Send send) {
      long ready = System.nanoTime();
      long slot = workload.admit(ready);
      if (slot == Workload.REFUSED) {
        finish();
      } else if (slot - ready > 0) {
        // Throttled: wait on this loop for the slot, which is then the request's intended start.
        pause = loop.schedule(() -> send(send.request(), System.nanoTime(), slot), slot - ready, TimeUnit.NANOSECONDS);
      } else {
        // Only the first request can be late by schedule: the ones after it follow its response.
        send(send.request(), ready, sentAny ? ready : Math.min(arrivalNanos, ready));
      }
    } else {
      pause = loop.schedule(this::advance, ((Action.Pause) action).nanos(), TimeUnit.NANOSECONDS);
    }
  }

  private void send(PreparedRequest request, long nowNanos, long intended) {
    inFlight = request;
    sentNanos = nowNanos;
    intendedNanos = intended;
    sentAny = true;
    connection.send(inFlight, this);
  }

  private void finish() {
    finished = true;
    connection.close();
    users.finished(this, loop);
    stats.userFinished();
    workload.finished();
  }
}
