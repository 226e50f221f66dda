package io.throng.report.history;

import io.throng.report.baseline.BaselineFormat;
import io.throng.report.baseline.BaselineMetric;
import java.util.Locale;

/**
 * A change point of one metric in one scope, with the run it starts at.
 *
 * <pre>{@code
 * trend.changes().forEach(change -> System.out.println(change.sentence()));
 * }</pre>
 *
 * @param number the run's number in the trend, from 1 (oldest)
 */
public record TrendChange(String scope, BaselineMetric metric, int number, HistoryRow run,
    ChangePoints.ChangePoint point) {

  /** Whether the new level is worse: higher for response times and errors, lower for throughput. */
  public boolean worse() {
    return metric.higherIsWorse() ? point.after() > point.before() : point.after() < point.before();
  }

  /** {@code before -> after (+12.3 %)} in the metric's unit. */
  public String shift() {
    return BaselineFormat.value(metric, point.before()) + " -> " + BaselineFormat.value(metric, point.after()) + " ("
        + BaselineFormat.change(metric, point.before(), point.after()) + ")";
  }

  /** The run it starts at: {@code run 6 (smoke-20261203-104358, 3f2a91c)}. */
  public String where() {
    return "run " + number + " (" + run.run() + (run.label().isEmpty() ? "" : ", " + run.label()) + ")";
  }

  /**
   * The console's line, such as {@code CHANGE request hello p95 at run 6 (smoke-..., 3f2a91c): 50.123 ms ->
   * 1003.000 ms (+1901.1 %), worse; p = 0.005}.
   */
  public String sentence() {
    return String.format(Locale.ROOT, "CHANGE %s %s at %s: %s, %s; p = %.3f", scope, metric.label(), where(), shift(),
        worse() ? "worse" : "better", point.pValue());
  }
}
