package io.throng.report;

import io.throng.dsl.model.AssertionSpec;
import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.assertion.AssertionEvaluator;
import io.throng.report.assertion.AssertionResult;
import io.throng.report.assertion.JUnitXml;
import io.throng.report.render.FreemarkerRenderer;
import io.throng.report.view.ReportModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * Writes the HTML report of a run: {@value #INDEX_FILE} and its stylesheet, viewable offline and
 * under a strict Content-Security-Policy (no scripts, no inline styles, no remote resources).
 *
 * <pre>{@code
 * Path runDir = Path.of("target/loadtest/basic-20240501-120000");
 * Path index = ReportGenerator.generate(runDir.resolve(RunLogFormat.FILE_NAME), runDir);
 * }</pre>
 */
public final class ReportGenerator {

  /** The name of the report's page in the output directory. */
  public static final String INDEX_FILE = "index.html";

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
    return write(ReportModel.from(RunLogAggregator.aggregate(runLog)), outputDirectory);
  }

  /**
   * Checks {@code assertions} against the run's figures, then writes the report showing them and,
   * beside it, {@value JUnitXml#FILE_NAME} with one test case per assertion (a suite of none when
   * there are none, so that CI always finds the file).
   *
   * <pre>{@code
   * ReportGenerator.Result result = ReportGenerator.generate(runResult.runLog(), runResult.runDirectory(), runResult.assertions());
   * if (!result.passed()) { ... }
   * }</pre>
   *
   * @throws IOException if the log cannot be read or the report cannot be written
   */
  public static Result generate(Path runLog, Path outputDirectory, List<AssertionSpec> assertions)
      throws IOException {
    RunSummary run = RunLogAggregator.aggregate(runLog);
    List<AssertionResult> results = AssertionEvaluator.evaluate(assertions, run);
    Path index = write(ReportModel.from(run, results), outputDirectory);
    Path junit = outputDirectory.resolve(JUnitXml.FILE_NAME);
    JUnitXml.write(junit, run.simulationName(), results);
    return new Result(index, junit, results);
  }

  /**
   * What {@link #generate(Path, Path, List)} wrote and found.
   *
   * @param index the report's page
   * @param junitXml the assertions as JUnit XML
   * @param assertions one result per assertion ({@code forAll()}: per request name), in order
   */
  public record Result(Path index, Path junitXml, List<AssertionResult> assertions) {

    public Result {
      assertions = List.copyOf(assertions);
    }

    /** Whether every assertion passed; true when there were none. */
    public boolean passed() {
      return assertions.stream().allMatch(AssertionResult::passed);
    }
  }

  private static Path write(ReportModel model, Path outputDirectory) throws IOException {
    FreemarkerRenderer renderer = new FreemarkerRenderer();
    // Render fully before touching the directory, so a failure leaves any previous report intact.
    String html = renderer.render(FreemarkerRenderer.INDEX_TEMPLATE, model);
    Files.createDirectories(outputDirectory);
    renderer.copyAsset(FreemarkerRenderer.STYLESHEET, outputDirectory);
    Path index = outputDirectory.resolve(INDEX_FILE);
    Path partial = outputDirectory.resolve(INDEX_FILE + ".part");
    Files.writeString(partial, html, StandardCharsets.UTF_8);
    // A browser or CI upload reading index.html meanwhile sees the old page or the new one, not half.
    try {
      Files.move(partial, index, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(partial, index, StandardCopyOption.REPLACE_EXISTING);
    }
    return index;
  }
}
