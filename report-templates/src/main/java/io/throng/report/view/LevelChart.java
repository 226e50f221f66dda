package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.sweep.LevelFigures;
import io.throng.report.sweep.Sweep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Figures against the load level, as seed 002's author drew them: one line with a dot per level
 * for each figure, the limit as a dashed line, and the first level that broke it circled. The
 * level axis is to scale when every level's label starts with a number, the numbers rising (100,
 * 500, 1,000 and 1,500 users sit at their distances); otherwise the levels are evenly spaced in
 * the order run, and the caption says so.
 */
final class LevelChart {

  /** Labels are thinned out beyond this many levels so they do not overlap. */
  static final int MAX_LABELS = 12;

  private static final Pattern LEADING_NUMBER = Pattern.compile("^\\s*(\\d[\\d,_]*(?:\\.\\d+)?)");

  /** One figure's line: {@code cssClass} colours it ({@code s-c0} ...). */
  record Line(String label, String cssClass, Metric metric) {}

  private LevelChart() {}

  static Chart of(String id, String title, String caption, Sweep sweep, List<Line> lines, OptionalDouble limit,
      String unit) {
    List<LevelFigures> levels = sweep.levels();
    double[] xs = positions(levels.stream().map(LevelFigures::label).toList());
    String scale = scaled(levels.stream().map(LevelFigures::label).toList()).isPresent()
        ? " The level axis is to scale." : " Levels are evenly spaced in the order run: their labels are not rising numbers.";
    double top = limit.orElse(0);
    for (Line line : lines) {
      for (LevelFigures level : levels) {
        top = Math.max(top, level.value(line.metric()));
      }
    }
    ValueAxis y = lines.get(0).metric().isResponseTime()
        ? ValueAxis.micros((long) Math.ceil(top))
        : ValueAxis.counts((long) Math.ceil(top));
    List<Series> series = new ArrayList<>();
    for (Line line : lines) {
      double[] ys = levels.stream().mapToDouble(level -> y.position(level.value(line.metric()))).toArray();
      series.add(new Series(line.cssClass(), line.label(), SvgPath.through(xs, ys).toString()));
      series.add(new Series("s-points " + line.cssClass(), "", SvgPath.dots(xs, ys).toString()));
    }
    if (limit.isPresent()) {
      double py = y.position(limit.getAsDouble());
      series.add(new Series("s-limit", "limit", new SvgPath().move(Plot.LEFT, py).line(Plot.RIGHT, py).toString()));
    }
    List<Marker> markers = new ArrayList<>(1);
    sweep.firstBroken().ifPresent(i -> markers.add(new Marker(SvgPath.num(xs[i]),
        SvgPath.num(y.position(levels.get(i).value(lines.get(0).metric()))),
        (sweep.breaches(levels.get(i)).isEmpty() ? "First level that did not hold (not a valid run): "
            : "First level over the limit: ") + levels.get(i).label())));
    List<String> labels = levels.stream().map(LevelFigures::label).toList();
    return new Chart(id, true, title, caption + scale, Plot.frame(Tick.thinned(labels, xs, MAX_LABELS), y.ticks(),
        "level", unit),
        series, markers);
  }

  /**
   * Each level's x coordinate. Evenly spaced, level {@code i} of {@code n} sits in the middle of
   * its equal share of the width; to scale, the first and the last sit where they would evenly
   * spaced and the others at their distances between.
   */
  static double[] positions(List<String> labels) {
    int n = labels.size();
    double first = Plot.LEFT + (Plot.RIGHT - Plot.LEFT) * 0.5 / n;
    double last = Plot.LEFT + (Plot.RIGHT - Plot.LEFT) * (n - 0.5) / n;
    Optional<double[]> values = scaled(labels);
    double[] xs = new double[n];
    for (int i = 0; i < n; i++) {
      xs[i] = values.isEmpty() ? first + (last - first) * i / Math.max(1, n - 1)
          : first + (last - first) * (values.get()[i] - values.get()[0]) / (values.get()[n - 1] - values.get()[0]);
    }
    return xs;
  }

  /** The numbers the labels start with, when every one does and they rise; two levels at least. */
  private static Optional<double[]> scaled(List<String> labels) {
    double[] values = new double[labels.size()];
    for (int i = 0; i < labels.size(); i++) {
      Matcher m = LEADING_NUMBER.matcher(labels.get(i));
      if (!m.find()) {
        return Optional.empty();
      }
      values[i] = Double.parseDouble(m.group(1).replace(",", "").replace("_", ""));
      if (i > 0 && values[i] <= values[i - 1]) {
        return Optional.empty();
      }
    }
    return values.length >= 2 ? Optional.of(values) : Optional.empty();
  }
}
