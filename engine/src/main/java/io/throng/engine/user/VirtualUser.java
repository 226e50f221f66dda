package io.throng.engine.user;

import io.netty.channel.EventLoop;
import io.netty.util.concurrent.ScheduledFuture;
import io.throng.dsl.Session;
import io.throng.engine.check.ResponseChecks;
import io.throng.engine.http.CookieJar;
import io.throng.engine.http.ExchangeListener;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.http.UserConnection;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.stats.LoopRecorder;
import io.throng.engine.stats.RequestKey;
import io.throng.engine.stats.StatsRecorder;
import io.throng.engine.transport.LoopTasks;
import io.throng.engine.transport.OutOfMemoryAlarm;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.function.ToIntFunction;
import io.throng.engine.outcome.FailureKind;

/**
 * One virtual user: runs its scenario's compiled program on its own event loop, one instruction
 * at a time, with its immutable {@link Session}, and records every request's outcome. Not
 * thread-safe by design: everything it does runs on {@code loop}.
 *
 * <pre>{@code
 * LoopTasks.execute(loop, new VirtualUser(scenario, arrivalNanos, loop, client.newConnection(loop), stats, users,
 *     workload)::start);
 * }</pre>
 *
 * <p>Its population's {@link Workload} decides, at the end of the scenario, whether the user
 * runs it again (closed models, thread groups, request budgets) on the same keep-alive
 * connection, and, before each request, whether and when it may be sent (budgets, throttling).
 */
public final class VirtualUser extends PauseQueue.Paused implements ExchangeListener {

  /** A slot that was never set, such as a pace not passed yet. */
  static final long UNSET = Long.MIN_VALUE;

  /** Instructions run in one go before the user lets its loop serve others (a loop of exec steps). */
  private static final int MAX_STEPS_PER_TURN = 1_000;

  private final CompiledScenario scenario;
  private final Instruction[] program;
  private final EventLoop loop;
  private final UserConnection connection;
  private final LoopRecorder stats;
  private final ActiveUsers users;
  private final Workload workload;
  private final long arrivalNanos;
  Session session;
  int cursor;
  final long[] slots;
  private Instruction.Send inFlight;
  /** The stats key of the request in flight: its instruction's, or the one its varying name made. */
  private RequestKey inFlightKey;
  private OutgoingRequest hop;
  private int hops;
  private long intendedNanos;
  private long sentNanos;
  private long hopSentNanos;
  private boolean sentAny;
  /** The wait for a throttle slot; pauses go to {@link #pauses}. */
  private ScheduledFuture<?> throttled;
  private final PauseQueue pauses;
  /**
   * The user's next turn as a loop task, made the first time it gives up its loop and reused every
   * later time, so that doing so allocates only the loop's own task.
   */
  private LoopTasks.Guarded advanceLater;
  private boolean running;
  private boolean resume;
  private boolean finished;
  private boolean spent;
  /** Made when the user first enters a group: a scenario without groups pays nothing for them. */
  private OpenGroups groups;
  /** Made when the user first fetches a page's resources; it holds the user's HTTP cache. */
  private PageFetcher pages;
  /** Made at the user's first WebSocket step. */
  private UserSockets sockets;
  /** Made at the user's first Server-Sent Events step. */
  private UserStreams streams;

  /**
   * @param arrivalNanos when this user was meant to start ({@link System#nanoTime()} clock): its
   *     first request's response time counts from there, so a late start is not hidden
   * @param stats the run's statistics; the user records into its loop's own recorder
   */
  public VirtualUser(
      CompiledScenario scenario, long arrivalNanos, EventLoop loop, UserConnection connection, StatsRecorder stats,
      ActiveUsers users, Workload workload) {
    this.scenario = scenario;
    this.program = scenario.program();
    this.arrivalNanos = arrivalNanos;
    this.loop = loop;
    this.connection = connection;
    this.stats = stats.loop(loop);
    this.users = users;
    this.pauses = users.pauses(loop);
    this.workload = workload;
    this.session = Session.of(scenario.name(), scenario.nextUserId());
    this.slots = new long[scenario.slotCount()];
    Arrays.fill(slots, UNSET);
  }

