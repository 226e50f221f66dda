package io.throng.dsl;

import io.throng.dsl.model.CustomMetric;

/**
 * A custom metric that keeps the distribution of what the users record, as k6's {@code Trend}:
 * the report shows its count, min, mean, percentiles and max, in an HdrHistogram of 3 significant
 * digits like the response times. Declare it in the simulation, record from a step:
 *
 * <pre>{@code
 * Trend queued = trend("queue position");
 * ScenarioBuilder wait = scenario("wait")
 *     .exec(http("join").post("/queue").check(jsonPath("$.position").saveAs("position")))
 *     .exec(session -> { queued.record(session.getInt("position")); return session; });
 * }</pre>
 *
 * <p>Values are whole numbers from 0 to {@link #MAX_VALUE}; record durations in the unit the
 * report should show (milliseconds, say). Thread-safe and lock-free, like {@link Counter}.
 */
public final class Trend {

  /** The largest value a trend tells apart; larger ones are kept as this. */
  public static final long MAX_VALUE = CustomMetric.MAX_TREND_VALUE;

  private final CustomMetric metric;

  Trend(CustomMetric metric) {
    this.metric = metric;
  }

  /** The name it was declared with. */
  public String name() {
    return metric.name();
  }

  /**
   * Records one value.
   *
   * @throws IllegalArgumentException if {@code value} is negative
   */
  public void record(long value) {
    if (value < 0) {
      throw new IllegalArgumentException("trend \"" + name() + "\" records values from 0: record must be >= 0, was "
          + value + " (a gauge(...) takes negative values)");
    }
    metric.sink().accept(value);
  }

  CustomMetric toModel() {
    return metric;
  }
}
