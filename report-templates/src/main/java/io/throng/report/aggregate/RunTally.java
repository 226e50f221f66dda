package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogEntry.Errors;
import io.throng.engine.runlog.RunLogEntry.Groups;
import io.throng.engine.runlog.RunLogEntry.Protocols;
import io.throng.engine.runlog.RunLogEntry.Health;
import io.throng.engine.runlog.RunLogEntry.LateStarts;
import io.throng.engine.runlog.RunLogEntry.Requests;
import io.throng.engine.runlog.RunLogEntry.Retries;
import io.throng.engine.runlog.RunLogEntry.ScenarioUsers;
import io.throng.engine.runlog.RunLogEntry.ScenarioUsersPeak;
import io.throng.engine.runlog.RunLogEntry.ServiceTimes;
import io.throng.engine.runlog.RunLogEntry.StatusCodes;
import io.throng.engine.runlog.RunLogEntry.Traffic;
import io.throng.engine.runlog.RunLogEntry.UserErrors;
import io.throng.engine.runlog.RunLogEntry.Users;
import io.throng.engine.runlog.RunLogEntry.UsersPeak;
import io.throng.engine.runlog.ValidityRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Adds up the per-second records of one or more run logs, each already placed on the merged
 * timeline ({@code second} is relative to the earliest start). Not thread-safe.
 */
final class RunTally {

  private static final String TOTAL = "total";

  // In the order names first appear in the log: the order the scenarios send them.
  private final Map<String, RequestTally> byName = new LinkedHashMap<>();
  private final Map<String, RequestTally> byGroup = new LinkedHashMap<>();
  private final ResponseTimeRanges ranges;
  private final RequestTally all;
  private final Map<ErrorKey, Long> errors = new HashMap<>();
  private final Map<ScenarioErrorKey, Long> scenarioErrors = new HashMap<>();
  private final TreeMap<Long, SecondUsers> users = new TreeMap<>();
  private final Map<String, TreeMap<Long, SecondUsers>> scenarioUsers = new LinkedHashMap<>();
  private final TreeMap<Long, LateSummary.SecondLate> late = new TreeMap<>();
  private final TreeMap<Long, HealthSummary.SecondHealth> health = new TreeMap<>();
  private long gcMillis;
  private final TreeMap<Long, TrafficSummary.SecondTraffic> traffic = new TreeMap<>();
  // In the order the simulation declared them; a metric of a log without declarations, as it first shows.
  private final Map<String, CustomMetricTally> customMetrics = new LinkedHashMap<>();
  private long started;
  private long finished;
  private long lastSecond = -1;

  RunTally(ResponseTimeRanges ranges) {
    this.ranges = ranges;
    this.all = new RequestTally(ranges);
  }