  /** Begins the scenario; call on {@code loop}. */
  public void start() {
    users.started(this, loop);
    scenario.users().started();
    stats.userStarted();
    advance();
  }

  @Override
  public void onResponse(Response response, long endNanos) {
    Instruction.Send send = inFlight;
    if (send.followRedirects() && followRedirect(send, response, endNanos)) {
      return;
    }
    ResponseChecks.Verdict verdict = send.checks().verify(response, hop, endNanos - intendedNanos, session,
        connection.cookies());
    session = verdict.session();
    OutgoingRequest page = hop;
    complete(send, endNanos, response.status(), verdict.kind(), verdict.failure());
    if (verdict.failure() == null && send.resources().fetchesAfter(response)) {
      if (pages == null) {
        pages = new PageFetcher(this, connection, stats);
      }
      pages.fetch(send, page, response);
    } else {
      advance();
    }
  }

  /** A resource of the page took {@code responseNanos}: it counts in the open groups' cumulated time. */
  void resourceResponded(long responseNanos) {
    if (groups != null) {
      groups.responded(responseNanos);
    }
  }

  /** The resources of the last page ended: the user goes on, failed when one of them did. */
  void resourcesFetched(boolean anyFailed, int tryEnd) {
    if (finished) {
      return;
    }
    if (anyFailed) {
      failed(tryEnd);
    }
    advance();
  }

  @Override
  public void onFailure(FailureKind kind, String message, long endNanos) {
    complete(inFlight, endNanos, 0, kind, message);
    advance();
  }

  @Override
  public void onRetry() {
    if (!inFlight.silent()) {
      stats.recordRetry(inFlightKey, System.nanoTime());
    }
  }

  /**
   * Ends this user now, once the run is stopping: a request in flight is recorded as a KO with
   * {@code message}.
   */
  void cancel(String message) {
    if (finished) {
      return;
    }
    if (throttled != null) {
      throttled.cancel(false);
    }
    pauses.remove(this);
    if (inFlight != null) {
      connection.cancel(message);
    }
    if (pages != null) {
      pages.cancel(message);
    }
    if (sockets != null) {
      sockets.cancel(message);
    }
    if (streams != null) {
      streams.cancel(message);
    }
    if (!finished) {
      finish();
    }
  }

  /**
   * Sends the request if its workload admits it: at once, after a wait for its throttle slot (which
   * is then its intended start), or not at all when the workload's budget is spent, which ends
   * the user. Returns whether the program may go on at once.
   */
  boolean send(Instruction.Send send) {
    long ready = System.nanoTime();
    long slot = workload.admit(ready);
    if (slot == Workload.REFUSED) {
      finish();
      return false;
    }
    if (slot - ready > 0) {
      throttled = LoopTasks.schedule(loop, () -> {
        if (!finished && dispatch(send, System.nanoTime(), slot)) {
          advance();
        }
      }, slot - ready, TimeUnit.NANOSECONDS);
      return false;
    }
    // A throttle slot already past makes the request late by that much. Otherwise only the first
    // request can be late by schedule (its user's arrival): the ones after it follow a response.
    long intended = slot - ready < 0 ? slot : sentAny ? ready : Math.min(arrivalNanos, ready);
    return dispatch(send, ready, intended);
  }

  private boolean dispatch(Instruction.Send send, long now, long intended) {
    sentAny = true;
    OutgoingRequest request;
    RequestKey key = send.key();
    try {
      if (send.dynamicName() != null) {
        key = stats.key(send.dynamicName().apply(session));
      }
      request = send.request().build(session);
    } catch (Exception e) {
      if (!send.silent()) {
        stats.recordKo(key, intended, now, now, 0, Protocol.NONE, FailureKind.REQUEST,
            send.checks().redact(reason(e), null, session, connection.cookies()));
      }
      failed(send.tryEnd());
      return true;
    }
    inFlight = send;
    inFlightKey = key;
    hop = request;
    hops = 0;
    intendedNanos = intended;
    sentNanos = now;
    hopSentNanos = now;
    connection.send(request, this, send.bodyBytesToKeep(), send.checks().scan(session));
    return false;
  }

