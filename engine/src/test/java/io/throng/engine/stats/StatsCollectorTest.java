package io.throng.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.testing.RunLogTotals;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsCollectorTest {

  private static final long MS = 1_000_000L;
  private static final long SECOND = 1_000 * MS;

  @TempDir Path dir;

  private final StatsRecorder stats = new StatsRecorder();
  private final LoopRecorder loop = stats.loop(this);

  @Test
  void writesResponseTimeFromTheIntendedStartAndServiceTimeFromTheSend() throws IOException {
    // Meant to go at 0, sent 900 ms late, answered 10 ms after the send.
    loop.recordOk(stats.key("late"), 0, 900 * MS, 910 * MS, 200, Protocol.H1);

    List<RunLogEntry> entries = collectOnce();

    RunLogEntry.Requests response = only(entries, RunLogEntry.Requests.class);
    RunLogEntry.ServiceTimes service = only(entries, RunLogEntry.ServiceTimes.class);
    assertThat(response.histogram().getMaxValue()).isBetween(909_000L, 911_000L);
    assertThat(service.histogram().getMaxValue()).isBetween(9_990L, 10_010L);
  }

  @Test
  void countsEachRequestOnceWithItsStatusAndError() throws IOException {
    loop.recordOk(stats.key("user"), 0, 0, MS, 200, Protocol.H1);
    loop.recordOk(stats.key("user"), 0, 0, MS, 200, Protocol.H1);
    loop.recordKo(stats.key("user"), 0, 0, MS, 503, Protocol.H1, FailureKind.STATUS, "status 503");
    loop.recordKo(stats.key("user"), 0, 0, MS, 0, Protocol.NONE, FailureKind.CONNECT, "connection refused: 127.0.0.1:1");

    List<RunLogEntry> entries = collectOnce();

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
  void countsRetriedAttemptsPerNameOverTheLoopsApartFromOksAndKos() throws IOException {
    LoopRecorder other = stats.loop("other loop");
    loop.recordRetry(stats.key("page"), MS);
    other.recordRetry(stats.key("page"), MS);
    loop.recordOk(stats.key("page"), 0, 0, MS, 200, Protocol.H1);
    other.recordOk(stats.key("page"), 0, 0, MS, 200, Protocol.H1);
    loop.recordOk(stats.key("never retried"), 0, 0, MS, 200, Protocol.H1);

    List<RunLogEntry> entries = collectOnce();

    assertThat(entries).filteredOn(RunLogEntry.Retries.class::isInstance)
        .containsExactly(new RunLogEntry.Retries(0, "page", 2));
    assertThat(entries).filteredOn(RunLogEntry.Requests.class::isInstance)
        .extracting(e -> ((RunLogEntry.Requests) e).count()).containsExactlyInAnyOrder(2L, 1L);
  }

  @Test
  void countsEachNamesRequestsByTheProtocolTheyWentOutOnOverTheLoopsAndNoneForThoseWithoutAConnection()
      throws IOException {
    LoopRecorder other = stats.loop("other loop");
    loop.recordOk(stats.key("page"), 0, 0, MS, 200, Protocol.H2);
    other.recordOk(stats.key("page"), 0, 0, MS, 200, Protocol.H2);
    other.recordKo(stats.key("page"), 0, 0, MS, 503, Protocol.H1, FailureKind.STATUS, "status 503");
    loop.recordKo(stats.key("page"), 0, 0, MS, 0, Protocol.NONE, FailureKind.CONNECT, "connection refused");
    loop.recordOk(stats.key("socket"), 0, 0, MS, 101, Protocol.WS);

    List<RunLogEntry> entries = collectOnce();

    assertThat(entries).filteredOn(RunLogEntry.Protocols.class::isInstance).containsExactly(
        new RunLogEntry.Protocols(0, "page", "h1", 1), new RunLogEntry.Protocols(0, "page", "h2", 2),
        new RunLogEntry.Protocols(0, "socket", "ws", 1));
  }

  @Test
  void countsRequestsSentMoreThanTenMillisecondsAfterTheirIntendedStartAsLate() throws IOException {
    loop.recordOk(stats.key("on time"), 0, 9 * MS, 10 * MS, 200, Protocol.H1);
    loop.recordOk(stats.key("late"), 0, 11 * MS, 12 * MS, 200, Protocol.H1);
    loop.recordKo(stats.key("very late"), 0, 700 * MS, 701 * MS, 0, Protocol.H1, FailureKind.CONNECT, "connection refused: 127.0.0.1:1");

    List<RunLogEntry> entries = collectOnce();

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
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Test")) {
      StatsCollector collector = new StatsCollector(stats, new GeneratorHealth(), Traffic.NONE, log);
      loop.recordKo(stats.key("user"), 0, 0, MS, 500, Protocol.H1, FailureKind.STATUS, "status 500");
      closeUpTo(collector, 0);
      loop.recordKo(stats.key("user"), SECOND, SECOND, SECOND + MS, 500, Protocol.H1, FailureKind.STATUS, "status 500");
      loop.recordKo(stats.key("user"), SECOND, SECOND, SECOND + MS, 500, Protocol.H1, FailureKind.STATUS, "status 500");
      IntervalSnapshot second = closeUpTo(collector, 1);
      closeUpTo(collector, 2);

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

  @Test
  void aStepIsOnDiskBeforeItsSecondEndsAndTheSecondAddsUpItsSteps() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Test")) {
      StatsCollector collector = new StatsCollector(stats, new GeneratorHealth(), Traffic.NONE, log);
      loop.recordOk(stats.key("user"), 0, 0, MS, 200, Protocol.H1);
      loop.recordKo(stats.key("user"), 0, 0, MS, 500, Protocol.H1, FailureKind.STATUS, "status 500");
      collector.step(200 * MS, snapshot -> {});

      // As a SIGKILL would leave it: the step's records are flushed, the second has not ended.
      assertThat(RunLogTotals.of(file).ok).isEqualTo(1);
      assertThat(RunLogTotals.of(file).ko).isEqualTo(1);
      assertThat(read(file)).noneMatch(RunLogEntry.Users.class::isInstance);

      loop.recordOk(stats.key("user"), 0, 0, 300 * MS, 200, Protocol.H1);
      loop.recordOk(stats.key("user"), 0, 0, 900 * MS, 200, Protocol.H1);
      List<IntervalSnapshot> closed = new ArrayList<>();
      collector.step(SECOND + StatsCollector.GRACE_NANOS, snapshot -> closed.add(new IntervalSnapshot(
          snapshot.second(), snapshot.ok(), snapshot.ko(), null, Map.copyOf(snapshot.errors()), 0, null)));
      loop.recordOk(stats.key("user"), SECOND, SECOND, SECOND + MS, 200, Protocol.H1);
      IntervalSnapshot next = closeUpTo(collector, 1);

      assertThat(closed).singleElement().satisfies(second -> {
        assertThat(second.ok()).isEqualTo(3);
        assertThat(second.ko()).isEqualTo(1);
        assertThat(second.errors()).containsExactly(entry("user: status 500", 1L));
      });
      assertThat(next.ok()).isEqualTo(1);
      assertThat(collector.totalOk()).isEqualTo(4);
    }

    List<RunLogEntry> entries = read(file);
    assertThat(entries).filteredOn(RunLogEntry.Requests.class::isInstance)
        .extracting(e -> ((RunLogEntry.Requests) e).second(), e -> ((RunLogEntry.Requests) e).status(),
            e -> ((RunLogEntry.Requests) e).count())
        .containsExactly(org.assertj.core.groups.Tuple.tuple(0L, Status.OK, 1L),
            org.assertj.core.groups.Tuple.tuple(0L, Status.KO, 1L), org.assertj.core.groups.Tuple.tuple(0L, Status.OK, 2L),
            org.assertj.core.groups.Tuple.tuple(1L, Status.OK, 1L));
    assertThat(entries).filteredOn(RunLogEntry.StatusCodes.class::isInstance).containsExactly(
        new RunLogEntry.StatusCodes(0, "user", 200, 1), new RunLogEntry.StatusCodes(0, "user", 500, 1),
        new RunLogEntry.StatusCodes(0, "user", 200, 2), new RunLogEntry.StatusCodes(1, "user", 200, 1));
    assertThat(entries).filteredOn(RunLogEntry.Users.class::isInstance).hasSize(2);
  }

  private List<RunLogEntry> collectOnce() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Test")) {
      closeUpTo(new StatsCollector(stats, new GeneratorHealth(), Traffic.NONE, log), 0);
    }
    return read(file);
  }

  @Test
  void mergesTheLoopsIntervalsExactlyWhileTheyRecordConcurrently() throws Exception {
    int loops = 4;
    int batches = 20;
    int perBatch = 5_000;
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    AtomicLong collections = new AtomicLong();
    ExecutorService writers = Executors.newFixedThreadPool(loops);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Test")) {
      StatsCollector collector = new StatsCollector(stats, new GeneratorHealth(), Traffic.NONE, log);
      List<Future<?>> done = new ArrayList<>();
      for (int l = 0; l < loops; l++) {
        int index = l;
        done.add(writers.submit(() -> {
          // Each thread is one event loop: its own recorder, shared request keys.
          LoopRecorder mine = stats.loop("loop " + index);
          RequestKey user = stats.key("user");
          RequestKey login = stats.key("login");
          mine.userStarted();
          for (int batch = 0; batch < batches; batch++) {
            long seen = collections.get();
            for (int i = 0; i < perBatch; i++) {
              long latency = (index * 1_000L + i % 1_000) * 1_000; // 0..3999 µs over the loops, 1 µs apart
              mine.recordOk(user, 0, 0, latency, 200, Protocol.H1);
              if (i % 10 == 0) {
                mine.recordKo(login, 0, 20 * MS, 20 * MS + latency, 503, Protocol.H1, FailureKind.STATUS, "status 503");
              }
            }
            while (collections.get() == seen) { // let a collection run between batches, racing the next one
              Thread.onSpinWait();
            }
          }
          mine.userFinished();
          return null;
        }));
      }
      long second = 0;
      while (!done.stream().allMatch(Future::isDone)) {
        // Every completion is stamped in second 0: those recorded after it closed count in the open second.
        closeUpTo(collector, second++);
        collections.incrementAndGet();
      }
      for (Future<?> writer : done) {
        writer.get();
      }
      collector.finish(second * SECOND, snapshot -> {});
      assertThat(collector.totalOk()).isEqualTo((long) loops * batches * perBatch);
      assertThat(collector.totalKo()).isEqualTo((long) loops * batches * perBatch / 10);
    } finally {
      writers.shutdownNow();
    }

    long oks = (long) loops * batches * perBatch;
    long kos = oks / 10;
    RunLogTotals totals = RunLogTotals.of(file);
    assertThat(totals.ok).isEqualTo(oks);
    assertThat(totals.ko).isEqualTo(kos);
    assertThat(totals.okByName).containsExactly(entry("user", oks));
    assertThat(totals.requests).containsOnly(entry("user", oks), entry("login", kos));
    assertThat(totals.statuses).containsOnly(entry("user: 200", oks), entry("login: 503", kos));
    assertThat(totals.errors).containsExactly(entry("login: STATUS status 503", kos));
    assertThat(totals.usersStarted).isEqualTo(loops);
    assertThat(totals.usersFinished).isEqualTo(loops);
    List<RunLogEntry> entries = read(file);
    assertThat(entries).filteredOn(RunLogEntry.Users.class::isInstance).hasSizeGreaterThan(batches);
    assertThat(entries.stream().filter(RunLogEntry.ServiceTimes.class::isInstance)
        .mapToLong(e -> ((RunLogEntry.ServiceTimes) e).histogram().getTotalCount()).sum()).isEqualTo(oks + kos);
    assertThat(entries.stream().filter(RunLogEntry.LateStarts.class::isInstance)
        .mapToLong(e -> ((RunLogEntry.LateStarts) e).count()).sum()).isEqualTo(kos);
    // The loops' latencies are 0..3999 µs, each as often: the merged histogram has all of them.
    Histogram user = RunLogFormat.newHistogram();
    entries.stream().filter(RunLogEntry.Requests.class::isInstance).map(RunLogEntry.Requests.class::cast)
        .filter(r -> r.name().equals("user")).forEach(r -> user.add(r.histogram()));
    assertThat(user.getTotalCount()).isEqualTo(oks);
    assertThat(user.getMaxValue()).isBetween(3_998L, 4_000L);
    assertThat(user.getValueAtPercentile(50)).isBetween(1_998L, 2_002L);
  }

  @Test
  void aStepThatComesSecondsLateStillCountsEachResponseInTheSecondItCompletedIn() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    List<Long> closed = new ArrayList<>();
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Test")) {
      StatsCollector collector = new StatsCollector(stats, new GeneratorHealth(), Traffic.NONE, log);
      RequestKey user = stats.key("user");
      for (long at : new long[] {100 * MS, 1_500 * MS, 1_600 * MS, 2_999 * MS, 3_000 * MS, 3_100 * MS}) {
        loop.recordOk(user, at - MS, at - MS, at, 200, Protocol.H1);
      }
      // The first step after 3.1 s of nothing (a stalled collector): seconds 0, 1 and 2 close, 3 is written in part.
      collector.step(3_150 * MS, snapshot -> closed.add(snapshot.second() * 10 + snapshot.ok()));
      assertThat(closed).containsExactly(1L, 12L, 21L);
      loop.recordOk(user, 3_900 * MS, 3_900 * MS, 3_950 * MS, 200, Protocol.H1);
      collector.finish(3_990 * MS, snapshot -> closed.add(snapshot.second() * 10 + snapshot.ok()));
    }
    assertThat(closed).containsExactly(1L, 12L, 21L, 33L);
    assertThat(read(file)).filteredOn(RunLogEntry.Requests.class::isInstance)
        .extracting(e -> ((RunLogEntry.Requests) e).second(), e -> ((RunLogEntry.Requests) e).count())
        .containsExactly(org.assertj.core.groups.Tuple.tuple(0L, 1L), org.assertj.core.groups.Tuple.tuple(1L, 2L),
            org.assertj.core.groups.Tuple.tuple(2L, 1L), org.assertj.core.groups.Tuple.tuple(3L, 2L),
            org.assertj.core.groups.Tuple.tuple(3L, 1L));
  }

  @Test
  void aSecondLeftInTheOtherIntervalClosesOnlyOnceThatIntervalIsDrainedToo() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    List<Long> closed = new ArrayList<>();
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Test")) {
      StatsCollector collector = new StatsCollector(stats, new GeneratorHealth(), Traffic.NONE, log);
      RequestKey user = stats.key("user");
      loop.recordOk(user, 0, 0, 990 * MS, 200, Protocol.H1);
      loop.recordOk(user, 0, 0, 1_005 * MS, 200, Protocol.H1); // second 1, before second 0 is over for the log
      collector.step(1_010 * MS, snapshot -> closed.add(snapshot.second() * 10 + snapshot.ok()));
      assertThat(closed).isEmpty();
      loop.recordOk(user, 0, 0, 1_015 * MS, 200, Protocol.H1); // into the other interval
      collector.step(1_030 * MS, snapshot -> closed.add(snapshot.second() * 10 + snapshot.ok()));
      loop.recordOk(user, 0, 0, 1_100 * MS, 200, Protocol.H1);
      collector.step(1_230 * MS, snapshot -> closed.add(snapshot.second() * 10 + snapshot.ok()));
      collector.step(2_030 * MS, snapshot -> closed.add(snapshot.second() * 10 + snapshot.ok()));
    }
    assertThat(closed).containsExactly(1L, 13L);
    RunLogTotals totals = RunLogTotals.of(file);
    assertThat(totals.ok).isEqualTo(4);
  }

  /** Steps as the run does once {@code second} is over: closes it (and any before), returns its snapshot. */
  private static IntervalSnapshot closeUpTo(StatsCollector collector, long second) {
    IntervalSnapshot[] last = {null};
    collector.step((second + 1) * SECOND + StatsCollector.GRACE_NANOS, snapshot -> last[0] = new IntervalSnapshot(
        snapshot.second(), snapshot.ok(), snapshot.ko(), null, Map.copyOf(snapshot.errors()), 0, null));
    assertThat(last[0]).isNotNull();
    assertThat(last[0].second()).isEqualTo(second);
    return last[0];
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
