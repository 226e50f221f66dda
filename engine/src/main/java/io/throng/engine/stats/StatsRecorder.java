package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Recorder;

/**
 * Where virtual users record what their requests did. Thread-safe and wait-free for writers:
 * any event loop may record; one collector thread reads.
 *
 * <pre>{@code
 * recorder.record("user", intendedNanos, sentNanos, endNanos, 200, null);          // OK
 * recorder.record("user", intendedNanos, sentNanos, endNanos, 500, "status 500");  // KO
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
  private final CumulativeCounts<StatusKey> statuses = new CumulativeCounts<>();
  private final AtomicLong usersStarted = new AtomicLong();
  private final AtomicLong usersFinished = new AtomicLong();

  /** The response-time and service-time recorders of one request name, OK and KO apart. */
  record RequestRecorders(Recorder ok, Recorder ko, Recorder okService, Recorder koService) {
    RequestRecorders() {
      this(newRecorder(), newRecorder(), newRecorder(), newRecorder());
    }

    private static Recorder newRecorder() {
      return new Recorder(RunLogFormat.HIGHEST_TRACKABLE_MICROS, RunLogFormat.SIGNIFICANT_DIGITS);
    }
  }

  /** One distinct error of one request name. */
  record ErrorKey(String requestName, String message) {}

  /** One HTTP status code of one request name. */
  record StatusKey(String requestName, int code) {}

  /**
   * Records one request.
   *
   * @param intendedNanos when it was meant to be sent ({@link System#nanoTime()} clock)
   * @param sentNanos when it was actually sent
   * @param endNanos when it ended: its response complete, or its failure known
   * @param status the response's HTTP status, or 0 when no response arrived
   * @param error {@code null} for an OK, otherwise the KO's short reason
   */
  public void record(String name, long intendedNanos, long sentNanos, long endNanos, int status, String error) {
    RequestRecorders recorders = recorders(name);
    long response = micros(endNanos - intendedNanos);
    long service = micros(endNanos - sentNanos);
    if (error == null) {
      recorders.ok().recordValue(response);
      recorders.okService().recordValue(service);
    } else {
      recorders.ko().recordValue(response);
      recorders.koService().recordValue(service);
      errors.increment(new ErrorKey(name, error));
    }
    if (status > 0) {
      statuses.increment(new StatusKey(name, status));
    }
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

  CumulativeCounts<StatusKey> statuses() {
    return statuses;
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
