package io.throng.engine.runlog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.CustomMetric;
import io.throng.engine.runlog.RunLogEntry.Status;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunLogTest {

  @TempDir Path dir;

  @Test
  void theLargestTrendValueIsToldApartInTheRunLogsHistograms() {
    Histogram histogram = RunLogFormat.newHistogram();
    histogram.recordValue(CustomMetric.MAX_TREND_VALUE);
    histogram.recordValue(CustomMetric.MAX_TREND_VALUE / 1_000 * 998);

    assertThat(histogram.getMaxValue()).isEqualTo(histogram.highestEquivalentValue(CustomMetric.MAX_TREND_VALUE));
    assertThat(histogram.getMinValue()).isLessThan(histogram.lowestEquivalentValue(CustomMetric.MAX_TREND_VALUE));
  }

  @Test
  void readsBackEveryRecordItWrote() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    Histogram times = RunLogFormat.newHistogram();
    times.recordValue(1_500);
    times.recordValue(250_000);
    try (RunLogWriter log = RunLogWriter.create(file, 1_700_000_000_000L, "Smoke")) {
      log.users(0, 3, 5, 2);
      log.requests(0, "user", Status.OK, times);
      log.serviceTimes(0, "user", Status.OK, times);
      log.requests(0, "empty", Status.KO, RunLogFormat.newHistogram());
      log.statuses(0, "user", 500, 7);
      log.errors(0, "user", "STATUS", 7, "status 500");
      log.health(0, 37, 12, 850);
      log.lateStarts(0, 4, 2_500_000);
      log.traffic(0, 1_200, 34_000);
      log.end(1_700_000_004_200L, "completed");
    }

    List<RunLogEntry> entries = readAll(file);

    assertThat(entries).hasSize(10);
    assertThat(entries.get(0)).isEqualTo(new RunLogEntry.RunStart(1, 1_700_000_000_000L, "Smoke"));
    assertThat(entries.get(1)).isEqualTo(new RunLogEntry.Users(0, 3, 5, 2));
    RunLogEntry.Requests requests = (RunLogEntry.Requests) entries.get(2);
    assertThat(requests.name()).isEqualTo("user");
    assertThat(requests.status()).isEqualTo(Status.OK);
    assertThat(requests.count()).isEqualTo(2);
    assertThat(requests.histogram().getMaxValue()).isEqualTo(times.getMaxValue());
    RunLogEntry.ServiceTimes service = (RunLogEntry.ServiceTimes) entries.get(3);
    assertThat(service.histogram()).isEqualTo(times);
    assertThat(entries.get(4)).isEqualTo(new RunLogEntry.StatusCodes(0, "user", 500, 7));
    assertThat(entries.get(5)).isEqualTo(new RunLogEntry.Errors(0, "user", "STATUS", 7, "status 500"));
    assertThat(entries.get(6)).isEqualTo(new RunLogEntry.Health(0, 37, 12, 850));
    assertThat(entries.get(7)).isEqualTo(new RunLogEntry.LateStarts(0, 4, 2_500_000));
    assertThat(entries.get(8)).isEqualTo(new RunLogEntry.Traffic(0, 1_200, 34_000));
    assertThat(entries.get(9)).isEqualTo(new RunLogEntry.RunEnd(1_700_000_004_200L, "completed"));
  }

  @Test
  void usersPeaksReadBackBesideTheirUsersRecords() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Short")) {
      log.users(0, 0, 200, 200);
      log.usersPeak(0, 200);
      log.scenarioUsers(0, "a\tb", 0, 150, 150);
      log.scenarioUsersPeak(0, "a\tb", 150);
    }

    assertThat(readAll(file)).containsExactly(new RunLogEntry.RunStart(1, 0, "Short"),
        new RunLogEntry.Users(0, 0, 200, 200), new RunLogEntry.UsersPeak(0, 200),
        new RunLogEntry.ScenarioUsers(0, "a\tb", 0, 150, 150), new RunLogEntry.ScenarioUsersPeak(0, "a\tb", 150));
  }

  @Test
  void customMetricRecordsReadBackNegativeGaugesIncluded() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    Histogram values = RunLogFormat.newHistogram();
    values.recordValue(7);
    values.recordValue(7_000);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Shop")) {
      log.customMetric("COUNTER", "orders\tplaced");
      log.customMetric("GAUGE", "basket");
      log.customMetric("TREND", "queue");
      log.customCounter(0, "orders\tplaced", 12);
      log.customGauge(0, "basket", -3, -8, 4);
      log.customTrend(0, "queue", values);
      log.customTrend(0, "empty", RunLogFormat.newHistogram());
    }

    List<RunLogEntry> entries = readAll(file);
    assertThat(entries.subList(1, 6)).containsExactly(new RunLogEntry.CustomMetric("COUNTER", "orders\tplaced"),
        new RunLogEntry.CustomMetric("GAUGE", "basket"), new RunLogEntry.CustomMetric("TREND", "queue"),
        new RunLogEntry.CustomCounter(0, "orders\tplaced", 12), new RunLogEntry.CustomGauge(0, "basket", -3, -8, 4));
    assertThat(entries).hasSize(7);
    assertThat(((RunLogEntry.CustomTrend) entries.get(6)).values()).isEqualTo(values);
  }

  @Test
  void groupRecordsReadBackWithTheirDurationsAndCumulatedResponseTimes() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    Histogram durations = RunLogFormat.newHistogram();
    durations.recordValue(420_000);
    durations.recordValue(610_000);
    Histogram cumulated = RunLogFormat.newHistogram();
    cumulated.recordValue(220_000);
    cumulated.recordValue(410_000);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Shop")) {
      log.groups(2, "checkout / pay\tnow", Status.KO, durations, cumulated);
      log.groups(2, "empty", Status.OK, RunLogFormat.newHistogram(), RunLogFormat.newHistogram());
    }

    assertThat(Files.readAllLines(file).get(2)).startsWith("GROUP\t2\tcheckout / pay\\tnow\tKO\t");
    List<RunLogEntry> entries = readAll(file);
    assertThat(entries).hasSize(2);
    RunLogEntry.Groups groups = (RunLogEntry.Groups) entries.get(1);
    assertThat(groups.second()).isEqualTo(2);
    assertThat(groups.name()).isEqualTo("checkout / pay\tnow");
    assertThat(groups.status()).isEqualTo(Status.KO);
    assertThat(groups.count()).isEqualTo(2);
    assertThat(groups.durations()).isEqualTo(durations);
    assertThat(groups.cumulatedResponseTimes()).isEqualTo(cumulated);
  }

  @Test
  void anAbortSaysWhichAssertionStoppedTheRunAndWhenBeforeItsEnd() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 1_700_000_000_000L, "Smoke")) {
      log.abort(11, "global: percentage of failed requests < 5 %", "31.25 %", "< 5 %");
      log.end(1_700_000_013_000L, "aborted");
    }

    assertThat(Files.readAllLines(file)).contains(
        "ABORT\t11\tglobal: percentage of failed requests < 5 %\t31.25 %\t< 5 %", "END\t1700000013000\taborted");
    assertThat(readAll(file)).containsSubsequence(
        new RunLogEntry.Abort(11, "global: percentage of failed requests < 5 %", "31.25 %", "< 5 %"),
        new RunLogEntry.RunEnd(1_700_000_013_000L, "aborted"));
  }

  @Test
  void userErrorsReadBackWithTheirStepExceptionAndEscapedMessage() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Crash")) {
      log.userErrors(3, "shop", "checkout / exec #1", "java.lang.IllegalStateException", 2, "no\tbasket\nfor you");
      log.userErrors(4, "shop", "exec #2", "java.lang.NullPointerException", 1, "");
    }

    assertThat(readAll(file)).containsExactly(new RunLogEntry.RunStart(1, 0, "Crash"),
        new RunLogEntry.UserErrors(3, "shop", "checkout / exec #1", "java.lang.IllegalStateException", 2,
            "no\tbasket\nfor you"),
        new RunLogEntry.UserErrors(4, "shop", "exec #2", "java.lang.NullPointerException", 1, ""));
  }

  @Test
  void retriedAttemptsReadBackByRequestName() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Stale")) {
      log.retries(2, "get\tpage", 3);
    }

    assertThat(Files.readAllLines(file)).contains("RETRY\t2\tget\\tpage\t3");
    assertThat(readAll(file)).containsExactly(new RunLogEntry.RunStart(1, 0, "Stale"),
        new RunLogEntry.Retries(2, "get\tpage", 3));
  }

  @Test
  void protocolsReadBackByRequestName() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Versions")) {
      log.protocols(1, "get\tpage", "h2", 40);
      log.protocols(1, "get\tpage", "h1", 2);
    }

    assertThat(Files.readAllLines(file)).contains("PROTOCOL\t1\tget\\tpage\th2\t40", "PROTOCOL\t1\tget\\tpage\th1\t2");
    assertThat(readAll(file)).containsExactly(new RunLogEntry.RunStart(1, 0, "Versions"),
        new RunLogEntry.Protocols(1, "get\tpage", "h2", 40), new RunLogEntry.Protocols(1, "get\tpage", "h1", 2));
  }

  @Test
  void aLogWrittenBeforeProtocolsWereRecordedStillReads() throws IOException {
    Path file = Files.writeString(dir.resolve(RunLogFormat.FILE_NAME), "THRONG-RUNLOG\t1\nRUN\t0\tOld\n"
        + "STATUS\t0\tget\t200\t3\nUSERS\t0\t1\t1\t0\nEND\t1000\tcompleted\n");

    assertThat(readAll(file)).noneMatch(RunLogEntry.Protocols.class::isInstance)
        .contains(new RunLogEntry.StatusCodes(0, "get", 200, 3));
  }

  @Test
  void aShardsLogSaysWhichShardItIsRightAfterItsStart() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 1_700_000_000_000L, "Smoke")) {
      log.shard(2, 5);
      log.host("throng-run-2-x7k\tq");
      log.users(0, 0, 0, 0);
    }

    assertThat(Files.readAllLines(file)).containsExactly(
        "THRONG-RUNLOG\t1", "RUN\t1700000000000\tSmoke", "SHARD\t2\t5", "HOST\tthrong-run-2-x7k\\tq",
        "USERS\t0\t0\t0\t0");
    assertThat(readAll(file)).containsExactly(new RunLogEntry.RunStart(1, 1_700_000_000_000L, "Smoke"),
        new RunLogEntry.Shard(2, 5), new RunLogEntry.Host("throng-run-2-x7k\tq"), new RunLogEntry.Users(0, 0, 0, 0));
  }

  @Test
  void thePlanInWordsFollowsTheStartBeforeAnySecond() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 1_700_000_000_000L, "Smoke")) {
      log.plan("checkout at peak");
      log.population("browse", "10 users at once (open model)");
      log.population("api", "5 users for 1 min (closed model)");
      log.throttle("reach 100 req/s in 10 s, hold 1 min");
      log.target("http://127.0.0.1:8080");
      log.users(0, 0, 0, 0);
    }

    assertThat(Files.readAllLines(file)).containsExactly("THRONG-RUNLOG\t1", "RUN\t1700000000000\tSmoke",
        "PLAN\tcheckout at peak", "POPULATION\tbrowse\t10 users at once (open model)",
        "POPULATION\tapi\t5 users for 1 min (closed model)", "THROTTLE\treach 100 req/s in 10 s, hold 1 min",
        "TARGET\thttp://127.0.0.1:8080", "USERS\t0\t0\t0\t0");
    assertThat(readAll(file)).containsExactly(new RunLogEntry.RunStart(1, 1_700_000_000_000L, "Smoke"),
        new RunLogEntry.PlanDescription("checkout at peak"),
        new RunLogEntry.PopulationProfile("browse", "10 users at once (open model)"),
        new RunLogEntry.PopulationProfile("api", "5 users for 1 min (closed model)"),
        new RunLogEntry.ThrottleProfile("reach 100 req/s in 10 s, hold 1 min"),
        new RunLogEntry.Target("http://127.0.0.1:8080"), new RunLogEntry.Users(0, 0, 0, 0));
  }

  @Test
  void anEmptyDescriptionReadsBackEmpty() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Smoke")) {
      log.plan("");
    }

    assertThat(readAll(file)).containsExactly(
        new RunLogEntry.RunStart(1, 0, "Smoke"), new RunLogEntry.PlanDescription(""));
  }

  @Test
  void namesAndMessagesSurviveTabsNewlinesAndBackslashes() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    String nasty = "a\tb\nc\\d\re <script>";
    try (RunLogWriter log = RunLogWriter.create(file, 0, nasty)) {
      log.plan(nasty);
      log.population(nasty, nasty);
      log.throttle(nasty);
      log.errors(1, nasty, "CHECK", 1, nasty);
    }

    List<RunLogEntry> entries = readAll(file);

    assertThat(entries).containsExactly(new RunLogEntry.RunStart(1, 0, nasty), new RunLogEntry.PlanDescription(nasty),
        new RunLogEntry.PopulationProfile(nasty, nasty), new RunLogEntry.ThrottleProfile(nasty),
        new RunLogEntry.Errors(1, nasty, "CHECK", 1, nasty));
  }

  @Test
  void aLogCutOffMidLineIsReadUpToItsLastCompleteLine() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Killed")) {
      log.users(0, 1, 1, 0);
    }
    Files.writeString(file, "REQUEST\t1\tuser\tOK\tHISTO", StandardCharsets.UTF_8, StandardOpenOption.APPEND);

    assertThat(readAll(file)).containsExactly(
        new RunLogEntry.RunStart(1, 0, "Killed"), new RunLogEntry.Users(0, 1, 1, 0));
  }

  @Test
  void aCutOffLastLineIsIgnoredEvenWhenItWouldParse() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Killed")) {
      log.users(0, 1, 1, 0);
    }
    Files.writeString(file, "END\t9\tcomplet", StandardCharsets.UTF_8, StandardOpenOption.APPEND);

    assertThat(readAll(file)).containsExactly(
        new RunLogEntry.RunStart(1, 0, "Killed"), new RunLogEntry.Users(0, 1, 1, 0));
  }

  @Test
  void aMalformedLineBeforeTheEndNamesItsLine() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    Files.writeString(file, "THRONG-RUNLOG\t1\nRUN\t0\tX\nUSERS\tnot-a-number\t1\t1\t0\nEND\t1\tcompleted\n");

    assertThatThrownBy(() -> readAll(file))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("line 3: USERS field 2 is \"not-a-number\", not a number");
  }

  @Test
  void refusesAFileThatIsNotARunLogOrOfAnotherVersion() throws IOException {
    Path notALog = Files.writeString(dir.resolve("other.txt"), "hello\n");
    Path future = Files.writeString(dir.resolve("future.log"), "THRONG-RUNLOG\t99\n");

    assertThatThrownBy(() -> readAll(notALog)).hasMessageContaining("is not a Throng run log");
    assertThatThrownBy(() -> readAll(future)).hasMessageContaining("run log of version 99; this Throng reads version 1");
  }

  @Test
  void skipsRecordTypesItDoesNotKnow() throws IOException {
    Path file = Files.writeString(dir.resolve("run.log"), "THRONG-RUNLOG\t1\nRUN\t0\tX\nLATER\tsomething\nEND\t5\tcompleted\n");

    assertThat(readAll(file)).containsExactly(
        new RunLogEntry.RunStart(1, 0, "X"), new RunLogEntry.RunEnd(5, "completed"));
  }

  private static List<RunLogEntry> readAll(Path file) throws IOException {
    List<RunLogEntry> entries = new ArrayList<>();
    RunLogReader.read(file, entries::add);
    return entries;
  }
}
