package io.throng.report;

import static io.throng.report.RunLogFixture.START;

import io.throng.engine.runlog.RunLogFormat;
import io.throng.report.baseline.Tolerances;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Compares each written file for fixed run logs with a checked-in copy; see {@link Golden} for
 * refreshing them: the report of a sample run (page, stats.json, summary.md), of a run of eleven
 * requests in scenario order (page, stats.json, summary.md: the order, the users chart, the
 * response-time ranges), a merge of two
 * shards of three (page, stats.json), the comparison of
 * five runs (two servers, the first repeated three times, the second twice), the sweep of seed
 * 002's five thread counts, and a run judged against a baseline of three runs (page, summary.md
 * and the baseline file).
 */
class ReportGoldenTest {

  @TempDir static Path work;

  /** Relative to the module directory, where Surefire runs the tests. */
  private static final Path BASELINE = Path.of("target", "golden-judged", "RampUp.json");

  @BeforeAll
  static void writeEveryOutput() throws IOException {
    Path sample = work.resolve("sample");
    ReportGenerator.generate(RunLogFixture.sampleRun(Files.createDirectories(sample)
        .resolve(RunLogFormat.FILE_NAME)), sample);

    // Eleven requests whose scenario order is not their names' alphabet, in groups, with errors.
    Path scenario = work.resolve("scenario");
    ReportGenerator.generate(RunLogFixture.scenarioRun(Files.createDirectories(scenario)
        .resolve(RunLogFormat.FILE_NAME)), scenario);

    // Two shards of three merged, the second saturated, the third missing.
    Path merged = Files.createDirectories(work.resolve("merged"));
    ReportGenerator.generate(List.of(
            RunLogFixture.shardRun(merged.resolve("shard-0.log"), 0, 3, "throng-sharded-0-a1b2c", 0, 30, false),
            RunLogFixture.shardRun(merged.resolve("shard-1.log"), 1, 3, "throng-sharded-1-d3e4f", 0, 20, true)),
        merged, List.of(), PartialMerge.of(3).missing(2, "OOMKilled (exit code 137)"));

    // Protocols as the Protocol columns word them: one, several with their counts, none logged (apache#3).
    ComparedRun first = run("apache#1", 0, 10, 2_000, 0, s -> "h2");
    // Only the first run has its own report, so the page shows a run with and without a link.
    ReportGenerator.generate(first.folder().resolve(RunLogFormat.FILE_NAME), first.folder());
    ComparisonGenerator.generateLabelled(List.of(first,
        run("apache#2", 1, 11, 2_100, 0, s -> "h2"),
        run("apache#3", 2, 10, 1_900, 1, s -> null),
        run("nginx#1", 3, 10, 2_500, 3, s -> s == 0 ? "h1" : "h2"),
        run("nginx#2", 4, 9, 2_600, 4, s -> "h1")), work.resolve("comparison"));

    // Three baseline runs, then one with slower responses and KOs judged against them: the page
    // gets the baseline section, summary.md the table. The file's path is relative, as a project's
    // is, so that the page naming it stays the same from one machine to the next.
    BaselineFiles.record(List.of(
        RunLogFixture.rampRun(work.resolve("base-1"), START + 6 * 3_600_000L, "RampUp", 10, 10, 2_000, 0).getParent(),
        RunLogFixture.rampRun(work.resolve("base-2"), START + 7 * 3_600_000L, "RampUp", 10, 10, 2_050, 0).getParent(),
        RunLogFixture.rampRun(work.resolve("base-3"), START + 8 * 3_600_000L, "RampUp", 10, 10, 1_950, 0).getParent()),
        BASELINE);
    Path judged = work.resolve("judged");
    ReportGenerator.Result judgedReport = ReportGenerator.generate(
        RunLogFixture.rampRun(judged, START + 9 * 3_600_000L, "RampUp", 10, 10, 3_000, 2), judged, List.of());
    BaselineFiles.judge(BASELINE, List.of(), judgedReport, Tolerances.defaults());

    SweepGenerator.generate(List.of(
        level("100 threads", 0, 5, 20_000, 0, s -> "h2"),
        level("500 threads", 1, 20, 85_000, 1, s -> "h2"),
        level("1000 threads", 2, 30, 120_000, 2, s -> "h2"),
        level("1500 threads", 3, 40, 150_000, 3, s -> "h2"),
        level("3000 threads", 4, 20, 900_000, 60, s -> s < 2 ? "h1" : "h2")),
        SweepLimit.none().maxErrorPercent(10).maxP99(Duration.ofSeconds(2)), work.resolve("sweep"));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "sample/" + ReportGenerator.INDEX_FILE, "sample/" + ReportGenerator.STATS_FILE, "sample/" + ReportGenerator.SUMMARY_FILE,
      "merged/" + ReportGenerator.INDEX_FILE, "merged/" + ReportGenerator.STATS_FILE,
      "scenario/" + ReportGenerator.INDEX_FILE, "scenario/" + ReportGenerator.STATS_FILE,
      "scenario/" + ReportGenerator.SUMMARY_FILE,
      "comparison/" + ComparisonGenerator.PAGE_FILE, "comparison/" + ComparisonGenerator.JSON_FILE,
      "comparison/" + ComparisonGenerator.MARKDOWN_FILE,
      "sweep/" + SweepGenerator.PAGE_FILE, "sweep/" + SweepGenerator.JSON_FILE, "sweep/" + SweepGenerator.MARKDOWN_FILE,
      "judged/" + ReportGenerator.INDEX_FILE, "judged/" + ReportGenerator.SUMMARY_FILE})
  void eachOutputMatchesItsGoldenCopy(String file) throws IOException {
    Path written = work.resolve(file);

    // The merged and scenario reports' files are named like the sample's: their copies are
    // golden-merged-* and golden-scenario-*.
    String name = written.getFileName().toString();
    String folder = file.substring(0, file.indexOf('/'));
    Golden.assertMatches(written, List.of("merged", "scenario", "judged").contains(folder) ? folder + "-" + name : name);
  }

  @Test
  void theBaselineFileMatchesItsGoldenCopy() throws IOException {
    Golden.assertMatches(BASELINE, "baseline.json");
  }

  /**
   * A 12-second ramp-up of {@code step} more requests each second, started {@code hour} hours after START,
   * second {@code s}'s requests on {@code protocol.apply(s)}.
   */
  private static ComparedRun run(String label, int hour, int step, long micros, int koPerSecond,
      IntFunction<String> protocol) throws IOException {
    Path folder = work.resolve("run-" + hour);
    RunLogFixture.rampRun(folder, START + hour * 3_600_000L, "RampUp", 12, step, micros, koPerSecond, -1, protocol);
    return new ComparedRun(label, folder);
  }

  /** A 10-second level in {@code work/<label>}, started {@code hour} hours after START, on {@code protocol} as above. */
  private static SweepLevel level(String label, int hour, int step, long micros, int koPerSecond,
      IntFunction<String> protocol) throws IOException {
    Path folder = work.resolve(label.replace(' ', '-'));
    RunLogFixture.rampRun(folder, START + hour * 3_600_000L, "ThreadGroups", 10, step, micros, koPerSecond, -1,
        protocol);
    return new SweepLevel(label, folder);
  }
}
