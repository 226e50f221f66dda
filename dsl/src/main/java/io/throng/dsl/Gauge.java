package io.throng.dsl;

import io.throng.dsl.model.CustomMetric;

/**
 * A custom metric that holds the last value the users set, as k6's {@code Gauge}: the report
 * shows its last value, the least and the most, and its value at the end of each second. Declare
 * it in the simulation, set it from a step:
 *
 * <pre>{@code
 * Gauge basket = gauge("basket size");
 * ScenarioBuilder shop = scenario("shop")
 *     .exec(session -> { basket.set(session.getInt("items")); return session; });
 * }</pre>
 *
 * <p>Thread-safe and lock-free: every user may set it from its own event loop; the last set wins.
 */
public final class Gauge {

  private final CustomMetric metric;

  Gauge(CustomMetric metric) {
    this.metric = metric;
  }

  /** The name it was declared with. */
  public String name() {
    return metric.name();
  }

  /** Sets the gauge to {@code value}, negative ones included. */
  public void set(long value) {
    metric.sink().accept(value);
  }

  CustomMetric toModel() {
    return metric;
  }
}
