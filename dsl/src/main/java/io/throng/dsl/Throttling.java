package io.throng.dsl;

import io.throng.dsl.model.ThrottleStep;
import java.time.Duration;

/**
 * One step of a throughput cap, made by {@code reachRps(r).in(d)}, {@code holdFor(d)} or
 * {@code jumpToRps(r)} and given to {@link Simulation.SetUp#throttle}. Immutable.
 *
 * <pre>{@code
 * setUp(...).throttle(reachRps(100).in(ofSeconds(10)), holdFor(ofMinutes(1)), jumpToRps(50), holdFor(ofMinutes(1)));
 * }</pre>
 *
 * @see ThrottleStep how the cap moves
 */
public final class Throttling {

  private final ThrottleStep step;

  Throttling(ThrottleStep step) {
    this.step = step;
  }

  ThrottleStep toModel() {
    return step;
  }

  /** The first half of {@code reachRps(r).in(d)}. */
  public static final class Reach {
    private final double requestsPerSec;

    Reach(double requestsPerSec) {
      this.requestsPerSec = requestsPerSec;
    }

    /** Moves the cap linearly to the target over {@code duration}. */
    public Throttling in(Duration duration) {
      return new Throttling(new ThrottleStep.Reach(requestsPerSec, Require.positive("in", duration)));
    }
  }
}
