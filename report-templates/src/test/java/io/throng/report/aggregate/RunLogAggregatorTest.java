package io.throng.report.aggregate;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.histogram;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.LongStream;
import org.HdrHistogram.Histogram;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunLogAggregatorTest {

  @TempDir Path dir;

  @Test
  void totalsAndPercentilesMatchOneHistogramOfAllResponses() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    Histogram expectedHome = RunLogFormat.newHistogram();
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Checkout")) {
      // "home" answers in 1, 2, ... 100 ms in each of 3 seconds: 300 responses.
      for (long second = 0; second < 3; second++) {
        Histogram ok = histogram(LongStream.rangeClosed(1, 100).map(ms -> ms * 1_000).toArray());
        writer.requests(second, "home", Status.OK, ok);
        expectedHome.add(ok);
      }
      writer.requests(1, "search", Status.OK, repeated(8, 10_000));
      writer.requests(2, "search", Status.KO, repeated(2, 30_000_000));
      writer.end(START + 3_000, "completed");
    }

    RunSummary run = RunLogAggregator.aggregate(log);

    assertThat(run.simulationName()).isEqualTo("Checkout");
    assertThat(run.total().count()).isEqualTo(310);
    assertThat(run.total().ok()).isEqualTo(308);
    assertThat(run.total().ko()).isEqualTo(2);
    assertThat(run.requests()).extracting(RequestSummary::name).containsExactly("home", "search");

    RequestSummary home = run.requests().get(0);
    assertThat(home.count()).isEqualTo(300);
    assertThat(home.times()).isEqualTo(ResponseTimes.of(expectedHome));
    // HdrHistogram keeps 3 significant digits: each value lies within 0.1 % above the exact one.
    assertThat(home.times().minMicros()).isEqualTo(1_000);
    assertThat(home.times().p50Micros()).isBetween(50_000L, 50_050L);
    assertThat(home.times().p95Micros()).isBetween(95_000L, 95_095L);
    assertThat(home.times().p99Micros()).isBetween(99_000L, 99_099L);
    assertThat(home.times().maxMicros()).isBetween(100_000L, 100_100L);
    assertThat(home.times().meanMicros()).isCloseTo(50_500, Percentage.withPercentage(0.1));

    RequestSummary search = run.requests().get(1);
    assertThat(search.ok()).isEqualTo(8);
    assertThat(search.ko()).isEqualTo(2);
    assertThat(search.times().p50Micros()).isBetween(10_000L, 10_010L);
    assertThat(search.times().maxMicros()).isBetween(30_000_000L, 30_030_000L);
    assertThat(run.total().times().maxMicros()).isEqualTo(search.times().maxMicros());
    assertThat(run.total().times().minMicros()).isEqualTo(1_000);
  }

  @Test
  void errorsAreGroupedByMessageAndRequestMostFrequentFirst() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Errors")) {
      writer.requests(0, "a", Status.KO, repeated(4, 1_000));
      writer.errors(0, "a", "STATUS", 1, "status 500");
      writer.errors(0, "a", "CONNECT", 3, "connection refused");
      writer.requests(1, "a", Status.KO, repeated(3, 1_000));
      writer.errors(1, "a", "STATUS", 2, "status 500");
      writer.errors(1, "b", "STATUS", 1, "status 500");
    }

    RunSummary run = RunLogAggregator.aggregate(log);

    assertThat(run.errors()).containsExactly(
        new ErrorSummary("connection refused", "a", 3),
        new ErrorSummary("status 500", "a", 3),
        new ErrorSummary("status 500", "b", 1));
  }

  @Test
  void usersKeepThePeakAndTheSums() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Users")) {
      writer.users(0, 5, 5, 0);
      writer.users(1, 12, 8, 1);
      writer.users(2, 3, 0, 9);
      writer.users(3, 0, 0, 3);
    }

    RunSummary run = RunLogAggregator.aggregate(log);

    assertThat(run.users()).isEqualTo(new UserSummary(12, 13, 13));
    assertThat(run.secondsLogged()).isEqualTo(4);
    assertThat(run.completed()).isFalse();
    assertThat(run.peak()).isEmpty();
  }

  @Test
  void aLogWithoutRunRecordIsRejectedWithTheReason() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    Files.writeString(log, "THRONG-RUNLOG\t1\n", StandardCharsets.UTF_8);

    assertThatThrownBy(() -> RunLogAggregator.aggregate(log))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("has no RUN record");
  }
}
