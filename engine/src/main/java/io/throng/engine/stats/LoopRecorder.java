package io.throng.engine.stats;

import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.runlog.RunLogFormat;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import org.HdrHistogram.WriterReaderPhaser;

/**
 * Where the virtual users of one event loop record what their requests did: a single writer
 * (the loop's thread), read every 200 ms by the {@link StatsCollector}. Get one per loop from
 * {@link StatsRecorder#loop(Object)}.
 *
 * <pre>{@code
 * LoopRecorder stats = recorder.loop(eventLoop);
 * RequestKey user = recorder.key("user");               // once, when the scenario is compiled
 * stats.recordOk(user, intendedNanos, sentNanos, endNanos, 200, Protocol.H2);
 * stats.recordKo(user, intendedNanos, sentNanos, endNanos, 500, Protocol.H1, FailureKind.STATUS, "status 500");
 * stats.recordRetry(user, nowNanos);                     // an attempt lost on a stale connection
 * stats.recordGroup(recorder.groupKey("checkout"), enteredNanos, leftNanos, cumulatedNanos, true);
 * }</pre>
 *
 * <p>Two latencies are kept per request, as wrk2 does: the response time, from when the request
 * was meant to be sent (so a stalled target or a saturated generator shows, without
 * coordinated omission), and the service time, from when it was actually sent.
 *
 * <p>Why one per loop: when several threads record into one HdrHistogram {@code Recorder}, every
 * count is an atomic update of a cache line the threads fight over, an order of magnitude slower
 * than one thread's ({@code RecordingBenchmark}; figures in
 * docs/performance.md#costs-behind-code-decisions). Here the loop writes plain histograms and
 * counters of its own interval, and the collector swaps intervals with
 * HdrHistogram's {@link WriterReaderPhaser}, as its {@code SingleWriterRecorder} does but with one
 * phaser for everything a request records: one uncontended enter and exit per request, no lookup by
 * name, no compare-and-set, and no value lost or counted twice across a swap.
 */
public final class LoopRecorder {

  /**
   * A request sent more than this after it was meant to go counts as a late start: the run fell
   * behind its schedule (a stalled target holding every user, or a saturated generator).
   * Smaller lags are the ordinary jitter of timers and are not counted.
   */
  public static final long LATE_START_NANOS = 10_000_000;

  private static final VarHandle USERS_STARTED;
  private static final VarHandle USERS_FINISHED;

