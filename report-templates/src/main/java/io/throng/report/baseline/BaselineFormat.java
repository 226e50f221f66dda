package io.throng.report.baseline;

import java.util.Locale;

/**
 * How the judgement and the trend word their figures, in a fixed locale: milliseconds,
 * percentages, rates.
 */
public final class BaselineFormat {

  private BaselineFormat() {}

  /** {@code value} in the metric's unit: {@code 12.345 ms} (from microseconds), {@code 0.50 %}, {@code 98.2/s}. */
  public static String value(BaselineMetric metric, double value) {
    if (metric.isResponseTime()) {
      return String.format(Locale.ROOT, "%.3f ms", value / 1_000);
    }
    return metric == BaselineMetric.THROUGHPUT
        ? String.format(Locale.ROOT, "%.1f/s", value) : String.format(Locale.ROOT, "%.2f %%", value);
  }

  /** The change of the means: in percent of the baseline, or in points for the error percentage. */
  public static String change(BaselineMetric metric, double baseline, double now) {
    if (!metric.relative()) {
      return String.format(Locale.ROOT, "%+.2f points", now - baseline);
    }
    return baseline == 0 ? "n/a" : String.format(Locale.ROOT, "%+.1f %%", (now - baseline) * 100 / baseline);
  }

  static String unit(BaselineMetric metric) {
    return metric.relative() ? " %" : " points";
  }

  static String number(double value) {
    return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
  }
}
