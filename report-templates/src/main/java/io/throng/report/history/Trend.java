package io.throng.report.history;

import io.throng.report.baseline.BaselineMetric;
import java.util.ArrayList;
import java.util.List;

/**
 * The history's runs as one series per scope and metric, each with its change points.
 *
 * <pre>{@code
 * Trend trend = Trend.of(HistoryFile.read(Path.of("history/Smoke.csv")));
 * trend.series().forEach(s -> s.detection().points().forEach(p -> System.out.println(s.scope() + " " + p.index())));
 * }</pre>
 *
 * @param rows the runs charted, oldest first: the last {@link #MAX_RUNS} of the file
 * @param skipped how many older runs of the file were left out
 */
public record Trend(String simulation, List<HistoryRow> rows, int skipped, List<Series> series) {

  /**
   * The most recent runs a trend covers: the detection's cost grows with the square of the runs,
   * and a chart of more runs has no room to show them.
   */
  public static final int MAX_RUNS = 200;

  public Trend {
    rows = List.copyOf(rows);
    series = List.copyOf(series);
  }

  /**
   * One metric of one scope across the runs.
   *
   * @param values the metric in each run of {@link Trend#rows()}, in the unit {@link BaselineMetric#of} gives
   */
  public record Series(String scope, BaselineMetric metric, double[] values, ChangePoints.Detection detection) {

    public Series {
      values = values.clone();
    }

    @Override
    public double[] values() {
      return values.clone();
    }
  }

  /**
   * @throws IllegalArgumentException if the history holds no run
   */
  public static Trend of(History history) {
    List<HistoryRow> all = history.rows();
    if (all.isEmpty()) {
      throw new IllegalArgumentException("history " + history.file() + " holds no run yet: runs append to it with"
          + " -Dloadtest.history=" + history.file());
    }
    List<HistoryRow> rows = all.subList(Math.max(0, all.size() - MAX_RUNS), all.size());
    List<Series> series = new ArrayList<>(history.columns().size());
    for (String column : history.columns()) {
      HistoryFormat.Column parsed = HistoryFormat.parseColumn(column, history.file());
      double[] values = rows.stream().mapToDouble(row -> row.values().get(column)).toArray();
      series.add(new Series(parsed.scope(), parsed.metric(), values, ChangePoints.find(values)));
    }
    String simulation = String.join(", ", rows.stream().map(HistoryRow::simulation).distinct().toList());
    return new Trend(simulation, rows, all.size() - rows.size(), series);
  }

  /** Every change point of every series, in the order of the series, each oldest first. */
  public List<TrendChange> changes() {
    return series.stream().flatMap(s -> changes(s).stream()).toList();
  }

  /** The change points of {@code s}, oldest first. */
  public List<TrendChange> changes(Series s) {
    return s.detection().points().stream()
        .map(point -> new TrendChange(s.scope(), s.metric(), point.index() + 1, rows.get(point.index()), point))
        .toList();
  }
}
