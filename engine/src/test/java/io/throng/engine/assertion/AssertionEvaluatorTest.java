package io.throng.engine.assertion;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.model.AssertionCondition;
import io.throng.dsl.model.AssertionCondition.Comparison;
import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionMetric.Measure;
import io.throng.dsl.model.AssertionMetric.Outcome;
import io.throng.dsl.model.AssertionMetric.TimeStatistic;
import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each kind of assertion, passing and failing, on the running figures of 2 s (the report judges
 * the final figures of a run log with the same evaluator; its tests cover that adapter):
 * <ul>
 *   <li>"home": second 0, 100 OK answered in 1, 2 ... 100 ms; second 1, 50 OK in 10 ms
 *       (150 requests, mean 37 ms, median 25 ms, peak 100/s);
 *   <li>"search": second 1, 8 OK in 10 ms and 2 KO in 30 ms (10 requests, 20 % failed);
 *   <li>all together: 160 requests, 2 KO (1.25 %), 80 req/s, peak 100/s in second 0, min 1 ms,
 *       max 100 ms, mean 35.6 ms, standard deviation 30.0 ms.
 * </ul>
 */
class AssertionEvaluatorTest {

  private static final RunningFigures run = new RunningFigures();

  @BeforeAll
  static void collectTwoSeconds() {
    run.add("home", Status.OK, histogram(LongStream.rangeClosed(1, 100).map(ms -> ms * 1_000).toArray()));
    run.endSecond(0);
    run.add("home", Status.OK, repeated(50, 10_000));
    run.add("search", Status.OK, repeated(8, 10_000));
    run.add("search", Status.KO, repeated(2, 30_000));
    run.endSecond(1);
  }

  static Stream<Arguments> assertions() {
    return Stream.of(
        row(global(), time(TimeStatistic.Basic.MIN), lt(2), true, "1 ms"),
        row(global(), time(TimeStatistic.Basic.MIN), gt(2), false, "1 ms"),
        row(global(), time(TimeStatistic.Basic.MAX), of(Comparison.LTE, 101), true, null),
        row(global(), time(TimeStatistic.Basic.MAX), lt(99), false, null),
        row(global(), time(TimeStatistic.Basic.MEAN), between(35, 36), true, null),
        row(global(), time(TimeStatistic.Basic.MEAN), gt(40), false, null),
        row(global(), time(TimeStatistic.Basic.STD_DEV), between(29.5, 30.5), true, null),
        row(global(), time(TimeStatistic.Basic.STD_DEV), lt(1), false, null),
        row(details("home"), time(new TimeStatistic.Percentile(50)), between(24.9, 25.1), true, null),
        row(details("home"), time(new TimeStatistic.Percentile(99.9)), lt(50), false, null),
        row(global(), AssertionMetric.Throughput.MEAN, of(Comparison.IS, 80), true, "80 req/s"),
        row(global(), AssertionMetric.Throughput.MEAN, gt(80), false, "80 req/s"),
        row(details("search"), AssertionMetric.Throughput.MEAN, of(Comparison.IS, 5), true, "5 req/s"),
        row(global(), AssertionMetric.Throughput.PEAK, of(Comparison.GTE, 100), true, "100 req/s"),
        row(details("search"), AssertionMetric.Throughput.PEAK, gt(10), false, "10 req/s"),
        row(global(), requests(Outcome.FAILED, Measure.COUNT), of(Comparison.IS, 2), true, "2"),
        row(global(), requests(Outcome.FAILED, Measure.COUNT), of(Comparison.IS, 0), false, "2"),
        row(global(), requests(Outcome.FAILED, Measure.PERCENT), lt(2), true, "1.25 %"),
        row(details("search"), requests(Outcome.FAILED, Measure.PERCENT), of(Comparison.LTE, 10), false, "20 %"),
        row(global(), requests(Outcome.SUCCESSFUL, Measure.COUNT), of(Comparison.GTE, 158), true, "158"),
        row(global(), requests(Outcome.SUCCESSFUL, Measure.PERCENT), gt(99), false, "98.75 %"));
  }

  @ParameterizedTest(name = "{0}: {2}")
  @MethodSource("assertions")
  void checksTheRunsFigures(String description, AssertionSpec assertion, boolean passed, String actual) {
    List<AssertionResult> results = AssertionEvaluator.evaluate(List.of(assertion), run);

    assertThat(results).singleElement().satisfies(result -> {
      assertThat(result.description()).isEqualTo(description);
      assertThat(result.passed()).as(result.message()).isEqualTo(passed);
      assertThat(result.expected()).isEqualTo(assertion.condition().describe(assertion.metric().unit()));
      if (actual != null) {
        assertThat(result.actual()).isEqualTo(actual);
      } else {
        assertThat(result.actual()).endsWith(" ms");
      }
    });
  }

