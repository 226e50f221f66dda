package io.throng.dsl;

import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionMetric.TimeStatistic;
import io.throng.dsl.model.AssertionScope;

/**
 * The stage after {@code responseTime()}: which statistic of the response times to bound.
 * Immutable.
 *
 * <pre>{@code
 * global().responseTime().percentile(99.9).lt(ofSeconds(1))
 * details("login").responseTime().mean().between(ofMillis(5), ofMillis(50))
 * }</pre>
 */
public final class ResponseTimeAssertion {

  private final AssertionScope scope;

  ResponseTimeAssertion(AssertionScope scope) {
    this.scope = scope;
  }

  public DurationThreshold min() {
    return of(TimeStatistic.Basic.MIN);
  }

  public DurationThreshold max() {
    return of(TimeStatistic.Basic.MAX);
  }

  public DurationThreshold mean() {
    return of(TimeStatistic.Basic.MEAN);
  }

  /** The standard deviation of the response times. */
  public DurationThreshold stdDev() {
    return of(TimeStatistic.Basic.STD_DEV);
  }

  /** The response time below which {@code percentile} percent of requests fall, in (0, 100]. */
  public DurationThreshold percentile(double percentile) {
    if (!(percentile > 0 && percentile <= 100)) {
      throw new IllegalArgumentException(
          "percentile must be > 0 and <= 100, was " + NumberThreshold.format(percentile));
    }
    return of(new TimeStatistic.Percentile(percentile));
  }

  private DurationThreshold of(TimeStatistic statistic) {
    return new DurationThreshold(new NumberThreshold(scope, new AssertionMetric.ResponseTime(statistic)));
  }
}
