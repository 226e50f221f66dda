package io.throng.report.view;

import io.throng.report.aggregate.InjectorSummary;
import io.throng.report.aggregate.RunSummary;
import java.util.ArrayList;
import java.util.List;

/**
 * The "Injectors" section of a merged report: one row per run log (shard) with what it measured
 * on its own, and its requests per second against the others', so that a shard that sent less,
 * failed more or was saturated stands out. A report of one run log has no such section.
 *
 * @param shown whether the report merges more than one run log
 * @param rows one per run log, in the order merged
 * @param warning which injectors were invalid on their own and why, in words; empty when none was
 * @param throughput requests per second of each injector, one line each
 */
public record InjectorSection(boolean shown, List<InjectorRow> rows, String warning, Chart throughput) {

  public InjectorSection {
    rows = List.copyOf(rows);
  }

  static InjectorSection of(RunSummary run) {
    List<InjectorSummary> injectors = run.injectors();
    if (injectors.size() < 2) {
      return new InjectorSection(false, List.of(), "", Chart.empty("injectors-throughput", "", ""));
    }
    List<OverlayChart.Line> lines = new ArrayList<>(injectors.size());
    for (InjectorSummary injector : injectors) {
      int i = injector.position();
      // Colours first; once they are all used, they come back dashed.
      String css = OverlayChart.lineClass(i, i / OverlayChart.COLOURS);
      lines.add(new OverlayChart.Line(name(injector), css, injector.requests().seconds(), run.secondsLogged()));
    }
    return new InjectorSection(true, injectors.stream().map(InjectorRow::of).toList(), warning(injectors),
        OverlayChart.injectors("injectors-throughput", lines));
  }

  /**
   * {@code Invalid injector: shard 1/3 on throng-x-1: the load generator was saturated in ...},
   * naming each injector whose own seconds make the run invalid, with why; empty when none does.
   */
  static String warning(List<InjectorSummary> injectors) {
    List<String> invalid = injectors.stream().filter(i -> !i.validity().valid())
        .map(i -> i.label() + (i.host().isEmpty() ? "" : " on " + i.host()) + ": " + i.validity().reason())
        .toList();
    if (invalid.isEmpty()) {
      return "";
    }
    return (invalid.size() == 1 ? "Invalid injector: " : "Invalid injectors: ") + String.join(". ", invalid);
  }

  /** {@code shard 1/3 (throng-x-1)}, or the label alone when the log names no host. */
  private static String name(InjectorSummary injector) {
    return injector.label() + (injector.host().isEmpty() ? "" : " (" + injector.host() + ")");
  }
}
