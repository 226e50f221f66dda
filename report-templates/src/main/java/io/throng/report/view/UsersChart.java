package io.throng.report.view;

import io.throng.report.aggregate.SecondUsers;
import io.throng.report.aggregate.UserSummary;
import java.util.List;

/**
 * Virtual users over the run, as Gatling's first chart: the most active at once in each second as
 * a step area, those started and finished in it as lines; long runs show each step's most.
 */
final class UsersChart {

  private UsersChart() {}

  static Chart of(String id, UserSummary users, long secondsLogged) {
    String title = "Virtual users: active, started and finished per second";
    if (users.seconds().isEmpty() || users.started() + users.peakActive() == 0) {
      return Chart.empty(id, title, "No virtual user started during the logged seconds.");
    }
    TimeAxis time = new TimeAxis(secondsLogged);
    long[] active = StepLine.most(users.seconds(), SecondUsers::second, SecondUsers::activeAtMost, time);
    long[] started = StepLine.most(users.seconds(), SecondUsers::second, SecondUsers::started, time);
    long[] finished = StepLine.most(users.seconds(), SecondUsers::second, SecondUsers::finished, time);
    long top = users.seconds().stream()
        .mapToLong(s -> Math.max(s.activeAtMost(), Math.max(s.started(), s.finished()))).max().orElse(0);
    ValueAxis y = ValueAxis.counts(top);
    return new Chart(id, true, title + ". Peak active: " + DisplayFormat.count(users.peakActive()),
        "The most virtual users active at once in each second (area; at its end for older run logs), started "
            + "and finished during it (lines), summed "
            + "over all run logs" + (users.scenarios().isEmpty() ? "" : " and scenarios") + "; " + DisplayFormat.count(users.started()) + " started and "
            + DisplayFormat.count(users.finished()) + " finished in all. " + time.resolution("most"),
        Plot.frame(time.ticks(), y.ticks(), "", "users"),
        List.of(new Series("s-users", "Active", StepLine.area(active, time, y)),
            new Series("s-started", "Started", StepLine.path(started, time, y)),
            new Series("s-finished", "Finished", StepLine.path(finished, time, y))), List.of())
        .withHovers(HoverBands.highest(time, users.seconds(), SecondUsers::second, SecondUsers::activeAtMost,
            s -> DisplayFormat.count(s.activeAtMost()) + " active at most, " + DisplayFormat.count(s.started()) + " started, "
                + DisplayFormat.count(s.finished()) + " finished"));
  }
}
