package io.throng.report.baseline;

import java.util.function.ToDoubleFunction;

/**
 * A metric a baseline judges, with its key in settings ({@code loadtest.tolerance.p95}), the
 * direction that is worse and its default tolerance: percent of the baseline for the relative
 * metrics, percentage points for the error percentage.
 */
public enum BaselineMetric {
  P50("p50", "p50", true, true, 10, RunValues::p50Micros),
  P95("p95", "p95", true, true, 10, RunValues::p95Micros),
  P99("p99", "p99", true, true, 20, RunValues::p99Micros),
  ERROR_PERCENT("errorPercent", "error %", false, true, 1, RunValues::errorPercent),
  THROUGHPUT("throughput", "throughput", true, false, 10, RunValues::tps);

  private final String key;
  private final String label;
  private final boolean relative;
  private final boolean higherIsWorse;
  private final double defaultTolerance;
  private final ToDoubleFunction<RunValues> value;

  BaselineMetric(String key, String label, boolean relative, boolean higherIsWorse, double defaultTolerance,
      ToDoubleFunction<RunValues> value) {
    this.key = key;
    this.label = label;
    this.relative = relative;
    this.higherIsWorse = higherIsWorse;
    this.defaultTolerance = defaultTolerance;
    this.value = value;
  }

  public String key() {
    return key;
  }

  public String label() {
    return label;
  }

  /** Whether changes are ratios (percent of the baseline) rather than differences (points). */
  public boolean relative() {
    return relative;
  }

  public boolean higherIsWorse() {
    return higherIsWorse;
  }

  public double defaultTolerance() {
    return defaultTolerance;
  }

  /** Whether the metric is a response time in microseconds. */
  public boolean isResponseTime() {
    return this == P50 || this == P95 || this == P99;
  }

  public double of(RunValues run) {
    return value.applyAsDouble(run);
  }
}
