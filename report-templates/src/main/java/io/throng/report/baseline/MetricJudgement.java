package io.throng.report.baseline;

import java.util.Locale;

/**
 * One metric of one scope judged: the mean of the baseline's runs, the mean of the judged runs,
 * the tolerance it was held to, and the change with its verdict.
 */
public record MetricJudgement(ScopeRuns scope, BaselineMetric metric, double baseline, double now, double tolerance,
    Change change) {

  /** The baseline's mean as the table shows it: {@code 3.001 ms}, {@code 0.00 %}, {@code 98.5/s}. */
  public String baselineText() {
    return BaselineFormat.value(metric, baseline);
  }

  /** The judged runs' mean as the table shows it. */
  public String nowText() {
    return BaselineFormat.value(metric, now);
  }

  /** The change of the means: {@code +50.5 %}, or {@code +0.20 points} for the error percentage. */
  public String changeText() {
    return BaselineFormat.change(metric, baseline, now);
  }

  /** The tolerance it was held to: {@code 10 %}, {@code 1 points}. */
  public String toleranceText() {
    return BaselineFormat.number(tolerance) + BaselineFormat.unit(metric);
  }

  /**
   * The sentence the console prints, such as {@code REGRESSED request user: p95 12.100 ms -> 15.300 ms
   * (+26.4 %; 95 % interval of the worsening +18.0 % .. +35.2 %, tolerance 10 %)}.
   */
  public String sentence() {
    String line = String.format(Locale.ROOT, "%s %s: %s %s -> %s", change.verdict().name(), scope.title(),
        metric.label(), baselineText(), nowText());
    if (Double.isNaN(change.worse())) {
      return line + " (" + change.advice() + ")";
    }
    String unit = BaselineFormat.unit(metric);
    line += String.format(Locale.ROOT, " (%s; %.0f %% interval of the worsening %+.1f%s .. %+.1f%s, tolerance %s)",
        changeText(), ChangeTest.CONFIDENCE * 100, change.worseLow(), unit, change.worseHigh(), unit, toleranceText());
    return change.advice().isEmpty() ? line : line + "; " + change.advice();
  }
}