  /** Adds {@code entry}, a per-second record placed on the merged timeline at {@code second}. */
  void add(long second, RunLogEntry entry) {
    lastSecond = Math.max(lastSecond, second);
    if (entry instanceof Requests r) {
      requests(second, r);
    } else if (entry instanceof ServiceTimes s) {
      serviceTimes(second, s);
    } else if (entry instanceof StatusCodes s) {
      statusCodes(second, s);
    } else if (entry instanceof Protocols p) {
      for (RequestTally tally : tallies(p.name())) {
        tally.protocol(p.protocol(), p.count());
      }
    } else if (entry instanceof Retries r) {
      for (RequestTally tally : tallies(r.name())) {
        tally.retried(r.count());
      }
    } else if (entry instanceof Errors e) {
      errors(second, e);
    } else if (entry instanceof Groups g) {
      RequestTally group = byGroup.computeIfAbsent(g.name(), n -> new RequestTally(ranges));
      group.add(second, g.status(), g.durations());
      group.service(second, g.status(), g.cumulatedResponseTimes());
    } else if (entry instanceof Users u) {
      users(second, u);
    } else if (entry instanceof ScenarioUsers u) {
      scenarioUsers.computeIfAbsent(u.scenario(), s -> new TreeMap<>())
          .merge(second, new SecondUsers(second, u.active(), u.started(), u.finished()), SecondUsers::plus);
    } else if (entry instanceof UsersPeak p) {
      users.merge(second, new SecondUsers(second, 0, 0, 0, p.mostActive()), SecondUsers::plus);
    } else if (entry instanceof ScenarioUsersPeak p) {
      scenarioUsers.computeIfAbsent(p.scenario(), s -> new TreeMap<>())
          .merge(second, new SecondUsers(second, 0, 0, 0, p.mostActive()), SecondUsers::plus);
    } else if (entry instanceof LateStarts l) {
      late(second, l);
    } else if (entry instanceof Health h) {
      health(second, h);
    } else if (entry instanceof Traffic t) {
      traffic(second, t);
    } else if (entry instanceof UserErrors u) {
      scenarioErrors.merge(new ScenarioErrorKey(u.scenarioName(), u.step(), u.exceptionClass(), u.message()),
          u.count(), Long::sum);
    } else if (entry instanceof RunLogEntry.CustomCounter c) {
      customMetric(c.name(), "COUNTER").counter(second, c);
    } else if (entry instanceof RunLogEntry.CustomGauge g) {
      customMetric(g.name(), "GAUGE").gauge(second, g);
    } else if (entry instanceof RunLogEntry.CustomTrend t) {
      customMetric(t.name(), "TREND").trend(second, t);
    }
  }

  /** Declares a custom metric, so that one never updated is reported too; every shard declares the same. */
  void declare(RunLogEntry.CustomMetric metric) {
    customMetric(metric.name(), metric.kind());
  }

  /**
   * The tally of custom metric {@code name}; a record of another kind than declared (a hand-made
   * log) is kept apart under its kind rather than mixed in.
   */
  private CustomMetricTally customMetric(String name, String kind) {
    CustomMetricTally tally = customMetrics.computeIfAbsent(name, n -> new CustomMetricTally(n, kind));
    return tally.kind().equals(kind) ? tally
        : customMetrics.computeIfAbsent(name + " (" + kind.toLowerCase(Locale.ROOT) + ")",
            n -> new CustomMetricTally(n, kind));
  }

  private void requests(long second, Requests r) {
    for (RequestTally tally : tallies(r.name())) {
      tally.add(second, r.status(), r.histogram());
    }
  }

  private void serviceTimes(long second, ServiceTimes s) {
    for (RequestTally tally : tallies(s.name())) {
      tally.service(second, s.status(), s.histogram());
    }
  }

  private void late(long second, LateStarts l) {
    late.merge(second, new LateSummary.SecondLate(second, l.count(), l.maxLagMicros()),
        (a, b) -> new LateSummary.SecondLate(second, a.count() + b.count(),
            Math.max(a.worstLagMicros(), b.worstLagMicros())));
  }

  private void health(long second, Health h) {
    gcMillis += h.gcMillis();
    health.merge(second, new HealthSummary.SecondHealth(second, h.cpuPercent(), h.gcMillis(), h.maxLoopLagMicros()),
        HealthSummary.SecondHealth::worst);
  }

  private void traffic(long second, Traffic t) {
    traffic.merge(second, new TrafficSummary.SecondTraffic(second, t.bytesSent(), t.bytesReceived()),
        TrafficSummary.SecondTraffic::plus);
  }

  private void errors(long second, Errors e) {
    errors.merge(new ErrorKey(e.message(), e.name(), e.kind()), e.count(), Long::sum);
  }

  private void statusCodes(long second, StatusCodes s) {
    for (RequestTally tally : tallies(s.name())) {
      tally.statusCodes(s.code(), s.count());
    }
  }

  private void users(long second, Users u) {
    users.merge(second, new SecondUsers(second, u.active(), u.started(), u.finished()), SecondUsers::plus);
    started += u.started();
    finished += u.finished();
  }

