package io.throng.report.json;

import static io.throng.report.json.JsonText.ms;
import static io.throng.report.json.JsonText.percent;
import static io.throng.report.json.JsonText.round;

import io.throng.report.aggregate.ErrorSummary;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import io.throng.report.aggregate.SecondUsers;
import io.throng.report.assertion.AssertionResult;
import io.throng.report.json.StatsDocument.ErrorStats;
import io.throng.report.json.StatsDocument.RequestStats;
import io.throng.report.json.StatsDocument.ResponseTimesMs;
import io.throng.report.json.StatsDocument.Second;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
    return JsonText.write(document(run, assertions), FILE_NAME);
  }

  static StatsDocument document(RunSummary run) {
    return document(run, List.of());
  }

  static StatsDocument document(RunSummary run, List<AssertionResult> assertions) {
    List<RequestStats> requests = new ArrayList<>();
    for (RequestSummary request : run.requests()) {
      requests.add(stats(request.name(), request, run, seconds(request.seconds(), run.startEpochMillis())));
    }
    long allErrors = run.errorCount();
    List<ErrorStats> errors = new ArrayList<>();
    for (ErrorSummary e : run.errors()) {
      errors.add(new ErrorStats(e.message(), e.requestName(), e.kind(), e.count(),
          percent(e.count(), allErrors), percent(e.count(), run.total().count())));
    }
    return new StatsDocument(StatsDocument.SCHEMA_VERSION, "Throng", about(run), totals(run), requests, errors,
        runSeconds(run),
        assertions.stream().map(a -> new StatsDocument.Assertion(a.description(), a.passed(), a.actual(), a.expected()))
            .toList());
  }

  /** The {@code run} object of {@code stats.json}, which comparison.json and sweep.json repeat per run. */
  static StatsDocument.Run about(RunSummary run) {
    return new StatsDocument.Run(run.simulationName(),
        Instant.ofEpochMilli(run.startEpochMillis()).toString(), run.startEpochMillis(),
        run.end().map(e -> Instant.ofEpochMilli(e.epochMillis()).toString()).orElse(null),
        run.end().map(e -> e.epochMillis()).orElse(null), run.durationMillis(), run.completed(),
        run.end().map(e -> e.reason()).orElse(null), run.runLogs(), run.secondsLogged(),
        run.users().peakActive(), run.users().started(), run.users().finished());
  }

  /** The {@code totals} object of {@code stats.json}, which comparison.json and sweep.json repeat per run. */
  static RequestStats totals(RunSummary run) {
    return stats(null, run.total(), run, null);
  }

  private static RequestStats stats(String name, RequestSummary request, RunSummary run, List<Second> seconds) {
    ResponseTimes t = request.times();
    ResponseTimesMs times = t.count() == 0 ? null : new ResponseTimesMs(
        ms(t.minMicros()), ms(t.p50Micros()), ms(t.p66Micros()), ms(t.p75Micros()), ms(t.p80Micros()),
        ms(t.p90Micros()), ms(t.p95Micros()), ms(t.p98Micros()), ms(t.p99Micros()), ms(t.maxMicros()),
        ms(t.meanMicros()), ms(t.stdDevMicros()));
    return new RequestStats(name, request.count(), request.ok(), request.ko(),
        percent(request.ko(), request.count()), round(run.meanTps(request), 1_000),
        request.peak().map(SecondStats::total).orElse(0L), request.peak().map(SecondStats::second).orElse(null),
        times, statusCodes(request), seconds);
  }

  /** Status codes as JSON object keys, in numeric order. */
  private static Map<String, Long> statusCodes(RequestSummary request) {
    Map<String, Long> codes = new LinkedHashMap<>();
    request.statusCodes().forEach((code, count) -> codes.put(Integer.toString(code), count));
    return codes;
  }

  private static List<Second> seconds(List<SecondStats> seconds, long start) {
    List<Second> out = new ArrayList<>(seconds.size());
    seconds.forEach(s -> out.add(second(s.second(), start, s, null)));
    return out;
  }

  /** Every logged second, idle ones included, with the active users at its end. */
  private static List<Second> runSeconds(RunSummary run) {
    Map<Long, SecondStats> requests = new HashMap<>();
    run.total().seconds().forEach(s -> requests.put(s.second(), s));
    Map<Long, Long> users = new HashMap<>();
    for (SecondUsers u : run.users().seconds()) {
      users.put(u.second(), u.active());
    }
    List<Second> out = new ArrayList<>((int) run.secondsLogged());
    for (long s = 0; s < run.secondsLogged(); s++) {
      out.add(second(s, run.startEpochMillis(), requests.get(s), users.getOrDefault(s, 0L)));
    }
    return out;
  }

  private static Second second(long second, long start, SecondStats s, Long activeUsers) {
    long epochMillis = start + second * 1_000;
    if (s == null) {
      return new Second(second, epochMillis, 0, 0, activeUsers, null, null, null, null);
    }
    return new Second(second, epochMillis, s.ok(), s.ko(), activeUsers,
        ms(s.p50Micros()), ms(s.p95Micros()), ms(s.p99Micros()), ms(s.maxMicros()));
  }
}
