package io.throng.report.view;

import io.throng.report.aggregate.SecondStats;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Response-time percentiles of each second (p50, p95, p99 and max of the requests completed in
 * it) as step lines; seconds without completions leave a gap. In a long run each step shows the
 * highest value of each percentile among its seconds.
 */
final class PercentilesChart {

  private static final List<Line> LINES = List.of(
      new Line("s-max", "max", SecondStats::maxMicros),
      new Line("s-p99", "p99", SecondStats::p99Micros),
      new Line("s-p95", "p95", SecondStats::p95Micros),
      new Line("s-p50", "p50", SecondStats::p50Micros));

  private PercentilesChart() {}

  static Chart of(String id, List<SecondStats> seconds, long secondsLogged) {
    String title = "Response-time percentiles per second";
    if (seconds.isEmpty()) {
      return Chart.empty(id, title, "No request completed during the run.");
    }
    TimeAxis time = new TimeAxis(secondsLogged);
    long top = seconds.stream().mapToLong(SecondStats::maxMicros).max().orElse(0);
    ValueAxis y = ValueAxis.micros(top);
    List<Series> series = new ArrayList<>(LINES.size());
    for (Line line : LINES) {
      series.add(new Series(line.cssClass(), line.label(), path(line.value(), seconds, time, y)));
    }
    return new Chart(id, true, title + ". Highest: " + DisplayFormat.millis(top) + " ms",
        "p50, p95, p99 and max response time of the requests completed in each second, OK and KO "
            + "together, in milliseconds. " + time.resolution("highest value of each line"),
        Plot.frame(time.ticks(), y.ticks(), "", "ms"), series, List.of());
  }

  private static String path(ToLongFunction<SecondStats> value, List<SecondStats> seconds, TimeAxis time, ValueAxis y) {
    long[] highest = new long[time.steps()];
    Arrays.fill(highest, -1);
    for (SecondStats s : seconds) {
      int i = time.step(s.second());
      if (i >= 0) {
        highest[i] = Math.max(highest[i], value.applyAsLong(s));
      }
    }
    SvgPath path = new SvgPath();
    for (int i = 0; i < highest.length; i++) {
      if (highest[i] < 0) {
        continue;
      }
      double level = y.position(highest[i]);
      if (i == 0 || highest[i - 1] < 0) {
        path.move(time.stepStart(i), level);
      } else {
        path.line(time.stepStart(i), level);
      }
      path.line(time.stepEnd(i), level);
    }
    return path.toString();
  }

  private record Line(String cssClass, String label, ToLongFunction<SecondStats> value) {}
}
