package io.throng.report.json;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The content of {@code stats.json}, schema version {@value #SCHEMA_VERSION}; the module's
 * {@code STATS-JSON.md} specifies every field. Times are milliseconds (with the run log's
 * three significant digits), instants ISO-8601 UTC, rates per second. A field that has no value
 * (the end of a cut-off run, percentiles of no requests) is {@code null}, never missing.
 *
 * @param requests the request names ranked first by count (every one in a run of fewer), each in full
 *     with its seconds, in the run log's order
 * @param moreRequests every other request name, one row each; empty in a run of few names
 * @param groups one per group ({@code group(name)} in the simulation; nested ones as
 *     {@code "outer / inner"}), in the order they first ran, shaped like a request: {@code count}, {@code ok} and
 *     {@code ko} are executions of the group (KO when something inside failed or the run stopped
 *     the user inside it), {@code responseTimeMs} their durations from entering the group to
 *     leaving it, pauses included, and {@code serviceTimeMs} their cumulated response times (the
 *     sum of each execution's requests' response times); no status codes. Its requests are in
 *     {@code requests}, named {@code "<group> / <request>"}
 * @param lateStarts requests that started behind their schedule
 * @param loadGenerator the load generator's own health; null for run logs without {@code HEALTH} records
 * @param traffic bytes on the wire; null for run logs without {@code TRAFFIC} records
 * @param injectors one per merged run log, in the order merged: what each injector measured alone
 * @param partial the shards a merged report lacks or has cut short; null when it is whole
 * @param scenarioErrors steps that threw instead of running, the most frequent first; empty for
 *     run logs without {@code USER_ERROR} records
 * @param assertions one entry per assertion result of the simulation ({@code forAll()} gives
 *     one per request name), in order; empty when it has none or the report was regenerated from
 *     run logs alone
 * @param validity whether the load generator kept up; see {@code Validity}
 * @param scenarioUsers in a run of several scenarios, each one's virtual users second by second, in
 *     the plan's order; empty for one scenario or run logs without {@code SCENARIO_USERS} records
 * @param customMetrics the simulation's custom metrics ({@code counter(name)}, {@code gauge(name)},
 *     {@code trend(name)}), in the order declared; empty for run logs without {@code CUSTOM_METRIC}
 *     records
 */
