package io.throng.dsl;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.details;
import static io.throng.dsl.Dsl.forAll;
import static io.throng.dsl.Dsl.global;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static java.time.Duration.ofMillis;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.AbortOnFail;
import io.throng.dsl.model.AssertionCondition;
import io.throng.dsl.model.AssertionCondition.Comparison;
import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionMetric.TimeStatistic;
import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.AssertionSpec;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every assertion method, the description it reads as, and each rejected bound. */
class AssertionDslTest {

  static Stream<Arguments> everyAssertion() {
    return Stream.of(
        Arguments.of(global().responseTime().percentile(95).lt(ofMillis(500)),
            "global: 95th percentile of response time < 500 ms"),
        Arguments.of(global().responseTime().percentile(99.9).lte(ofSeconds(1)),
            "global: 99.9th percentile of response time <= 1000 ms"),
        Arguments.of(global().responseTime().percentile(1).gt(Duration.ZERO),
            "global: 1st percentile of response time > 0 ms"),
        Arguments.of(global().responseTime().percentile(42).gt(ofMillis(1)),
            "global: 42nd percentile of response time > 1 ms"),
        Arguments.of(global().responseTime().percentile(33).gt(ofMillis(1)),
            "global: 33rd percentile of response time > 1 ms"),
        Arguments.of(global().responseTime().percentile(12).gt(ofMillis(1)),
            "global: 12th percentile of response time > 1 ms"),
        Arguments.of(forAll().responseTime().min().gte(Duration.ofNanos(250_000)),
            "each request: min response time >= 0.25 ms"),
        Arguments.of(details("login").responseTime().max().is(ofSeconds(2)),
            "login: max response time = 2000 ms"),
        Arguments.of(global().responseTime().mean().between(ofMillis(5), ofMillis(50)),
            "global: mean response time between 5 and 50 ms"),
        Arguments.of(global().responseTime().stdDev().lt(ofMillis(20)),
            "global: standard deviation of response time < 20 ms"),
        Arguments.of(global().requestsPerSec().gte(100),
            "global: mean requests per second >= 100 req/s"),
        Arguments.of(details("search").peakRequestsPerSec().between(10, 20.5),
            "search: peak requests per second between 10 and 20.5 req/s"),
        Arguments.of(global().failedRequests().count().is(0),
            "global: count of failed requests = 0"),
        Arguments.of(forAll().failedRequests().percent().lt(1),
            "each request: percentage of failed requests < 1 %"),
        Arguments.of(global().successfulRequests().count().gt(1000),
            "global: count of successful requests > 1000"),
        Arguments.of(global().successfulRequests().percent().lte(100),
            "global: percentage of successful requests <= 100 %"));
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("everyAssertion")
  void readsAsItsDescription(Assertion assertion, String description) {
    assertThat(assertion.description()).isEqualTo(description);
    assertThat(assertion.toModel().description()).isEqualTo(description);
  }

  @Test
  void buildsTheModelWithResponseTimesInMilliseconds() {
    assertThat(details("login").responseTime().percentile(99).between(ofMillis(1), Duration.ofMillis(1500)).toModel())
        .isEqualTo(new AssertionSpec(
            new AssertionScope.Details("login"),
            new AssertionMetric.ResponseTime(new TimeStatistic.Percentile(99)),
            new AssertionCondition(Comparison.BETWEEN, 1, 1500)));
  }

  @Test
  void thePlanCarriesTheAssertionsInOrder() {
    class Asserted extends Simulation {
      Asserted() {
        setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1))).protocols(http.baseUrl("demo"))
            .assertions(global().failedRequests().count().is(0))
            .assertions(details("a").responseTime().max().lt(ofSeconds(1)), forAll().requestsPerSec().gt(0));
      }
    }

    assertThat(new Asserted().toPlan().assertions()).extracting(AssertionSpec::description).containsExactly(
        "global: count of failed requests = 0",
        "a: max response time < 1000 ms",
        "each request: mean requests per second > 0 req/s");
  }

  static Stream<Arguments> abortOnFail() {
    return Stream.of(
        Arguments.of(global().failedRequests().percent().lt(5), Optional.empty()),
        Arguments.of(global().failedRequests().percent().lt(5).abortOnFail(), Optional.of(AbortOnFail.AT_ONCE)),
        Arguments.of(global().failedRequests().percent().lt(5).abortOnFail().notBefore(ofSeconds(10)),
            Optional.of(new AbortOnFail(ofSeconds(10), 0))),
        Arguments.of(global().failedRequests().percent().lt(5).abortOnFail().notBeforeRequests(500),
            Optional.of(new AbortOnFail(Duration.ZERO, 500))),
        Arguments.of(global().failedRequests().percent().lt(5).abortOnFail().notBefore(ofSeconds(3))
            .notBeforeRequests(20).abortOnFail(), Optional.of(new AbortOnFail(ofSeconds(3), 20))));
  }

  @ParameterizedTest(name = "{1}")
  @MethodSource("abortOnFail")
  void abortOnFailKeepsTheAssertionAndAddsItsDelays(Assertion assertion, Optional<AbortOnFail> abort) {
    assertThat(assertion.toModel().abortOnFail()).isEqualTo(abort);
    assertThat(assertion.description()).isEqualTo("global: percentage of failed requests < 5 %");
  }

  @Test
  void aPlanWithoutAssertionsHasNone() {
    class Plain extends Simulation {
      Plain() {
        setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1))).protocols(http.baseUrl("demo"));
      }
    }

    assertThat(new Plain().toPlan().assertions()).isEmpty();
  }

  static Stream<Arguments> invalidAssertions() {
    return Stream.of(
        row("percentile 0", () -> global().responseTime().percentile(0),
            "percentile must be > 0 and <= 100, was 0"),
        row("percentile above 100", () -> global().responseTime().percentile(100.5),
            "percentile must be > 0 and <= 100, was 100.5"),
        row("percentile NaN", () -> global().responseTime().percentile(Double.NaN),
            "percentile must be > 0 and <= 100, was NaN"),
        row("negative duration", () -> global().responseTime().max().lt(ofMillis(-1)),
            "lt must be >= 0, was PT-0.001S"),
        row("null duration", () -> global().responseTime().mean().gte(null),
            "gte must be a duration, was null"),
        row("duration bounds reversed", () -> global().responseTime().mean().between(ofSeconds(2), ofSeconds(1)),
            "between needs low <= high, was PT2S and PT1S"),
        row("null low duration", () -> global().responseTime().mean().between(null, ofSeconds(1)),
            "between low must be a duration, was null"),
        row("negative count", () -> global().failedRequests().count().lte(-1),
            "lte must be >= 0, was -1"),
        row("percentage above 100", () -> global().failedRequests().percent().gt(101),
            "gt must be <= 100 for a percentage, was 101"),
        row("percentage high bound above 100", () -> global().successfulRequests().percent().between(50, 150),
            "between high must be <= 100 for a percentage, was 150"),
        row("infinite rate", () -> global().requestsPerSec().is(Double.POSITIVE_INFINITY),
            "is must be a finite number, was Infinity"),
        row("number bounds reversed", () -> global().peakRequestsPerSec().between(5, 2),
            "between needs low <= high, was 5 and 2"),
        row("negative abort delay", () -> global().failedRequests().count().is(0).abortOnFail().notBefore(ofSeconds(-1)),
            "notBefore must be >= 0, was PT-1S"),
        row("null abort delay", () -> global().failedRequests().count().is(0).abortOnFail().notBefore(null),
            "notBefore must be a duration, was null"),
        row("negative abort requests", () -> global().failedRequests().count().is(0).abortOnFail().notBeforeRequests(-5),
            "notBeforeRequests must be >= 0, was -5"),
        row("blank request name", () -> details(""),
            "request name must not be blank, was \"\""),
        row("no assertion", () -> new Simulation() {
              {
                setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1))).assertions();
              }
            },
            "assertions needs at least one assertion, such as global().failedRequests().count().is(0)"),
        row("null assertion", () -> new Simulation() {
              {
                setUp(scenario("s").exec(http("a").get("/a")).injectOpen(atOnceUsers(1)))
                    .assertions((Assertion) null);
              }
            },
            "assertions must not contain null"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("invalidAssertions")
  void rejectsWithAMessageThatSaysWhatIsWrong(String name, ThrowingCallable call, String message) {
    assertThatThrownBy(call).isInstanceOf(IllegalArgumentException.class).hasMessage(message);
  }

  private static Arguments row(String name, ThrowingCallable call, String message) {
    return Arguments.of(name, call, message);
  }
}
