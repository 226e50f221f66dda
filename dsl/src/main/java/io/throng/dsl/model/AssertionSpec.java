package io.throng.dsl.model;

import java.util.Objects;
import java.util.Optional;

/**
 * One assertion: a metric over the requests of a scope must meet a condition, such as "the 95th
 * percentile of all response times is below 500 ms". The run passes when every assertion does.
 *
 * @param scope which requests are measured
 * @param metric what is measured
 * @param condition the bound the measured value must respect, in the metric's unit
 * @param abortOnFail when present, the assertion is also judged during the run, and its failure
 *     stops the run; every assertion is judged on the final figures either way
 */
public record AssertionSpec(
    AssertionScope scope, AssertionMetric metric, AssertionCondition condition, Optional<AbortOnFail> abortOnFail) {

  public AssertionSpec {
    Objects.requireNonNull(scope, "scope");
    Objects.requireNonNull(metric, "metric");
    Objects.requireNonNull(condition, "condition");
    Objects.requireNonNull(abortOnFail, "abortOnFail");
  }

  /** An assertion judged on the final figures only. */
  public AssertionSpec(AssertionScope scope, AssertionMetric metric, AssertionCondition condition) {
    this(scope, metric, condition, Optional.empty());
  }

  /** This assertion, stopping the run when it fails as {@code abort} says. */
  public AssertionSpec withAbortOnFail(AbortOnFail abort) {
    return new AssertionSpec(scope, metric, condition, Optional.of(abort));
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
