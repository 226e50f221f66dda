package io.throng.report.baseline;

import java.util.Locale;

/**
 * One metric of one scope judged: the mean of the baseline's runs, the mean of the judged runs,
 * the tolerance it was held to, and the change with its verdict.
 */
public record MetricJudgement(ScopeRuns scope, BaselineMetric metric, double baseline, double now, double tolerance,
    Change change) {

  /**
   * The sentence the console prints, such as {@code REGRESSED request user: p95 12.100 ms -> 15.300 ms
   * (+26.4 %; 95 % interval of the worsening +18.0 % .. +35.2 %, tolerance 10 %)}.
   */
  public String sentence() {
    String line = String.format(Locale.ROOT, "%s %s: %s %s -> %s", change.verdict().name(), scope.title(),
        metric.label(), BaselineFormat.value(metric, baseline), BaselineFormat.value(metric, now));
    if (Double.isNaN(change.worse())) {
      return line + " (" + change.advice() + ")";
    }
    String unit = BaselineFormat.unit(metric);
    line += String.format(Locale.ROOT, " (%s; %.0f %% interval of the worsening %+.1f%s .. %+.1f%s, tolerance %s%s)",
        BaselineFormat.change(metric, baseline, now), ChangeTest.CONFIDENCE * 100, change.worseLow(), unit,
        change.worseHigh(), unit, BaselineFormat.number(tolerance), unit);
    return change.advice().isEmpty() ? line : line + "; " + change.advice();
  }
}
