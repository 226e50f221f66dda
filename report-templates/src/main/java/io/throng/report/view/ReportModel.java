package io.throng.report.view;

import io.throng.report.aggregate.Ending;
import io.throng.report.aggregate.RequestRanking;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.ShardGap;
import io.throng.report.aggregate.UserSummary;
import io.throng.engine.assertion.AssertionResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
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
 * @param status the run's outcome ({@code Completed}, {@code Stopped at max duration},
 *     {@code Aborted by an assertion}, {@code Interrupted}, {@code Cut off}), followed by
 *     {@code , every request failed} when no request succeeded
 * @param ranToItsEnd whether the run went to its own end: false when interrupted or cut off
 * @param partial {@code partial: shard 2/3 missing (exit 2: ...)} when the report lacks shards of
 *     the run, or has some cut short; empty when it is whole
 * @param statusDetail the end reason ({@code Stopped at 00:12 by assertion: global: percentage of
 *     failed requests < 5 % (actual 31.25 %)} for a run an assertion stopped), or why the figures
 *     cover only part of the run
 * @param startTime the start in UTC for people, {@code 2024-05-01 12:00:00.250}
 * @param startInstant the same in ISO-8601, for the {@code datetime} attribute
 * @param endTime the end in UTC, or a dash when the run was cut off
 * @param endInstant the end in ISO-8601, or empty when the run was cut off
 * @param requests one statistics row per request name and per group in scenario order, each group
 *     just before what it holds; see {@link ScenarioOrder}
 * @param total the statistics row of all requests together
 * @param errors the most frequent error first
 * @param scenarioErrors the steps that threw instead of running (no requests), the most frequent first
 * @param statusCodes the HTTP status codes of all responses, by code
 * @param charts the charts of the whole run
 * @param lateStarts requests started late per second, over the whole run
 * @param generator the load generator's own health
 * @param injectors one row per merged run log; not shown for a report of one log
 * @param sections one detail section per request name and per group, in the order of {@code requests}
 * @param assertions the simulation's assertions with their outcome, in the order declared; empty
 *     when it has none or the report was regenerated from run logs alone
 * @param ranges all OK responses in the bands of {@code loadtest.report.ranges}, and the KOs
 * @param moreRequests past the {@link #MAX_REQUESTS_SHOWN} names shown and the {@link
 *     #MAX_REQUESTS_LISTED} listed, how many more and their requests, in words; empty when every
 *     name is on the page
 * @param listedRequests past the {@link #MAX_REQUESTS_SHOWN} names shown, the next ones by count,
 *     at most {@link #MAX_REQUESTS_LISTED}, for a collapsed list without charts
 * @param moreErrors past {@link #MAX_ERRORS_SHOWN} error rows, how many more; empty when all are shown
 * @param customMetrics the simulation's custom metrics with their charts, in the order declared
 * @param baseline the verdict against a baseline; not shown when the run was not judged
 */
public record ReportModel(
    String simulationName,
    String startTime,
    String startInstant,
    String endTime,
    String endInstant,
    String duration,
    boolean completed,
    String status,
    boolean ranToItsEnd,
    String partial,
    String statusDetail,
    Headline headline,
    List<StatisticsRow> requests,
    StatisticsRow total,
    List<ErrorRow> errors,
    List<StatusRow> statusCodes,
    ApacheBenchBlock apacheBench,
    ChartSet charts,
    Chart lateStarts,
    GeneratorSection generator,
    InjectorSection injectors,
    List<RequestSection> sections,
    List<AssertionRow> assertions,
    List<ScenarioErrorRow> scenarioErrors,
    RangesBar ranges,
    String moreRequests,
    List<StatisticsRow> listedRequests,
    String moreErrors,
    List<CustomMetricRow> customMetrics,
    BaselineSection baseline) {

  /**
   * A page shows at most this many request names with their rows and charts, those with the most
   * requests; stats.json has all.
   */
  public static final int MAX_REQUESTS_SHOWN = RequestRanking.SHOWN;

  /**
   * Past those shown, a page lists at most this many more names by count, collapsed: a run that
   * made a name per URL (an id in it) would otherwise make a page of hundreds of megabytes.
   */
  public static final int MAX_REQUESTS_LISTED = RequestRanking.LISTED;

  /** A page shows at most this many error rows, the most frequent; stats.json has all. */
  public static final int MAX_ERRORS_SHOWN = 100;

  public ReportModel {
    scenarioErrors = List.copyOf(scenarioErrors);
    requests = List.copyOf(requests);
    listedRequests = List.copyOf(listedRequests);
    errors = List.copyOf(errors);
    sections = List.copyOf(sections);
    assertions = List.copyOf(assertions);
    customMetrics = List.copyOf(customMetrics);
  }

  /** Why the run ended: {@code End reason: completed}, or which assertion stopped it, when, on what value. */
  private static String endReason(Ending end) {
    return end.abort()
        .map(a -> "Stopped at " + DisplayFormat.clock(a.stoppedAtSecond()) + " by assertion: " + a.assertion()
            + " (actual " + a.actual() + ")")
        .orElse(end.reason().contains("interrupted")
            ? "Stopped from outside (Ctrl-C, SIGTERM, a cancelled CI job): the figures cover only the part that ran"
            : "End reason: " + end.reason());
  }

  /** The outcome in a headline's words, saying so when every request failed. */
  public static String statusOf(RunSummary run) {
    boolean allFailed = run.total().count() > 0 && run.total().ok() == 0;
    return run.outcome().title() + (allFailed ? ", every request failed" : "");
  }

  /** Formats {@code run} for the page. */
  public static ReportModel from(RunSummary run) {
    return from(run, List.of(), List.of());
  }

  /** Formats {@code run} and the outcome of its assertions for the page. */
  public static ReportModel from(RunSummary run, List<AssertionResult> assertions) {
    return from(run, assertions, List.of());
  }

  /** Formats {@code run}, the outcome of its assertions and the shards it lacks ({@code gaps}) for the page. */
  public static ReportModel from(RunSummary run, List<AssertionResult> assertions, List<ShardGap> gaps) {
    return from(run, assertions, gaps, BaselineSection.NONE);
  }

  /** Formats {@code run}, its assertions, the shards it lacks and its verdict against a baseline for the page. */
  public static ReportModel from(RunSummary run, List<AssertionResult> assertions, List<ShardGap> gaps,
      BaselineSection baseline) {
    Optional<Ending> end = run.end();
    List<StatisticsRow> rows = new ArrayList<>();
    List<RequestSection> requestSections = new ArrayList<>();
    List<RequestSummary> byCount = RequestRanking.byCount(run.requests());
    Set<String> shown = byCount.stream().limit(MAX_REQUESTS_SHOWN).map(RequestSummary::name).collect(Collectors.toSet());
    List<RequestSummary> listed = byCount.stream().skip(MAX_REQUESTS_SHOWN).limit(MAX_REQUESTS_LISTED).toList();
    for (int i = 0; i < run.requests().size(); i++) {
      RequestSummary request = run.requests().get(i);
      if (!shown.contains(request.name())) {
        continue;
      }
      // Ids by position: a request name may hold any character, an id should not.
      String id = "request-" + (i + 1);
      StatisticsRow row = StatisticsRow.of(request.name(), id, request, run);
      rows.add(row);
      requestSections.add(new RequestSection(id, request.name(), false, row, StatusRow.inline(request.statusCodes()),
          ChartSet.of(id, request, run, UserSummary.NONE), List.of(), RangesBar.of(request.ranges())));
    }
    List<RequestSection> sections = new ArrayList<>();
    for (int i = 0; i < run.groups().size(); i++) {
      RequestSummary group = run.groups().get(i);
      String id = "group-" + (i + 1);
      StatisticsRow row = StatisticsRow.group(group, id, run);
      rows.add(row);
      sections.add(new RequestSection(id, group.name(), true, row, StatusRow.inline(group.statusCodes()),
          ChartSet.of(id, group, run, UserSummary.NONE), members(group.name(), requestSections, ScenarioOrder.of(run)),
          RangesBar.of(group.ranges())));
    }
    sections.addAll(requestSections);
    ScenarioOrder order = ScenarioOrder.of(run);
    rows.sort(order);
    sections.sort((a, b) -> order.compare(a.row(), b.row()));
    long allErrors = run.errorCount();
    return new ReportModel(
        run.simulationName(),
        DisplayFormat.dateTime(run.startEpochMillis()),
        DisplayFormat.isoInstant(run.startEpochMillis()),
        end.map(e -> DisplayFormat.dateTime(e.epochMillis())).orElse(DisplayFormat.NONE),
        end.map(e -> DisplayFormat.isoInstant(e.epochMillis())).orElse(""),
        DisplayFormat.duration(run.durationMillis()),
        run.completed(),
        statusOf(run),
        run.outcome().ranToItsEnd(),
        ShardGap.mark(gaps),
        end.map(ReportModel::endReason)
            .orElse("A run log has no END record: the run was cut off (killed or crashed). "
                + "The figures cover the " + DisplayFormat.duration(run.durationMillis())
                + " it logged."),
        Headline.of(run),
        rows,
        StatisticsRow.of("Total", "", run.total(), run),
        run.errors().stream().limit(MAX_ERRORS_SHOWN).map(e -> ErrorRow.of(e, allErrors, run.total().count())).toList(),
        StatusRow.of(run.total().statusCodes()),
        ApacheBenchBlock.of(run),
        ChartSet.of("run", run.total(), run, run.users()),
        LateChart.of("run-late", run.late(), run.secondsLogged()),
        GeneratorSection.of(run),
        InjectorSection.of(run),
        sections,
        assertions.stream().map(AssertionRow::of).toList(),
        run.scenarioErrors().stream().map(ScenarioErrorRow::of).toList(),
        RangesBar.of(run.total().ranges()),
        moreRequests(byCount),
        listed.stream().map(request -> StatisticsRow.of(request.name(), "", request, run)).toList(),
        run.errors().size() > MAX_ERRORS_SHOWN
            ? DisplayFormat.count(run.errors().size() - MAX_ERRORS_SHOWN)
                + " less frequent error rows are left out here; stats.json and summary.md count every error."
            : "",
        customMetricRows(run),
        baseline);
  }

  private static List<CustomMetricRow> customMetricRows(RunSummary run) {
    List<CustomMetricRow> rows = new ArrayList<>(run.customMetrics().size());
    for (int i = 0; i < run.customMetrics().size(); i++) {
      rows.add(CustomMetricRow.of(run.customMetrics().get(i), i + 1, run.secondsLogged()));
    }
    return rows;
  }

  private static String moreRequests(List<RequestSummary> byCount) {
    int onPage = MAX_REQUESTS_SHOWN + MAX_REQUESTS_LISTED;
    if (byCount.size() <= onPage) {
      return "";
    }
    long hidden = byCount.stream().skip(onPage).mapToLong(RequestSummary::count).sum();
    return DisplayFormat.count(byCount.size() - onPage) + " more request names, with "
        + DisplayFormat.count(hidden) + " requests in all, are only in stats.json: this page shows the "
        + MAX_REQUESTS_SHOWN + " names with the most requests, then lists the next "
        + DisplayFormat.count(MAX_REQUESTS_LISTED) + ".";
  }

  /** The requests directly in group {@code name}, and its inner groups' requests, in the table's order. */
  private static List<StatisticsRow> members(String name, List<RequestSection> requests, ScenarioOrder order) {
    String prefix = name + " / ";
    return requests.stream().map(RequestSection::row).filter(row -> row.name().startsWith(prefix))
        .sorted(order).toList();
  }
}
