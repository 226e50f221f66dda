package io.throng.report;

import io.throng.report.history.HistoryFile;
import io.throng.report.history.Trend;
import io.throng.report.history.TrendChange;
import io.throng.report.render.FreemarkerRenderer;
import io.throng.report.view.TrendModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the trend of a history file ({@link HistoryFiles} appends runs to it) as {@value
 * #PAGE_FILE} with its stylesheet, under the run report's rules (offline, no scripts, no inline
 * styles): per scope a chart of each metric across the runs, oldest first, each change point of a
 * metric marked, and a table of them.
 *
 * <pre>{@code
 * TrendGenerator.Result trend = TrendGenerator.generate(Path.of("src/test/loadtest/history/Smoke.csv"),
 *     Path.of("target/loadtest/trend"));
 * trend.changes().forEach(System.out::println);
 * }</pre>
 */
public final class TrendGenerator {

  /** The trend page in the output directory. */
  public static final String PAGE_FILE = "trend.html";

  private TrendGenerator() {}

  /**
   * What was written and found.
   *
   * @param page the written {@value #PAGE_FILE}
   * @param runs how many runs it charts
   * @param changes each change point's sentence, {@code CHANGE request hello p95 at run 6 (...): ...}
   * @param summary the page's headline: runs covered and change points found
   */
  public record Result(Path page, int runs, List<String> changes, String summary) {

    public Result {
      changes = List.copyOf(changes);
    }
  }

  /**
   * @throws IOException if the history cannot be read or the page cannot be written
   * @throws IllegalArgumentException if the file is missing, empty or no history; the message
   *     names the file and line at fault
   */
  public static Result generate(Path historyFile, Path outputDirectory) throws IOException {
    Trend trend = Trend.of(HistoryFile.read(historyFile));
    TrendModel model = TrendModel.from(trend, historyFile.toString());
    FreemarkerRenderer renderer = new FreemarkerRenderer();
    // Render before touching the directory, so a failure leaves any previous page intact.
    String html = renderer.render(FreemarkerRenderer.TREND_TEMPLATE, model);
    Files.createDirectories(outputDirectory);
    renderer.copyAsset(FreemarkerRenderer.STYLESHEET, outputDirectory);
    Path page = ReportFiles.write(outputDirectory, PAGE_FILE, html);
    return new Result(page, trend.rows().size(), trend.changes().stream().map(TrendChange::sentence).toList(),
        model.summary());
  }
}
