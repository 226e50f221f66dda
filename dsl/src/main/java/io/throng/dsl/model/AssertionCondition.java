package io.throng.dsl.model;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * The bound a metric's value must respect, in the metric's unit (milliseconds for response
 * times). {@code high} is used by {@link Comparison#BETWEEN} only, which includes both ends.
 */
public record AssertionCondition(Comparison comparison, double low, double high) {

  /** How a value compares with the bound. */
  public enum Comparison {
    LT("<"), LTE("<="), GT(">"), GTE(">="), IS("="), BETWEEN("between");

    private final String symbol;

    Comparison(String symbol) {
      this.symbol = symbol;
    }
  }

  public AssertionCondition {
    Objects.requireNonNull(comparison, "comparison");
  }

  /** A condition against one bound, such as {@code < 500}. */
  public static AssertionCondition of(Comparison comparison, double bound) {
    return new AssertionCondition(comparison, bound, bound);
  }

  /** How the condition reads with {@code unit}: {@code < 500 ms}, {@code between 1 and 2 %}, {@code = 0}. */
  public String describe(String unit) {
    String suffix = unit.isEmpty() ? "" : " " + unit;
    if (comparison == Comparison.BETWEEN) {
      return "between " + number(low) + " and " + number(high) + suffix;
    }
    return comparison.symbol + " " + number(low) + suffix;
  }

  /** A number as typed, without trailing zeros: {@code 500}, {@code 0.5}, {@code 99.9}. */
  public static String number(double value) {
    return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }
}