  boolean pause(long nanos) {
    if (nanos <= 0) {
      return true;
    }
    connection.idle();
    pauses.add(this, System.nanoTime() + nanos);
    return false;
  }

  private LoopTasks.Guarded advanceLater() {
    if (advanceLater == null) {
      advanceLater = LoopTasks.guard(this::advance);
    }
    return advanceLater;
  }

  /**
   * Marks the session and the open groups failed and, inside a {@code tryMax}, jumps to its end to
   * try again.
   */
  void failed(int tryEnd) {
    session = session.markAsFailed();
    if (groups != null) {
      groups.failed();
    }
    if (tryEnd >= 0) {
      cursor = tryEnd;
    }
  }

  /**
   * A step of the scenario threw: counted as a crash of {@code step}, not as a request, and the
   * session marked failed as by {@link #failed}.
   */
  void crashed(String step, Exception error, int tryEnd) {
    recordCrash(step, error);
    failed(tryEnd);
  }

  private void recordCrash(String step, Exception error) {
    scenario.errors().record(scenario.name(), step, error,
        message -> scenario.secrets().mask(message, session, connection.cookies()));
  }

  void enterGroup(int depth, RequestKey key) {
    if (groups == null) {
      groups = new OpenGroups();
    }
    groups.enter(depth, key, System.nanoTime(), stats);
  }

  void leaveGroups(int depth) {
    if (groups != null) {
      groups.leave(depth, System.nanoTime(), stats);
    }
  }

  /**
   * Waits at {@code rendezVous} until it lets this user go ({@link #resumeOnItsLoop}); a run that
   * stops meanwhile releases it.
   */
  void waitFor(RendezVous rendezVous) {
    users.releaseWhenStopping(rendezVous);
  }

  /** Goes on with the program on this user's loop; called from any thread. */
  void resumeOnItsLoop() {
    LoopTasks.execute(loop, this::resume);
  }


  /** The user's cookie jar; the scenario compiler lets no step reach here when cookies are disabled. */
  CookieJar cookies() {
    return connection.cookies();
  }

  UserSockets sockets() {
    if (sockets == null) {
      sockets = new UserSockets(this);
    }
    return sockets;
  }

  UserStreams streams() {
    if (streams == null) {
      streams = new UserStreams(this);
    }
    return streams;
  }

  LoopRecorder stats() {
    return stats;
  }

  UserConnection connection() {
    return connection;
  }

  EventLoop loop() {
    return loop;
  }

  /** Goes on with the program after a wait this user's loop ended, such as a pause or a WebSocket reply. */
  @Override
  void resume() {
    if (!finished) {
      advance();
    }
  }

  /** Ends the user after the current instruction. */
  void exit() {
    cursor = program.length;
  }

  /** Ends the user after the current instruction for good: it does not run its scenario again. */
  void exitSpent() {
    exit();
    spent = true;
  }

  /** Records a KO that is not a request's, such as an exhausted feeder. */
  void recordKo(RequestKey key, FailureKind kind, String message) {
    long now = System.nanoTime();
    stats.recordKo(key, now, now, now, 0, Protocol.NONE, kind, message);
  }

  /**
   * A function of the session used by a loop or condition, {@code step}; one that throws gives
   * {@code fallback}, fails the session and is counted as a crash of {@code step}.
   */
  int evaluate(String step, ToIntFunction<Session> function, int fallback) {
    try {
      return function.applyAsInt(session);
    } catch (Exception e) {
      recordCrash(step, e);
      failed(-1);
      return fallback;
    }
  }

