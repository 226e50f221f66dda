package io.throng.report.view;

import io.throng.report.aggregate.Metric;
import io.throng.report.sweep.LevelFigures;
import io.throng.report.sweep.Sweep;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * Figures against the load level, as seed 002's author drew them by hand: the levels evenly
 * spaced across in the order run, one line with a dot per level for each figure, the limit as a
 * dashed line, and the first level that broke it circled.
 */
final class LevelChart {

  /** Labels are thinned out beyond this many levels so they do not overlap. */
  static final int MAX_LABELS = 12;

  /** One figure's line: {@code cssClass} colours it ({@code s-c0} ...). */
  record Line(String label, String cssClass, Metric metric) {}

  private LevelChart() {}

  static Chart of(String id, String title, String caption, Sweep sweep, List<Line> lines, OptionalDouble limit,
      String unit) {
    List<LevelFigures> levels = sweep.levels();
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
      SvgPath path = new SvgPath();
      SvgPath dots = new SvgPath();
      for (int i = 0; i < levels.size(); i++) {
        double py = y.position(levels.get(i).value(line.metric()));
        if (i == 0) {
          path.move(x(i, levels.size()), py);
        } else {
          path.line(x(i, levels.size()), py);
        }
        dots.dot(x(i, levels.size()), py);
      }
      series.add(new Series(line.cssClass(), line.label(), path.toString()));
      series.add(new Series("s-points " + line.cssClass(), "", dots.toString()));
    }
    if (limit.isPresent()) {
      double py = y.position(limit.getAsDouble());
      series.add(new Series("s-limit", "limit", new SvgPath().move(Plot.LEFT, py).line(Plot.RIGHT, py).toString()));
    }
    List<Marker> markers = new ArrayList<>(1);
    sweep.firstBroken().ifPresent(i -> markers.add(new Marker(SvgPath.num(x(i, levels.size())),
        SvgPath.num(y.position(levels.get(i).value(lines.get(0).metric()))),
        "First level over the limit: " + levels.get(i).label())));
    return new Chart(id, true, title, caption, Plot.frame(ticks(levels), y.ticks(), "level", unit), series, markers);
  }

  /** The x coordinate of level {@code i} of {@code n}: the middle of its equal share of the width. */
  static double x(int i, int n) {
    return Plot.LEFT + (Plot.RIGHT - Plot.LEFT) * (i + 0.5) / n;
  }

  private static List<Tick> ticks(List<LevelFigures> levels) {
    int every = -Math.floorDiv(-levels.size(), MAX_LABELS);
    List<Tick> ticks = new ArrayList<>();
    for (int i = 0; i < levels.size(); i += every) {
      ticks.add(new Tick(SvgPath.num(x(i, levels.size())), levels.get(i).label()));
    }
    return ticks;
  }
}
