package io.throng.report.json;

import java.util.List;
import java.util.Map;

/**
 * The content of {@code comparison.json}, schema version {@value #SCHEMA_VERSION}; the module's
 * {@code COMPARISON-JSON.md} specifies every field. Each run carries the {@code run} and
 * {@code totals} objects of its {@code stats.json}, so a script reads them the same way in both.
 */
public record ComparisonDocument(
    int schemaVersion, String generator, String baseline, List<Run> runs, List<Group> groups) {

  /** Raised on any change a reader of the previous version could misread. */
  public static final int SCHEMA_VERSION = 1;

  /**
   * One compared run, in the order given.
   *
   * @param report a relative URL to the run's own {@code index.html}, or null when it has none
   */
  public record Run(
      String label, String group, String folder, String report, StatsDocument.Run run,
      StatsDocument.RequestStats totals) {}

  /**
   * One group of repeats: its runs' labels, the spread of each figure over them, and the change
   * of each figure's mean against the baseline group's.
   */
  public record Group(
      String name, List<String> runs, Map<String, SpreadStats> figures, Map<String, Change> vsBaseline) {}

  /** A figure over a group's runs: mean, sample standard deviation, extremes. */
  public record SpreadStats(double mean, double stdDev, double min, double max) {}

  /** A group's mean against the baseline's: {@code difference = value - baseline}, and in percent of it. */
  public record Change(double value, double baseline, double difference, Double percent) {}
}
