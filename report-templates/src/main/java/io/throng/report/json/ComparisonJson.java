package io.throng.report.json;

import static io.throng.report.json.JsonText.ms;
import static io.throng.report.json.JsonText.round;

import io.throng.report.aggregate.Metric;
import io.throng.report.compare.Comparison;
import io.throng.report.compare.Delta;
import io.throng.report.compare.GroupFigures;
import io.throng.report.compare.ComparedSummary;
import io.throng.report.compare.Spread;
import io.throng.report.json.ComparisonDocument.Change;
import io.throng.report.json.ComparisonDocument.Group;
import io.throng.report.json.ComparisonDocument.Run;
import io.throng.report.json.ComparisonDocument.SpreadStats;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds the {@link ComparisonDocument} of a comparison; {@link MultiRunJson} writes it. */
final class ComparisonJson {

  private ComparisonJson() {}

  static ComparisonDocument document(Comparison comparison) {
    List<Run> runs = comparison.runs().stream().map(ComparisonJson::run).toList();
    List<Group> groups = comparison.groups().stream().map(g -> group(comparison, g)).toList();
    return new ComparisonDocument(ComparisonDocument.SCHEMA_VERSION, "Throng", comparison.baseline().name(),
        runs, groups);
  }

  private static Run run(ComparedSummary summary) {
    return new Run(summary.label(), summary.group(), summary.folder(), JsonText.link(summary.reportLink()),
        StatsJson.about(summary.run()), StatsJson.totals(summary.run()));
  }

  private static Group group(Comparison comparison, GroupFigures group) {
    Map<String, SpreadStats> figures = new LinkedHashMap<>();
    Map<String, Change> changes = new LinkedHashMap<>();
    for (Metric metric : Metric.values()) {
      Spread s = group.spread(metric);
      figures.put(name(metric), new SpreadStats(value(metric, s.mean()), value(metric, s.stdDev()),
          value(metric, s.min()), value(metric, s.max())));
      Delta d = comparison.delta(group, metric);
      changes.put(name(metric), new Change(value(metric, d.value()), value(metric, d.baseline()),
          value(metric, d.difference()), d.percent().isPresent() ? round(d.percent().getAsDouble(), 1_000) : null));
    }
    return new Group(group.name(), group.runs().stream().map(ComparedSummary::label).toList(), figures, changes);
  }

  /** The figure's key in {@code figures} and {@code vsBaseline}. */
  static String name(Metric metric) {
    switch (metric) {
      case MEAN_TPS:
        return "meanTps";
      case PEAK_TPS:
        return "peakTps";
      case REQUESTS:
        return "requests";
      case ERRORS:
        return "errors";
      case ERROR_PERCENT:
        return "errorPercent";
      case MEAN_MICROS:
        return "meanMs";
      case P50_MICROS:
        return "p50Ms";
      case P95_MICROS:
        return "p95Ms";
      case P99_MICROS:
        return "p99Ms";
      default:
        throw new IllegalStateException("no JSON name for " + metric);
    }
  }

  /** Response times in milliseconds, the rest as they are; both to 3 decimals. */
  private static double value(Metric metric, double value) {
    return metric.isResponseTime() ? ms(value) : round(value, 1_000);
  }
}
