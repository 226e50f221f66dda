package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.compare.Comparison;
import io.throng.report.compare.GroupFigures;
import java.util.List;

/**
 * A group (a single run is a group of one) against the baseline: its mean TPS, percentiles and
 * errors, and how each changed.
 *
 * @param baseline whether this is the baseline group itself
 * @param cells one per figure of {@link #METRICS}, in the table's column order
 */
public record DeltaRow(String name, boolean baseline, List<DeltaCell> cells) {

  /** The columns, in order. */
  static final List<Metric> METRICS = List.of(Metric.MEAN_TPS, Metric.P50_MICROS, Metric.P95_MICROS,
      Metric.P99_MICROS, Metric.ERRORS, Metric.ERROR_PERCENT);

  public DeltaRow {
    cells = List.copyOf(cells);
  }

  static DeltaRow of(Comparison comparison, GroupFigures group) {
    return new DeltaRow(group.name(), group == comparison.baseline(),
        METRICS.stream().map(metric -> DeltaCell.of(comparison, group, metric)).toList());
  }
}
