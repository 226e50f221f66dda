package io.throng.report.json;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/**
 * The content of {@code stats.json}, schema version {@value #SCHEMA_VERSION}; the module's
 * {@code STATS-JSON.md} specifies every field. Times are milliseconds (with the run log's
 * three significant digits), instants ISO-8601 UTC, rates per second. A field that has no value
 * (the end of a cut-off run, percentiles of no requests) is {@code null}, never missing.
 *
 * @param assertions one entry per assertion result of the simulation ({@code forAll()} gives
 *     one per request name), in order; empty when it has none or the report was regenerated from
 *     run logs alone
 */
public record StatsDocument(
    int schemaVersion,
    String generator,
    Run run,
    RequestStats totals,
    List<RequestStats> requests,
    List<ErrorStats> errors,
    List<Second> seconds,
    List<Assertion> assertions) {

  /**
   * One assertion: its description ({@code global: 95th percentile of response time < 500 ms}),
   * whether it passed, the measured value with its unit (or why there is none) and the condition.
   */
  public record Assertion(String description, boolean passed, String actual, String expected) {}

  /** Raised on any change a reader of the previous version could misread. */
  public static final int SCHEMA_VERSION = 1;

  /** The run: when, how long, how it ended, and its virtual users. */
  public record Run(
      String simulation,
      String start,
      long startEpochMillis,
      String end,
      Long endEpochMillis,
      long durationMillis,
      boolean completed,
      String endReason,
      int runLogs,
      long secondsLogged,
      long peakActiveUsers,
      long usersStarted,
      long usersFinished) {}

  /**
   * One request name, or all of them ({@code totals}, which has no {@code name} and no
   * {@code seconds}: the run's seconds are the top-level {@code seconds}).
   */
  public record RequestStats(
      @JsonInclude(JsonInclude.Include.NON_NULL) String name,
      long count,
      long ok,
      long ko,
      Double errorPercent,
      double meanTps,
      long peakTps,
      Long peakSecond,
      ResponseTimesMs responseTimeMs,
      Map<String, Long> statusCodes,
      @JsonInclude(JsonInclude.Include.NON_NULL) List<Second> seconds) {}

  /** Response-time statistics in milliseconds, OK and KO requests together. */
  public record ResponseTimesMs(
      double min, double p50, double p66, double p75, double p80, double p90, double p95,
      double p98, double p99, double max, double mean, double stdDev) {}

  /** One distinct error message of one request name. */
  public record ErrorStats(
      String message, String request, String kind, long count, Double percentOfErrors,
      Double percentOfRequests) {}

  /**
   * One second of the run, {@code [second, second + 1)} after the start. Percentiles are
   * {@code null} when no request completed in it; {@code activeUsers} is only in the run's seconds.
   */
  public record Second(
      long second,
      long epochMillis,
      long ok,
      long ko,
      @JsonInclude(JsonInclude.Include.NON_NULL) Long activeUsers,
      Double p50Ms,
      Double p95Ms,
      Double p99Ms,
      Double maxMs) {}
}
