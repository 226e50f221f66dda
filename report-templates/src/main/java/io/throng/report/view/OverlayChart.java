package io.throng.report.view;

import io.throng.report.aggregate.SecondStats;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToLongFunction;

/**
 * Several runs on one chart, one line each, aligned on seconds since each run's own start: how
 * their requests per second, or their p95 response time, went over the run. Long runs draw each
 * step at the highest value of its seconds, as the single-run charts do.
 */
final class OverlayChart {

  /**
   * One run's line.
   *
   * @param cssClass the classes that colour it (and dash it, for a repeat)
   */
  record Line(String label, String cssClass, List<SecondStats> seconds, long secondsLogged) {}

  /** Line colours in the CSS, {@code s-c0} to {@code s-c7}, cycled when there are more lines. */
  static final int COLOURS = 8;

  /** Dash patterns in the CSS: solid, {@code s-d1}, {@code s-d2}, cycled. */
  static final int DASHES = 3;

  /** The classes of a line of colour {@code colour} and dash pattern {@code dash}, each cycled. */
  static String lineClass(int colour, int dash) {
    return "s-line s-c" + colour % COLOURS + (dash % DASHES == 0 ? "" : " s-d" + dash % DASHES);
  }

  private OverlayChart() {}

  /** Requests completed per second, OK and KO; a run's idle seconds count zero. */
  static Chart throughput(String id, List<Line> lines) {
    return of(id, lines, SecondStats::total, true, "Requests per second of each run",
        "Requests completed in each second, OK and KO together, one line per run, aligned on the "
            + "seconds since each run's start. ",
        "busiest", "requests/s");
  }

  /** Requests completed per second by each injector of a merged run, on the merged timeline. */
  static Chart injectors(String id, List<Line> lines) {
    return of(id, lines, SecondStats::total, true, "Requests per second of each injector",
        "Requests completed in each second by each injector (run log), OK and KO together, one line "
            + "per injector, on the merged run's timeline. Lines that stay apart mean the injectors did "
            + "not share the load evenly. ",
        "busiest", "requests/s");
  }

  /** The p95 response time of each second; a second without completions leaves a gap. */
  static Chart p95(String id, List<Line> lines) {
    return of(id, lines, SecondStats::p95Micros, false, "p95 response time per second of each run",
        "The p95 response time of the requests completed in each second, OK and KO together, in "
            + "milliseconds, one line per run, aligned on the seconds since each run's start. ",
        "highest", "p95 ms");
  }

  private static Chart of(String id, List<Line> lines, ToLongFunction<SecondStats> value, boolean counts,
      String title, String caption, String resolution, String unit) {
    if (lines.stream().allMatch(line -> line.seconds().isEmpty())) {
      return Chart.empty(id, title, "No request completed in any of the runs.");
    }
    TimeAxis time = new TimeAxis(lines.stream().mapToLong(Line::secondsLogged).max().orElse(0));
    List<long[]> values = new ArrayList<>(lines.size());
    long top = 0;
    for (Line line : lines) {
      long[] perStep = StepLine.highest(line.seconds(), value, time);
      if (counts) {
        // Within the run, a step without completions had none; beyond its end it has no value.
        for (long s = 0; s < line.secondsLogged(); s += time.secondsPerStep()) {
          int i = time.step(s);
          perStep[i] = Math.max(perStep[i], 0);
        }
      }
      for (long v : perStep) {
        top = Math.max(top, v);
      }
      values.add(perStep);
    }
    ValueAxis y = counts ? ValueAxis.counts(top) : ValueAxis.micros(top);
    List<Series> series = new ArrayList<>(lines.size());
    for (int i = 0; i < lines.size(); i++) {
      series.add(new Series(lines.get(i).cssClass(), lines.get(i).label(), StepLine.path(values.get(i), time, y)));
    }
    return new Chart(id, true, title, caption + time.resolution(resolution),
        Plot.frame(time.ticks(), y.ticks(), "", unit), series, List.of());
  }
}
