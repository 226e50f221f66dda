package io.throng.report.view;

import io.throng.report.compare.Comparison;
import io.throng.report.compare.GroupFigures;
import io.throng.report.compare.ComparedSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * What the comparison page shows, every value already text: seed 003's table (one row per run),
 * the mean and spread over each group of repeats, each group's deltas against the baseline (the
 * first group), and the requests-per-second and p95 charts of all runs overlaid. Each group has
 * a colour; the repeats of a group are told apart by their dashes.
 *
 * <pre>{@code
 * ComparisonModel model = ComparisonModel.from(Comparison.of(inputs));
 * }</pre>
 *
 * @param simulations the distinct simulation names of the runs, comma-separated
 * @param hasRepeats whether some group has more than one run, so the spread table means something
 */
public record ComparisonModel(
    String title,
    String simulations,
    String baseline,
    boolean hasRepeats,
    List<ComparisonRunRow> runs,
    List<ComparisonGroupRow> groups,
    List<DeltaRow> deltas,
    Chart throughput,
    Chart p95) {

  public ComparisonModel {
    runs = List.copyOf(runs);
    groups = List.copyOf(groups);
    deltas = List.copyOf(deltas);
  }

  public static ComparisonModel from(Comparison comparison) {
    List<OverlayChart.Line> lines = new ArrayList<>();
    List<ComparisonGroupRow> groups = new ArrayList<>();
    List<DeltaRow> deltas = new ArrayList<>();
    for (int g = 0; g < comparison.groups().size(); g++) {
      GroupFigures group = comparison.groups().get(g);
      groups.add(ComparisonGroupRow.of(group));
      deltas.add(DeltaRow.of(comparison, group));
      for (int r = 0; r < group.runs().size(); r++) {
        ComparedSummary run = group.runs().get(r);
        // A colour per group, a dash pattern per repeat within it.
        lines.add(new OverlayChart.Line(run.label(), OverlayChart.lineClass(g, r), run.run().total().seconds(),
            run.run().secondsLogged()));
      }
    }
    List<String> simulations = comparison.runs().stream().map(r -> r.run().simulationName()).distinct().toList();
    return new ComparisonModel(
        "Comparison of " + DisplayFormat.count(comparison.runs().size()) + " runs",
        String.join(", ", simulations),
        comparison.baseline().name(),
        comparison.hasRepeats(),
        comparison.runs().stream().map(ComparisonRunRow::of).toList(),
        groups,
        deltas,
        OverlayChart.throughput("compare-throughput", lines),
        OverlayChart.p95("compare-p95", lines));
  }
}
