package io.throng.report.assertion;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.dsl.model.AssertionCondition;
import io.throng.dsl.model.AssertionCondition.Comparison;
import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionMetric.Measure;
import io.throng.dsl.model.AssertionMetric.Outcome;
import io.throng.dsl.model.AssertionMetric.TimeStatistic;
import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.assertion.AssertionResult;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.report.ReportGenerator;
import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The final judgement of a run that an abort-on-fail assertion stopped at 00:12 measuring 20 % of
 * failures: in second 11, 80 OK and 20 KO; in the grace period (second 12), 900 more OK, so that
 * at the end only 2 % failed.
 */
class RunVerdictTest {

  private static final AssertionSpec FAILURES_BELOW_5 = new AssertionSpec(new AssertionScope.Global(),
      new AssertionMetric.Requests(Outcome.FAILED, Measure.PERCENT), AssertionCondition.of(Comparison.LT, 5));
  private static final AssertionSpec FAILURES_BELOW_1 = new AssertionSpec(new AssertionScope.Global(),
      new AssertionMetric.Requests(Outcome.FAILED, Measure.PERCENT), AssertionCondition.of(Comparison.LT, 1));
  private static final AssertionSpec MAX_BELOW_1_S = new AssertionSpec(new AssertionScope.Global(),
      new AssertionMetric.ResponseTime(TimeStatistic.Basic.MAX), AssertionCondition.of(Comparison.LT, 1_000));

  @TempDir Path dir;

  static Stream<Arguments> verdicts() {
    return Stream.of(
        Arguments.of("back within bounds at the end, still failed with the value that stopped the run",
            "global: percentage of failed requests < 5 %", List.of(FAILURES_BELOW_5, MAX_BELOW_1_S), List.of(
                new AssertionResult("global: percentage of failed requests < 5 %", false,
                    "20 % when it stopped the run (2 % at the end)", "< 5 %"),
                new AssertionResult("global: max response time < 1000 ms", true, "10.007 ms", "< 1000 ms"))),
        Arguments.of("failed at the end too: the final value first",
            "global: percentage of failed requests < 1 %", List.of(FAILURES_BELOW_1), List.of(
                new AssertionResult("global: percentage of failed requests < 1 %", false,
                    "2 % (20 % when it stopped the run)", "< 1 %"))),
        Arguments.of("judged without its simulation's assertions: the abort is added as failed",
            "global: percentage of failed requests < 5 %", List.of(), List.of(
                new AssertionResult("global: percentage of failed requests < 5 %", false,
                    "20 % when it stopped the run", "< 5 %"))));
  }

  @Test
  void detailsOfAGroupNameJudgeTheGroupsExecutionsFromTheRunLog() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Shop")) {
      writer.requests(0, "checkout / pay", Status.OK, repeated(4, 100_000));
      writer.groups(0, "checkout", Status.OK, repeated(3, 1_800_000), repeated(3, 100_000));
      writer.groups(0, "checkout", Status.KO, repeated(1, 2_400_000), repeated(1, 100_000));
      writer.end(START + 1_000, "completed");
    }
    AssertionSpec checkoutUnder2s = new AssertionSpec(new AssertionScope.Details("checkout"),
        new AssertionMetric.ResponseTime(new TimeStatistic.Percentile(75)), AssertionCondition.of(Comparison.LT, 2_000));

    assertThat(RunVerdict.judge(List.of(checkoutUnder2s), RunLogAggregator.aggregate(log))).containsExactly(
        new AssertionResult("checkout: 75th percentile of response time < 2000 ms", true, "1800.191 ms", "< 2000 ms"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("verdicts")
  void theAssertionThatStoppedTheRunFails(
      String name, String stoppedBy, List<AssertionSpec> assertions, List<AssertionResult> expected) throws IOException {
    RunSummary run = RunLogAggregator.aggregate(stoppedRun(stoppedBy));

    assertThat(RunVerdict.judge(assertions, run)).isEqualTo(expected);
  }

  @Test
  void aRunNoAssertionStoppedIsJudgedOnItsFinalFiguresAlone() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Calm")) {
      writer.requests(0, "home", Status.OK, repeated(100, 10_000));
      writer.end(START + 1_000, "completed");
    }

    assertThat(RunVerdict.judge(List.of(FAILURES_BELOW_1), RunLogAggregator.aggregate(log))).containsExactly(
        new AssertionResult("global: percentage of failed requests < 1 %", true, "0 %", "< 1 %"));
  }

  @Test
  void theReportSaysWhenAndByWhichAssertionTheRunStopped() throws IOException {
    Path log = stoppedRun("global: percentage of failed requests < 5 %");

    ReportGenerator.Result result = ReportGenerator.generate(log, dir, List.of(FAILURES_BELOW_5));

    assertThat(result.passed()).isFalse();
    assertThat(result.index()).content().contains(
        "<strong>Aborted by an assertion</strong> · Stopped at 00:12 by assertion: global: percentage of failed requests &lt; 5 %"
            + " (actual 20 %)");
    JsonNode run = new ObjectMapper().readTree(dir.resolve("stats.json").toFile()).get("run");
    assertThat(run.get("endReason").asText()).isEqualTo("aborted");
    assertThat(run.get("stoppedBy").get("assertion").asText())
        .isEqualTo("global: percentage of failed requests < 5 %");
    assertThat(run.get("stoppedBy").get("actual").asText()).isEqualTo("20 %");
    assertThat(run.get("stoppedBy").get("expected").asText()).isEqualTo("< 5 %");
    assertThat(run.get("stoppedBy").get("atSecond").asLong()).isEqualTo(12);
  }

  @Test
  void aRunNoAssertionStoppedHasNoStoppedByInStatsJson() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Calm")) {
      writer.requests(0, "home", Status.OK, repeated(100, 10_000));
      writer.end(START + 1_000, "completed");
    }

    ReportGenerator.generate(log, dir, List.of(FAILURES_BELOW_5));

    assertThat(new ObjectMapper().readTree(dir.resolve("stats.json").toFile()).get("run").get("stoppedBy").isNull())
        .isTrue();
  }

  private Path stoppedRun(String assertion) throws IOException {
    Path log = Files.createDirectories(dir.resolve("run")).resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Stopped")) {
      writer.requests(11, "home", Status.OK, repeated(80, 10_000));
      writer.requests(11, "home", Status.KO, repeated(20, 10_000));
      writer.abort(11, assertion, "20 %", "< " + (assertion.contains("< 1 %") ? "1" : "5") + " %");
      writer.requests(12, "home", Status.OK, repeated(900, 10_000));
      writer.end(START + 13_000, "aborted");
    }
    return log;
  }
}
