package io.throng.report.compare;

import io.throng.report.aggregate.Metric;
import java.util.List;

/**
 * The runs that repeat one setup (one server, one configuration), in the order given. A group's
 * figure is the mean over its runs, percentiles included: the mean of the runs' p95, not the p95
 * of their responses together, as repeats are separate measurements of one setup.
 */
public record GroupFigures(String name, List<ComparedSummary> runs) {

  public GroupFigures {
    runs = List.copyOf(runs);
  }

  public Spread spread(Metric metric) {
    return Spread.of(runs.stream().mapToDouble(r -> r.value(metric)).toArray());
  }

  public double mean(Metric metric) {
    return spread(metric).mean();
  }
}
