package io.throng.report.json;

import static io.throng.report.json.JsonText.ms;
import static io.throng.report.json.JsonText.percent;
import static io.throng.report.json.JsonText.round;

import io.throng.report.aggregate.CustomMetricSummary;
import io.throng.report.aggregate.ErrorSummary;
import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.InjectorSummary;
import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.PlanWords;
import io.throng.report.aggregate.RangeCounts;
import io.throng.report.aggregate.RequestRanking;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import io.throng.report.aggregate.ShardGap;
import io.throng.report.aggregate.TrafficSummary;
import io.throng.report.aggregate.Validity;
import io.throng.engine.assertion.AssertionResult;
import io.throng.report.json.StatsDocument.ErrorStats;
import io.throng.report.json.StatsDocument.RequestStats;
import io.throng.report.json.StatsDocument.ResponseTimeRange;
import io.throng.report.json.StatsDocument.ResponseTimesMs;
import io.throng.report.json.StatsDocument.Second;
import java.io.IOException;
import java.io.OutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Writes {@code stats.json}, the machine-readable twin of the report ({@link StatsDocument}).
 * Thread-safe.
 *
 * <pre>{@code
 * Files.writeString(dir.resolve(StatsJson.FILE_NAME), StatsJson.write(run));
 * }</pre>
 */
public final class StatsJson {

  public static final String FILE_NAME = "stats.json";

  private StatsJson() {}

  /** The JSON text of {@code run}, ending with a newline. */
  public static String write(RunSummary run) {
    return write(run, List.of());
  }

  /** The JSON text of {@code run} and the outcome of its assertions, ending with a newline. */
  public static String write(RunSummary run, List<AssertionResult> assertions) {
    return write(run, assertions, List.of());
  }

  /** The JSON text of {@code run}, its assertions and the shards it lacks, ending with a newline. */
  public static String write(RunSummary run, List<AssertionResult> assertions, List<ShardGap> gaps) {
    return JsonText.write(document(run, assertions, gaps), FILE_NAME);
  }

  /** As {@link #write(RunSummary, List, List)}, written to {@code out} as UTF-8 as it is made. */
  public static void write(RunSummary run, List<AssertionResult> assertions, List<ShardGap> gaps, OutputStream out)
      throws IOException {
    JsonText.write(document(run, assertions, gaps), FILE_NAME, out);
  }

  static StatsDocument document(RunSummary run) {
    return document(run, List.of(), List.of());
  }

  static StatsDocument document(RunSummary run, List<AssertionResult> assertions, List<ShardGap> gaps) {
    List<RequestStats> requests = new ArrayList<>();
    List<StatsDocument.RequestRow> rows = new ArrayList<>();
    Set<String> inFull = RequestRanking.inFull(run.requests());
    for (RequestSummary request : run.requests()) {
      if (inFull.contains(request.name())) {
        requests.add(stats(request.name(), request, run, seconds(request.seconds(), run.startEpochMillis())));
      } else {
        rows.add(RequestRows.of(request));
      }
    }
    long allErrors = run.errorCount();
    List<ErrorStats> errors = new ArrayList<>();
    for (ErrorSummary e : run.errors()) {
      errors.add(new ErrorStats(e.message(), e.requestName(), e.kind(), e.count(),
          percent(e.count(), allErrors), percent(e.count(), run.total().count())));
    }
    List<RequestStats> groups = new ArrayList<>();
    for (RequestSummary group : run.groups()) {
      groups.add(stats(group.name(), group, run, seconds(group.seconds(), run.startEpochMillis())));
    }
    PlanWords plan = run.plan();
    return new StatsDocument(StatsDocument.SCHEMA_VERSION, "Throng", about(run), plan.description(),
        plan.populations().stream().map(p -> new StatsDocument.Population(p.scenario(), p.profile())).toList(),
        plan.throttle().isEmpty() ? null : plan.throttle(), totals(run), requests,
        new StatsDocument.RequestTable(rows), errors,
        RunSeconds.of(run),
        assertions.stream().map(a -> new StatsDocument.Assertion(a.description(), a.passed(), a.actual(), a.expected()))
            .toList(),
        groups, lateStarts(run.late()), generator(run.health()), traffic(run),
        run.injectors().stream().map(i -> injector(i, run.startEpochMillis())).toList(), partial(gaps),
        run.scenarioErrors().stream().map(e -> new StatsDocument.ScenarioError(e.scenario(), e.step(),
            e.exceptionClass(), e.message(), e.count())).toList(),
        validity(run.validity()), RunSeconds.scenarioUsers(run),
        run.customMetrics().stream().map(m -> customMetric(m, run.startEpochMillis())).toList());
  }

