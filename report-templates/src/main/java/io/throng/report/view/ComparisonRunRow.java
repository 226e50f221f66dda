package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.compare.ComparedSummary;

/**
 * One run in the comparison's table: the figures of seed 003's table (mean TPS, peak TPS,
 * requests, errors) and a few more, formatted.
 *
 * @param link a relative link to the run's own report, or empty when it has none
 * @param protocol what its requests went out on, worded as the run report's Protocol column
 * @param status the run's outcome: {@code Completed}, {@code Interrupted}, {@code Cut off}, ...,
 *     followed by {@link SweepRow#INVALID} for a run that was not valid
 */
public record ComparisonRunRow(
    String label,
    String group,
    String protocol,
    String link,
    String folder,
    String simulation,
    String start,
    String duration,
    String status,
    String meanTps,
    String peakTps,
    String requests,
    String errors,
    String errorPercent,
    String p50,
    String p95,
    String p99) {

  static ComparisonRunRow of(ComparedSummary run) {
    return new ComparisonRunRow(
        run.label(),
        run.group(),
        StatisticsRow.protocol(run.run().total()),
        run.reportLink(),
        run.folder(),
        run.run().simulationName(),
        DisplayFormat.dateTime(run.run().startEpochMillis()),
        DisplayFormat.duration(run.run().durationMillis()),
        run.run().outcome().title() + (run.run().validity().valid() ? "" : " · " + SweepRow.INVALID),
        MetricFormat.value(Metric.MEAN_TPS, run.value(Metric.MEAN_TPS)),
        MetricFormat.value(Metric.PEAK_TPS, run.value(Metric.PEAK_TPS)),
        MetricFormat.value(Metric.REQUESTS, run.value(Metric.REQUESTS)),
        MetricFormat.value(Metric.ERRORS, run.value(Metric.ERRORS)),
        DisplayFormat.percent(run.run().total().ko(), run.run().total().count()),
        millis(run, Metric.P50_MICROS),
        millis(run, Metric.P95_MICROS),
        millis(run, Metric.P99_MICROS));
  }

  private static String millis(ComparedSummary run, Metric metric) {
    return DisplayFormat.millisOrNone(run.run().total().count(), run.value(metric));
  }
}
