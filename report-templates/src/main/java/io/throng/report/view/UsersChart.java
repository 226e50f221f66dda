package io.throng.report.view;

import io.throng.report.aggregate.SecondUsers;
import io.throng.report.aggregate.UserSummary;
import java.util.List;

/** Virtual users active at the end of each second, as a step area; long runs show each step's most. */
final class UsersChart {

  private UsersChart() {}

  static Chart of(String id, UserSummary users, long secondsLogged) {
    String title = "Active virtual users";
    if (users.seconds().isEmpty() || users.peakActive() == 0) {
      return Chart.empty(id, title, "No virtual user was active at the end of any logged second.");
    }
    TimeAxis time = new TimeAxis(secondsLogged);
    long[] most = StepLine.most(users.seconds(), SecondUsers::second, SecondUsers::active, time);
    ValueAxis y = ValueAxis.counts(users.peakActive());
    return new Chart(id, true, title + ". Peak: " + DisplayFormat.count(users.peakActive()),
        "Virtual users active at the end of each second, summed over all run logs. "
            + time.resolution("most"),
        Plot.frame(time.ticks(), y.ticks(), "", "users"),
        List.of(new Series("s-users", "Active users", StepLine.area(most, time, y))), List.of());
  }
}
