package io.throng.report.view;

import io.throng.report.aggregate.Ending;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.ShardGap;
import io.throng.report.aggregate.UserSummary;
import io.throng.engine.assertion.AssertionResult;
import java.util.ArrayList;
import java.util.Comparator;
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
 * @param requests one statistics row per request name and per group, in the order of their names'
 *     parts (split at {@code " / "}), each group just before what it holds
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
    List<ScenarioErrorRow> scenarioErrors) {

  public ReportModel {
    scenarioErrors = List.copyOf(scenarioErrors);
    requests = List.copyOf(requests);
    errors = List.copyOf(errors);
    sections = List.copyOf(sections);
    assertions = List.copyOf(assertions);
  }

  /** Orders rows as a tree: by each part of the name in turn, a group before a request of its name. */
  private static final Comparator<StatisticsRow> GROUPS_FIRST = (a, b) -> {
    String[] left = a.name().split(" / ", -1);
    String[] right = b.name().split(" / ", -1);
    for (int i = 0; i < Math.min(left.length, right.length); i++) {
      int c = left[i].compareTo(right[i]);
      if (c != 0) {
        return c;
      }
    }
    return left.length != right.length ? Integer.compare(left.length, right.length)
        : Boolean.compare(b.group(), a.group());
  };

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
    Optional<Ending> end = run.end();
    List<StatisticsRow> rows = new ArrayList<>();
    List<RequestSection> requestSections = new ArrayList<>();
    for (int i = 0; i < run.requests().size(); i++) {
      RequestSummary request = run.requests().get(i);
      // Ids by position: a request name may hold any character, an id should not.
      String id = "request-" + (i + 1);
      StatisticsRow row = StatisticsRow.of(request.name(), id, request, run);
      rows.add(row);
      requestSections.add(new RequestSection(id, request.name(), false, row, StatusRow.inline(request.statusCodes()),
          ChartSet.of(id, request, run, UserSummary.NONE), List.of()));
    }
    List<RequestSection> sections = new ArrayList<>();
    for (int i = 0; i < run.groups().size(); i++) {
      RequestSummary group = run.groups().get(i);
      String id = "group-" + (i + 1);
      StatisticsRow row = StatisticsRow.group(group, id, run);
      rows.add(row);
      sections.add(new RequestSection(id, group.name(), true, row, StatusRow.inline(group.statusCodes()),
          ChartSet.of(id, group, run, UserSummary.NONE), members(group.name(), requestSections)));
    }
    sections.addAll(requestSections);
    rows.sort(GROUPS_FIRST);
    sections.sort((a, b) -> GROUPS_FIRST.compare(a.row(), b.row()));
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
        run.errors().stream().map(e -> ErrorRow.of(e, allErrors, run.total().count())).toList(),
        StatusRow.of(run.total().statusCodes()),
        ApacheBenchBlock.of(run),
        ChartSet.of("run", run.total(), run, run.users()),
        LateChart.of("run-late", run.late(), run.secondsLogged()),
        GeneratorSection.of(run),
        InjectorSection.of(run),
        sections,
        assertions.stream().map(AssertionRow::of).toList(),
        run.scenarioErrors().stream().map(ScenarioErrorRow::of).toList());
  }

  /** The requests directly in group {@code name}, and its inner groups' requests, in the table's order. */
  private static List<StatisticsRow> members(String name, List<RequestSection> requests) {
    String prefix = name + " / ";
    return requests.stream().map(RequestSection::row).filter(row -> row.name().startsWith(prefix))
        .sorted(GROUPS_FIRST).toList();
  }
}
