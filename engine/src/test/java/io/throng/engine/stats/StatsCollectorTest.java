package io.throng.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsCollectorTest {

  private static final long MS = 1_000_000L;

  @TempDir Path dir;

  @Test
  void writesResponseTimeFromTheIntendedStartAndServiceTimeFromTheSend() throws IOException {
    StatsRecorder stats = new StatsRecorder();
    // Meant to go at 0, sent 900 ms late, answered 10 ms after the send.
    stats.recordOk("late", 0, 900 * MS, 910 * MS, 200);

    List<RunLogEntry> entries = collectOnce(stats);

    RunLogEntry.Requests response = only(entries, RunLogEntry.Requests.class);
    RunLogEntry.ServiceTimes service = only(entries, RunLogEntry.ServiceTimes.class);
    assertThat(response.histogram().getMaxValue()).isBetween(909_000L, 911_000L);
    assertThat(service.histogram().getMaxValue()).isBetween(9_990L, 10_010L);
  }

  @Test
  void countsEachRequestOnceWithItsStatusAndError() throws IOException {
    StatsRecorder stats = new StatsRecorder();
    stats.recordOk("user", 0, 0, MS, 200);
    stats.recordOk("user", 0, 0, MS, 200);
    stats.recordKo("user", 0, 0, MS, 503, FailureKind.STATUS, "status 503");
    stats.recordKo("user", 0, 0, MS, 0, FailureKind.CONNECT, "connection refused: 127.0.0.1:1");

    List<RunLogEntry> entries = collectOnce(stats);

    assertThat(entries).filteredOn(RunLogEntry.Requests.class::isInstance)
        .extracting(e -> ((RunLogEntry.Requests) e).status(), e -> ((RunLogEntry.Requests) e).count())
        .containsExactlyInAnyOrder(
            org.assertj.core.groups.Tuple.tuple(Status.OK, 2L), org.assertj.core.groups.Tuple.tuple(Status.KO, 2L));
    assertThat(entries).filteredOn(RunLogEntry.StatusCodes.class::isInstance).containsExactlyInAnyOrder(
        new RunLogEntry.StatusCodes(0, "user", 200, 2), new RunLogEntry.StatusCodes(0, "user", 503, 1));
    assertThat(entries).filteredOn(RunLogEntry.Errors.class::isInstance).containsExactlyInAnyOrder(
        new RunLogEntry.Errors(0, "user", "STATUS", 1, "status 503"),
        new RunLogEntry.Errors(0, "user", "CONNECT", 1, "connection refused: 127.0.0.1:1"));
  }

  @Test
  void countsRequestsSentMoreThanTenMillisecondsAfterTheirIntendedStartAsLate() throws IOException {
    StatsRecorder stats = new StatsRecorder();
    stats.recordOk("on time", 0, 9 * MS, 10 * MS, 200);
    stats.recordOk("late", 0, 11 * MS, 12 * MS, 200);
    stats.recordKo("very late", 0, 700 * MS, 701 * MS, 0, FailureKind.CONNECT, "connection refused: 127.0.0.1:1");

    List<RunLogEntry> entries = collectOnce(stats);

    assertThat(entries).filteredOn(RunLogEntry.LateStarts.class::isInstance)
        .containsExactly(new RunLogEntry.LateStarts(0, 2, 700_000));
  }

  @Test
  void reportsTheGeneratorsWorstEventLoopLagOfTheSecond() throws IOException {
    GeneratorHealth health = new GeneratorHealth();
    health.loopLag(150);
    health.loopLag(4_000);
    health.loopLag(20);

    GeneratorHealth.Sample first = health.sample();
    GeneratorHealth.Sample second = health.sample();

    assertThat(first.maxLoopLagMicros()).isEqualTo(4_000);
    assertThat(second.maxLoopLagMicros()).isZero();
    assertThat(first.cpuPercent()).isBetween(0, 100);
  }

  @Test
  void aSecondWritesOnlyWhatWasRecordedSinceThePreviousOne() throws IOException {
    StatsRecorder stats = new StatsRecorder();
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Test")) {
      StatsCollector collector = new StatsCollector(stats, new GeneratorHealth(), Traffic.NONE, log);
      stats.recordKo("user", 0, 0, MS, 500, FailureKind.STATUS, "status 500");
      collector.collect();
      stats.recordKo("user", 0, 0, MS, 500, FailureKind.STATUS, "status 500");
      stats.recordKo("user", 0, 0, MS, 500, FailureKind.STATUS, "status 500");
      IntervalSnapshot second = collector.collect();
      collector.collect();

      assertThat(second.ko()).isEqualTo(2);
      assertThat(collector.totalKo()).isEqualTo(3);
    }

    List<RunLogEntry> entries = read(file);
    assertThat(entries).filteredOn(RunLogEntry.Errors.class::isInstance).containsExactly(
        new RunLogEntry.Errors(0, "user", "STATUS", 1, "status 500"),
        new RunLogEntry.Errors(1, "user", "STATUS", 2, "status 500"));
    assertThat(entries).filteredOn(RunLogEntry.Users.class::isInstance).hasSize(3);
    assertThat(entries).filteredOn(RunLogEntry.Health.class::isInstance).hasSize(3);
  }

  private List<RunLogEntry> collectOnce(StatsRecorder stats) throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Test")) {
      new StatsCollector(stats, new GeneratorHealth(), Traffic.NONE, log).collect();
    }
    return read(file);
  }

  private static List<RunLogEntry> read(Path file) throws IOException {
    List<RunLogEntry> entries = new ArrayList<>();
    RunLogReader.read(file, entries::add);
    return entries;
  }

  private static <T> T only(List<RunLogEntry> entries, Class<T> type) {
    List<T> matching = entries.stream().filter(type::isInstance).map(type::cast).toList();
    assertThat(matching).hasSize(1);
    return matching.get(0);
  }
}
