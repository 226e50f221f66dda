package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Recorder;

/**
 * Where virtual users record what their requests did. Thread-safe and wait-free for writers:
 * any event loop may record; one collector thread reads.
 *
 * <pre>{@code
 * recorder.recordOk("user", intendedNanos, sentNanos, endNanos, 200);
 * recorder.recordKo("user", intendedNanos, sentNanos, endNanos, 500, FailureKind.STATUS, "status 500");
 * }</pre>
 *
 * <p>Two latencies are kept per request, as wrk2 does: the response time, from when the request
 * was meant to be sent (so a stalled target or a saturated generator shows, without
 * coordinated omission), and the service time, from when it was actually sent. They land in
 * HdrHistogram {@link Recorder}s whose intervals the collector swaps without losing a value.
 */
public final class StatsRecorder {

  private final Map<String, RequestRecorders> requests = new ConcurrentHashMap<>();
  private final CumulativeCounts<ErrorKey> errors = new CumulativeCounts<>();
  private final LongAdder lateStarts = new LongAdder();
  private final AtomicLong maxLateNanos = new AtomicLong();
  private final AtomicLong usersStarted = new AtomicLong();
  private final AtomicLong usersFinished = new AtomicLong();

  /** HTTP status codes are three digits: responses are counted per code in an array this long. */
  static final int STATUS_CODES = 1000;

  /**
   * The response-time and service-time recorders of one request name, OK and KO apart, and its
   * responses per status code: counters that are never reset, indexed by the code, so counting a
   * response allocates nothing and looks nothing up.
   */
  record RequestRecorders(
      Recorder ok, Recorder ko, Recorder okService, Recorder koService, AtomicLongArray statuses) {
    RequestRecorders() {
      this(newRecorder(), newRecorder(), newRecorder(), newRecorder(), new AtomicLongArray(STATUS_CODES));
    }

    void countStatus(int status) {
      if (status > 0 && status < STATUS_CODES) {
        statuses.incrementAndGet(status);
      }
    }

    private static Recorder newRecorder() {
      return new Recorder(RunLogFormat.HIGHEST_TRACKABLE_MICROS, RunLogFormat.SIGNIFICANT_DIGITS);
    }
  }

  /**
   * A request sent more than this after it was meant to go counts as a late start: the run fell
   * behind its schedule (a stalled target holding every user, or a saturated generator).
   * Smaller lags are the ordinary jitter of timers and are not counted.
   */
  public static final long LATE_START_NANOS = 10_000_000;

  /** One distinct error of one request name. */
  record ErrorKey(String requestName, FailureKind kind, String message) {}


  /**
   * Records a request that succeeded.
   *
   * @param intendedNanos when it was meant to be sent ({@link System#nanoTime()} clock)
   * @param sentNanos when it was actually sent
   * @param endNanos when its response was complete
   * @param status the response's HTTP status
   */
  public void recordOk(String name, long intendedNanos, long sentNanos, long endNanos, int status) {
    countLateness(sentNanos - intendedNanos);
    RequestRecorders recorders = recorders(name);
    recorders.ok().recordValue(micros(endNanos - intendedNanos));
    recorders.okService().recordValue(micros(endNanos - sentNanos));
    recorders.countStatus(status);
  }

  /**
   * Records a request that failed.
   *
   * @param status the response's HTTP status, or 0 when no response arrived
   * @param kind why it failed
   * @param message the KO's short reason, as the report shows it
   */
  public void recordKo(
      String name, long intendedNanos, long sentNanos, long endNanos, int status, FailureKind kind, String message) {
    countLateness(sentNanos - intendedNanos);
    RequestRecorders recorders = recorders(name);
    recorders.ko().recordValue(micros(endNanos - intendedNanos));
    recorders.koService().recordValue(micros(endNanos - sentNanos));
    errors.increment(new ErrorKey(name, kind, message));
    recorders.countStatus(status);
  }

  private void countLateness(long lagNanos) {
    if (lagNanos > LATE_START_NANOS) {
      lateStarts.increment();
      maxLateNanos.accumulateAndGet(lagNanos, Math::max);
    }
  }

  /** Requests started late so far (never reset). */
  long lateStarts() {
    return lateStarts.sum();
  }

  /** The largest lateness since the previous call, in nanoseconds; resets it. */
  long takeMaxLateNanos() {
    return maxLateNanos.getAndSet(0);
  }

  public void userStarted() {
    usersStarted.incrementAndGet();
  }

  public void userFinished() {
    usersFinished.incrementAndGet();
  }

  Map<String, RequestRecorders> requests() {
    return requests;
  }

  CumulativeCounts<ErrorKey> errors() {
    return errors;
  }

  long usersStarted() {
    return usersStarted.get();
  }

  long usersFinished() {
    return usersFinished.get();
  }

  private RequestRecorders recorders(String requestName) {
    RequestRecorders recorders = requests.get(requestName);
    return recorders != null ? recorders : requests.computeIfAbsent(requestName, name -> new RequestRecorders());
  }

  /** A latency slower than the log can hold (an hour) is kept as the largest value, not lost. */
  private static long micros(long nanos) {
    return Math.max(0, Math.min(nanos / 1_000, RunLogFormat.HIGHEST_TRACKABLE_MICROS));
  }
}
