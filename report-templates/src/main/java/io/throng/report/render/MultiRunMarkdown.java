package io.throng.report.render;

import io.throng.report.view.ComparisonModel;
import io.throng.report.view.ComparisonRunRow;
import io.throng.report.view.DeltaCell;
import io.throng.report.view.DeltaRow;
import io.throng.report.view.SweepModel;
import io.throng.report.view.SweepRow;
import java.util.ArrayList;
import java.util.List;

/**
 * The tables of a comparison and of a sweep as GitHub-flavoured Markdown, written beside their
 * pages ({@value #COMPARISON_FILE}, {@value #SWEEP_FILE}) and printed on the console, so a pull
 * request or a terminal shows the figures without a browser. Labels and verdicts come from the
 * user and the runs, so they are escaped as {@link MarkdownSummary} escapes a run's names.
 */
public final class MultiRunMarkdown {

  /** The comparison's Markdown beside {@code comparison.html}. */
  public static final String COMPARISON_FILE = "comparison.md";

  /** The sweep's Markdown beside {@code sweep.html}. */
  public static final String SWEEP_FILE = "sweep.md";

  private MultiRunMarkdown() {}

  /** The runs side by side, then each group's change against the baseline. */
  public static String comparison(ComparisonModel model) {
    StringBuilder md = new StringBuilder();
    md.append("### ").append(MarkdownSummary.escape(model.title())).append("\n\n");
    table(md, List.of("Run", "Group", "Protocol", "Mean TPS", "Peak TPS", "Requests", "Errors", "Error %", "p50 ms", "p95 ms",
        "p99 ms"), 3, model.runs().stream().map(MultiRunMarkdown::cells).toList());
    if (!model.deltas().isEmpty()) {
      md.append('\n').append("Against the baseline, ").append(MarkdownSummary.escape(model.baseline())).append(":\n\n");
      table(md, List.of("Group", "Mean TPS", "p50", "p95", "p99", "Errors", "Error %"), 1,
          model.deltas().stream().map(MultiRunMarkdown::cells).toList());
    }
    return md.toString();
  }

  /** One row per level, lightest first, with its verdict against the limit when one was given. */
  public static String sweep(SweepModel model) {
    StringBuilder md = new StringBuilder();
    md.append("### ").append(MarkdownSummary.escape(model.title())).append("\n\n");
    if (!model.verdict().isEmpty()) {
      md.append("**").append(MarkdownSummary.escape(model.verdict())).append("** Limit: ")
          .append(MarkdownSummary.escape(model.limit())).append("\n\n");
    }
    List<String> header = new ArrayList<>(List.of("Level", "Protocol", "Requests", "Error %", "Mean ms", "p95 ms", "p99 ms",
        "Mean TPS", "Peak TPS"));
    if (!model.verdict().isEmpty()) {
      header.add("Against the limit");
    }
    table(md, header, 2, model.levels().stream().map(MultiRunMarkdown::cells).toList());
    return md.toString();
  }

  private static List<String> cells(ComparisonRunRow run) {
    return List.of(run.label(), run.group(), run.protocol(), run.meanTps(), run.peakTps(), run.requests(), run.errors(),
        run.errorPercent(), run.p50(), run.p95(), run.p99());
  }

  private static List<String> cells(DeltaRow row) {
    List<String> cells = new ArrayList<>();
    cells.add(row.name() + (row.baseline() ? " (baseline)" : ""));
    for (DeltaCell cell : row.cells()) {
      cells.add(cell.change().isEmpty() ? cell.value() : cell.value() + " " + cell.change());
    }
    return cells;
  }

  private static List<String> cells(SweepRow level) {
    return List.of(level.label(), level.protocol(), level.requests(), level.errorPercent(), level.mean(), level.p95(), level.p99(),
        level.meanTps(), level.peakTps(), level.verdict());
  }

  /**
   * A table of {@code header}'s columns (a row may have more cells: they are dropped), the first
   * {@code texts} of them words and left-aligned, the others figures and right-aligned.
   */
  private static void table(StringBuilder md, List<String> header, int texts, List<List<String>> rows) {
    md.append("| ").append(String.join(" | ", header)).append(" |\n|");
    for (int i = 0; i < header.size(); i++) {
      md.append(i < texts || i == header.size() - 1 && header.get(i).startsWith("Against") ? ":--|" : "--:|");
    }
    md.append('\n');
    for (List<String> row : rows) {
      md.append('|');
      for (String cell : row.subList(0, header.size())) {
        md.append(' ').append(MarkdownSummary.escape(cell)).append(" |");
      }
      md.append('\n');
    }
  }
}
