package io.throng.report.sweep;

import io.throng.report.aggregate.Metric;
import io.throng.report.aggregate.RunSummary;

/**
 * One level of a sweep: its label ({@code 1000 threads}), where its run came from, and the
 * run's summary.
 *
 * @param folder the run folder's name, for people
 * @param reportLink a relative link to the level's own report, or empty when it has none
 */
public record LevelFigures(String label, String folder, String reportLink, RunSummary run) {

  public double value(Metric metric) {
    return metric.of(run);
  }
}
