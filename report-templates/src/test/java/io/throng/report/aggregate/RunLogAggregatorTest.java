package io.throng.report.aggregate;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.histogram;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;
import static org.assertj.core.api.Assertions.tuple;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.report.RunLogFixture;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
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
      // "search" has 8 OKs in second 1 and 2 KOs in second 2.
      for (long second = 0; second < 3; second++) {
        Histogram ok = histogram(LongStream.rangeClosed(1, 100).map(ms -> ms * 1_000).toArray());
        writer.requests(second, "home", Status.OK, ok);
        expectedHome.add(ok);
        if (second == 1) {
          writer.requests(1, "search", Status.OK, repeated(8, 10_000));
        } else if (second == 2) {
          writer.requests(2, "search", Status.KO, repeated(2, 30_000_000));
        }
      }
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
        new ErrorSummary("connection refused", "a", "CONNECT", 3),
        new ErrorSummary("status 500", "a", "STATUS", 3),
        new ErrorSummary("status 500", "b", "STATUS", 1));
  }

  @Test
  void mergedLogsKeepThePlanWordsOfTheFirstLog() throws IOException {
    Path first = dir.resolve("a.log");
    Path second = dir.resolve("b.log");
    try (RunLogWriter writer = RunLogWriter.create(first, START, "Plan")) {
      writer.plan("peak");
      writer.population("browse", "10 users at once (open model)");
      writer.population("api", "2 users for 1 min (closed model)");
      writer.throttle("jump to 5 req/s");
      writer.target("http://127.0.0.1:8080");
      writer.target("http://127.0.0.1:8081");
      writer.requests(0, "a", Status.OK, repeated(2, 1_000));
    }
    try (RunLogWriter writer = RunLogWriter.create(second, START, "Plan")) {
      writer.plan("another description");
      writer.population("other", "1 user at once (open model)");
      writer.requests(0, "a", Status.OK, repeated(2, 1_000));
    }

    assertThat(RunLogAggregator.aggregate(List.of(first, second)).plan()).isEqualTo(new PlanWords("peak",
        List.of(new PlanWords.Population("browse", "10 users at once (open model)"),
            new PlanWords.Population("api", "2 users for 1 min (closed model)")), "jump to 5 req/s",
        List.of("http://127.0.0.1:8080", "http://127.0.0.1:8081")));
    assertThat(RunLogAggregator.aggregate(List.of(second)).plan().throttle()).isEmpty();
  }

  @Test
  void aLogWithoutPlanRecordsHasNoPlanWords() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Older")) {
      writer.requests(0, "a", Status.OK, repeated(2, 1_000));
    }

    assertThat(RunLogAggregator.aggregate(log).plan()).isEqualTo(PlanWords.NONE);
  }

  @Test
  void aLogWithoutCustomMetricRecordsStillReadsAndHasNone() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Older")) {
      writer.users(0, 1, 1, 0);
      writer.requests(0, "a", Status.OK, repeated(2, 1_000));
    }

    RunSummary run = RunLogAggregator.aggregate(log);
    assertThat(run.customMetrics()).isEmpty();
    assertThat(run.total().count()).isEqualTo(2);
  }

  @Test
  void customMetricsMergeAcrossShardsCountersAddTrendsMergeGaugesKeepTheirExtremes() throws IOException {
    Path first = dir.resolve("a.log");
    Path second = dir.resolve("b.log");
    for (Path log : List.of(first, second)) {
      boolean isFirst = log.equals(first);
      try (RunLogWriter writer = RunLogWriter.create(log, START, "Shop")) {
        writer.customMetric("COUNTER", "orders");
        writer.customMetric("GAUGE", "basket");
        writer.customMetric("TREND", "queue");
        writer.customMetric("COUNTER", "refunds");
        writer.users(0, 1, 1, 0);
        writer.customCounter(0, "orders", isFirst ? 3 : 4);
        writer.customGauge(0, "basket", isFirst ? -2 : 6, isFirst ? -7 : 1, isFirst ? 0 : 9);
        writer.customTrend(0, "queue", repeated(isFirst ? 3 : 1, isFirst ? 10 : 1_000));
        writer.users(1, 0, 0, 1);
        if (isFirst) {
          writer.customGauge(1, "basket", 5, 5, 5);
        }
      }
    }

    List<CustomMetricSummary> metrics = RunLogAggregator.aggregate(List.of(first, second)).customMetrics();

    assertThat(metrics).extracting(CustomMetricSummary::name).containsExactly("orders", "basket", "queue", "refunds");
    assertThat(metrics.get(0).count()).isEqualTo(7);
    assertThat(metrics.get(0).seconds()).containsExactly(new CustomMetricSummary.SecondValue(0, 7));
    CustomMetricSummary basket = metrics.get(1);
    assertThat(List.of(basket.last(), basket.min(), basket.max())).containsExactly(5L, -7L, 9L);
    CustomMetricSummary queue = metrics.get(2);
    assertThat(List.of(queue.count(), queue.min(), queue.p50(), queue.p99(), queue.max()))
        .containsExactly(4L, 10L, 10L, 1_000L, 1_000L);
    assertThat(queue.mean()).isEqualTo(257.5);
    assertThat(metrics.get(3).updated()).isFalse();
    assertThat(metrics.get(3).count()).isZero();
  }

  @Test
  void serviceTimesAndLateStartsAddUpOverMergedLogs() throws IOException {
    Path first = dir.resolve("a.log");
    Path second = dir.resolve("b.log");
    try (RunLogWriter writer = RunLogWriter.create(first, START, "Stall")) {
      // A stalled second: requests meant to start at once waited 500 ms for a connection.
      writer.requests(0, "a", Status.OK, repeated(10, 510_000));
      writer.serviceTimes(0, "a", Status.OK, repeated(10, 10_000));
      writer.lateStarts(0, 10, 500_000);
      writer.requests(1, "a", Status.OK, repeated(10, 10_000));
      writer.serviceTimes(1, "a", Status.OK, repeated(10, 10_000));
    }
    try (RunLogWriter writer = RunLogWriter.create(second, START + 1_000, "Stall")) {
      writer.requests(0, "b", Status.KO, repeated(4, 90_000));
      writer.serviceTimes(0, "b", Status.KO, repeated(4, 20_000));
      writer.lateStarts(0, 4, 70_000);
      writer.lateStarts(1, 2, 800_000);
    }

    RunSummary run = RunLogAggregator.aggregate(List.of(first, second));

    assertThat(run.requests()).extracting(r -> r.serviceTimes().count()).containsExactly(20L, 4L);
    assertThat(run.requests().get(0).times().p95Micros()).isBetween(510_000L, 510_510L);
    assertThat(run.requests().get(0).serviceTimes().p95Micros()).isBetween(10_000L, 10_010L);
    assertThat(run.total().serviceTimes().count()).isEqualTo(24);
    assertThat(run.total().serviceTimes().maxMicros()).isBetween(20_000L, 20_020L);
    // The second log's seconds 0 and 1 are the merged seconds 1 and 2.
    assertThat(run.late()).isEqualTo(new LateSummary(16, 800_000, List.of(
        new LateSummary.SecondLate(0, 10, 500_000),
        new LateSummary.SecondLate(1, 4, 70_000),
        new LateSummary.SecondLate(2, 2, 800_000))));
    assertThat(run.late().worst()).map(LateSummary.SecondLate::second).contains(2L);
    assertThat(run.secondsLogged()).isEqualTo(3);
  }

  @Test
  void generatorHealthKeepsTheWorstInjectorPerSecondAndValidityTheLongestSaturatedStretch() throws IOException {
    Path first = dir.resolve("a.log");
    Path second = dir.resolve("b.log");
    try (RunLogWriter writer = RunLogWriter.create(first, START, "Busy")) {
      writer.health(0, 95, 10, 1_000);
      writer.health(1, 40, 0, 1_000);
      writer.health(2, 50, 0, 1_000);
      writer.health(3, 99, 5, 1_000);
    }
    try (RunLogWriter writer = RunLogWriter.create(second, START, "Busy")) {
      writer.health(0, -1, 1, 500);
      // Injector b's loop lagged 150 ms in seconds 1-2: with a's busy seconds 0 and 3, four in a row.
      writer.health(1, 20, 7, 150_000);
      writer.health(2, 20, 0, 150_000);
      writer.health(3, 10, 0, 200);
      writer.health(5, 100, 0, 200);
    }

    RunSummary run = RunLogAggregator.aggregate(List.of(first, second));
    HealthSummary health = run.health();

    assertThat(health.seconds()).containsExactly(
        new HealthSummary.SecondHealth(0, 95, 10, 1_000),
        new HealthSummary.SecondHealth(1, 40, 7, 150_000),
        new HealthSummary.SecondHealth(2, 50, 0, 150_000),
        new HealthSummary.SecondHealth(3, 99, 5, 1_000),
        new HealthSummary.SecondHealth(5, 100, 0, 200));
    assertThat(health.gcMillis()).isEqualTo(23);
    // Second 4 has no record, so second 5 starts a new stretch.
    assertThat(run.validity().longestStreak()).isEqualTo(4);
    assertThat(run.validity().valid()).isFalse();
    assertThat(health.peakCpuPercent()).isEqualTo(100);
    assertThat(health.meanCpuPercent()).isEqualTo(76.8);
    assertThat(health.worstLoopLagMicros()).isEqualTo(150_000);
  }

  @Test
  void twoSaturatedSecondsOfTwentyLeaveTheRunValidAndUnknownCpuStaysUnknown() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Short")) {
      writer.health(0, -1, 0, 200_000);
      writer.health(1, -1, 0, 200_000);
      for (int s = 2; s < 20; s++) {
        writer.health(s, -1, 0, 1_000);
      }
    }

    RunSummary run = RunLogAggregator.aggregate(log);
    HealthSummary health = run.health();

    assertThat(run.validity().longestStreak()).isEqualTo(2);
    assertThat(run.validity().valid()).isTrue();
    assertThat(health.peakCpuPercent()).isEqualTo(-1);
    assertThat(health.meanCpuPercent()).isEqualTo(-1);
  }

  @Test
  void trafficIsSummedPerMergedSecondAndOverTheRun() throws IOException {
    Path first = dir.resolve("a.log");
    Path second = dir.resolve("b.log");
    try (RunLogWriter writer = RunLogWriter.create(first, START, "Bytes")) {
      writer.traffic(0, 1_000, 10_000);
      writer.traffic(1, 2_000, 20_000);
    }
    try (RunLogWriter writer = RunLogWriter.create(second, START + 1_000, "Bytes")) {
      writer.traffic(0, 500, 4_000);
    }

    RunSummary run = RunLogAggregator.aggregate(List.of(first, second));

    assertThat(run.traffic()).isEqualTo(new TrafficSummary(3_500, 34_000, List.of(
        new TrafficSummary.SecondTraffic(0, 1_000, 10_000), new TrafficSummary.SecondTraffic(1, 2_500, 24_000))));
    assertThat(run.traffic().logged()).isTrue();
    // A cut-off run of 2 logged seconds.
    assertThat(run.meanBytesPerSecond(run.traffic().bytesReceived())).isEqualTo(17_000);
  }

  @Test
  void groupsComeFromTheirOwnRecordsDurationsAsTimesAndCumulatedResponseTimesAsServiceTimes() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    Histogram pay = repeated(10, 40_000);
    Histogram receipt = histogram(LongStream.rangeClosed(1, 100).map(ms -> ms * 1_000).toArray());
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Groups")) {
      writer.requests(0, "Pay / POST /pay", Status.OK, pay);
      writer.serviceTimes(0, "Pay / POST /pay", Status.OK, pay);
      writer.statuses(0, "Pay / POST /pay", 201, 10);
      writer.groups(0, "Pay", Status.OK, repeated(8, 1_200_000), repeated(8, 50_000));
      writer.groups(0, "Pay / Confirm", Status.OK, repeated(8, 300_000), repeated(8, 10_000));
      writer.requests(1, "Pay / Confirm / GET /receipt", Status.KO, receipt);
      writer.groups(1, "Pay", Status.KO, repeated(2, 2_000_000), repeated(2, 90_000));
      writer.requests(1, "home", Status.OK, repeated(3, 1_000));
    }

    RunSummary run = RunLogAggregator.aggregate(log);

    // In the order the names first appear in the log, which is the order the scenario sends them.
    assertThat(run.requests()).extracting(RequestSummary::name)
        .containsExactly("Pay / POST /pay", "Pay / Confirm / GET /receipt", "home");
    assertThat(run.groups()).extracting(RequestSummary::name).containsExactly("Pay", "Pay / Confirm");
    Histogram durations = repeated(8, 1_200_000);
    durations.add(repeated(2, 2_000_000));
    RequestSummary payGroup = run.groups().get(0);
    assertThat(payGroup.ok()).isEqualTo(8);
    assertThat(payGroup.ko()).isEqualTo(2);
    assertThat(payGroup.times()).isEqualTo(ResponseTimes.of(durations));
    assertThat(payGroup.serviceTimes().count()).isEqualTo(10);
    assertThat(payGroup.serviceTimes().maxMicros()).isBetween(89_000L, 91_000L);
    assertThat(payGroup.statusCodes()).isEmpty();
    assertThat(payGroup.seconds()).extracting(SecondStats::second).containsExactly(0L, 1L);
    assertThat(run.groups().get(1).count()).isEqualTo(8);
    // Groups add to nothing else: the total counts each request once.
    assertThat(run.total().count()).isEqualTo(113);
  }

  @Test
  void aLogWithoutServiceOrLateRecordsHasNone() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Old")) {
      writer.requests(0, "a", Status.OK, repeated(3, 1_000));
    }

    RunSummary run = RunLogAggregator.aggregate(log);

    assertThat(run.total().serviceTimes()).isEqualTo(ResponseTimes.NONE);
    assertThat(run.late()).isEqualTo(LateSummary.NONE);
    assertThat(run.late().worst()).isEmpty();
    assertThat(run.health()).isEqualTo(HealthSummary.NONE);
    assertThat(run.traffic().logged()).isFalse();
    assertThat(run.total().retried()).isZero();
    assertThat(run.total().protocols()).isEmpty();
  }

  @Test
  void retriedAttemptsAndProtocolsAddUpPerRequestAndOverMergedLogsApartFromTheCounts() throws IOException {
    Path a = dir.resolve("a.log");
    Path b = dir.resolve("b.log");
    try (RunLogWriter one = RunLogWriter.create(a, START, "Stale");
        RunLogWriter two = RunLogWriter.create(b, START, "Stale")) {
      one.requests(0, "x", Status.OK, repeated(5, 1_000));
      one.retries(0, "x", 2);
      one.protocols(0, "x", "h2", 5);
      one.requests(1, "y", Status.KO, repeated(2, 1_000));
      two.requests(0, "x", Status.OK, repeated(7, 1_000));
      two.retries(1, "x", 3);
      two.protocols(0, "x", "h2", 4);
      two.protocols(1, "x", "h1", 3);
    }

    RunSummary run = RunLogAggregator.aggregate(List.of(a, b));

    assertThat(run.requests()).extracting(RequestSummary::name, RequestSummary::count, RequestSummary::retried)
        .containsExactly(tuple("x", 12L, 5L), tuple("y", 2L, 0L));
    assertThat(run.total().count()).isEqualTo(14);
    assertThat(run.total().retried()).isEqualTo(5);
    assertThat(run.requests()).extracting(RequestSummary::name, RequestSummary::protocols)
        .containsExactly(tuple("x", Map.of("h1", 3L, "h2", 9L)), tuple("y", Map.of()));
    assertThat(run.total().protocols()).containsExactly(Map.entry("h1", 3L), Map.entry("h2", 9L));
    assertThat(run.groups()).isEmpty();
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

    assertThat(run.users()).isEqualTo(new UserSummary(12, 13, 13,
        List.of(new SecondUsers(0, 5, 5, 0), new SecondUsers(1, 12, 8, 1), new SecondUsers(2, 3, 0, 9),
            new SecondUsers(3, 0, 0, 3))));
    assertThat(run.secondsLogged()).isEqualTo(4);
    assertThat(run.completed()).isFalse();
    assertThat(run.peak()).isEmpty();
  }

  @Test
  void usersThatStartAndFinishWithinASecondCountInItsPeak() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Short")) {
      writer.users(0, 0, 200, 200);
      writer.usersPeak(0, 200);
      writer.scenarioUsers(0, "a", 0, 120, 120);
      writer.scenarioUsersPeak(0, "a", 120);
      writer.scenarioUsers(0, "b", 0, 80, 80);
      writer.scenarioUsersPeak(0, "b", 80);
      writer.users(1, 0, 0, 0);
      writer.usersPeak(1, 0);
    }

    RunSummary run = RunLogAggregator.aggregate(log);

    assertThat(run.users().peakActive()).isEqualTo(200);
    assertThat(run.users().seconds()).extracting(SecondUsers::activeAtMost).containsExactly(200L, 0L);
    assertThat(run.users().scenarios()).extracting(s -> s.users().peakActive()).containsExactly(120L, 80L);
  }

  @Test
  void aLogWithoutRunRecordIsRejectedWithTheReason() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    Files.writeString(log, "THRONG-RUNLOG\t1\n", StandardCharsets.UTF_8);

    assertThatThrownBy(() -> RunLogAggregator.aggregate(log))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("has no RUN record");
  }

  @Test
  void perSecondPercentilesMergeOkAndKoAndAllRequestNames() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "PerSecond")) {
      writer.requests(0, "a", Status.OK, histogram(LongStream.rangeClosed(1, 90).map(ms -> ms * 1_000).toArray()));
      writer.requests(0, "a", Status.KO, histogram(LongStream.rangeClosed(91, 100).map(ms -> ms * 1_000).toArray()));
      writer.requests(2, "b", Status.OK, repeated(5, 7_000));
    }

    RunSummary run = RunLogAggregator.aggregate(log);

    SecondStats first = run.total().seconds().get(0);
    assertThat(first.second()).isZero();
    assertThat(first.ok()).isEqualTo(90);
    assertThat(first.ko()).isEqualTo(10);
    assertThat(first.p50Micros()).isBetween(50_000L, 50_050L);
    assertThat(first.p95Micros()).isBetween(95_000L, 95_095L);
    assertThat(first.p99Micros()).isBetween(99_000L, 99_099L);
    assertThat(first.maxMicros()).isBetween(100_000L, 100_100L);
    assertThat(run.total().seconds()).extracting(SecondStats::second).containsExactly(0L, 2L);
    assertThat(run.requests().get(1).seconds()).singleElement()
        .satisfies(s -> assertThat(s.p99Micros()).isBetween(7_000L, 7_007L));
    assertThat(run.total().distribution().stream().mapToLong(DistributionBin::count).sum()).isEqualTo(105);
  }

  @Test
  void twoInjectorsWithHalfTheLoadEachReportLikeOneWithAllOfIt() throws IOException {
    Random random = new Random(42);
    Path whole = dir.resolve("whole.log");
    Path first = dir.resolve("injector-1.log");
    Path second = dir.resolve("injector-2.log");
    // The second injector started 1.2 s later: its second s is the run's second s + 1.
    try (RunLogWriter all = RunLogWriter.create(whole, START, "Split");
        RunLogWriter one = RunLogWriter.create(first, START, "Split");
        RunLogWriter two = RunLogWriter.create(second, START + 1_200, "Split")) {
      for (int s = 0; s < 20; s++) {
        for (String name : new String[] {"home", "search"}) {
          Histogram allOk = RunLogFormat.newHistogram();
          Histogram[] halves = {RunLogFormat.newHistogram(), RunLogFormat.newHistogram()};
          int n = 200 + random.nextInt(300);
          for (int i = 0; i < n; i++) {
            // Log-normal around 5 ms with a long tail, as real response times have.
            long micros = (long) (5_000 * Math.exp(random.nextGaussian() * 0.8));
            allOk.recordValue(micros);
            halves[s == 0 ? 0 : i % 2].recordValue(micros);
          }
          all.requests(s, name, Status.OK, allOk);
          one.requests(s, name, Status.OK, halves[0]);
          if (s > 0) {
            two.requests(s - 1, name, Status.OK, halves[1]);
          }
        }
        all.requests(s, "search", Status.KO, repeated(2, 30_000_000));
        all.errors(s, "search", "TIMEOUT", 2, "timeout");
        one.requests(s, "search", Status.KO, repeated(1, 30_000_000));
        one.errors(s, "search", "TIMEOUT", 1, "timeout");
        all.users(s, 20, 0, 0);
        if (s > 0) {
          one.users(s, 10, 0, 0);
          two.requests(s - 1, "search", Status.KO, repeated(1, 30_000_000));
          two.errors(s - 1, "search", "TIMEOUT", 1, "timeout");
          two.users(s - 1, 10, 0, 0);
        } else {
          // The second injector's part of second 0 was logged by the first, its users too.
          one.requests(s, "search", Status.KO, repeated(1, 30_000_000));
          one.errors(s, "search", "TIMEOUT", 1, "timeout");
          one.users(s, 20, 0, 0);
        }
      }
      all.end(START + 20_500, "completed");
      one.end(START + 20_000, "completed");
      two.end(START + 20_500, "completed");
    }

    RunSummary single = RunLogAggregator.aggregate(whole);
    RunSummary merged = RunLogAggregator.aggregate(List.of(first, second));

    assertThat(merged.runLogs()).isEqualTo(2);
    assertThat(merged.startEpochMillis()).isEqualTo(single.startEpochMillis());
    assertThat(merged.durationMillis()).isEqualTo(single.durationMillis()).isEqualTo(20_500);
    assertThat(merged.secondsLogged()).isEqualTo(single.secondsLogged());
    assertThat(merged.errors()).isEqualTo(single.errors());
    assertThat(merged.users()).isEqualTo(single.users());
    // The same values recorded into the same histogram shape add up to the same histogram:
    // totals, percentiles, per-second figures and distributions all agree, not just closely.
    assertThat(merged.total()).isEqualTo(single.total());
    assertThat(merged.requests()).isEqualTo(single.requests());
    assertThat(merged.peak()).isEqualTo(single.peak());
    assertThat(merged.meanTps()).isEqualTo(single.meanTps());
  }

  @Test
  void mergedPercentilesMatchTheExactOnesWithinHistogramPrecision() throws IOException {
    long[] values = new Random(7).longs(10_000, 100, 2_000_000).sorted().toArray();
    Path a = dir.resolve("a.log");
    Path b = dir.resolve("b.log");
    try (RunLogWriter one = RunLogWriter.create(a, START, "Exact");
        RunLogWriter two = RunLogWriter.create(b, START + 300, "Exact")) {
      Histogram[] halves = {RunLogFormat.newHistogram(), RunLogFormat.newHistogram()};
      for (int i = 0; i < values.length; i++) {
        halves[i % 2].recordValue(values[i]);
      }
      one.requests(0, "x", Status.OK, halves[0]);
      two.requests(0, "x", Status.OK, halves[1]);
    }

    ResponseTimes times = RunLogAggregator.aggregate(List.of(a, b)).total().times();

    assertThat(times.count()).isEqualTo(values.length);
    assertThat(times.p50Micros()).isCloseTo(values[4_999], Percentage.withPercentage(0.1));
    assertThat(times.p95Micros()).isCloseTo(values[9_499], Percentage.withPercentage(0.1));
    assertThat(times.p99Micros()).isCloseTo(values[9_899], Percentage.withPercentage(0.1));
    assertThat(times.maxMicros()).isCloseTo(values[9_999], Percentage.withPercentage(0.1));
  }

  @Test
  void aMergedRunIsCompleteOnlyWhenEveryLogIs() throws IOException {
    Path done = dir.resolve("done.log");
    Path killed = dir.resolve("killed.log");
    try (RunLogWriter one = RunLogWriter.create(done, START, "Partial");
        RunLogWriter two = RunLogWriter.create(killed, START, "Partial")) {
      one.requests(0, "x", Status.OK, repeated(3, 1_000));
      two.requests(0, "x", Status.OK, repeated(4, 1_000));
      two.users(2, 1, 0, 0);
      one.end(START + 1_000, "completed");
    }

    RunSummary run = RunLogAggregator.aggregate(List.of(done, killed));

    assertThat(run.completed()).isFalse();
    assertThat(run.total().count()).isEqualTo(7);
    assertThat(run.durationMillis()).isEqualTo(3_000);
  }

  @Test
  void statusCodesAddUpPerRequestAndOverMergedLogs() throws IOException {
    Path a = dir.resolve("a.log");
    Path b = dir.resolve("b.log");
    try (RunLogWriter one = RunLogWriter.create(a, START, "Codes");
        RunLogWriter two = RunLogWriter.create(b, START, "Codes")) {
      one.requests(0, "x", Status.OK, repeated(5, 1_000));
      one.statuses(0, "x", 200, 5);
      one.requests(1, "y", Status.KO, repeated(2, 1_000));
      one.statuses(1, "y", 503, 2);
      two.requests(0, "x", Status.OK, repeated(7, 1_000));
      two.statuses(0, "x", 200, 7);
      two.statuses(0, "x", 404, 1);
    }

    RunSummary run = RunLogAggregator.aggregate(List.of(a, b));

    assertThat(run.requests().get(0).statusCodes()).containsExactly(entry(200, 12L), entry(404, 1L));
    assertThat(run.requests().get(1).statusCodes()).containsExactly(entry(503, 2L));
    assertThat(run.total().statusCodes()).containsExactly(entry(200, 12L), entry(404, 1L), entry(503, 2L));
  }

  @Test
  void noRunLogIsRejectedByName() {
    assertThatThrownBy(() -> RunLogAggregator.aggregate(List.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("runLogs must name at least one run log, was empty");
  }

  @Test
  void secondsThatGoBackwardsAreRefusedNotCountedTwice() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Concatenated")) {
      writer.requests(0, "x", Status.OK, repeated(3, 1_000));
      writer.requests(1, "x", Status.OK, repeated(4, 1_000));
      writer.requests(0, "x", Status.KO, repeated(2, 9_000));
    }

    assertThatThrownBy(() -> RunLogAggregator.aggregate(log)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("run.log line 5: second 0 after second 1");
  }

  @Test
  void eachInjectorIsAlsoTalliedOnItsOwnWithItsShardHostAndHealth() throws IOException {
    Path a = RunLogFixture.shardRun(dir.resolve("a.log"), 0, 2, "throng-run-0-abc", 0, 30, false);
    Path b = RunLogFixture.shardRun(dir.resolve("b.log"), 1, 2, "throng-run-1-xyz", 2_000, 20, true);

    RunSummary run = RunLogAggregator.aggregate(List.of(a, b));

    assertThat(run.injectors()).extracting(InjectorSummary::position, InjectorSummary::label, InjectorSummary::host,
            i -> i.requests().count(), i -> i.requests().ok(), i -> i.requests().ko(), InjectorSummary::lateStarts,
            InjectorSummary::durationMillis, i -> i.validity().valid())
        .containsExactly(
            tuple(0, "shard 0/2", "throng-run-0-abc", 305L, 300L, 5L, 2L, 10_000L, true),
            tuple(1, "shard 1/2", "throng-run-1-xyz", 205L, 200L, 5L, 2L, 10_000L, false));
    InjectorSummary second = run.injectors().get(1);
    assertThat(second.meanTps()).isEqualTo(20.5);
    assertThat(second.peakTps()).isEqualTo(21);
    // Its seconds sit on the merged timeline: it started 2 s after the first.
    assertThat(second.requests().seconds()).extracting(SecondStats::second).containsExactly(2L, 3L, 4L, 5L, 6L, 7L,
        8L, 9L, 10L, 11L);
    assertThat(second.health().peakCpuPercent()).isEqualTo(95);
    assertThat(second.validity().longestStreak()).isEqualTo(5);
    assertThat(second.validity().secondsJudged()).isEqualTo(10);
    assertThat(second.health().gcMillis()).isEqualTo(30);
    assertThat(second.requests().serviceTimes().p50Micros()).isEqualTo(1_000);
    // The injectors add up to the run.
    assertThat(run.injectors().stream().mapToLong(i -> i.requests().count()).sum()).isEqualTo(run.total().count());
  }

  @Test
  void oneLogHasNoBreakdownAndALogThatIsNotAShardIsNamedByItsPlace() throws IOException {
    Path whole = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(whole, START, "Whole")) {
      writer.requests(0, "home", Status.OK, repeated(3, 5_000));
      writer.serviceTimes(0, "home", Status.OK, repeated(3, 1_500));
      writer.requests(1, "home", Status.KO, repeated(1, 9_000));
      writer.serviceTimes(1, "home", Status.KO, repeated(1, 1_900));
    }
    Path shard = RunLogFixture.shardRun(dir.resolve("shard.log"), 1, 2, "h", 0, 10, false);

    RunSummary alone = RunLogAggregator.aggregate(whole);
    RunSummary merged = RunLogAggregator.aggregate(List.of(whole, shard));

    assertThat(alone.injectors()).isEmpty();
    assertThat(alone.total().serviceSeconds()).extracting(SecondStats::second, SecondStats::ok, SecondStats::ko,
        SecondStats::p50Micros).containsExactly(tuple(0L, 3L, 0L, 1_500L), tuple(1L, 0L, 1L, 1_900L));
    assertThat(merged.injectors()).extracting(InjectorSummary::label, InjectorSummary::host,
            InjectorSummary::durationMillis)
        // The first was cut off: it lasted the seconds it logged.
        .containsExactly(tuple("run log 1", "", 2_000L), tuple("shard 1/2", "h", 10_000L));
  }
}
