package io.throng.report.view;

import io.throng.report.aggregate.Ending;
import io.throng.report.aggregate.ErrorSummary;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondCount;
import io.throng.report.assertion.AssertionResult;
import java.util.List;
import java.util.Optional;

/**
 * What the report page shows, every value already text: the only type templates see. Counts use
 * {@link java.util.Locale#ROOT} grouping ({@code 12,345}), response times are milliseconds, times
 * are UTC.
 *
 * <pre>{@code
 * ReportModel model = ReportModel.from(RunLogAggregator.aggregate(runLog));
 * }</pre>
 *
 * @param completed whether the log has an {@code END} record
 * @param status {@code Completed} or {@code Incomplete}
 * @param statusDetail the end reason, or why the figures cover only part of the run
 * @param endTime the end instant, or a dash when the run was cut off
 * @param requests one row per request name, sorted by name
 * @param total the row of all requests together
 * @param errors the most frequent error first
 * @param assertions the simulation's assertions with their outcome, in the order declared; empty
 *     when it has none or the report was regenerated from the run log alone
 */
public record ReportModel(
    String simulationName,
    String startTime,
    String endTime,
    String duration,
    boolean completed,
    String status,
    String statusDetail,
    Totals totals,
    List<RequestRow> requests,
    RequestRow total,
    List<ErrorRow> errors,
    RequestsChart chart,
    List<AssertionRow> assertions) {

  public ReportModel {
    requests = List.copyOf(requests);
    errors = List.copyOf(errors);
    assertions = List.copyOf(assertions);
  }

  /**
   * Run-wide figures. {@code meanTps} is all requests divided by the run's duration in seconds
   * (see {@link RunSummary#meanTps()}); {@code peakTps} is the highest one-second count of OK and
   * KO requests, which happened {@code peakOffset} after the start, at {@code peakTimeOfDay}.
   */
  public record Totals(
      String requests,
      String ok,
      String ko,
      String errorPercent,
      String meanTps,
      String peakTps,
      String peakOffset,
      String peakTimeOfDay,
      String peakUsers,
      String usersStarted,
      String usersFinished) {}

  /** One line of the requests table; times in milliseconds. */
  public record RequestRow(
      String name, String count, String ok, String ko, String min, String p50, String p95,
      String p99, String max, String mean) {}

  /** One line of the errors table; {@code percentOfKo} is the share of all KO requests. */
  public record ErrorRow(String message, String request, String count, String percentOfKo) {}

  /** One assertion: {@code status} is {@code PASS} or {@code FAIL}, {@code statusClass} its CSS class. */
  public record AssertionRow(String description, String status, String statusClass, String actual, String expected) {}

  /** Formats {@code run} for the page. */
  public static ReportModel from(RunSummary run) {
    return from(run, List.of());
  }

  /** Formats {@code run} and the outcome of its assertions for the page. */
  public static ReportModel from(RunSummary run, List<AssertionResult> assertions) {
    Optional<Ending> end = run.end();
    return new ReportModel(
        run.simulationName(),
        DisplayFormat.isoInstant(run.startEpochMillis()),
        end.map(e -> DisplayFormat.isoInstant(e.epochMillis())).orElse(DisplayFormat.NONE),
        DisplayFormat.duration(run.durationMillis()),
        run.completed(),
        run.completed() ? "Completed" : "Incomplete",
        end.map(e -> "End reason: " + e.reason())
            .orElse("The run log has no END record: the run was cut off (killed or crashed). "
                + "The figures cover the " + DisplayFormat.duration(run.durationMillis())
                + " it logged."),
        totals(run),
        run.requests().stream().map(r -> row(r.name(), r)).toList(),
        row("Total", run.total()),
        run.errors().stream().map(e -> errorRow(e, run.total().ko())).toList(),
        ChartLayout.layout(run.seconds(), run.secondsLogged(), run.peak()),
        assertions.stream()
            .map(a -> a.passed()
                ? new AssertionRow(a.description(), "PASS", "pass", a.actual(), a.expected())
                : new AssertionRow(a.description(), "FAIL", "fail", a.actual(), a.expected()))
            .toList());
  }

  private static Totals totals(RunSummary run) {
    RequestSummary all = run.total();
    Optional<SecondCount> peak = run.peak();
    return new Totals(
        DisplayFormat.count(all.count()),
        DisplayFormat.count(all.ok()),
        DisplayFormat.count(all.ko()),
        DisplayFormat.percent(all.ko(), all.count()),
        DisplayFormat.rate(run.meanTps()),
        DisplayFormat.count(peak.map(SecondCount::total).orElse(0L)) + "/s",
        peak.map(p -> DisplayFormat.offset(p.second())).orElse(DisplayFormat.NONE),
        peak.map(p -> DisplayFormat.timeOfDay(run.startEpochMillis() + p.second() * 1_000))
            .orElse(DisplayFormat.NONE),
        DisplayFormat.count(run.users().peakActive()),
        DisplayFormat.count(run.users().started()),
        DisplayFormat.count(run.users().finished()));
  }

  private static RequestRow row(String label, RequestSummary request) {
    ResponseTimes t = request.times();
    boolean any = t.count() > 0;
    return new RequestRow(
        label,
        DisplayFormat.count(request.count()),
        DisplayFormat.count(request.ok()),
        DisplayFormat.count(request.ko()),
        any ? DisplayFormat.millis(t.minMicros()) : DisplayFormat.NONE,
        any ? DisplayFormat.millis(t.p50Micros()) : DisplayFormat.NONE,
        any ? DisplayFormat.millis(t.p95Micros()) : DisplayFormat.NONE,
        any ? DisplayFormat.millis(t.p99Micros()) : DisplayFormat.NONE,
        any ? DisplayFormat.millis(t.maxMicros()) : DisplayFormat.NONE,
        any ? DisplayFormat.millis(t.meanMicros()) : DisplayFormat.NONE);
  }

  private static ErrorRow errorRow(ErrorSummary error, long totalKo) {
    return new ErrorRow(error.message(), error.requestName(), DisplayFormat.count(error.count()),
        DisplayFormat.percent(error.count(), totalKo));
  }
}