  private boolean followRedirect(Instruction.Send send, Response response, long endNanos) {
    RedirectHop redirect = RedirectHop.after(scenario.redirects(), scenario.maxRedirects(), hop, response, hops);
    if (redirect.failure() != null) {
      complete(send, endNanos, response.status(), FailureKind.REDIRECT, redirect.failure());
      advance();
      return true;
    }
    if (redirect.next() == null) {
      return false;
    }
    hops++;
    if (!send.silent()) {
      stats.recordOk(stats.key(inFlightKey.name() + " redirect " + hops), hopSentNanos, hopSentNanos, endNanos,
          response.status(), connection.protocol());
    }
    hop = redirect.next();
    hopSentNanos = System.nanoTime();
    connection.send(hop, this, send.bodyBytesToKeep(), send.checks().scan(session));
    return true;
  }

  /** Records the request's outcome; the caller then lets the user go on. */
  private void complete(Instruction.Send send, long endNanos, int status, FailureKind kind, String failure) {
    if (failure != null) {
      // A protocol error or a redirect's may quote what the server sent back: no secret from it.
      failure = send.checks().redact(failure, hop, session, connection.cookies());
    }
    inFlight = null;
    hop = null;
    if (groups != null) {
      groups.responded(endNanos - intendedNanos);
    }
    if (failure == null) {
      if (!send.silent()) {
        stats.recordOk(inFlightKey, intendedNanos, sentNanos, endNanos, status, connection.protocol());
      }
    } else {
      if (!send.silent()) {
        stats.recordKo(inFlightKey, intendedNanos, sentNanos, endNanos, status, connection.protocol(), kind, failure);
      }
      failed(send.tryEnd());
    }
  }

  /**
   * Runs instructions until one has to wait. A request may fail synchronously and call back into
   * this method; the {@code running}/{@code resume} pair turns that recursion into a loop so a
   * long run of instant failures cannot overflow the stack. After {@link #MAX_STEPS_PER_TURN}
   * instructions in a row the user yields its loop, so a loop of functions cannot starve others.
   */
  private void advance() {
    if (running) {
      resume = true;
      return;
    }
    running = true;
    try {
      int budget = MAX_STEPS_PER_TURN;
      do {
        resume = false;
        while (!finished) {
          if (cursor >= program.length && !spent && !users.stopping() && workload.repeat(System.nanoTime())) {
            restart();
          }
          if (users.stopping() || cursor >= program.length) {
            finish();
            break;
          }
          if (--budget < 0) {
            LoopTasks.execute(loop, advanceLater());
            return;
          }
          if (!program[cursor++].run(this)) {
            break;
          }
        }
      } while (resume);
    } catch (OutOfMemoryError e) {
      // Left to Netty, it is logged and this user stays stuck, so the run would wait for it forever.
      OutOfMemoryAlarm.raise(e, OutOfMemoryAlarm.IN_A_STEP);
      finish();
    } catch (Exception | Error e) {
      // What no step turned into a KO or a scenario error (an Error a step's code threw, such as a
      // StackOverflowError): the same, and the run stops. Here, not only in LoopTasks, as a
      // response's handler calls in here too.
      LoopTasks.report(e);
      finish();
    } finally {
      running = false;
    }
  }

  /**
   * Runs the scenario again as the same user, on the same connection and with the same session
   * data, as a JMeter thread's next iteration does; loop counters start afresh and a failure of
   * the previous iteration is forgotten.
   */
  private void restart() {
    cursor = 0;
    Arrays.fill(slots, UNSET);
    session = session.markAsSucceeded();
  }

  private void finish() {
    finished = true;
    if (groups != null) {
      // Groups still open were cut short: by the run's end, an exit, a spent budget.
      groups.cancel(System.nanoTime(), stats);
    }
    if (sockets != null) {
      sockets.drop();
    }
    if (streams != null) {
      streams.close();
    }
    connection.close();
    // Counted before the user is reported done: the last user done ends the run, and the final
    // collection must already see it finished.
    stats.userFinished();
    scenario.users().finished();
    users.finished(this, loop);
    if (spent) {
      workload.spent();
    } else {
      workload.finished();
    }
  }

  private static String reason(Exception e) {
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }
}
