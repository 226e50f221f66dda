package io.throng.engine.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.model.AbortOnFail;
import io.throng.dsl.model.AssertionCondition;
import io.throng.dsl.model.AssertionCondition.Comparison;
import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionMetric.Measure;
import io.throng.dsl.model.AssertionMetric.Outcome;
import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.stats.GeneratorHealth;
import io.throng.engine.testing.RunLogTotals;
import io.throng.engine.stats.IntervalSnapshot;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** When an abort-on-fail assertion is judged, what it is not held to, and that an ended run stays ended. */
class AbortWatchTest {

  @TempDir Path dir;
  private final ByteArrayOutputStream console = new ByteArrayOutputStream();

  static Stream<Arguments> due() {
    return Stream.of(
        Arguments.of(AbortOnFail.AT_ONCE, 1, 0, true),
        Arguments.of(new AbortOnFail(Duration.ofSeconds(10), 0), 9, 1_000, false),
        Arguments.of(new AbortOnFail(Duration.ofSeconds(10), 0), 10, 0, true),
        Arguments.of(new AbortOnFail(Duration.ZERO, 500), 60, 499, false),
        Arguments.of(new AbortOnFail(Duration.ZERO, 500), 1, 500, true),
        Arguments.of(new AbortOnFail(Duration.ofSeconds(3), 100), 3, 99, false),
        Arguments.of(new AbortOnFail(Duration.ofSeconds(3), 100), 2, 100, false),
        Arguments.of(new AbortOnFail(Duration.ofSeconds(3), 100), 3, 100, true));
  }

  @ParameterizedTest(name = "{0} at {1} s with {2} requests: {3}")
  @MethodSource("due")
  void judgedOnceBothDelaysHavePassed(AbortOnFail abort, long elapsedSeconds, long requests, boolean due) {
    assertThat(AbortWatch.due(abort, Duration.ofSeconds(elapsedSeconds), requests)).isEqualTo(due);
  }

  @Test
  void aNameWithNoRequestYetIsNotHeldAgainstTheRunButAMeasuredFailureIs() throws IOException {
    AssertionSpec noFailedCheckout = failedPercent(new AssertionScope.Details("checkout"), 5);
    AssertionSpec fewFailures = failedPercent(new AssertionScope.Global(), 5);
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Watched")) {
      AbortWatch plain = new AbortWatch(List.of(fewFailures), log, new PrintStream(console, true, StandardCharsets.UTF_8));
      AbortWatch watch = new AbortWatch(List.of(noFailedCheckout.withAbortOnFail(AbortOnFail.AT_ONCE),
          fewFailures.withAbortOnFail(new AbortOnFail(Duration.ZERO, 100))), log,
          new PrintStream(console, true, StandardCharsets.UTF_8));

      second(watch, 0, 45, 5);   // 10 % failed, but 50 requests: the global one is not due
      assertThat(watch.verdict()).isNotDone();
      second(plain, 0, 0, 50);   // not abort-on-fail: never judged during the run
      assertThat(plain.verdict()).isNotDone();
      second(watch, 1, 45, 5);   // 100 requests, 10 % failed: stops; "checkout" has no value yet
      assertThat(watch.verdict()).isCompleted();
      assertThat(watch.settle()).hasValueSatisfying(result -> {
        assertThat(result.description()).isEqualTo("global: percentage of failed requests < 5 %");
        assertThat(result.actual()).isEqualTo("10 %");
      });
    }
    assertThat(RunLogTotals.of(file).aborts).containsExactly(
        new RunLogEntry.Abort(1, "global: percentage of failed requests < 5 %", "10 %", "< 5 %"));
    assertThat(console.toString(StandardCharsets.UTF_8)).isEqualTo(
        "Stopping at 00:02: abort-on-fail assertion failed: global: percentage of failed requests < 5 %"
            + " (actual 10 %, expected < 5 %)\n");
  }

  @Test
  void aRunThatEndedOtherwiseCannotBeAbortedAfterwards() throws IOException {
    Path file = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Watched")) {
      AbortWatch watch = new AbortWatch(List.of(failedPercent(new AssertionScope.Global(), 5)
          .withAbortOnFail(AbortOnFail.AT_ONCE)), log, new PrintStream(console, true, StandardCharsets.UTF_8));
      second(watch, 0, 100, 0);

      assertThat(watch.settle()).isEmpty();
      second(watch, 1, 0, 100); // the last collection, after the run ended: judged no more
      assertThat(watch.verdict().join()).isEmpty();
    }
    assertThat(RunLogTotals.of(file).aborts).isEmpty();
    assertThat(console.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  private static AssertionSpec failedPercent(AssertionScope scope, double bound) {
    return new AssertionSpec(scope, new AssertionMetric.Requests(Outcome.FAILED, Measure.PERCENT),
        AssertionCondition.of(Comparison.LT, bound));
  }

  /** What the collector tells the watch of one second of "home" requests. */
  private static void second(AbortWatch watch, long second, long ok, long ko) {
    Histogram all = RunLogFormat.newHistogram();
    if (ok > 0) {
      Histogram times = RunLogFormat.newHistogram();
      times.recordValueWithCount(1_000, ok);
      watch.requests("home", Status.OK, times);
      all.add(times);
    }
    if (ko > 0) {
      Histogram times = RunLogFormat.newHistogram();
      times.recordValueWithCount(1_000, ko);
      watch.requests("home", Status.KO, times);
      all.add(times);
    }
    watch.secondCollected(new IntervalSnapshot(second, ok, ko, all, Map.of(), 0, new GeneratorHealth.Sample(0, 0, 0)));
  }

}
