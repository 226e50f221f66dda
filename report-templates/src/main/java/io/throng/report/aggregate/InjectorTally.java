package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogEntry.Health;
import io.throng.engine.runlog.RunLogEntry.Host;
import io.throng.engine.runlog.RunLogEntry.LateStarts;
import io.throng.engine.runlog.RunLogEntry.Requests;
import io.throng.engine.runlog.RunLogEntry.RunEnd;
import io.throng.engine.runlog.RunLogEntry.ServiceTimes;
import io.throng.engine.runlog.RunLogEntry.Shard;
import io.throng.engine.runlog.RunLogEntry.StatusCodes;
import io.throng.engine.runlog.ValidityRules;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Adds up the records of one run log of a merged run on its own, beside {@link RunTally}, which
 * adds up all of them: for the report's per-injector breakdown. Not thread-safe.
 */
final class InjectorTally {

  private final RequestTally requests = new RequestTally(ResponseTimeRanges.DEFAULT);
  private final List<HealthSummary.SecondHealth> health = new ArrayList<>();
  private long gcMillis;
  private final TreeMap<Long, LateSummary.SecondLate> late = new TreeMap<>();
  private long lastSecond = -1;
  private int shardIndex = -1;
  private int shardCount;
  private String host = "";

  /** Takes what {@code entry}, a record of this log that describes no second, says of the injector. */
  void describe(RunLogEntry entry) {
    if (entry instanceof Shard s) {
      shardIndex = s.index();
      shardCount = s.count();
    } else if (entry instanceof Host h) {
      host = h.name();
    }
  }

  /** Adds {@code entry}, a per-second record of this log placed on the merged timeline at {@code second}. */
  void add(long second, RunLogEntry entry) {
    lastSecond = Math.max(lastSecond, second);
    if (entry instanceof Requests r) {
      requests.add(second, r.status(), r.histogram());
    } else if (entry instanceof ServiceTimes s) {
      requests.service(second, s.status(), s.histogram());
    } else if (entry instanceof StatusCodes s) {
      requests.statusCodes(s.code(), s.count());
    } else if (entry instanceof LateStarts l) {
      late.merge(second, new LateSummary.SecondLate(second, l.count(), l.maxLagMicros()),
          (a, b) -> new LateSummary.SecondLate(second, a.count() + b.count(),
              Math.max(a.worstLagMicros(), b.worstLagMicros())));
    } else if (entry instanceof Health h) {
      gcMillis += h.gcMillis();
      health.add(new HealthSummary.SecondHealth(second, h.cpuPercent(), h.gcMillis(), h.maxLoopLagMicros()));
    }
  }

  /**
   * @param position the log's place among the merged ones
   * @param offsetSeconds where its second 0 is on the merged timeline
   * @param startEpochMillis its own start
   * @param end its {@code END} record; null when it was cut off
   * @param rules the run's validity rules, by which it is judged on its own
   */
  InjectorSummary summary(int position, long offsetSeconds, long startEpochMillis, RunEnd end, ValidityRules rules) {
    long secondsLogged = Math.max(0, lastSecond + 1 - offsetSeconds);
    long duration = end != null ? Math.max(0, end.endEpochMillis() - startEpochMillis) : secondsLogged * 1_000;
    RequestSummary summary = requests.summary(InjectorSummary.label(position, shardIndex, shardCount));
    HealthSummary healthSummary = HealthSummary.of(gcMillis, health);
    LateSummary lateSummary = LateSummary.of(late.values());
    return new InjectorSummary(position, shardIndex, shardCount, host, summary, duration, lateSummary.count(),
        healthSummary, Validity.judge(rules, healthSummary, lateSummary, summary.seconds(), secondsLogged));
  }
}
