package io.throng.report.view;

import io.throng.report.aggregate.SecondStats;
import java.util.ArrayList;
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
      series.add(new Series(line.cssClass(), line.label(),
          StepLine.path(StepLine.highest(seconds, line.value(), time), time, y)));
    }
    return new Chart(id, true, title + ". Highest: " + DisplayFormat.millis(top) + " ms",
        "p50, p95, p99 and max response time of the requests completed in each second, OK and KO "
            + "together, in milliseconds. " + time.resolution("highest value of each line"),
        Plot.frame(time.ticks(), y.ticks(), "", "ms"), series, List.of());
  }

  private record Line(String cssClass, String label, ToLongFunction<SecondStats> value) {}
}