public record StatsDocument(
    int schemaVersion,
    String generator,
    Run run,
    String description,
    List<Population> populations,
    String throttle,
    RequestStats totals,
    List<RequestStats> requests,
    RequestTable moreRequests,
    List<ErrorStats> errors,
    List<RunSecond> seconds,
    List<Assertion> assertions,
    List<RequestStats> groups,
    LateStarts lateStarts,
    LoadGenerator loadGenerator,
    Traffic traffic,
    List<Injector> injectors,
    Partial partial,
    List<ScenarioError> scenarioErrors,
    Validity validity,
    List<ScenarioUsers> scenarioUsers,
    List<CustomMetric> customMetrics) {

  /**
   * The virtual users of one scenario: the most active at once in any second, how many started and
   * finished, and every second of the run (idle ones included), as the page's users chart of it.
   */
  public record ScenarioUsers(String scenario, long peakActiveUsers, long usersStarted, long usersFinished,
      List<UserSecond> seconds) {}

  /** One second of a scenario's users: started in it, the most active at once in it, finished in it. */
  public record UserSecond(long second, long epochMillis, long started, long activeUsers, long finished) {}

  /**
   * The request names past those a report ranks first by count, as a table: {@code columns} names
   * each value of a row, in order. A run that made a name per URL has tens of thousands, and an
   * object per name repeats every field name in each (docs/performance.md has the sizes).
   */
  public record RequestTable(List<String> columns, @JsonSerialize(contentUsing = RowLine.class) List<RequestRow> rows) {

    public RequestTable(List<RequestRow> rows) {
      this(RequestRow.COLUMNS, rows);
    }
  }

  /**
   * One request name of {@link RequestTable}, written as an array in the order of its components:
   * the figures of the page's statistics table that are not derived from others (no error
   * percentage, no mean TPS) and the status codes. The times are null when the name has none.
   */
  @JsonFormat(shape = JsonFormat.Shape.ARRAY)
  public record RequestRow(
      String name, long count, long ok, long ko, long retried, long peakTps, Long peakSecond,
      Double minMs, Double p50Ms, Double p75Ms, Double p95Ms, Double p99Ms, Double maxMs, Double meanMs,
      Double stdDevMs, Double serviceP50Ms, Double serviceP95Ms, Double serviceP99Ms,
      Map<String, Long> statusCodes, Map<String, Long> protocols) {

    /** The names of the components, which {@link RequestTable#columns()} writes once. */
    static final List<String> COLUMNS =
        Arrays.stream(RequestRow.class.getRecordComponents()).map(RecordComponent::getName).toList();
  }

  /**
   * One custom metric; the figures its {@code kind} has not are null. A {@code counter} has its
   * {@code total}; a {@code gauge} its {@code last} value and the {@code min} and {@code max} it
   * was set to (all null when never set); a {@code trend} the {@code count} of values recorded,
   * their {@code min}, {@code mean}, {@code p50} to {@code p99} and {@code max} (null but
   * {@code count} when none). {@code seconds} holds each second that had some: a counter's sum, a
   * gauge's value at the second's end, a trend's mean value, rounded.
   */
  public record CustomMetric(String name, String kind, Long total, Long last, Long count, Long min, Double mean,
      Long p50, Long p90, Long p95, Long p99, Long max, List<CustomSecond> seconds) {}

  /** One second of a custom metric, {@code [second, second + 1)} after the start. */
  public record CustomSecond(long second, long epochMillis, long value) {}

  /**
   * Whether the run is valid: {@code valid} false when its load generator was saturated for long
   * enough, {@code reason} then says why and when (empty when valid), {@code rules} are the
   * {@code loadtest.validity} settings it was judged by, and {@code saturatedSeconds} every second in
   * which a signal crossed its limit (the run may stay valid when there are few).
   */
  public record Validity(boolean valid, String reason, ValidityRules rules, long longestSaturatedStreak,
      List<SaturatedSecond> saturatedSeconds) {}

  /** The {@code loadtest.validity} settings, in their units. */
  public record ValidityRules(int cpuPercent, double loopLagMs, double latePercent, int consecutiveSeconds,
      int runPercent) {}

  /**
   * A second in which the generator was saturated: its CPU ({@code null} when unknown), worst
   * event-loop lag, late starts among its requests, and which {@code signals} crossed their limits
   * ({@code cpu}, {@code loopLag}, {@code lateStarts}).
   */
  public record SaturatedSecond(long second, Integer cpuPercent, double loopLagMs, long lateStarts, long requests,
      List<String> signals) {}

  /**
   * One injector (run log) of the run: its shard ({@code null} for a log that is not one), the host
   * its log names, its own requests, rates, late starts and health, its seconds on the run's
   * timeline, and its own validity (judged on its records alone by the run's rules).
   */
  public record Injector(
      int position, Integer shard, Integer shards, String host, String label, long count, long ok, long ko,
      double meanTps, long peakTps, long durationMillis, long lateStarts, LoadGenerator loadGenerator,
      List<Second> seconds, Validity validity) {}

  /** What a partial merge lacks: {@code mark} in words, and each shard missing or cut short. */
  public record Partial(String mark, List<MissingShard> shards) {}

  /** A shard missing from the report ({@code inReport} false) or merged cut short, and why. */
  public record MissingShard(int shard, int shards, boolean inReport, String reason) {}

  /**
   * A step of a scenario that threw instead of running ({@code exec #2}), how often, with the
   * exception's class and message; no request.
   */
  public record ScenarioError(String scenario, String step, String exception, String message, long count) {}

  /** One population: its scenario's name and its injection profile in words. */
  public record Population(String scenario, String profile) {}

  /** Requests sent more than 10 ms after their intended start; {@code worstSecond} null when none. */
  public record LateStarts(long count, double worstLagMs, Long worstSecond) {}

  /**
   * The generator's CPU ({@code null} when its JVM could not tell), GC time and worst event-loop
   * lag; whether it kept up is {@link Validity}.
   */
  public record LoadGenerator(Integer peakCpuPercent, Double meanCpuPercent, long gcMillis, double worstLoopLagMs) {}

  /** Bytes sent and received on the wire, and per second over the run's duration. */
  public record Traffic(long bytesSent, long bytesReceived, double meanBytesSentPerSecond,
      double meanBytesReceivedPerSecond) {}

  /**
   * One assertion: its description ({@code global: 95th percentile of response time < 500 ms}),
   * whether it passed, the measured value with its unit (or why there is none) and the condition.
   */
  public record Assertion(String description, boolean passed, String actual, String expected) {}

  /** Raised on any change a reader of the previous version could misread. */
  public static final int SCHEMA_VERSION = 2;

  /**
   * The run: when, how long, how it ended ({@code completed} false when it was interrupted or cut
   * off; {@code outcome} one of {@code completed}, {@code stopped at max duration}, {@code aborted by
   * an assertion}, {@code interrupted}, {@code cut off}; {@code stoppedBy} null unless an abort-on-fail
   * assertion stopped it), its virtual users, and the base URLs its requests went to.
   */
  public record Run(
      String simulation,
      String start,
      long startEpochMillis,
      String end,
      Long endEpochMillis,
      long durationMillis,
      boolean completed,
      String outcome,
      String endReason,
      int runLogs,
      long secondsLogged,
      long peakActiveUsers,
      long usersStarted,
      long usersFinished,
      StoppedBy stoppedBy,
      List<String> targets) {}

  /**
   * The abort-on-fail assertion that stopped a run: what it checks, what it measured then and the
   * condition it missed, and how many seconds into the run it stopped it.
   */
  public record StoppedBy(String assertion, String actual, String expected, long atSecond) {}

  /**
   * One request name, or all of them ({@code totals}, which has no {@code name} and no
   * {@code seconds}: the run's seconds are the top-level {@code seconds}).
   */
  public record RequestStats(
      @JsonInclude(JsonInclude.Include.NON_NULL) String name,
      long count,
      long ok,
      long ko,
      long retried,
      Double errorPercent,
      double meanTps,
      long peakTps,
      Long peakSecond,
      ResponseTimesMs responseTimeMs,
      Map<String, Long> statusCodes,
      Map<String, Long> protocols,
      ResponseTimesMs serviceTimeMs,
      List<ResponseTimeRange> responseTimeRanges,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<Second> seconds) {}

  /**
   * One band of {@code loadtest.report.ranges}: OK responses at least {@code fromMs} (null for the
   * first band) and below {@code toMs} (null for the last), or every KO ({@code band} "ko", both
   * null); {@code percent} of all responses, null when there were none.
   */
  public record ResponseTimeRange(String band, Double fromMs, Double toMs, long count, Double percent) {}

  /**
   * Response-time statistics in milliseconds, OK and KO requests together; also the shape of
   * service times (from the actual send).
   */
  public record ResponseTimesMs(
      double min, double p50, double p66, double p75, double p80, double p90, double p95,
      double p98, double p99, double max, double mean, double stdDev) {}

  /** One distinct error message of one request name. */
  public record ErrorStats(
      String message, String request, String kind, long count, Double percentOfErrors,
      Double percentOfRequests) {}

  /**
   * One second of a request name, {@code [second, second + 1)} after the start, with at least one
   * completion.
   */
  public record Second(
      long second, long epochMillis, long ok, long ko, Double p50Ms, Double p95Ms, Double p99Ms, Double maxMs) {}

  /**
   * One second of the whole run. Percentiles are {@code null} when no request completed in it;
   * {@code cpuPercent}, {@code gcMillis} and {@code loopLagMs} when the generator logged no health
   * for it (or, for CPU, could not tell).
   */
  public record RunSecond(
      long second,
      long epochMillis,
      long ok,
      long ko,
      long activeUsers,
      Double p50Ms,
      Double p95Ms,
      Double p99Ms,
      Double maxMs,
      long lateStarts,
      Double worstLateMs,
      long bytesSent,
      long bytesReceived,
      Integer cpuPercent,
      Long gcMillis,
      Double loopLagMs) {}
}
