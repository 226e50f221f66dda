package io.throng.report.view;

import io.throng.report.history.ChangePoints;
import io.throng.report.history.Trend;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the trend page shows, every value already text: the change points of every metric in a
 * table, then per scope a chart of each metric across the runs, change points marked.
 *
 * <pre>{@code
 * TrendModel model = TrendModel.from(Trend.of(HistoryFile.read(file)), "history/Smoke.csv");
 * }</pre>
 *
 * @param file the history file's name, as given
 * @param summary how many runs are charted and what was found, in a sentence or two
 */
public record TrendModel(String title, String simulation, String file, String summary, List<TrendChangeRow> changes,
    List<TrendScope> scopes) {

  public TrendModel {
    changes = List.copyOf(changes);
    scopes = List.copyOf(scopes);
  }

  public static TrendModel from(Trend trend, String file) {
    Map<String, List<Trend.Series>> byScope = new LinkedHashMap<>();
    trend.series().forEach(series -> byScope.computeIfAbsent(series.scope(), s -> new ArrayList<>()).add(series));
    List<TrendScope> scopes = new ArrayList<>(byScope.size());
    byScope.forEach((title, series) -> {
      int index = scopes.size();
      List<Chart> charts = new ArrayList<>(series.size());
      for (Trend.Series s : series) {
        charts.add(TrendChart.of("trend-" + index + "-" + charts.size(), trend, s));
      }
      scopes.add(new TrendScope("scope-" + index, title, charts));
    });
    List<TrendChangeRow> changes = trend.changes().stream().map(TrendChangeRow::of).toList();
    return new TrendModel("Trend of " + trend.simulation(), trend.simulation(), file, summary(trend), changes, scopes);
  }

  private static String summary(Trend trend) {
    int runs = trend.rows().size();
    String covered = DisplayFormat.count(runs) + " run(s)"
        + (trend.skipped() > 0 ? ", the last " + Trend.MAX_RUNS + " of the file (" + DisplayFormat.count(trend.skipped())
            + " older ones left out)" : "")
        + ", oldest first.";
    if (runs < ChangePoints.MIN_POINTS) {
      return covered + " Too few runs to look for change points: at least " + ChangePoints.MIN_POINTS + " are needed.";
    }
    long changes = trend.changes().size();
    long worse = trend.changes().stream().filter(c -> c.worse()).count();
    return covered + " " + (changes == 0 ? "No change point in any metric."
        : changes + " change point(s), " + worse + " to a worse level.");
  }
}
