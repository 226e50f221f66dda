package io.throng.report.view;

import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.LateSummary.SecondLate;
import java.util.List;

/**
 * Requests that started late in each second, as a step area; long runs show each step's most.
 * Late starts mean the run fell behind its schedule: the target stalled every user, or the
 * generator could not keep up.
 */
final class LateChart {

  private LateChart() {}

  static Chart of(String id, LateSummary late, long secondsLogged) {
    String title = "Requests started late per second";
    if (late.count() == 0) {
      return Chart.empty(id, title, "Every request started on schedule: none was sent more than 10 ms "
          + "after its intended start.");
    }
    TimeAxis time = new TimeAxis(secondsLogged);
    long[] most = StepLine.most(late.seconds(), SecondLate::second, SecondLate::count, time);
    ValueAxis y = ValueAxis.counts(late.seconds().stream().mapToLong(SecondLate::count).max().orElse(0));
    return new Chart(id, true, title + ". Worst lag: " + DisplayFormat.millis(late.worstLagMicros()) + " ms",
        "Requests sent more than 10 ms after their intended start (an open-model arrival, a "
            + "throttle's slot), per second. The run fell behind its schedule: the target stalled "
            + "every user, or the load generator was saturated. The lag is part of their response "
            + "times; service times leave it out. " + time.resolution("most"),
        Plot.frame(time.ticks(), y.ticks(), "", "late starts/s"),
        List.of(new Series("s-late", "Started late", StepLine.area(most, time, y))), List.of());
  }
}
