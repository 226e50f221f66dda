package io.throng.engine.stats;

import io.throng.engine.outcome.FailureKind;
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

  /** The service times (from sending, not from the intended start) of the requests heard by {@link #requests}; recycled alike. */
  default void serviceTimes(String name, Status status, Histogram serviceTimes) {}

  /** How many responses of the requests named {@code name} had HTTP status {@code code} in the step being collected. */
  default void statuses(String name, int code, long count) {}

  /**
   * How many requests named {@code name} failed with {@code kind} and one message in the step being
   * collected: called once per distinct message, so add the counts up.
   */
  default void errors(String name, FailureKind kind, long count) {}

  /**
   * The users at the end of the second being collected: started and finished since the run began,
   * and how many started late in that second (the generator could not keep up).
   */
  default void users(long started, long finished, long lateStarts) {}

  /** What was added to custom counter {@code name} in the second being closed. */
  default void customCounter(String name, long added) {}

  /** Custom gauge {@code name}'s value at the close of a second in which it was set. */
  default void customGauge(String name, long value) {}

  /** The values recorded into custom trend {@code name} in the second being closed; recycled like {@code responseTimes}. */
  default void customTrend(String name, Histogram values) {}

  /** The collection of {@code second} is complete. */
  default void secondCollected(IntervalSnapshot second) {}

  /** A listener that tells {@code first}, then {@code second}, everything it hears. */
  static IntervalListener both(IntervalListener first, IntervalListener second) {
    return new IntervalListener() {
      @Override
      public void requests(String name, Status status, Histogram responseTimes) {
        first.requests(name, status, responseTimes);
        second.requests(name, status, responseTimes);
      }

      @Override
      public void groups(String name, Status status, Histogram durations) {
        first.groups(name, status, durations);
        second.groups(name, status, durations);
      }

      @Override
      public void serviceTimes(String name, Status status, Histogram serviceTimes) {
        first.serviceTimes(name, status, serviceTimes);
        second.serviceTimes(name, status, serviceTimes);
      }

      @Override
      public void statuses(String name, int code, long count) {
        first.statuses(name, code, count);
        second.statuses(name, code, count);
      }

      @Override
      public void errors(String name, FailureKind kind, long count) {
        first.errors(name, kind, count);
        second.errors(name, kind, count);
      }

      @Override
      public void users(long started, long finished, long lateStarts) {
        first.users(started, finished, lateStarts);
        second.users(started, finished, lateStarts);
      }

      @Override
      public void customCounter(String name, long added) {
        first.customCounter(name, added);
        second.customCounter(name, added);
      }

      @Override
      public void customGauge(String name, long value) {
        first.customGauge(name, value);
        second.customGauge(name, value);
      }

      @Override
      public void customTrend(String name, Histogram values) {
        first.customTrend(name, values);
        second.customTrend(name, values);
      }

      @Override
      public void secondCollected(IntervalSnapshot snapshot) {
        first.secondCollected(snapshot);
        second.secondCollected(snapshot);
      }
    };
  }
}
