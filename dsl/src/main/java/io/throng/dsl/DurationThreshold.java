package io.throng.dsl;

import java.time.Duration;

/**
 * The last stage of a response-time assertion: its bound, as a {@link Duration}. Immutable.
 *
 * <pre>{@code
 * global().responseTime().percentile(95).lt(ofMillis(500))
 * global().responseTime().max().between(ofMillis(10), ofSeconds(2))
 * }</pre>
 */
public final class DurationThreshold {

  private static final double NANOS_PER_MILLI = 1_000_000.0;

  /** The same comparisons in milliseconds, the unit response times are asserted in. */
  private final NumberThreshold millis;

  DurationThreshold(NumberThreshold millis) {
    this.millis = millis;
  }

  /** The response time must be shorter than {@code bound}. */
  public Assertion lt(Duration bound) {
    return millis.lt(toMillis("lt", bound));
  }

  /** The response time must be at most {@code bound}. */
  public Assertion lte(Duration bound) {
    return millis.lte(toMillis("lte", bound));
  }

  /** The response time must be longer than {@code bound}. */
  public Assertion gt(Duration bound) {
    return millis.gt(toMillis("gt", bound));
  }

  /** The response time must be at least {@code bound}. */
  public Assertion gte(Duration bound) {
    return millis.gte(toMillis("gte", bound));
  }

  /** The response time must equal {@code value}, to the histogram's precision. */
  public Assertion is(Duration value) {
    return millis.is(toMillis("is", value));
  }

  /** The response time must lie between {@code low} and {@code high}, both included. */
  public Assertion between(Duration low, Duration high) {
    Require.notNegative("between low", low);
    Require.notNegative("between high", high);
    if (low.compareTo(high) > 0) {
      throw new IllegalArgumentException("between needs low <= high, was " + low + " and " + high);
    }
    return millis.between(toMillis("between low", low), toMillis("between high", high));
  }

  private static double toMillis(String parameter, Duration bound) {
    return Require.notNegative(parameter, bound).toNanos() / NANOS_PER_MILLI;
  }
}
