package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogFormat;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Recorder;

/**
 * Where virtual users record what their requests did. Thread-safe and wait-free for writers:
 * any event loop may record; one collector thread reads.
 *
 * <pre>{@code
 * recorder.recordOk("user", micros);
 * recorder.recordKo("user", micros, "status 500");
 * }</pre>
 *
 * <p>Response times land in HdrHistogram {@link Recorder}s whose intervals the collector swaps
 * without losing a value. Error messages and user counts are cumulative counters that are never
 * reset: the collector writes their growth per second, so a count can at worst shift to the
 * next second, never vanish.
 */
public final class StatsRecorder {

  private final Map<String, RequestRecorders> requests = new ConcurrentHashMap<>();
  private final Map<ErrorKey, LongAdder> errors = new ConcurrentHashMap<>();
  private final AtomicLong usersStarted = new AtomicLong();
  private final AtomicLong usersFinished = new AtomicLong();

  /** The OK and KO recorders of one request name. */
  record RequestRecorders(Recorder ok, Recorder ko) {
    RequestRecorders() {
      this(newRecorder(), newRecorder());
    }

    private static Recorder newRecorder() {
      return new Recorder(RunLogFormat.HIGHEST_TRACKABLE_MICROS, RunLogFormat.SIGNIFICANT_DIGITS);
    }
  }

  /** One distinct error of one request name. */
  record ErrorKey(String requestName, String message) {}

  public void recordOk(String requestName, long micros) {
    recorders(requestName).ok().recordValue(clamp(micros));
  }

  public void recordKo(String requestName, long micros, String message) {
    recorders(requestName).ko().recordValue(clamp(micros));
    errors.computeIfAbsent(new ErrorKey(requestName, message), key -> new LongAdder()).increment();
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

  Map<ErrorKey, LongAdder> errors() {
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

  /** A response slower than the log can hold (an hour) is kept as the largest value, not lost. */
  private static long clamp(long micros) {
    return Math.max(0, Math.min(micros, RunLogFormat.HIGHEST_TRACKABLE_MICROS));
  }
}
