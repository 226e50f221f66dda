package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.compare.GroupFigures;
import io.throng.report.compare.Spread;

/** A figure over a group's repeats: its mean, standard deviation and {@code min – max}. */
public record SpreadCell(String mean, String stdDev, String range) {

  static SpreadCell of(GroupFigures group, Metric metric) {
    Spread spread = group.spread(metric);
    return new SpreadCell(MetricFormat.value(metric, spread.mean()), MetricFormat.stdDev(metric, spread.stdDev()),
        MetricFormat.range(metric, spread));
  }
}
