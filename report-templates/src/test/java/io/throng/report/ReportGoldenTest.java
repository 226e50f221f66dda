package io.throng.report;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.histogram;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Compares each written file (the page, stats.json, summary.md) for a fixed run log with a
 * checked-in copy, so any change to the report's output shows up in review. After an intended
 * change, refresh them with {@code mvn -pl report-templates verify -Dgolden.update=true} and
 * review the diff.
 */
class ReportGoldenTest {

  /** Relative to the module directory, where Surefire runs the tests. */
  private static final Path GOLDEN_DIR = Path.of("src/test/resources/io/throng/report");

  @TempDir Path runDir;

  @ParameterizedTest
  @ValueSource(strings = {ReportGenerator.INDEX_FILE, ReportGenerator.STATS_FILE, ReportGenerator.SUMMARY_FILE})
  void theReportOfTheSampleRunMatchesItsGoldenCopy(String file) throws IOException {
    ReportGenerator.generate(sampleRun(), runDir);
    String written = Files.readString(runDir.resolve(file), StandardCharsets.UTF_8);
    Path golden = GOLDEN_DIR.resolve("golden-" + file);

    if (Boolean.getBoolean("golden.update")) {
      Files.createDirectories(golden.getParent());
      Files.writeString(golden, written, StandardCharsets.UTF_8);
    }
    assertThat(golden)
        .as("golden copy missing: run with -Dgolden.update=true to create it")
        .exists();
    assertThat(written).isEqualTo(Files.readString(golden, StandardCharsets.UTF_8));
  }

  /** A 12-second run of two requests, with a KO burst in seconds 6-7 and a peak at second 7. */
  private Path sampleRun() throws IOException {
    Path log = runDir.resolve(RunLogFormat.FILE_NAME);
    long[] home = {20, 40, 60, 80, 80, 80, 70, 75, 80, 80, 40, 10};
    try (RunLogWriter writer = RunLogWriter.create(log, START, "SampleCheckout")) {
      for (int s = 0; s < home.length; s++) {
        writer.users(s, Math.min(10, 2L * (s + 1)), s < 5 ? 2 : 0, s >= 10 ? 5 : 0);
        writer.requests(s, "GET /", Status.OK, histogram(1_200 + 100L * s, 2_500, 4_000 + 1_000L * s, 15_000));
        writer.requests(s, "GET /", Status.OK, repeated(home[s] - 4, 3_000 + 250L * s));
        writer.requests(s, "POST /checkout", Status.OK, repeated(home[s] / 4, 25_000 + 1_000L * s));
        if (s == 6 || s == 7) {
          writer.requests(s, "POST /checkout", Status.KO, repeated(12, 2_000_000));
          writer.errors(s, "POST /checkout", 9, "request timeout after 2 s");
          writer.errors(s, "POST /checkout", 3, "status 503 (expected 200)");
        }
        writer.flush();
      }
      writer.end(START + 12_400, "completed");
    }
    return log;
  }
}
