package io.throng.report.view;

import io.throng.report.baseline.BaselineFormat;
import io.throng.report.baseline.BaselineMetric;
import io.throng.report.history.ChangePoints;
import io.throng.report.history.HistoryRow;
import io.throng.report.history.Trend;
import io.throng.report.history.TrendChange;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One metric of one scope across the history's runs, oldest left, evenly spaced: a line with a dot
 * per run, each run's figures in a hover band, and each change point as a dashed vertical line
 * before its first run, that run circled.
 */
final class TrendChart {

  /** Run numbers are thinned out beyond this many runs so they do not overlap. */
  static final int MAX_LABELS = 12;

  private TrendChart() {}

  static Chart of(String id, Trend trend, Trend.Series series) {
    double[] values = series.values();
    BaselineMetric metric = series.metric();
    int n = values.length;
    String title = metric.label() + " of " + series.scope() + " in each run";
    long top = (long) Math.ceil(Arrays.stream(values).max().orElse(0));
    ValueAxis y = metric.isResponseTime() ? ValueAxis.micros(top) : ValueAxis.counts(top);
    double[] xs = new double[n];
    double[] ys = new double[n];
    List<String> numbers = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      xs[i] = Plot.LEFT + (Plot.RIGHT - Plot.LEFT) * (i + 0.5) / n;
      ys[i] = y.position(values[i]);
      numbers.add(DisplayFormat.count(i + 1));
    }
    List<Series> drawn = new ArrayList<>(List.of(
        new Series("s-line s-c0", metric.label(), SvgPath.through(xs, ys).toString()),
        new Series("s-points s-c0", "", SvgPath.dots(xs, ys).toString())));
    List<Marker> markers = new ArrayList<>();
    SvgPath changes = new SvgPath();
    for (TrendChange change : trend.changes(series)) {
      int i = change.point().index();
      double x = (xs[i - 1] + xs[i]) / 2;
      changes.move(x, Plot.TOP).line(x, Plot.BOTTOM);
      markers.add(new Marker(SvgPath.num(xs[i]), SvgPath.num(ys[i]), change.sentence()));
    }
    if (!changes.isEmpty()) {
      drawn.add(new Series("s-change", "change point", changes.toString()));
    }
    String caption = series.detection().examined()
        ? series.detection().points().isEmpty()
            ? "No change point: the runs vary no more than their order at random would."
            : "Dashed lines mark change points (E-Divisive means, p ≤ " + ChangePoints.SIGNIFICANCE + ")."
        : "No change points looked for: " + series.detection().note() + ".";
    Frame frame = Plot.frame(Tick.thinned(numbers, xs, MAX_LABELS), y.ticks(), "run", unit(metric));
    return new Chart(id, true, title, caption, frame, drawn, markers).withHovers(hovers(trend.rows(), metric, values, xs));
  }

  private static String unit(BaselineMetric metric) {
    return metric.isResponseTime() ? "ms" : metric == BaselineMetric.THROUGHPUT ? "requests/s" : "%";
  }

  /** One band per run, from halfway to its left neighbour to halfway to its right one. */
  private static List<Hover> hovers(List<HistoryRow> rows, BaselineMetric metric, double[] values, double[] xs) {
    double half = (Plot.RIGHT - Plot.LEFT) / 2.0 / values.length;
    List<Hover> hovers = new ArrayList<>(values.length);
    for (int i = 0; i < values.length; i++) {
      HistoryRow row = rows.get(i);
      String label = "run " + (i + 1) + " · " + DisplayFormat.dateTime(row.time().toEpochMilli()) + " · " + row.run()
          + (row.label().isEmpty() ? "" : " · " + row.label()) + " · " + metric.label() + " "
          + BaselineFormat.value(metric, values[i]);
      hovers.add(new Hover(SvgPath.num(xs[i] - half), SvgPath.num(Plot.TOP), SvgPath.num(2 * half),
          SvgPath.num(Plot.BOTTOM - Plot.TOP), label));
    }
    return hovers;
  }
}
