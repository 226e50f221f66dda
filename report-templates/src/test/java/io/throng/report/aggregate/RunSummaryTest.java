package io.throng.report.aggregate;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Peak and mean TPS against run logs whose per-second counts are known. */
class RunSummaryTest {

  @TempDir Path dir;

  static Stream<Arguments> runs() {
    return Stream.of(
        // name, requests per second (OK + KO), END offset in ms (null: cut off),
        // expected duration ms, peak count, peak second (-1: none), mean TPS
        Arguments.of("steady, completed", new long[] {10, 30, 20}, 3_000L, 3_000L, 30L, 1L, 20.0),
        Arguments.of("a tie keeps the earliest second", new long[] {50, 10, 50}, 3_000L, 3_000L, 50L, 0L, 110 / 3.0),
        Arguments.of("idle seconds count in the duration", new long[] {5, 0, 0, 50, 45}, 5_000L, 5_000L, 50L, 3L, 20.0),
        Arguments.of("end in the middle of a second", new long[] {10, 10, 4}, 2_500L, 2_500L, 10L, 0L, 9.6),
        Arguments.of("cut off: the seconds logged", new long[] {10, 20, 30, 40}, null, 4_000L, 40L, 3L, 25.0),
        Arguments.of("under a second divides by one second", new long[] {7}, 400L, 400L, 7L, 0L, 7.0),
        Arguments.of("no requests at all", new long[] {0, 0}, 2_000L, 2_000L, 0L, -1L, 0.0));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("runs")
  void peakAndMeanTpsAgreeWithThePerSecondCounts(
      String name, long[] perSecond, Long endOffset, long duration, long peak, long peakSecond,
      double mean) throws IOException {
    Path log = writeLog(perSecond, endOffset);

    RunSummary run = RunLogAggregator.aggregate(log);

    assertThat(run.durationMillis()).isEqualTo(duration);
    assertThat(run.completed()).isEqualTo(endOffset != null);
    assertThat(run.meanTps()).isCloseTo(mean, within(1e-9));
    assertThat(run.total().count()).isEqualTo(Arrays.stream(perSecond).sum());
    assertThat(run.total().seconds())
        .allSatisfy(s -> assertThat(s.total()).isEqualTo(perSecond[(int) s.second()]))
        .hasSize((int) Arrays.stream(perSecond).filter(c -> c > 0).count());
    if (peakSecond < 0) {
      assertThat(run.peak()).isEmpty();
    } else {
      assertThat(run.peak()).hasValueSatisfying(p -> {
        assertThat(p.total()).isEqualTo(peak).isEqualTo(Arrays.stream(perSecond).max().orElseThrow());
        assertThat(p.second()).isEqualTo(peakSecond);
      });
    }
  }

  /** Splits each second's count over two request names, OK and KO, as the engine would log it. */
  private Path writeLog(long[] perSecond, Long endOffset) throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Throughput")) {
      for (int second = 0; second < perSecond.length; second++) {
        long ko = perSecond[second] / 3;
        long ok = perSecond[second] - ko;
        if (ok > 0) {
          writer.requests(second, "home", Status.OK, repeated(ok, 2_000));
        }
        if (ko > 0) {
          writer.requests(second, "search", Status.KO, repeated(ko, 9_000));
        }
        writer.users(second, 3, 0, 0);
        writer.flush();
      }
      if (endOffset != null) {
        writer.end(START + endOffset, "completed");
      }
    }
    return log;
  }
}
