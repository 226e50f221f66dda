package io.throng.dsl;

import io.throng.dsl.model.AssertionCondition;
import io.throng.dsl.model.AssertionCondition.Comparison;
import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.AssertionSpec;

/**
 * The last stage of an assertion on a number (requests per second, a count, a percentage):
 * its bound. Bounds are {@code >= 0}, and percentages {@code <= 100}. Immutable.
 *
 * <pre>{@code
 * global().failedRequests().percent().lt(1)
 * global().peakRequestsPerSec().between(100, 500)
 * }</pre>
 */
public final class NumberThreshold {

  private final AssertionScope scope;
  private final AssertionMetric metric;

  NumberThreshold(AssertionScope scope, AssertionMetric metric) {
    this.scope = scope;
    this.metric = metric;
  }

  /** The value must be less than {@code bound}. */
  public Assertion lt(double bound) {
    return compare(Comparison.LT, "lt", bound);
  }

  /** The value must be less than or equal to {@code bound}. */
  public Assertion lte(double bound) {
    return compare(Comparison.LTE, "lte", bound);
  }

  /** The value must be greater than {@code bound}. */
  public Assertion gt(double bound) {
    return compare(Comparison.GT, "gt", bound);
  }

  /** The value must be greater than or equal to {@code bound}. */
  public Assertion gte(double bound) {
    return compare(Comparison.GTE, "gte", bound);
  }

  /** The value must equal {@code value} exactly, as in {@code failedRequests().count().is(0)}. */
  public Assertion is(double value) {
    return compare(Comparison.IS, "is", value);
  }

  /** The value must lie between {@code low} and {@code high}, both included. */
  public Assertion between(double low, double high) {
    check("between low", low);
    check("between high", high);
    if (low > high) {
      throw new IllegalArgumentException(
          "between needs low <= high, was " + format(low) + " and " + format(high));
    }
    return assertion(new AssertionCondition(Comparison.BETWEEN, low, high));
  }

  private Assertion compare(Comparison comparison, String parameter, double bound) {
    return assertion(AssertionCondition.of(comparison, check(parameter, bound)));
  }

  private Assertion assertion(AssertionCondition condition) {
    return new Assertion(new AssertionSpec(scope, metric, condition));
  }

  private double check(String parameter, double bound) {
    if (!Double.isFinite(bound)) {
      throw new IllegalArgumentException(parameter + " must be a finite number, was " + bound);
    }
    if (bound < 0) {
      throw new IllegalArgumentException(parameter + " must be >= 0, was " + format(bound));
    }
    if (metric.unit().equals("%") && bound > 100) {
      throw new IllegalArgumentException(
          parameter + " must be <= 100 for a percentage, was " + format(bound));
    }
    return bound;
  }

  static String format(double value) {
    return Double.isFinite(value) ? AssertionCondition.number(value) : String.valueOf(value);
  }
}
