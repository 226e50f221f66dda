package io.throng.report;

import io.throng.engine.runlog.RunLogFormat;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Compares each written file (the page, stats.json, summary.md) for a fixed run log with a
 * checked-in copy; see {@link Golden} for refreshing them.
 */
class ReportGoldenTest {

  @TempDir Path runDir;

  @ParameterizedTest
  @ValueSource(strings = {ReportGenerator.INDEX_FILE, ReportGenerator.STATS_FILE, ReportGenerator.SUMMARY_FILE})
  void theReportOfTheSampleRunMatchesItsGoldenCopy(String file) throws IOException {
    ReportGenerator.generate(RunLogFixture.sampleRun(runDir.resolve(RunLogFormat.FILE_NAME)), runDir);

    Golden.assertMatches(runDir.resolve(file), file);
  }
}