  static {
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      USERS_STARTED = lookup.findVarHandle(LoopRecorder.class, "usersStarted", long.class);
      USERS_FINISHED = lookup.findVarHandle(LoopRecorder.class, "usersFinished", long.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final StatsRecorder run;
  private final WriterReaderPhaser phaser = new WriterReaderPhaser();
  private volatile Interval active = new Interval();
  private Interval inactive = new Interval();
  // Written by the loop only, with release stores; the collector reads them with acquire loads.
  @SuppressWarnings("unused")
  private long usersStarted;
  @SuppressWarnings("unused")
  private long usersFinished;

  LoopRecorder(StatsRecorder run) {
    this.run = run;
  }

  /**
   * What a loop recorded during one interval, by the second each completion fell in: a slot per
   * second, kept across swaps until the collector drains it.
   */
  static final class Interval {
    private SecondSlot[] slots = {new SecondSlot(), new SecondSlot()};
    // The slot of the last completion: the next one is almost always in the same second.
    private SecondSlot current;
    /** The earliest second whose slot the collector left in this interval, to drain later. Collector only. */
    long heldFrom = Long.MAX_VALUE;

    // The run's start is read only when a completion leaves the current slot's second, not per request.
    SecondSlot slotFor(long nanos, StatsRecorder run) {
      SecondSlot slot = current;
      if (slot != null && slot.holds(nanos)) {
        return slot;
      }
      long startNanos = run.startNanos();
      return current = find(SecondSlot.secondOf(nanos, startNanos), startNanos);
    }

    private SecondSlot find(long second, long startNanos) {
      SecondSlot free = null;
      for (SecondSlot slot : slots) {
        if (slot.second == second) {
          return slot;
        }
        if (free == null && slot.isFree()) {
          free = slot;
        }
      }
      if (free == null) {
        // Only while the collector lags behind by more than the slots there are: seconds pile up.
        slots = Arrays.copyOf(slots, slots.length * 2);
        for (int i = slots.length / 2; i < slots.length; i++) {
          slots[i] = new SecondSlot();
        }
        free = slots[slots.length / 2];
      }
      free.open(second, startNanos);
      return free;
    }

    /** Every slot, free ones included. Collector thread, once the interval is swapped out. */
    SecondSlot[] slots() {
      return slots;
    }

    /** Frees {@code slot} once drained. Collector thread. */
    void free(SecondSlot slot) {
      slot.free();
      if (current == slot) {
        current = null;
      }
    }
  }

  /**
   * The key of {@code name}, for names made up while the run goes (a name that varies, a
   * redirect's hop), as {@link StatsRecorder#key(String)}: past the run's limit of names, the key of
   * {@link StatsRecorder#OTHER_NAMES}.
   */
  public RequestKey key(String name) {
    return run.key(name);
  }

  /**
   * Records a request that succeeded.
   *
   * @param intendedNanos when it was meant to be sent ({@link System#nanoTime()} clock)
   * @param sentNanos when it was actually sent
   * @param endNanos when its response was complete
   * @param status the response's HTTP status
   * @param protocol what the request went out on
   */
  public void recordOk(RequestKey key, long intendedNanos, long sentNanos, long endNanos, int status,
      Protocol protocol) {
    long phase = phaser.writerCriticalSectionEnter();
    try {
      SecondSlot slot = active.slotFor(endNanos, run);
      countLateness(slot, sentNanos - intendedNanos);
      slot.requests.use(key).ok(micros(endNanos - intendedNanos), micros(endNanos - sentNanos), status, protocol);
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
  }

  /**
   * Records a request that failed.
   *
   * @param status the response's HTTP status, or 0 when no response arrived
   * @param protocol what the request went out on, {@link Protocol#NONE} when it reached no connection
   * @param kind why it failed
   * @param message the KO's short reason, as the report shows it
   */
  public void recordKo(RequestKey key, long intendedNanos, long sentNanos, long endNanos, int status,
      Protocol protocol, FailureKind kind, String message) {
    long phase = phaser.writerCriticalSectionEnter();
    try {
      SecondSlot slot = active.slotFor(endNanos, run);
      countLateness(slot, sentNanos - intendedNanos);
      slot.requests.use(key)
          .ko(micros(endNanos - intendedNanos), micros(endNanos - sentNanos), status, protocol, kind, message);
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
  }

  /**
   * Records an attempt of a request that was lost unanswered on a stale connection and is being
   * sent once more; the request's final outcome is recorded as usual, so every attempt on the wire
   * is counted once.
   *
   * @param nowNanos when the attempt was found lost ({@link System#nanoTime()} clock)
   */
  public void recordRetry(RequestKey key, long nowNanos) {
    long phase = phaser.writerCriticalSectionEnter();
    try {
      active.slotFor(nowNanos, run).requests.use(key).retried();
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
  }

  /**
   * Records one execution of a group, on the loop of the user that ran it.
   *
   * @param group the group's key, from {@link StatsRecorder#groupKey(String)}
   * @param enteredNanos when the user entered the group ({@link System#nanoTime()} clock)
   * @param leftNanos when it left the group, or was stopped inside it
   * @param cumulatedNanos the sum of the response times of the requests it made inside
   * @param ok whether nothing inside failed
   */
  public void recordGroup(RequestKey group, long enteredNanos, long leftNanos, long cumulatedNanos, boolean ok) {
    long phase = phaser.writerCriticalSectionEnter();
    try {
      active.slotFor(leftNanos, run).groups.use(group).record(micros(leftNanos - enteredNanos), micros(cumulatedNanos), ok);
    } finally {
      phaser.writerCriticalSectionExit(phase);
    }
  }

  public void userStarted() {
    USERS_STARTED.setRelease(this, (long) USERS_STARTED.get(this) + 1);
  }

  public void userFinished() {
    USERS_FINISHED.setRelease(this, (long) USERS_FINISHED.get(this) + 1);
  }

  /** Users this loop started so far (never reset). Collector thread. */
  long usersStarted() {
    return (long) USERS_STARTED.getAcquire(this);
  }

  /** Users this loop finished so far (never reset). Collector thread. */
  long usersFinished() {
    return (long) USERS_FINISHED.getAcquire(this);
  }

  /**
   * Swaps the interval being recorded for the other one and returns the full one, which the loop
   * no longer touches until the next swap: the caller drains what it can of it before then, and
   * what it leaves (seconds not yet over) is recorded into further on. Collector thread only.
   */
  Interval swap() {
    phaser.readerLock();
    try {
      Interval full = active;
      active = inactive;
      inactive = full;
      // Returns once every record that may have seen the old interval has ended.
      phaser.flipPhase();
      return full;
    } finally {
      phaser.readerUnlock();
    }
  }

  /** The earliest second the collector left in the interval being recorded, when it last drained it. Collector thread. */
  long heldInActive() {
    return active.heldFrom;
  }

  private static void countLateness(SecondSlot slot, long lagNanos) {
    if (lagNanos > LATE_START_NANOS) {
      slot.lateStarts++;
      slot.maxLateNanos = Math.max(slot.maxLateNanos, lagNanos);
    }
  }

  /** A latency slower than the log can hold (an hour) is kept as the largest value, not lost. */
  private static long micros(long nanos) {
    return Math.max(0, Math.min(nanos / 1_000, RunLogFormat.HIGHEST_TRACKABLE_MICROS));
  }
}