  private static StatsDocument.CustomMetric customMetric(CustomMetricSummary metric, long start) {
    List<StatsDocument.CustomSecond> seconds = metric.seconds().stream()
        .map(s -> new StatsDocument.CustomSecond(s.second(), start + s.second() * 1_000, s.value())).toList();
    String kind = metric.kind().toLowerCase(Locale.ROOT);
    boolean values = metric.updated();
    return switch (metric.kind()) {
      case "COUNTER" -> new StatsDocument.CustomMetric(metric.name(), kind, metric.count(), null, null, null, null,
          null, null, null, null, null, seconds);
      case "GAUGE" -> new StatsDocument.CustomMetric(metric.name(), kind, null, values ? metric.last() : null, null,
          values ? metric.min() : null, null, null, null, null, null, values ? metric.max() : null, seconds);
      default -> new StatsDocument.CustomMetric(metric.name(), kind, null, null, metric.count(),
          values ? metric.min() : null, values ? round(metric.mean(), 1_000) : null, values ? metric.p50() : null,
          values ? metric.p90() : null, values ? metric.p95() : null, values ? metric.p99() : null,
          values ? metric.max() : null, seconds);
    };
  }

  private static StatsDocument.Validity validity(Validity validity) {
    List<StatsDocument.SaturatedSecond> seconds = validity.saturated().stream()
        .map(s -> new StatsDocument.SaturatedSecond(s.second(), s.cpuPercent() < 0 ? null : s.cpuPercent(),
            ms(s.loopLagMicros()), s.lateStarts(), s.requests(), validity.signals(s)))
        .toList();
    List<Number> limits = validity.limits();
    return new StatsDocument.Validity(validity.valid(), validity.reason(),
        new StatsDocument.ValidityRules(limits.get(0).intValue(), ms(limits.get(1).longValue()),
            limits.get(2).doubleValue(), limits.get(3).intValue(), limits.get(4).intValue()),
        validity.longestStreak(), seconds);
  }

  private static StatsDocument.Injector injector(InjectorSummary injector, long start) {
    return new StatsDocument.Injector(injector.position(), injector.shardCount() > 0 ? injector.shardIndex() : null,
        injector.shardCount() > 0 ? injector.shardCount() : null, injector.host().isEmpty() ? null : injector.host(),
        injector.label(), injector.requests().count(), injector.requests().ok(), injector.requests().ko(),
        round(injector.meanTps(), 1_000), injector.peakTps(), injector.durationMillis(), injector.lateStarts(),
        generator(injector.health()), seconds(injector.requests().seconds(), start),
        validity(injector.validity()));
  }

  private static StatsDocument.Partial partial(List<ShardGap> gaps) {
    if (gaps.isEmpty()) {
      return null;
    }
    return new StatsDocument.Partial(ShardGap.mark(gaps), gaps.stream()
        .map(g -> new StatsDocument.MissingShard(g.index(), g.count(), g.inReport(), g.reason())).toList());
  }

  private static StatsDocument.LateStarts lateStarts(LateSummary late) {
    return new StatsDocument.LateStarts(late.count(), ms(late.worstLagMicros()),
        late.worst().map(LateSummary.SecondLate::second).orElse(null));
  }

  /** The generator's health; null for run logs without {@code HEALTH} records. */
  private static StatsDocument.LoadGenerator generator(HealthSummary health) {
    if (health.seconds().isEmpty()) {
      return null;
    }
    return new StatsDocument.LoadGenerator(
        health.peakCpuPercent() < 0 ? null : health.peakCpuPercent(),
        health.meanCpuPercent() < 0 ? null : round(health.meanCpuPercent(), 1_000),
        health.gcMillis(), ms(health.worstLoopLagMicros()));
  }

