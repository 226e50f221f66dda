package io.throng.report;

import io.throng.dsl.model.AssertionSpec;
import io.throng.report.ab.AbSummary;
import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunOutcome;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.Validity;
import io.throng.engine.assertion.AssertionResult;
import io.throng.report.assertion.JUnitXml;
import io.throng.report.assertion.RunVerdict;
import io.throng.report.json.StatsJson;
import io.throng.report.render.FreemarkerRenderer;
import io.throng.report.render.MarkdownSummary;
import io.throng.report.view.BaselineSection;
import io.throng.report.view.ReportModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the report of a run: {@value #INDEX_FILE} and its stylesheet, viewable offline and
 * under a strict Content-Security-Policy (no scripts, no inline styles, no remote resources),
 * plus {@code stats.json} for machines and {@code summary.md} for pull-request comments; and
 * prints a run in ApacheBench's layout ({@link #abSummary(Path)}). Several runs side by side are
 * {@link ComparisonGenerator}'s; a series of load levels is {@link SweepGenerator}'s.
 *
 * <pre>{@code
 * Path runDir = Path.of("target/loadtest/basic-20240501-120000");
 * Path index = ReportGenerator.generate(runDir.resolve(RunLogFormat.FILE_NAME), runDir);
 * }</pre>
 */
public final class ReportGenerator {

  /** The name of the report's page in the output directory. */
  public static final String INDEX_FILE = "index.html";

  /** The machine-readable statistics beside the page; schema in the module's STATS-JSON.md. */
  public static final String STATS_FILE = StatsJson.FILE_NAME;

  /** The Markdown summary beside the page, for pull-request comments. */
  public static final String SUMMARY_FILE = MarkdownSummary.FILE_NAME;

  private ReportGenerator() {}

  /**
   * Reads {@code runLog} and writes the report into {@code outputDirectory}, creating it if
   * needed; the directory may be the run folder that holds the log. A log cut off mid-run still
   * gives a report, marked incomplete.
   *
   * @return the path of the written {@value #INDEX_FILE}
   * @throws IOException if the log cannot be read or the report cannot be written
   * @throws IllegalArgumentException if {@code runLog} is not a valid run log; the message says why
   */
  public static Path generate(Path runLog, Path outputDirectory) throws IOException {
    return generate(List.of(runLog), outputDirectory);
  }

  /**
   * Merges {@code runLogs}, the logs of several injectors of one run, into one report in
   * {@code outputDirectory}: requests per second are summed by wall-clock second (each log
   * placed by its start), histograms added exactly, errors and active users summed. The run is
   * complete when every log is.
   *
   * @return the path of the written {@value #INDEX_FILE}
   * @throws IOException if a log cannot be read or the report cannot be written
   * @throws IllegalArgumentException if {@code runLogs} is empty or names a file that is not a
   *     valid run log; the message says which and why
   */
  public static Path generate(List<Path> runLogs, Path outputDirectory) throws IOException {
    return generate(runLogs, outputDirectory, PartialMerge.whole());
  }

  /**
   * Merges {@code runLogs}, the shards of one run, as {@link #generate(List, Path)} does, and marks
   * the report partial when {@code merge} says shards are missing or cut short: at the top of the
   * page, in {@code stats.json} and {@code summary.md}, and in {@value PartialMerge#FILE_NAME}.
   *
   * @throws IOException if a log cannot be read or the report cannot be written
   */
  public static Path generate(List<Path> runLogs, Path outputDirectory, PartialMerge merge) throws IOException {
    RunSummary run = RunLogAggregator.aggregate(runLogs);
    // No assertions at hand, but a run an assertion stopped still says which, and fails it.
    return write(run, RunVerdict.judge(List.of(), run), merge, outputDirectory);
  }

  /**
   * Checks {@code assertions} against the run's figures, then writes the report showing them and,
   * beside it, {@value JUnitXml#FILE_NAME} with one test case per assertion and one for the run
   * itself (an error when it was interrupted), so that CI always finds a test case.
   *
   * <pre>{@code
   * ReportGenerator.Result result =
   *     ReportGenerator.generate(runResult.runLog(), runResult.runDirectory(), runResult.assertions());
   * if (!result.passed()) { ... }
   * }</pre>
   *
   * @throws IOException if the log cannot be read or the report cannot be written
   */
  public static Result generate(Path runLog, Path outputDirectory, List<AssertionSpec> assertions)
      throws IOException {
    return generate(List.of(runLog), outputDirectory, assertions);
  }

  /**
   * Merges {@code runLogs} as {@link #generate(List, Path)} does, then checks {@code assertions}
   * against the merged figures, as {@link #generate(Path, Path, List)} does for one log: the
   * assertions of a sharded run hold for the run as a whole, not shard by shard.
   *
   * @throws IOException if a log cannot be read or the report cannot be written
   */
  public static Result generate(List<Path> runLogs, Path outputDirectory, List<AssertionSpec> assertions)
      throws IOException {
    return generate(runLogs, outputDirectory, assertions, PartialMerge.whole());
  }

  /**
   * Merges {@code runLogs} and checks {@code assertions} as {@link #generate(List, Path, List)}
   * does, and marks the report partial as {@link #generate(List, Path, PartialMerge)} does.
   *
   * @throws IOException if a log cannot be read or the report cannot be written
   */
  public static Result generate(List<Path> runLogs, Path outputDirectory, List<AssertionSpec> assertions,
      PartialMerge merge) throws IOException {
    RunSummary run = RunLogAggregator.aggregate(runLogs);
    List<AssertionResult> results = RunVerdict.judge(assertions, run);
    Path index = write(run, results, merge, outputDirectory);
    Path junit = outputDirectory.resolve(JUnitXml.FILE_NAME);
    Validity validity = run.validity();
    String status = ReportModel.statusOf(run);
    // In the run's test case output, not as a failure: whether it fails the build is loadtest.failOnInvalid's call.
    JUnitXml.write(junit, run.simulationName(), results, run.outcome(),
        validity.valid() ? status : status + "; invalid run: " + validity.reason());
    return new Result(index, junit, results, run.outcome(), status, validity.reason(), run);
  }

  /**
   * What {@link #generate(Path, Path, List)} wrote and found.
   *
   * @param index the report's page
   * @param junitXml the assertions as JUnit XML
   * @param assertions one result per assertion ({@code forAll()}: per request name), in order
   * @param outcome how the run ended
   * @param status the outcome as the page's headline says it ({@code Interrupted}, {@code
   *     Completed: every request failed})
   * @param invalidReason why the run is not valid (its load generator saturated), as the page's header
   *     says; empty when it is valid
   * @param run the figures the report shows, aggregated once from the run log, for what else is told of
   *     the run after it: its {@linkplain ReportGenerator#abSummary(Result) ApacheBench summary}, its
   *     {@linkplain BaselineFiles#judge judgement against a baseline}, its
   *     {@linkplain HistoryFiles#append history row}
   */
  public record Result(Path index, Path junitXml, List<AssertionResult> assertions, RunOutcome outcome,
      String status, String invalidReason, RunSummary run) {

    public Result {
      assertions = List.copyOf(assertions);
    }

    /** Whether the load generator kept up; see {@code loadtest.validity} in docs/validity.md. */
    public boolean valid() {
      return invalidReason.isEmpty();
    }

    /** Whether something outside the run stopped it (Ctrl-C, SIGTERM): its figures cover the part that ran. */
    public boolean interrupted() {
      return outcome == RunOutcome.INTERRUPTED;
    }

    /** Whether every assertion passed; true when there were none. */
    public boolean passed() {
      return assertions.stream().allMatch(AssertionResult::passed);
    }
  }

  /**
   * The run in {@code runFolder} in ApacheBench's layout, for a console: Concurrency Level, Time
   * taken, Complete and Failed requests (with ab's kinds), Non-2xx responses, Total transferred,
   * Requests per second, both Time per request lines, Transfer rate, Connection Times (total) and the "served within" table, all read
   * from the folder's run log. What it leaves out and why is in {@link AbSummary}.
   *
   * <pre>{@code
   * System.out.print(ReportGenerator.abSummary(Path.of("target/loadtest/smoke-20240501-120000")));
   * }</pre>
   *
   * @throws IOException if the run log cannot be read
   * @throws IllegalArgumentException if the folder holds no valid run log; the message names it
   */
  public static String abSummary(Path runFolder) throws IOException {
    return AbSummary.of(RunLogAggregator.aggregateFolder(runFolder)).render();
  }

  /**
   * The run {@code report} was written of, in ApacheBench's layout as {@link #abSummary(Path)} gives
   * it, from the figures the report was written from rather than from its run log read again.
   */
  public static String abSummary(Result report) {
    return AbSummary.of(report.run()).render();
  }

  /**
   * Writes the page and summary.md of {@code run} again, now with its verdict against a baseline:
   * the section on the page ({@code baseline}), {@code baselineMarkdown} at the end of the summary.
   * stats.json and junit.xml do not change, so they are left as the run wrote them.
   */
  static Path rewriteJudged(RunSummary run, List<AssertionResult> assertions, BaselineSection baseline,
      String baselineMarkdown, Path runFolder) throws IOException {
    ReportModel model = ReportModel.from(run, assertions, List.of(), baseline);
    FreemarkerRenderer renderer = new FreemarkerRenderer();
    String html = renderer.render(FreemarkerRenderer.INDEX_TEMPLATE, model);
    ReportFiles.write(runFolder, SUMMARY_FILE, MarkdownSummary.render(model) + "\n" + baselineMarkdown);
    return ReportFiles.write(runFolder, INDEX_FILE, html);
  }

  /** Writes the report of {@code run}, already read and checked, into {@code outputDirectory}. */
  static Path write(RunSummary run, List<AssertionResult> assertions, PartialMerge merge, Path outputDirectory)
      throws IOException {
    ReportModel model = ReportModel.from(run, assertions, merge.gaps());
    FreemarkerRenderer renderer = new FreemarkerRenderer();
    // Render everything before touching the directory, so a failure leaves any previous report intact.
    String html = renderer.render(FreemarkerRenderer.INDEX_TEMPLATE, model);
    String summary = MarkdownSummary.render(model);
    Files.createDirectories(outputDirectory);
    renderer.copyAsset(FreemarkerRenderer.STYLESHEET, outputDirectory);
    // Streamed, being the one file that grows with the request names; a failure leaves no half of it.
    ReportFiles.write(outputDirectory, STATS_FILE, out -> StatsJson.write(run, assertions, merge.gaps(), out));
    ReportFiles.write(outputDirectory, SUMMARY_FILE, summary);
    Path notice = outputDirectory.resolve(PartialMerge.FILE_NAME);
    if (merge.partial()) {
      ReportFiles.write(outputDirectory, PartialMerge.FILE_NAME, merge.notice());
    } else {
      Files.deleteIfExists(notice); // a whole report written over a partial one
    }
    // The page last: a reader who sees the new page finds its companions already there.
    return ReportFiles.write(outputDirectory, INDEX_FILE, html);
  }
}
