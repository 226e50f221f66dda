package io.throng.report.compare;

import io.throng.report.aggregate.Metric;
import io.throng.report.aggregate.RunSummary;

/**
 * One run of a comparison: its label (unique among the compared runs), the group of repeats it
 * belongs to, where it came from, and its summary.
 *
 * @param folder the run folder's name, for people
 * @param reportLink a relative link to the run's own report, or empty when it has none
 */
public record ComparedSummary(String label, String group, String folder, String reportLink, RunSummary run) {

  public double value(Metric metric) {
    return metric.of(run);
  }
}
