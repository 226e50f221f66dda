package io.throng.report.baseline;

import io.throng.report.aggregate.Percentiles;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The runs of one simulation that later runs are judged against: per request name, group and all
 * requests together, each run's figures and their merged response times; and each run's seconds,
 * for the report's charts.
 *
 * <pre>{@code
 * Baseline baseline = Baseline.of(List.of(run1, run2, run3), List.of("smoke-1", "smoke-2", "smoke-3"));
 * }</pre>
 *
 * @param folders the run folders' names, for people
 * @param seconds one per run, in the order of {@code folders}; empty for a baseline recorded before
 *     they were kept
 */
public record Baseline(String simulation, List<String> folders, List<ScopeRuns> scopes, List<SecondSeries> seconds) {

  /** @throws IllegalArgumentException if {@code seconds} is neither empty nor one per run */
  public Baseline {
    folders = List.copyOf(folders);
    scopes = List.copyOf(scopes);
    seconds = List.copyOf(seconds);
    if (!seconds.isEmpty() && seconds.size() != folders.size()) {
      throw new IllegalArgumentException("a baseline has the seconds of each of its " + folders.size()
          + " runs or none, had " + seconds.size());
    }
  }

  /**
   * The baseline of {@code runs}, which repeat one simulation.
   *
   * @throws IllegalArgumentException if there are none, or they are of several simulations
   */
  public static Baseline of(List<RunSummary> runs, List<String> folders) {
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("a baseline needs at least one run folder, was none");
    }
    String simulation = runs.get(0).simulationName();
    for (int i = 1; i < runs.size(); i++) {
      if (!runs.get(i).simulationName().equals(simulation)) {
        throw new IllegalArgumentException("a baseline repeats one simulation, but " + folders.get(i) + " ran "
            + runs.get(i).simulationName() + " and " + folders.get(0) + " ran " + simulation);
      }
    }
    return new Baseline(simulation, folders, scopes(runs), runs.stream().map(SecondSeries::of).toList());
  }

  /** The scopes of {@code runs}, in the order of the first run that has each: all, requests, groups. */
  public static List<ScopeRuns> scopes(List<RunSummary> runs) {
    List<ScopeRuns> scopes = new ArrayList<>();
    scopes.add(scope(ScopeRuns.ALL, ScopeRuns.ALL, runs, (run, name) -> run.total()));
    scopes.addAll(named(ScopeRuns.REQUEST, runs, RunSummary::requests));
    scopes.addAll(named(ScopeRuns.GROUP, runs, RunSummary::groups));
    return scopes;
  }

  private static List<ScopeRuns> named(String kind, List<RunSummary> runs,
      Function<RunSummary, List<RequestSummary>> summaries) {
    Map<String, Boolean> names = new LinkedHashMap<>();
    runs.forEach(run -> summaries.apply(run).forEach(s -> names.put(s.name(), true)));
    List<ScopeRuns> scopes = new ArrayList<>(names.size());
    for (String name : names.keySet()) {
      scopes.add(scope(kind, name, runs, (run, n) -> summaries.apply(run).stream()
          .filter(s -> s.name().equals(n)).findFirst().orElse(RequestSummary.empty(n))));
    }
    return scopes;
  }

  private static ScopeRuns scope(String kind, String name, List<RunSummary> runs,
      BiFunction<RunSummary, String, RequestSummary> summary) {
    List<RunValues> values = new ArrayList<>(runs.size());
    List<Percentiles> times = new ArrayList<>(runs.size());
    for (RunSummary run : runs) {
      RequestSummary request = summary.apply(run, name);
      values.add(RunValues.of(run, request));
      times.add(request.times().percentiles());
    }
    return new ScopeRuns(kind, name, values, Percentiles.merged(times));
  }
}
