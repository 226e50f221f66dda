package io.throng.report;

import static io.throng.report.RunLogFixture.START;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The comparison of five fixed runs (two servers, the first repeated three times, the second
 * twice) against checked-in copies; see {@link Golden} for refreshing them.
 */
class ComparisonGoldenTest {

  @TempDir Path work;

  @ParameterizedTest
  @ValueSource(strings = {ComparisonGenerator.PAGE_FILE, ComparisonGenerator.JSON_FILE})
  void theComparisonOfFixedRunsMatchesItsGoldenCopy(String file) throws IOException {
    Path out = work.resolve("comparison");
    ComparedRun first = run("apache#1", 0, 10, 2_000, 0);
    // Only the first run has its own report, so the page shows a run with and without a link.
    ReportGenerator.generate(first.folder().resolve("run.log"), first.folder());

    ComparisonGenerator.generateLabelled(List.of(
        first,
        run("apache#2", 1, 11, 2_100, 0),
        run("apache#3", 2, 10, 1_900, 1),
        run("nginx#1", 3, 10, 2_500, 3),
        run("nginx#2", 4, 9, 2_600, 4)), out);

    Golden.assertMatches(out.resolve(file), file);
  }

  /** A 12-second ramp-up of {@code step} more requests each second, started {@code hour} hours after START. */
  private ComparedRun run(String label, int hour, int step, long micros, int koPerSecond) throws IOException {
    Path folder = work.resolve("run-" + hour);
    RunLogFixture.rampRun(folder, START + hour * 3_600_000L, "RampUp", 12, step, micros, koPerSecond);
    return new ComparedRun(label, folder);
  }
}
