package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogEntry.Status;
import org.HdrHistogram.Histogram;

/**
 * Hears what {@link StatsCollector} writes to the run log each second, on the stats thread: each
 * request name's response times, then the second's end. Abort-on-fail assertions keep their
 * running figures this way, so they judge exactly what the log holds.
 *
 * <pre>{@code
 * new StatsCollector(recorder, crashes, health, traffic, log, new IntervalListener() { ... });
 * }</pre>
 */
public interface IntervalListener {

  /** Hears nothing. */
  IntervalListener NONE = new IntervalListener() {};

  /**
   * The response times of the requests named {@code name} with {@code status} in the second being
   * collected; {@code responseTimes} is recycled after the call, so copy what you keep.
   */
  default void requests(String name, Status status, Histogram responseTimes) {}

  /**
   * The durations of the executions of group {@code name} with {@code status} in the second being
   * collected; recycled after the call like {@code responseTimes}.
   */
  default void groups(String name, Status status, Histogram durations) {}

  /** The collection of {@code second} is complete. */
  default void secondCollected(IntervalSnapshot second) {}
}
