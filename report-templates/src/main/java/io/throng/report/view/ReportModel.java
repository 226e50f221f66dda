package io.throng.report.view;

import io.throng.report.aggregate.Ending;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.UserSummary;
import io.throng.report.assertion.AssertionResult;
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
 * @param status {@code Completed} or {@code Incomplete}
 * @param statusDetail the end reason, or why the figures cover only part of the run
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
 * @param sections one detail section per request name, in the order of {@code requests}
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

  /** Formats {@code run} for the page. */
  public static ReportModel from(RunSummary run) {
    return from(run, List.of());
  }

  /** Formats {@code run} and the outcome of its assertions for the page. */
  public static ReportModel from(RunSummary run, List<AssertionResult> assertions) {
    Optional<Ending> end = run.end();
    List<StatisticsRow> rows = new ArrayList<>();
    run.groups().forEach(group -> rows.add(StatisticsRow.group(group, run)));
    List<RequestSection> sections = new ArrayList<>();
    for (int i = 0; i < run.requests().size(); i++) {
      RequestSummary request = run.requests().get(i);
      // Ids by position: a request name may hold any character, an id should not.
      String id = "request-" + (i + 1);
      StatisticsRow row = StatisticsRow.of(request.name(), id, request, run);
      rows.add(row);
      sections.add(new RequestSection(id, request.name(), row, StatusRow.inline(request.statusCodes()),
          ChartSet.of(id, request, run, UserSummary.NONE)));
    }
    rows.sort(GROUPS_FIRST);
    long allErrors = run.errorCount();
    return new ReportModel(
        run.simulationName(),
        DisplayFormat.dateTime(run.startEpochMillis()),
        DisplayFormat.isoInstant(run.startEpochMillis()),
        end.map(e -> DisplayFormat.dateTime(e.epochMillis())).orElse(DisplayFormat.NONE),
        end.map(e -> DisplayFormat.isoInstant(e.epochMillis())).orElse(""),
        DisplayFormat.duration(run.durationMillis()),
        run.completed(),
        run.completed() ? "Completed" : "Incomplete",
        end.map(e -> "End reason: " + e.reason())
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
        sections,
        assertions.stream().map(AssertionRow::of).toList(),
        run.scenarioErrors().stream().map(ScenarioErrorRow::of).toList());
  }
}