  @Test
  void forAllGivesOneResultPerRequestName() {
    AssertionSpec noFailures =
        new AssertionSpec(new AssertionScope.ForAll(), requests(Outcome.FAILED, Measure.COUNT), of(Comparison.IS, 0));

    assertThat(AssertionEvaluator.evaluate(List.of(noFailures), run)).containsExactly(
        new AssertionResult("home: count of failed requests = 0", true, "0", "= 0"),
        new AssertionResult("search: count of failed requests = 0", false, "2", "= 0"));
  }

  @Test
  void anUnknownRequestNameFailsListingTheNamesOfTheRun() {
    AssertionSpec unknown = new AssertionSpec(details("checkout"), time(TimeStatistic.Basic.MAX), lt(1_000));

    assertThat(AssertionEvaluator.evaluate(List.of(unknown), run)).containsExactly(new AssertionResult(
        "checkout: max response time < 1000 ms", false,
        "no request or group named \"checkout\" in this run; its requests are \"home\", \"search\"", "< 1000 ms", false));
  }

  @Test
  void detailsOfAGroupJudgeItsDurationsWhileGlobalAndForAllLookAtRequestsOnly() {
    RunningFigures shop = new RunningFigures();
    shop.add("checkout / pay", Status.OK, repeated(3, 100_000));
    shop.addGroup("checkout", Status.OK, repeated(2, 900_000));
    shop.addGroup("checkout", Status.KO, repeated(1, 1_500_000));
    shop.endSecond(0);
    List<AssertionSpec> assertions = List.of(
        new AssertionSpec(details("checkout"), time(TimeStatistic.Basic.MAX), lt(1_000)),
        new AssertionSpec(details("checkout"), requests(Outcome.FAILED, Measure.COUNT), of(Comparison.IS, 1)),
        new AssertionSpec(global(), time(TimeStatistic.Basic.MAX), lt(1_000)),
        new AssertionSpec(new AssertionScope.ForAll(), requests(Outcome.SUCCESSFUL, Measure.COUNT), of(Comparison.IS, 3)));

    assertThat(AssertionEvaluator.evaluate(assertions, shop)).containsExactly(
        new AssertionResult("checkout: max response time < 1000 ms", false, "1500.159 ms", "< 1000 ms"),
        new AssertionResult("checkout: count of failed requests = 1", true, "1", "= 1"),
        new AssertionResult("global: max response time < 1000 ms", true, "100.031 ms", "< 1000 ms"),
        new AssertionResult("checkout / pay: count of successful requests = 3", true, "3", "= 3"));
  }

  @Test
  void aRunWithoutRequestsFailsWhatNeedsThemUnmeasuredAndCountsZero() {
    RunningFigures idle = new RunningFigures();
    idle.endSecond(0);

    List<AssertionResult> results = AssertionEvaluator.evaluate(List.of(
        new AssertionSpec(global(), time(new TimeStatistic.Percentile(95)), lt(500)),
        new AssertionSpec(new AssertionScope.ForAll(), requests(Outcome.FAILED, Measure.PERCENT), lt(1)),
        new AssertionSpec(global(), requests(Outcome.FAILED, Measure.COUNT), of(Comparison.IS, 0))), idle);

    assertThat(results).containsExactly(
        new AssertionResult("global: 95th percentile of response time < 500 ms", false,
            "no value: no request completed", "< 500 ms", false),
        new AssertionResult("each request: percentage of failed requests < 1 %", false,
            "no request completed during the run", "< 1 %", false),
        new AssertionResult("global: count of failed requests = 0", true, "0", "= 0"));
  }

  private static Histogram histogram(long... micros) {
    Histogram histogram = RunLogFormat.newHistogram();
    for (long value : micros) {
      histogram.recordValue(value);
    }
    return histogram;
  }

  private static Histogram repeated(long count, long micros) {
    Histogram histogram = RunLogFormat.newHistogram();
    histogram.recordValueWithCount(micros, count);
    return histogram;
  }

  private static Arguments row(
      AssertionScope scope, AssertionMetric metric, AssertionCondition condition, boolean passed, String actual) {
    AssertionSpec spec = new AssertionSpec(scope, metric, condition);
    return Arguments.of(spec.description(), spec, passed, actual);
  }

  private static AssertionScope global() {
    return new AssertionScope.Global();
  }

  private static AssertionScope details(String name) {
    return new AssertionScope.Details(name);
  }

  private static AssertionMetric time(TimeStatistic statistic) {
    return new AssertionMetric.ResponseTime(statistic);
  }

  private static AssertionMetric requests(Outcome outcome, Measure measure) {
    return new AssertionMetric.Requests(outcome, measure);
  }

  private static AssertionCondition lt(double bound) {
    return of(Comparison.LT, bound);
  }

  private static AssertionCondition gt(double bound) {
    return of(Comparison.GT, bound);
  }

  private static AssertionCondition of(Comparison comparison, double bound) {
    return AssertionCondition.of(comparison, bound);
  }

  private static AssertionCondition between(double low, double high) {
    return new AssertionCondition(Comparison.BETWEEN, low, high);
  }
}
