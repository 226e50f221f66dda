package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogFormat;
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
    ReportGenerator.generate(RunLogFixture.sampleRun(runDir.resolve(RunLogFormat.FILE_NAME)), runDir);
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
}
