package io.throng.report.json;

import static io.throng.report.json.JsonText.ms;

import io.throng.report.aggregate.HealthSummary.SecondHealth;
import io.throng.report.aggregate.LateSummary.SecondLate;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import io.throng.report.aggregate.SecondUsers;
import io.throng.report.aggregate.UserSummary;
import io.throng.report.aggregate.TrafficSummary.SecondTraffic;
import io.throng.report.json.StatsDocument.RunSecond;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * The run-wide seconds of {@code stats.json}: the top-level {@code seconds} and each scenario's
 * users, every logged second, idle ones included.
 */
final class RunSeconds {

  private RunSeconds() {}

  static List<RunSecond> of(RunSummary run) {
    Map<Long, SecondStats> requests = bySecond(run.total().seconds(), SecondStats::second);
    Map<Long, SecondUsers> users = bySecond(run.users().seconds(), SecondUsers::second);
    Map<Long, SecondLate> late = bySecond(run.late().seconds(), SecondLate::second);
    Map<Long, SecondTraffic> traffic = bySecond(run.traffic().seconds(), SecondTraffic::second);
    Map<Long, SecondHealth> health = bySecond(run.health().seconds(), SecondHealth::second);
    List<RunSecond> out = new ArrayList<>((int) run.secondsLogged());
    for (long s = 0; s < run.secondsLogged(); s++) {
      SecondStats r = requests.get(s);
      SecondUsers u = users.get(s);
      SecondLate l = late.get(s);
      SecondTraffic t = traffic.get(s);
      SecondHealth h = health.get(s);
      out.add(new RunSecond(s, run.startEpochMillis() + s * 1_000,
          r == null ? 0 : r.ok(), r == null ? 0 : r.ko(), u == null ? 0 : u.activeAtMost(),
          r == null ? null : ms(r.p50Micros()), r == null ? null : ms(r.p95Micros()),
          r == null ? null : ms(r.p99Micros()), r == null ? null : ms(r.maxMicros()),
          l == null ? 0 : l.count(), l == null ? null : ms(l.worstLagMicros()),
          t == null ? 0 : t.bytesSent(), t == null ? 0 : t.bytesReceived(),
          h == null || h.cpuPercent() < 0 ? null : h.cpuPercent(), h == null ? null : h.gcMillis(),
          h == null ? null : ms(h.maxLoopLagMicros())));
    }
    return out;
  }

  /** Each scenario's users, in the plan's order, over every logged second. */
  static List<StatsDocument.ScenarioUsers> scenarioUsers(RunSummary run) {
    List<StatsDocument.ScenarioUsers> out = new ArrayList<>(run.users().scenarios().size());
    for (UserSummary.ScenarioUsers scenario : run.users().scenarios()) {
      UserSummary users = scenario.users();
      Map<Long, SecondUsers> bySecond = bySecond(users.seconds(), SecondUsers::second);
      List<StatsDocument.UserSecond> seconds = new ArrayList<>((int) run.secondsLogged());
      for (long s = 0; s < run.secondsLogged(); s++) {
        SecondUsers u = bySecond.get(s);
        seconds.add(new StatsDocument.UserSecond(s, run.startEpochMillis() + s * 1_000, u == null ? 0 : u.started(),
            u == null ? 0 : u.activeAtMost(), u == null ? 0 : u.finished()));
      }
      out.add(new StatsDocument.ScenarioUsers(scenario.scenario(), users.peakActive(), users.started(),
          users.finished(), seconds));
    }
    return out;
  }

  private static <T> Map<Long, T> bySecond(List<T> items, ToLongFunction<T> second) {
    Map<Long, T> map = new HashMap<>();
    items.forEach(item -> map.put(second.applyAsLong(item), item));
    return map;
  }
}
