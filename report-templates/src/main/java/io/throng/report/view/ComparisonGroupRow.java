package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.compare.GroupFigures;
import java.util.List;

/**
 * A group of repeats: how many runs, and the mean and spread of seed 003's four figures.
 *
 * @param cells mean TPS, peak TPS, requests and errors, in the table's column order ({@link #METRICS})
 */
public record ComparisonGroupRow(String name, String runs, List<SpreadCell> cells) {

  /** The columns, in order. */
  static final List<Metric> METRICS = List.of(Metric.MEAN_TPS, Metric.PEAK_TPS, Metric.REQUESTS, Metric.ERRORS);

  public ComparisonGroupRow {
    cells = List.copyOf(cells);
  }

  static ComparisonGroupRow of(GroupFigures group) {
    return new ComparisonGroupRow(group.name(), DisplayFormat.count(group.runs().size()),
        METRICS.stream().map(metric -> SpreadCell.of(group, metric)).toList());
  }
}
