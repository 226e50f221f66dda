package io.throng.report.history;

import io.throng.report.baseline.BaselineMetric;
import io.throng.report.baseline.RunValues;
import io.throng.report.baseline.ScopeRuns;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One run in the history: when it started, its simulation, run folder and label, and its value of
 * each metric column ({@link HistoryFormat#column}), in the unit {@link BaselineMetric#of} gives.
 *
 * <pre>{@code
 * HistoryRow row = HistoryRow.of(Instant.now(), "Smoke", "smoke-20261203-104358", "3f2a91c", Baseline.scopes(List.of(run)));
 * }</pre>
 */
public record HistoryRow(Instant time, String simulation, String run, String label, Map<String, Double> values) {

  public HistoryRow {
    values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
  }

  /** The row of a run whose scopes (one run each, from {@code Baseline.scopes}) are {@code scopes}. */
  public static HistoryRow of(Instant time, String simulation, String run, String label, List<ScopeRuns> scopes) {
    Map<String, Double> values = new LinkedHashMap<>();
    for (ScopeRuns scope : scopes) {
      RunValues figures = scope.runs().get(0);
      for (BaselineMetric metric : BaselineMetric.values()) {
        values.put(HistoryFormat.column(scope.title(), metric), metric.of(figures));
      }
    }
    return new HistoryRow(time, simulation, run, label, values);
  }

  /** The file's header for this row: the attributes, then its metric columns. */
  List<String> header() {
    List<String> header = new ArrayList<>(HistoryFormat.ATTRIBUTES);
    header.addAll(values.keySet());
    return header;
  }

  /** This row as the file writes it, under {@link #header()}. */
  String line() {
    List<String> fields = new ArrayList<>(List.of(HistoryFormat.time(time), simulation, run, label));
    values.forEach((column, value) -> fields.add(HistoryFormat.value(metricOf(column), value)));
    return HistoryFormat.line(fields);
  }

  private static BaselineMetric metricOf(String column) {
    return HistoryFormat.parseColumn(column, null).metric();
  }
}
