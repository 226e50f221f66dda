package io.throng.report.view;

import io.throng.report.aggregate.CustomMetricSummary;
import java.util.Locale;

/**
 * One custom metric of the run, for the "Custom metrics" table and its chart; figures its kind
 * has not are a dash.
 *
 * @param kind {@code counter}, {@code gauge} or {@code trend}
 * @param value a counter's total, a gauge's last value; a dash for a trend
 * @param count how many values a trend recorded; a dash otherwise
 * @param min the least a gauge was set to, or a trend recorded; {@code mean} to {@code max} likewise
 */
public record CustomMetricRow(String name, String kind, String value, String count, String min, String mean,
    String p50, String p90, String p95, String p99, String max, Chart chart) {

  static CustomMetricRow of(CustomMetricSummary metric, int position, long secondsLogged) {
    Chart chart = CustomMetricChart.of("custom-" + position, metric, secondsLogged);
    String none = DisplayFormat.NONE;
    String kind = metric.kind().toLowerCase(Locale.ROOT);
    if (!metric.updated()) {
      return new CustomMetricRow(metric.name(), kind, kind.equals("counter") ? "0" : none, kind.equals("trend") ? "0"
          : none, none, none, none, none, none, none, none, chart);
    }
    return switch (metric.kind()) {
      case "COUNTER" -> new CustomMetricRow(metric.name(), kind, DisplayFormat.count(metric.count()), none, none, none,
          none, none, none, none, none, chart);
      case "GAUGE" -> new CustomMetricRow(metric.name(), kind, DisplayFormat.count(metric.last()), none,
          DisplayFormat.count(metric.min()), none, none, none, none, none, DisplayFormat.count(metric.max()), chart);
      default -> new CustomMetricRow(metric.name(), kind, none, DisplayFormat.count(metric.count()),
          DisplayFormat.count(metric.min()), String.format(Locale.ROOT, "%,.1f", metric.mean()),
          DisplayFormat.count(metric.p50()), DisplayFormat.count(metric.p90()), DisplayFormat.count(metric.p95()),
          DisplayFormat.count(metric.p99()), DisplayFormat.count(metric.max()), chart);
    };
  }
}
