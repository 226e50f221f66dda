package io.throng.report.view;

import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.PlanWords;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import io.throng.report.aggregate.TrafficSummary;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The run-wide figures at the top of the page. {@code meanTps} is all requests divided by the
 * run's duration in seconds (see {@link RunSummary#meanTps()}); {@code peakTps} is the highest
 * one-second count of OK and KO requests, which happened {@code peakOffset} after the start, at
 * {@code peakTimeOfDay}. Response times are milliseconds; service times run from the actual send.
 *
 * @param late {@code 1,234 requests started late, worst by 2,000 ms at +12 s}, or empty when every
 *     request started on schedule
 * @param traffic {@code 1.20 MB sent, 45.6 MB received (mean 98.3 KB/s sent, 3.65 MB/s received)},
 *     on the wire, headers included; empty for a run log without byte counts
 * @param runLogs how many run logs (injectors) the report merges
 * @param merged whether that is more than one
 * @param description what the simulation is for, in its author's words; empty when not given
 * @param injection one line per population ({@code browse: 10 users at once (open model)}), then
 *     the throttle's ({@code throttle: reach 100 req/s in 10 s}); empty for an older run log
 * @param targets the base URLs requests went to ({@code http://127.0.0.1:8080}), comma-separated;
 *     empty for an older run log
 */
public record Headline(
    String requests,
    String ok,
    String ko,
    String errorPercent,
    String meanTps,
    String peakTps,
    String peakOffset,
    String peakTimeOfDay,
    String p50,
    String p95,
    String p99,
    String max,
    String serviceP50,
    String serviceP95,
    String serviceP99,
    String late,
    String traffic,
    String peakUsers,
    String usersStarted,
    String usersFinished,
    String runLogs,
    boolean merged,
    String description,
    List<String> injection,
    String targets) {

  public Headline {
    injection = List.copyOf(injection);
  }

  static Headline of(RunSummary run) {
    RequestSummary all = run.total();
    ResponseTimes t = all.times();
    ResponseTimes s = all.serviceTimes();
    Optional<SecondStats> peak = run.peak();
    return new Headline(
        DisplayFormat.count(all.count()),
        DisplayFormat.count(all.ok()),
        DisplayFormat.count(all.ko()),
        DisplayFormat.percent(all.ko(), all.count()),
        DisplayFormat.rate(run.meanTps()),
        DisplayFormat.count(peak.map(SecondStats::total).orElse(0L)) + "/s",
        peak.map(p -> DisplayFormat.offset(p.second())).orElse(DisplayFormat.NONE),
        peak.map(p -> DisplayFormat.timeOfDay(run.startEpochMillis() + p.second() * 1_000))
            .orElse(DisplayFormat.NONE),
        DisplayFormat.millisOrNone(t.count(), t.p50Micros()),
        DisplayFormat.millisOrNone(t.count(), t.p95Micros()),
        DisplayFormat.millisOrNone(t.count(), t.p99Micros()),
        DisplayFormat.millisOrNone(t.count(), t.maxMicros()),
        DisplayFormat.millisOrNone(s.count(), s.p50Micros()),
        DisplayFormat.millisOrNone(s.count(), s.p95Micros()),
        DisplayFormat.millisOrNone(s.count(), s.p99Micros()),
        late(run.late()),
        traffic(run),
        DisplayFormat.count(run.users().peakActive()),
        DisplayFormat.count(run.users().started()),
        DisplayFormat.count(run.users().finished()),
        DisplayFormat.count(run.runLogs()),
        run.runLogs() > 1,
        run.plan().description().strip(),
        injection(run.plan()),
        String.join(", ", run.plan().targets()));
  }

  private static List<String> injection(PlanWords plan) {
    List<String> lines = new ArrayList<>();
    plan.populations().forEach(p -> lines.add(p.scenario() + ": " + p.profile()));
    if (!plan.throttle().isEmpty()) {
      lines.add("throttle: " + plan.throttle());
    }
    return lines;
  }

  private static String traffic(RunSummary run) {
    TrafficSummary t = run.traffic();
    if (!t.logged()) {
      return "";
    }
    return DisplayFormat.bytes(t.bytesSent()) + " sent, " + DisplayFormat.bytes(t.bytesReceived()) + " received (mean "
        + DisplayFormat.bytes(run.meanBytesPerSecond(t.bytesSent())) + "/s sent, "
        + DisplayFormat.bytes(run.meanBytesPerSecond(t.bytesReceived())) + "/s received)";
  }

  private static String late(LateSummary late) {
    if (late.count() == 0) {
      return "";
    }
    return DisplayFormat.count(late.count()) + (late.count() == 1 ? " request" : " requests")
        + " started late, worst by " + DisplayFormat.millis(late.worstLagMicros()) + " ms"
        + late.worst().map(w -> " at " + DisplayFormat.offset(w.second())).orElse("");
  }
}
