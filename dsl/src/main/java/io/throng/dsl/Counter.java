package io.throng.dsl;

import io.throng.dsl.model.CustomMetric;

/**
 * A custom metric that sums what the users add, as k6's {@code Counter}: the report shows its
 * total and its sum per second. Declare it in the simulation, update it from a step:
 *
 * <pre>{@code
 * Counter orders = counter("orders placed");
 * ScenarioBuilder buy = scenario("buy")
 *     .exec(http("order").post("/orders"))
 *     .exec(session -> { orders.add(1); return session; });
 * }</pre>
 *
 * <p>Thread-safe and lock-free: every user may add from its own event loop.
 */
public final class Counter {

  private final CustomMetric metric;

  Counter(CustomMetric metric) {
    this.metric = metric;
  }

  /** The name it was declared with. */
  public String name() {
    return metric.name();
  }

  /**
   * Adds {@code value} to the sum.
   *
   * @throws IllegalArgumentException if {@code value} is negative: a counter only grows (a gauge
   *     goes up and down)
   */
  public void add(long value) {
    if (value < 0) {
      throw new IllegalArgumentException("counter \"" + name() + "\" only grows: add must be >= 0, was " + value
          + " (a gauge(...) goes down too)");
    }
    metric.sink().accept(value);
  }

  CustomMetric toModel() {
    return metric;
  }
}
