package io.throng.report.baseline;

import io.throng.report.aggregate.RunSummary;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Runs judged against a baseline: each metric of each scope the baseline and the runs share, and
 * the request names and groups only one side has (listed, not judged).
 *
 * <pre>{@code
 * Judgement j = Judgement.of(baseline, List.of(run1, run2, run3), Tolerances.defaults());
 * j.regressions().forEach(m -> System.out.println(m.sentence()));
 * }</pre>
 *
 * @param added scopes the judged runs have and the baseline has not ({@code request checkout})
 * @param removed scopes the baseline has and the judged runs have not
 */
public record Judgement(String simulation, int baselineRuns, int runs, List<MetricJudgement> metrics,
    List<String> added, List<String> removed) {

  public Judgement {
    metrics = List.copyOf(metrics);
    added = List.copyOf(added);
    removed = List.copyOf(removed);
  }

  /** Judges {@code runs}, repeats of the baseline's simulation, metric by metric. */
  public static Judgement of(Baseline baseline, List<RunSummary> runs, Tolerances tolerances) {
    List<ScopeRuns> now = Baseline.scopes(runs);
    Map<String, ScopeRuns> nowByTitle = now.stream().collect(Collectors.toMap(ScopeRuns::title, Function.identity()));
    Set<String> baselineTitles = baseline.scopes().stream().map(ScopeRuns::title)
        .collect(Collectors.toCollection(LinkedHashSet::new));
    List<MetricJudgement> metrics = new ArrayList<>();
    List<String> removed = new ArrayList<>();
    for (ScopeRuns before : baseline.scopes()) {
      ScopeRuns after = nowByTitle.get(before.title());
      if (after == null) {
        removed.add(before.title());
        continue;
      }
      for (BaselineMetric metric : BaselineMetric.values()) {
        double[] b = before.runs().stream().mapToDouble(metric::of).toArray();
        double[] c = after.runs().stream().mapToDouble(metric::of).toArray();
        double tolerance = tolerances.of(metric);
        metrics.add(new MetricJudgement(before, metric, mean(b), mean(c), tolerance,
            ChangeTest.judge(b, c, metric.relative(), metric.higherIsWorse(), tolerance)));
      }
    }
    List<String> added = now.stream().map(ScopeRuns::title).filter(t -> !baselineTitles.contains(t)).toList();
    return new Judgement(baseline.simulation(), baseline.folders().size(), runs.size(), metrics, added, removed);
  }

  public List<MetricJudgement> regressions() {
    return metrics.stream().filter(m -> m.change().verdict() == BaselineVerdict.REGRESSED).toList();
  }

  public boolean regressed() {
    return !regressions().isEmpty();
  }

  /** How many metrics got each verdict, in the verdicts' order: {@code 2 regressed, 0 improved, 9 unchanged, 4 inconclusive}. */
  public String counts() {
    Map<BaselineVerdict, Long> counts = metrics.stream()
        .collect(Collectors.groupingBy(m -> m.change().verdict(), () -> new EnumMap<>(BaselineVerdict.class),
            Collectors.counting()));
    return Arrays.stream(BaselineVerdict.values()).map(v -> counts.getOrDefault(v, 0L) + " " + v.word())
        .collect(Collectors.joining(", "));
  }

  /** The regressed metrics by scope and metric, for a headline: {@code all p50, request hello p95}. */
  public String regressedMetrics() {
    return regressions().stream().map(m -> m.scope().title() + " " + m.metric().label())
        .collect(Collectors.joining(", "));
  }

  /**
   * The before/after table in Markdown, for summary.md and a pull request: metric, baseline, now,
   * change and verdict, then the names only one side has.
   */
  public String markdown() {
    StringBuilder md = new StringBuilder("## Against the baseline\n\n")
        .append(String.format(Locale.ROOT, "%d judged run(s) of %s against a baseline of %d run(s).%n%n",
            runs, escape(simulation), baselineRuns))
        .append("| Scope | Metric | Baseline | Now | Change | Verdict |\n|:--|:--|--:|--:|--:|:--|\n");
    for (MetricJudgement m : metrics) {
      md.append("| ").append(escape(m.scope().title())).append(" | ").append(m.metric().label()).append(" | ")
          .append(m.baselineText()).append(" | ").append(m.nowText()).append(" | ").append(m.changeText())
          .append(" | ").append(m.change().verdict().word()).append(" |\n");
    }
    if (!added.isEmpty()) {
      md.append("\nNew since the baseline (not judged): ").append(escape(String.join(", ", added))).append('\n');
    }
    if (!removed.isEmpty()) {
      md.append("\nIn the baseline only (not judged): ").append(escape(String.join(", ", removed))).append('\n');
    }
    return md.toString();
  }

  /** Request names come from the system under test: they must not break the table or inject markup. */
  private static String escape(String text) {
    return text.replace("\\", "\\\\").replace("|", "\\|").replace("<", "&lt;").replace(">", "&gt;")
        .replace("\n", " ");
  }

  private static double mean(double[] values) {
    return org.apache.commons.math3.stat.StatUtils.mean(values);
  }
}
