package io.throng.dsl.model;

import java.util.Objects;

/**
 * One assertion: a metric over the requests of a scope must meet a condition, such as "the 95th
 * percentile of all response times is below 500 ms". The run passes when every assertion does.
 *
 * @param scope which requests are measured
 * @param metric what is measured
 * @param condition the bound the measured value must respect, in the metric's unit
 */
public record AssertionSpec(AssertionScope scope, AssertionMetric metric, AssertionCondition condition) {

  public AssertionSpec {
    Objects.requireNonNull(scope, "scope");
    Objects.requireNonNull(metric, "metric");
    Objects.requireNonNull(condition, "condition");
  }

  /**
   * What the assertion checks, in words, as the console, the report and the JUnit XML show it:
   * {@code global: 95th percentile of response time < 500 ms}.
   */
  public String description() {
    return describe(scope.label());
  }

  /** The description with another scope label: {@code forAll()} uses it for each request name. */
  public String describe(String scopeLabel) {
    return scopeLabel + ": " + metric.label() + " " + condition.describe(metric.unit());
  }
}
