package io.throng.report.json;

import static io.throng.report.json.JsonText.ms;
import static io.throng.report.json.JsonText.percent;
import static io.throng.report.json.JsonText.round;

import io.throng.report.aggregate.Metric;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import io.throng.report.compare.Comparison;
import io.throng.report.compare.Delta;
import io.throng.report.compare.GroupFigures;
import io.throng.report.compare.RunFigures;
import io.throng.report.compare.Spread;
import io.throng.report.json.ComparisonDocument.Change;
import io.throng.report.json.ComparisonDocument.Group;
import io.throng.report.json.ComparisonDocument.Run;
import io.throng.report.json.ComparisonDocument.SpreadStats;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes {@code comparison.json}, the machine-readable twin of the comparison page
 * ({@link ComparisonDocument}). Thread-safe.
 *
 * <pre>{@code
 * Files.writeString(dir.resolve(ComparisonJson.FILE_NAME), ComparisonJson.write(comparison));
 * }</pre>
 */
public final class ComparisonJson {

  public static final String FILE_NAME = "comparison.json";

  private ComparisonJson() {}

  /** The JSON text of {@code comparison}, ending with a newline. */
  public static String write(Comparison comparison) {
    return JsonText.write(document(comparison), FILE_NAME);
  }

  static ComparisonDocument document(Comparison comparison) {
    List<Run> runs = comparison.runs().stream().map(ComparisonJson::run).toList();
    List<Group> groups = comparison.groups().stream().map(g -> group(comparison, g)).toList();
    return new ComparisonDocument(ComparisonDocument.SCHEMA_VERSION, "Throng", comparison.baseline().name(),
        runs, groups);
  }

  private static Run run(RunFigures figures) {
    RunSummary run = figures.run();
    boolean measured = run.total().count() > 0;
    return new Run(figures.label(), figures.group(), figures.folder(),
        figures.reportLink().isEmpty() ? null : figures.reportLink(), run.simulationName(),
        Instant.ofEpochMilli(run.startEpochMillis()).toString(), run.startEpochMillis(), run.durationMillis(),
        run.completed(), run.total().count(), run.total().ok(), run.total().ko(),
        percent(run.total().ko(), run.total().count()), round(run.meanTps(), 1_000),
        run.peak().map(SecondStats::total).orElse(0L), run.peak().map(SecondStats::second).orElse(null),
        measured ? ms(figures.value(Metric.P50_MICROS)) : null,
        measured ? ms(figures.value(Metric.P95_MICROS)) : null,
        measured ? ms(figures.value(Metric.P99_MICROS)) : null);
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
    return new Group(group.name(), group.runs().stream().map(RunFigures::label).toList(), figures, changes);
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
