package io.throng.report.view;

import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of the statistics table: a request name, or the total. Times in milliseconds, OK and
 * KO together; {@code meanTps} is its count over the run's duration, {@code peakTps} its busiest
 * second. {@code serviceP50} to {@code serviceP99} are service times (from the actual send), which
 * leave out a late start's lag; a dash when the log has no service times.
 *
 * @param anchor the id of the request's or group's detail section, empty for the total row
 * @param protocol what its requests went out on ({@code h2}), each protocol with its count when
 *     they went out on several ({@code h1 3, h2 97}); a dash for a group, or when the log does not say
 * @param retried attempts lost unanswered on a stale keep-alive connection and sent again, beside
 *     {@code count}, which counts each request once by its final outcome; a dash for a group
 * @param group whether the row is a group's: its counts are executions of the group, its times
 *     their durations (pauses included), its service times their cumulated response times
 */
public record StatisticsRow(
    String name,
    String anchor,
    boolean group,
    String protocol,
    String count,
    String ok,
    String ko,
    String retried,
    String errorPercent,
    String min,
    String p50,
    String p75,
    String p95,
    String p99,
    String max,
    String mean,
    String stdDev,
    String meanTps,
    String peakTps,
    String serviceP50,
    String serviceP95,
    String serviceP99) {

  /** The row of a request name, or of the total when {@code anchor} is empty. */
  static StatisticsRow of(String label, String anchor, RequestSummary request, RunSummary run) {
    return of(label, anchor, false, request, run);
  }

  /** The row of a group's executions, whose detail section has the id {@code anchor}. */
  static StatisticsRow group(RequestSummary group, String anchor, RunSummary run) {
    return of(group.name(), anchor, true, group, run);
  }

  private static StatisticsRow of(String label, String anchor, boolean group, RequestSummary request, RunSummary run) {
    ResponseTimes t = request.times();
    ResponseTimes s = request.serviceTimes();
    long n = t.count();
    return new StatisticsRow(
        label,
        anchor,
        group,
        group ? DisplayFormat.NONE : protocol(request),
        DisplayFormat.count(request.count()),
        DisplayFormat.count(request.ok()),
        DisplayFormat.count(request.ko()),
        group ? DisplayFormat.NONE : DisplayFormat.count(request.retried()),
        DisplayFormat.percent(request.ko(), request.count()),
        DisplayFormat.millisOrNone(n, t.minMicros()),
        DisplayFormat.millisOrNone(n, t.p50Micros()),
        DisplayFormat.millisOrNone(n, t.p75Micros()),
        DisplayFormat.millisOrNone(n, t.p95Micros()),
        DisplayFormat.millisOrNone(n, t.p99Micros()),
        DisplayFormat.millisOrNone(n, t.maxMicros()),
        DisplayFormat.millisOrNone(n, t.meanMicros()),
        DisplayFormat.millisOrNone(n, t.stdDevMicros()),
        DisplayFormat.rate(run.meanTps(request)),
        DisplayFormat.count(request.peak().map(SecondStats::total).orElse(0L)) + "/s",
        DisplayFormat.millisOrNone(s.count(), s.p50Micros()),
        DisplayFormat.millisOrNone(s.count(), s.p95Micros()),
        DisplayFormat.millisOrNone(s.count(), s.p99Micros()));
  }

  /**
   * What {@code request}'s requests went out on, as the Protocol column of every table says it:
   * {@code h2}, {@code h1 3, h2 97} for several, a dash when the log does not say.
   */
  static String protocol(RequestSummary request) {
    if (request.protocols().isEmpty()) {
      return DisplayFormat.NONE;
    }
    if (request.protocols().size() == 1) {
      return request.protocols().firstKey();
    }
    List<String> each = new ArrayList<>();
    request.protocols().forEach((protocol, count) -> each.add(protocol + " " + DisplayFormat.count(count)));
    return String.join(", ", each);
  }

  /**
   * The name cut after each separator ({@code /}, {@code -}, {@code _}, {@code .}, {@code ?},
   * {@code &}, {@code =}) so the page can let a long name wrap there and nowhere mid-word.
   */
  public List<String> nameParts() {
    List<String> parts = new ArrayList<>();
    int from = 0;
    for (int i = 0; i < name.length(); i++) {
      if ("/-_.?&=".indexOf(name.charAt(i)) >= 0) {
        parts.add(name.substring(from, i + 1));
        from = i + 1;
      }
    }
    if (from < name.length() || parts.isEmpty()) {
      parts.add(name.substring(from));
    }
    return parts;
  }
}
