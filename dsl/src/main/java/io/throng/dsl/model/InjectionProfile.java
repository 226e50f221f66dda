package io.throng.dsl.model;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * When the virtual users of one population start, and how long each keeps going.
 *
 * <ul>
 *   <li>{@link Open}: users arrive on a schedule, each runs its scenario once and leaves, no
 *       matter how many are still busy.
 *   <li>{@link Closed}: a number of concurrent users is held; each runs its scenario again and
 *       again.
 *   <li>{@link ThreadGroup}: JMeter's thread group, a fixed number of looping users started
 *       over a ramp-up period.
 *   <li>{@link RequestBudget}: ApacheBench's {@code -n}, {@code -c} and {@code -t}.
 * </ul>
 */
public sealed interface InjectionProfile {

  /** Arrivals described by steps that follow one another in time. */
  record Open(List<OpenStep> steps) implements InjectionProfile {
    public Open {
      steps = List.copyOf(steps);
      if (steps.isEmpty()) {
        throw new IllegalArgumentException("an open injection needs at least one step");
      }
    }
  }

  /** Levels of concurrent, looping users described by steps that follow one another in time. */
  record Closed(List<ClosedStep> steps) implements InjectionProfile {
    public Closed {
      steps = List.copyOf(steps);
      if (steps.isEmpty()) {
        throw new IllegalArgumentException("a closed injection needs at least one step");
      }
    }
  }

  /**
   * JMeter's thread group: thread {@code i} (from 0) starts at {@code floor(i * rampUp /
   * threads)}, runs the scenario {@code loops} times on its own keep-alive connection, then
   * stops. With a {@code duration} (counted from the population's start) a thread starts no new
   * iteration once it has passed; with no {@code loops} it iterates until then.
   *
   * @param loops iterations per thread; empty means until {@code duration}
   * @param duration when threads stop starting iterations; empty means after {@code loops}
   */
  record ThreadGroup(long threads, Duration rampUp, OptionalLong loops, Optional<Duration> duration)
      implements InjectionProfile {
    public ThreadGroup {
      Objects.requireNonNull(rampUp, "rampUp");
      Objects.requireNonNull(loops, "loops");
      Objects.requireNonNull(duration, "duration");
      if (loops.isEmpty() && duration.isEmpty()) {
        throw new IllegalArgumentException("a thread group needs a loop count, a duration or both");
      }
    }
  }

  /**
   * ApacheBench style ({@code ab -n requests -c concurrency -t timeLimit}): {@code concurrency}
   * users start at once and run the scenario again and again until exactly {@code requests}
   * requests have been sent in all, or until {@code timeLimit} has passed, whichever comes first.
   * A user that would send request {@code requests + 1} finishes instead, even mid-scenario.
   *
   * @param timeLimit when present, no request is sent after it; requests in flight then complete
   */
  record RequestBudget(long requests, long concurrency, Optional<Duration> timeLimit) implements InjectionProfile {
    public RequestBudget {
      Objects.requireNonNull(timeLimit, "timeLimit");
    }
  }
}
