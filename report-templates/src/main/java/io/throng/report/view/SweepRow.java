package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.sweep.LevelLimit.Breach;
import io.throng.report.sweep.LevelFigures;
import io.throng.report.sweep.Sweep;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One level in the sweep's table, with how it fared against the limit.
 *
 * @param protocol what its requests went out on, worded as the run report's Protocol column
 * @param link a relative link to the level's own report, or empty when it has none
 * @param state a CSS class: {@code held}, {@code broken}, or empty without a limit
 * @param verdict {@code held}, {@code first over the limit: error 41.20 % > 5.00 %}, ...; empty without a limit;
 *     followed by {@link #INVALID} for a level that was not a valid run, which did not hold
 *     ({@code first not held: invalid run: ...} when it was within the limit)
 */
public record SweepRow(
    String label,
    String protocol,
    String link,
    String requests,
    String errorPercent,
    String mean,
    String p95,
    String p99,
    String meanTps,
    String peakTps,
    String state,
    String verdict) {

  /** What a level whose load generator was saturated says beside its verdict. */
  static final String INVALID = "invalid run: the load generator was saturated";

  static SweepRow of(Sweep sweep, int index) {
    LevelFigures level = sweep.levels().get(index);
    long count = level.run().total().count();
    List<Breach> breaches = sweep.breaches(level);
    boolean limited = sweep.limit().isSet();
    boolean first = sweep.firstBroken().orElse(-1) == index;
    String state = !limited ? "" : sweep.held(level) ? "held" : "broken";
    String verdict = "";
    if (!breaches.isEmpty()) {
      verdict = (first ? "first over the limit: " : "over the limit: ")
          + breaches.stream().map(SweepRow::breach).collect(Collectors.joining(", "));
    } else if (limited) {
      verdict = sweep.held(level) ? "held" : first ? "first not held" : "not held";
    }
    if (!level.run().validity().valid()) {
      verdict = (verdict.isEmpty() ? "" : verdict + "; ") + INVALID;
    }
    return new SweepRow(
        level.label(),
        StatisticsRow.protocol(level.run().total()),
        level.reportLink(),
        DisplayFormat.count(count),
        DisplayFormat.percent(level.run().total().ko(), count),
        DisplayFormat.millisOrNone(count, level.value(Metric.MEAN_MICROS)),
        DisplayFormat.millisOrNone(count, level.value(Metric.P95_MICROS)),
        DisplayFormat.millisOrNone(count, level.value(Metric.P99_MICROS)),
        MetricFormat.value(Metric.MEAN_TPS, level.value(Metric.MEAN_TPS)),
        MetricFormat.value(Metric.PEAK_TPS, level.value(Metric.PEAK_TPS)),
        state,
        verdict);
  }

  /** {@code error 41.20 % > 5.00 %}, {@code p99 3,035 ms > 1,500 ms}. */
  static String breach(Breach breach) {
    // A limit holds only the error percentage and the p99.
    String what = breach.metric() == Metric.ERROR_PERCENT ? "error" : "p99";
    return what + " " + MetricFormat.value(breach.metric(), breach.value()) + " > "
        + MetricFormat.value(breach.metric(), breach.limit());
  }
}