  /**
   * The tallies a record of request {@code name} adds to: its own and the total. Groups have their
   * own records ({@code GROUP}): a group's executions are not its requests added up.
   */
  private List<RequestTally> tallies(String name) {
    return List.of(byName.computeIfAbsent(name, n -> new RequestTally(ranges)), all);
  }

  /** The summary of everything added; call it once, at the end: it lets go of the tallies. */
  RunSummary summary(String simulationName, PlanWords plan, long startEpochMillis, Optional<Ending> end, int runLogs,
      List<InjectorSummary> injectors, ValidityRules validityRules) {
    List<RequestSummary> requests = summaries(byName);
    List<ErrorSummary> errorList = new ArrayList<>(errors.size());
    errors.forEach((key, count) -> errorList.add(new ErrorSummary(key.message(), key.requestName(), key.kind(), count)));
    errorList.sort(Comparator.comparingLong(ErrorSummary::count).reversed()
        .thenComparing(ErrorSummary::message)
        .thenComparing(ErrorSummary::requestName)
        .thenComparing(ErrorSummary::kind));
    long peakActive = users.values().stream().mapToLong(SecondUsers::activeAtMost).max().orElse(0);
    List<UserSummary.ScenarioUsers> scenarios = new ArrayList<>(scenarioUsers.size());
    scenarioUsers.forEach((scenario, seconds) -> scenarios.add(
        new UserSummary.ScenarioUsers(scenario, UserSummary.of(new ArrayList<>(seconds.values()), List.of()))));
    UserSummary allUsers = new UserSummary(peakActive, started, finished, new ArrayList<>(users.values()), scenarios);
    return new RunSummary(simulationName, startEpochMillis, end, lastSecond + 1, runLogs, requests,
        all.summary(TOTAL), errorList, allUsers, LateSummary.of(late.values()),
        HealthSummary.of(gcMillis, health.values()), trafficSummary(), summaries(byGroup), plan, injectors,
        scenarioErrorList(), validityRules, customMetrics.values().stream().map(CustomMetricTally::summary).toList());
  }

  private List<ScenarioErrorSummary> scenarioErrorList() {
    List<ScenarioErrorSummary> list = new ArrayList<>(scenarioErrors.size());
    scenarioErrors.forEach((key, count) ->
        list.add(new ScenarioErrorSummary(key.scenario(), key.step(), key.exceptionClass(), key.message(), count)));
    list.sort(Comparator.comparingLong(ScenarioErrorSummary::count).reversed()
        .thenComparing(ScenarioErrorSummary::scenario)
        .thenComparing(ScenarioErrorSummary::step)
        .thenComparing(ScenarioErrorSummary::exceptionClass)
        .thenComparing(ScenarioErrorSummary::message));
    return list;
  }

  /**
   * The summaries of {@code tallies}, which it empties: each name's histograms go as soon as its
   * summary is made, so 50,000 names never hold both at once. Hence {@link #summary} once only.
   */
  private static List<RequestSummary> summaries(Map<String, RequestTally> tallies) {
    List<RequestSummary> summaries = new ArrayList<>(tallies.size());
    for (var i = tallies.entrySet().iterator(); i.hasNext(); i.remove()) {
      Map.Entry<String, RequestTally> tally = i.next();
      summaries.add(tally.getValue().summary(tally.getKey()));
    }
    return summaries;
  }

  private TrafficSummary trafficSummary() {
    List<TrafficSummary.SecondTraffic> seconds = new ArrayList<>(traffic.values());
    return new TrafficSummary(seconds.stream().mapToLong(TrafficSummary.SecondTraffic::bytesSent).sum(),
        seconds.stream().mapToLong(TrafficSummary.SecondTraffic::bytesReceived).sum(), seconds);
  }


  private record ErrorKey(String message, String requestName, String kind) {}

  private record ScenarioErrorKey(String scenario, String step, String exceptionClass, String message) {}
}
