package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.compare.Comparison;
import io.throng.report.compare.Delta;
import io.throng.report.compare.GroupFigures;

/**
 * A group's figure and its change from the baseline group's.
 *
 * @param change {@code +0.12 ms (+10.8 %)}; empty in the baseline's own row
 * @param direction {@code better}, {@code worse} or {@code same}, a CSS class; empty for the baseline
 */
public record DeltaCell(String value, String change, String direction) {

  static DeltaCell of(Comparison comparison, GroupFigures group, Metric metric) {
    Delta delta = comparison.delta(group, metric);
    String value = MetricFormat.value(metric, delta.value());
    if (group == comparison.baseline()) {
      return new DeltaCell(value, "", "");
    }
    return new DeltaCell(value, MetricFormat.change(metric, delta), MetricFormat.direction(metric, delta));
  }
}
