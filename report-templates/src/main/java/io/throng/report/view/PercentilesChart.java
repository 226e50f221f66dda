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

  /** Response times, from each request's intended start. */
  static Chart of(String id, List<SecondStats> seconds, long secondsLogged) {
    return of(id, seconds, secondsLogged, "Response-time percentiles per second", "No request completed during the run.",
        "p50, p95, p99 and max response time of the requests completed in each second, OK and KO together, in "
            + "milliseconds. ");
  }

  /** Service times, from each request's actual send: apart from response times only where requests started late. */
  static Chart service(String id, List<SecondStats> seconds, long secondsLogged) {
    return of(id, seconds, secondsLogged, "Service-time percentiles per second",
        "The run log has no service times (it predates them), or no request completed.",
        "p50, p95, p99 and max service time (from the actual send) of the requests completed in each second, "
            + "OK and KO together, in milliseconds: where it stays below the response-time chart, requests "
            + "started late and waited for their turn. ");
  }

  private static Chart of(String id, List<SecondStats> seconds, long secondsLogged, String title, String none,
      String caption) {
    if (seconds.isEmpty()) {
      return Chart.empty(id, title, none);
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
        caption + time.resolution("highest value of each line"),
        Plot.frame(time.ticks(), y.ticks(), "", "ms"), series, List.of())
        .withHovers(HoverBands.highest(time, seconds, SecondStats::second, SecondStats::maxMicros,
            s -> "p50 " + DisplayFormat.millis(s.p50Micros()) + ", p95 " + DisplayFormat.millis(s.p95Micros())
                + ", p99 " + DisplayFormat.millis(s.p99Micros()) + ", max " + DisplayFormat.millis(s.maxMicros())
                + " ms (" + DisplayFormat.count(s.total()) + " requests)"));
  }

  private record Line(String cssClass, String label, ToLongFunction<SecondStats> value) {}
}
