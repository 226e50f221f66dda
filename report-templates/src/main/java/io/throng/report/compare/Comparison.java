package io.throng.report.compare;

import io.throng.report.aggregate.Metric;
import io.throng.report.aggregate.RunSummary;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Several runs side by side: each run's figures, the runs grouped as repeats by their labels
 * (see {@link #of}), and each group's mean against the first group's, the baseline.
 *
 * <pre>{@code
 * Comparison c = Comparison.of(List.of(
 *     new Comparison.Input("apache#1", "run-a", "", apacheSummary),
 *     new Comparison.Input("nginx#1", "run-b", "", nginxSummary)));
 * Delta p95 = c.delta(c.groups().get(1), Metric.P95_MICROS);
 * }</pre>
 */
public record Comparison(List<ComparedSummary> runs, List<GroupFigures> groups) {

  public Comparison {
    runs = List.copyOf(runs);
    groups = List.copyOf(groups);
  }

  /**
   * One run to compare, as the caller names it.
   *
   * @param label the run's name in the comparison; its part before the last {@code #} names its
   *     group of repeats
   * @param folder the run folder's name
   * @param reportLink a relative link to its own report, or empty
   */
  public record Input(String label, String folder, String reportLink, RunSummary run) {}

  /**
   * Compares {@code inputs} in their order; groups come in the order of their first run. Labels
   * given more than once are numbered, and each label's part before its last {@code #} names its
   * group (both as {@code RunLabels} describes).
   *
   * @throws IllegalArgumentException if {@code inputs} is empty
   */
  public static Comparison of(List<Input> inputs) {
    if (inputs.isEmpty()) {
      throw new IllegalArgumentException("runs must not be empty: give at least one run folder to compare");
    }
    List<String> labels = RunLabels.unique(inputs.stream().map(Input::label).toList());
    List<ComparedSummary> runs = new ArrayList<>(inputs.size());
    Map<String, List<ComparedSummary>> byGroup = new LinkedHashMap<>();
    for (int i = 0; i < inputs.size(); i++) {
      Input input = inputs.get(i);
      String label = labels.get(i);
      ComparedSummary run =
          new ComparedSummary(label, RunLabels.group(label), input.folder(), input.reportLink(), input.run());
      runs.add(run);
      byGroup.computeIfAbsent(run.group(), g -> new ArrayList<>()).add(run);
    }
    List<GroupFigures> groups = new ArrayList<>(byGroup.size());
    byGroup.forEach((name, members) -> groups.add(new GroupFigures(name, members)));
    return new Comparison(runs, groups);
  }

  /** The group every other is compared with: the first. */
  public GroupFigures baseline() {
    return groups.get(0);
  }

  /** Whether some group holds more than one run, so means and spreads say something. */
  public boolean hasRepeats() {
    return groups.stream().anyMatch(g -> g.runs().size() > 1);
  }

  /** {@code group}'s mean of {@code metric} against the baseline's. */
  public Delta delta(GroupFigures group, Metric metric) {
    return new Delta(group.mean(metric), baseline().mean(metric));
  }

  /** The longest run's logged seconds: the span that charts of all runs must cover. */
  public long longestSeconds() {
    return runs.stream().mapToLong(r -> r.run().secondsLogged()).max().orElse(0);
  }
}
