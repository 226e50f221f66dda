package io.throng.report;

import static io.throng.report.RunLogFixture.START;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The sweep of seed 002's five thread counts, from fixed runs, against checked-in copies; see
 * {@link Golden} for refreshing them.
 */
class SweepGoldenTest {

  @TempDir Path work;

  @ParameterizedTest
  @ValueSource(strings = {SweepGenerator.PAGE_FILE, SweepGenerator.JSON_FILE})
  void theSweepOfFixedLevelsMatchesItsGoldenCopy(String file) throws IOException {
    Path out = work.resolve("sweep");

    SweepGenerator.generate(List.of(
        level("100 threads", 0, 5, 20_000, 0),
        level("500 threads", 1, 20, 85_000, 1),
        level("1000 threads", 2, 30, 120_000, 2),
        level("1500 threads", 3, 40, 150_000, 3),
        level("3000 threads", 4, 20, 900_000, 60)),
        SweepLimit.none().maxErrorPercent(10).maxP99(Duration.ofSeconds(2)), out);

    Golden.assertMatches(out.resolve(file), file);
  }

  /** A 10-second level in {@code work/<label>}, started {@code hour} hours after START. */
  private SweepLevel level(String label, int hour, int step, long micros, int koPerSecond) throws IOException {
    Path folder = work.resolve(label.replace(' ', '-'));
    RunLogFixture.rampRun(folder, START + hour * 3_600_000L, "ThreadGroups", 10, step, micros, koPerSecond);
    return new SweepLevel(label, folder);
  }
}