  private static StatsDocument.Traffic traffic(RunSummary run) {
    TrafficSummary t = run.traffic();
    if (!t.logged()) {
      return null;
    }
    return new StatsDocument.Traffic(t.bytesSent(), t.bytesReceived(),
        round(run.meanBytesPerSecond(t.bytesSent()), 1_000), round(run.meanBytesPerSecond(t.bytesReceived()), 1_000));
  }

  /** The {@code run} object of {@code stats.json}, which comparison.json and sweep.json repeat per run. */
  static StatsDocument.Run about(RunSummary run) {
    return new StatsDocument.Run(run.simulationName(),
        Instant.ofEpochMilli(run.startEpochMillis()).toString(), run.startEpochMillis(),
        run.end().map(e -> Instant.ofEpochMilli(e.epochMillis()).toString()).orElse(null),
        run.end().map(e -> e.epochMillis()).orElse(null), run.durationMillis(), run.outcome().ranToItsEnd(),
        run.outcome().word(),
        run.end().map(e -> e.reason()).orElse(null), run.runLogs(), run.secondsLogged(),
        run.users().peakActive(), run.users().started(), run.users().finished(),
        run.end().flatMap(e -> e.abort()).map(a -> new StatsDocument.StoppedBy(a.assertion(), a.actual(),
            a.expected(), a.stoppedAtSecond())).orElse(null), run.plan().targets());
  }

  /** The {@code totals} object of {@code stats.json}, which comparison.json and sweep.json repeat per run. */
  static RequestStats totals(RunSummary run) {
    return stats(null, run.total(), run, null);
  }

  private static RequestStats stats(String name, RequestSummary request, RunSummary run, List<Second> seconds) {
    return new RequestStats(name, request.count(), request.ok(), request.ko(), request.retried(),
        percent(request.ko(), request.count()), round(run.meanTps(request), 1_000),
        request.peak().map(SecondStats::total).orElse(0L), request.peak().map(SecondStats::second).orElse(null),
        times(request.times()), statusCodes(request), request.protocols(), times(request.serviceTimes()), ranges(request.ranges()),
        seconds);
  }

  /** Each band of OK responses, fastest first, then the KOs. */
  private static List<ResponseTimeRange> ranges(RangeCounts counts) {
    List<Long> bounds = counts.ranges().boundsMicros();
    long total = counts.ok().stream().mapToLong(Long::longValue).sum() + counts.ko();
    List<ResponseTimeRange> ranges = new ArrayList<>();
    for (int i = 0; i <= bounds.size(); i++) {
      ranges.add(new ResponseTimeRange("ok", i == 0 ? null : ms(bounds.get(i - 1)),
          i == bounds.size() ? null : ms(bounds.get(i)), counts.ok().get(i), percent(counts.ok().get(i), total)));
    }
    ranges.add(new ResponseTimeRange("ko", null, null, counts.ko(), percent(counts.ko(), total)));
    return ranges;
  }

  /** {@code t} in milliseconds, or null when it holds no request. */
  private static ResponseTimesMs times(ResponseTimes t) {
    return t.count() == 0 ? null : new ResponseTimesMs(
        ms(t.minMicros()), ms(t.p50Micros()), ms(t.p66Micros()), ms(t.p75Micros()), ms(t.p80Micros()),
        ms(t.p90Micros()), ms(t.p95Micros()), ms(t.p98Micros()), ms(t.p99Micros()), ms(t.maxMicros()),
        ms(t.meanMicros()), ms(t.stdDevMicros()));
  }

  /** Status codes as JSON object keys, in numeric order. */
  static Map<String, Long> statusCodes(RequestSummary request) {
    Map<String, Long> codes = new LinkedHashMap<>();
    request.statusCodes().forEach((code, count) -> codes.put(Integer.toString(code), count));
    return codes;
  }

  private static List<Second> seconds(List<SecondStats> seconds, long start) {
    List<Second> out = new ArrayList<>(seconds.size());
    for (SecondStats s : seconds) {
      out.add(new Second(s.second(), start + s.second() * 1_000, s.ok(), s.ko(),
          ms(s.p50Micros()), ms(s.p95Micros()), ms(s.p99Micros()), ms(s.maxMicros())));
    }
    return out;
  }
}
