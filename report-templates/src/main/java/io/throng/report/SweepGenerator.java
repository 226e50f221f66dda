package io.throng.report;

import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.json.MultiRunJson;
import io.throng.report.render.FreemarkerRenderer;
import io.throng.report.render.MultiRunMarkdown;
import io.throng.report.sweep.LevelFigures;
import io.throng.report.sweep.LevelLimit;
import io.throng.report.sweep.Sweep;
import io.throng.report.view.SweepModel;
import io.throng.report.view.SweepRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * Writes the report of a sweep — one run per load level, run in sequence, such as seed 002's
 * 100, 500, 1000, 1500 and 3000 threads — as {@value #PAGE_FILE} with its stylesheet (offline,
 * no scripts, no inline styles), {@value #JSON_FILE} and {@value #MARKDOWN_FILE}: error %, mean / p95 / p99 response time
 * and mean / peak TPS charted against the level, a table linking each level to its own report,
 * and, given a limit, the first level that broke it and the highest level that held.
 *
 * <pre>{@code
 * SweepGenerator.generate(List.of(
 *     new SweepLevel("100 threads", runs.resolve("t100")),
 *     new SweepLevel("500 threads", runs.resolve("t500"))),
 *     SweepLimit.none().maxErrorPercent(5), runs);
 * }</pre>
 */
public final class SweepGenerator {

  /** The sweep page in the output directory. */
  public static final String PAGE_FILE = "sweep.html";

  /** The machine-readable sweep beside it; schema in the module's SWEEP-JSON.md. */
  public static final String JSON_FILE = MultiRunJson.SWEEP_FILE;

  /** The sweep's table in Markdown beside it, for a pull request or the console. */
  public static final String MARKDOWN_FILE = MultiRunMarkdown.SWEEP_FILE;

  private SweepGenerator() {}

  /** The sweep of {@code levels} without a limit; see {@link #generate(List, SweepLimit, Path)}. */
  public static Path generate(List<SweepLevel> levels, Path outputDirectory) throws IOException {
    return generate(levels, SweepLimit.none(), outputDirectory);
  }

  /**
   * Writes the sweep as {@link #write(List, SweepLimit, Path)} does.
   *
   * @return the path of the written {@value #PAGE_FILE}
   */
  public static Path generate(List<SweepLevel> levels, SweepLimit limit, Path outputDirectory) throws IOException {
    return write(levels, limit, outputDirectory).page();
  }

  /**
   * Reads each level's run folder, lightest level first, and writes the sweep report into
   * {@code outputDirectory}. A level whose folder has no {@code index.html} yet gets its own
   * report written there first, so every level links to one.
   *
   * <p>A runner that walks the levels calls this after each one, so the page always covers the
   * levels run so far, and stops at the first level that broke the limit if asked to.
   *
   * @return the page and how the levels fared against {@code limit}
   * @throws IOException if a run log cannot be read or a report cannot be written
   * @throws IllegalArgumentException if {@code levels} is empty or a folder holds no valid run log;
   *     the message names it
   */
  public static Result write(List<SweepLevel> levels, SweepLimit limit, Path outputDirectory) throws IOException {
    List<LevelFigures> figures = new ArrayList<>(levels.size());
    for (SweepLevel level : levels) {
      RunSummary run = RunLogAggregator.aggregateFolder(level.runFolder());
      if (!Files.isRegularFile(level.runFolder().resolve(ReportGenerator.INDEX_FILE))) {
        ReportGenerator.write(run, List.of(), PartialMerge.whole(), level.runFolder());
      }
      figures.add(new LevelFigures(level.label(), RunFolders.name(level.runFolder()),
          ReportLinks.to(outputDirectory, level.runFolder()), run));
    }
    Sweep sweep = new Sweep(figures, limit(limit));
    SweepModel model = SweepModel.from(sweep);
    FreemarkerRenderer renderer = new FreemarkerRenderer();
    // Render everything before touching the directory, so a failure leaves any previous page intact.
    String html = renderer.render(FreemarkerRenderer.SWEEP_TEMPLATE, model);
    String markdown = MultiRunMarkdown.sweep(model);
    Path page = ReportFiles.writePage(renderer, outputDirectory, PAGE_FILE, html, JSON_FILE, MultiRunJson.sweep(sweep));
    ReportFiles.write(outputDirectory, MARKDOWN_FILE, markdown);
    return new Result(page, model.verdict(), model.levels().stream().map(SweepRow::verdict).toList(),
        sweep.firstBroken().isPresent(), markdown);
  }

  /**
   * What {@link #write(List, SweepLimit, Path)} wrote and found, in the page's words.
   *
   * @param page the written {@value #PAGE_FILE}
   * @param verdict {@code Highest level that held: 1000 threads. First level over the limit: 1500
   *     threads.}; empty without a limit
   * @param levelVerdicts for each level in order, {@code held} or {@code first over the limit: p99
   *     1,620 ms > 1,000 ms}; empty strings without a limit
   * @param limitBroken whether some level did not hold: over the limit, or not a valid run
   * @param markdown the table written to {@value #MARKDOWN_FILE}, for the console
   */
  public record Result(Path page, String verdict, List<String> levelVerdicts, boolean limitBroken, String markdown) {

    public Result {
      levelVerdicts = List.copyOf(levelVerdicts);
    }
  }

  private static LevelLimit limit(SweepLimit limit) {
    OptionalDouble errors = limit.maxErrorPercent();
    OptionalLong p99 = limit.maxP99().map(d -> OptionalLong.of(d.toNanos() / 1_000))
        .orElse(OptionalLong.empty());
    return new LevelLimit(errors, p99);
  }
}
