package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.compare.Delta;
import io.throng.report.compare.Spread;
import java.util.Locale;

/**
 * How comparisons print a {@link Metric}: its value, its spread over repeats and its change
 * against the baseline, each in the metric's unit. A mean of counts over repeats can have a
 * fraction (peak TPS 59.5, as in seed 003's table), so counts print one decimal when they have one.
 */
final class MetricFormat {

  private MetricFormat() {}

  static String value(Metric metric, double value) {
    switch (metric) {
      case MEAN_TPS:
        return DisplayFormat.rate(value);
      case PEAK_TPS:
      case REQUESTS:
      case ERRORS:
        return value == Math.rint(value)
            ? DisplayFormat.count((long) value)
            : String.format(Locale.ROOT, "%,.1f", value);
      case ERROR_PERCENT:
        return String.format(Locale.ROOT, "%.2f %%", value);
      default:
        return DisplayFormat.millis(value) + " ms";
    }
  }

  /** A spread's standard deviation, with one decimal more than a rate's value so 0.06/s shows. */
  static String stdDev(Metric metric, double stdDev) {
    switch (metric) {
      case MEAN_TPS:
        return String.format(Locale.ROOT, "%,.2f/s", stdDev);
      case PEAK_TPS:
      case REQUESTS:
      case ERRORS:
        return String.format(Locale.ROOT, "%,.1f", stdDev);
      default:
        return value(metric, stdDev);
    }
  }

  /** {@code min–max}. */
  static String range(Metric metric, Spread spread) {
    return value(metric, spread.min()) + " – " + value(metric, spread.max());
  }

  /**
   * The change from the baseline: {@code +0.12 ms (+10.8 %)}; error percentages change by
   * percentage points ({@code +1.20 pp}), so their relative change is left out.
   */
  static String change(Metric metric, Delta delta) {
    double d = delta.difference();
    String sign = d > 0 ? "+" : d < 0 ? "-" : "±";
    if (metric == Metric.ERROR_PERCENT) {
      return sign + String.format(Locale.ROOT, "%.2f pp", Math.abs(d));
    }
    String difference = sign + value(metric, Math.abs(d));
    return delta.percent().isPresent()
        ? difference + String.format(Locale.ROOT, " (%+.1f %%)", delta.percent().getAsDouble())
        : difference;
  }

  /**
   * {@code worse}, {@code better} or {@code same}, for the cell's colour: more throughput is
   * better, more of anything else (time, errors) is worse.
   */
  static String direction(Metric metric, Delta delta) {
    double d = delta.difference();
    if (d == 0) {
      return "same";
    }
    boolean higherIsBetter = metric == Metric.MEAN_TPS || metric == Metric.PEAK_TPS || metric == Metric.REQUESTS;
    return (d > 0) == higherIsBetter ? "better" : "worse";
  }
}
