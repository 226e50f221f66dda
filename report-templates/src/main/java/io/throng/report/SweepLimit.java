package io.throng.report;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What each level of a sweep must stay within to hold: at most a percentage of failed requests,
 * a p99 response time, or both. Immutable; each method returns a new limit.
 *
 * <pre>{@code
 * SweepLimit limit = SweepLimit.none().maxErrorPercent(5).maxP99(Duration.ofMillis(1_500));
 * }</pre>
 */
public record SweepLimit(OptionalDouble maxErrorPercent, Optional<Duration> maxP99) {

  /** No limit: every level is charted, none is judged. */
  public static SweepLimit none() {
    return new SweepLimit(OptionalDouble.empty(), Optional.empty());
  }

  /**
   * This limit, also holding failed requests to at most {@code percent} of all.
   *
   * @throws IllegalArgumentException if {@code percent} is not between 0 and 100
   */
  public SweepLimit maxErrorPercent(double percent) {
    if (!(percent >= 0 && percent <= 100)) {
      throw new IllegalArgumentException("maxErrorPercent must be between 0 and 100, was " + percent);
    }
    return new SweepLimit(OptionalDouble.of(percent), maxP99);
  }

  /**
   * This limit, also holding the p99 response time to at most {@code p99}.
   *
   * @throws IllegalArgumentException if {@code p99} is not positive
   */
  public SweepLimit maxP99(Duration p99) {
    if (p99 == null || p99.isNegative() || p99.isZero()) {
      throw new IllegalArgumentException("maxP99 must be > 0, was " + p99);
    }
    return new SweepLimit(maxErrorPercent, Optional.of(p99));
  }
}
