package io.throng.report.view;

import io.throng.report.aggregate.SecondStats;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Response time against load: one dot per second at (requests completed in it, its p95). A
 * curve bending up shows where the system saturates. Dots closer than a few units are drawn
 * once, so a 24-hour run stays a small SVG and every outlying second still shows.
 */
final class LoadChart {

  /** Dots are deduplicated on a grid of this many SVG units. */
  private static final double CELL = 3;

  private LoadChart() {}

  static Chart of(String id, List<SecondStats> seconds) {
    String title = "Response time against load";
    if (seconds.isEmpty()) {
      return Chart.empty(id, title, "No request completed during the run.");
    }
    ValueAxis x = ValueAxis.horizontalCounts(seconds.stream().mapToLong(SecondStats::total).max().orElse(0));
    ValueAxis y = ValueAxis.micros(seconds.stream().mapToLong(SecondStats::p95Micros).max().orElse(0));
    Set<Long> cells = new HashSet<>();
    SvgPath dots = new SvgPath();
    for (SecondStats s : seconds) {
      double px = x.position(s.total());
      double py = y.position(s.p95Micros());
      if (cells.add(Math.round(px / CELL) * 1_000_000L + Math.round(py / CELL))) {
        dots.dot(px, py);
      }
    }
    return new Chart(id, true, title,
        "Each dot is one second of the run: requests completed in it (TPS) across, their p95 "
            + "response time up. A curve that bends upwards shows where the system saturates.",
        Plot.frame(x.ticks(), y.ticks(), "requests/s", "p95 ms"),
        List.of(new Series("s-dots", "", dots.toString())), List.of());
  }
}
