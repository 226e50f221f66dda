package io.throng.report;

import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.compare.Comparison;
import io.throng.report.json.MultiRunJson;
import io.throng.report.render.FreemarkerRenderer;
import io.throng.report.render.MultiRunMarkdown;
import io.throng.report.view.ComparisonModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a side-by-side comparison of several runs — the same simulation against two servers,
 * or repeats of one — as {@value #PAGE_FILE} with its stylesheet (same rules as the run report:
 * offline, no scripts, no inline styles), {@value #JSON_FILE} for machines and
 * {@value #MARKDOWN_FILE} for people without a browser. The page holds
 * seed 003's table (per run: mean TPS, peak TPS, requests, errors), the mean and spread over each
 * group of repeats, each group's percentile and error deltas against the first group, and the
 * requests-per-second and p95 charts of all runs overlaid.
 *
 * <pre>{@code
 * ComparisonGenerator.generateLabelled(List.of(
 *     ComparedRun.parse("apache#1=runs/a1"), ComparedRun.parse("apache#2=runs/a2"),
 *     ComparedRun.parse("nginx#1=runs/n1"), ComparedRun.parse("nginx#2=runs/n2")),
 *     Path.of("target/loadtest/apache-vs-nginx"));
 * }</pre>
 */
public final class ComparisonGenerator {

  /** The comparison page in the output directory. */
  public static final String PAGE_FILE = "comparison.html";

  /** The machine-readable comparison beside it; schema in the module's COMPARISON-JSON.md. */
  public static final String JSON_FILE = MultiRunJson.COMPARISON_FILE;

  /** The comparison's tables in Markdown beside it, for a pull request or the console. */
  public static final String MARKDOWN_FILE = MultiRunMarkdown.COMPARISON_FILE;

  private ComparisonGenerator() {}

  /**
   * Compares the runs in {@code runFolders}, each labelled as {@link ComparedRun#of(Path)} says:
   * by its {@value ComparedRun#LABEL_FILE}, else by the folder's name.
   *
   * @return the path of the written {@value #PAGE_FILE}
   * @throws IOException if a run log cannot be read or the comparison cannot be written
   * @throws IllegalArgumentException if {@code runFolders} is empty or a folder holds no valid run
   *     log; the message names it
   */
  public static Path generate(List<Path> runFolders, Path outputDirectory) throws IOException {
    List<ComparedRun> runs = new ArrayList<>(runFolders.size());
    for (Path folder : runFolders) {
      runs.add(ComparedRun.of(folder));
    }
    return generateLabelled(runs, outputDirectory);
  }

  /**
   * Compares {@code runs} in their order, grouped as repeats by their labels; the first group is
   * the baseline of the deltas. Each run's label links to its own report when its folder has one.
   *
   * @return the path of the written {@value #PAGE_FILE}
   * @throws IOException if a run log cannot be read or the comparison cannot be written
   * @throws IllegalArgumentException if {@code runs} is empty or a folder holds no valid run log;
   *     the message names it
   */
  public static Path generateLabelled(List<ComparedRun> runs, Path outputDirectory) throws IOException {
    List<Comparison.Input> inputs = new ArrayList<>(runs.size());
    for (ComparedRun run : runs) {
      inputs.add(new Comparison.Input(run.label(), RunFolders.name(run.folder()),
          ReportLinks.to(outputDirectory, run.folder()), RunLogAggregator.aggregateFolder(run.folder())));
    }
    Comparison comparison = Comparison.of(inputs);
    FreemarkerRenderer renderer = new FreemarkerRenderer();
    // Render everything before touching the directory, so a failure leaves any previous page intact.
    ComparisonModel model = ComparisonModel.from(comparison);
    String html = renderer.render(FreemarkerRenderer.COMPARISON_TEMPLATE, model);
    String markdown = MultiRunMarkdown.comparison(model);
    Path page = ReportFiles.writePage(renderer, outputDirectory, PAGE_FILE, html, JSON_FILE,
        MultiRunJson.comparison(comparison));
    ReportFiles.write(outputDirectory, MARKDOWN_FILE, markdown);
    return page;
  }
}
