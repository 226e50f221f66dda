package io.throng.engine.schedule;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.incrementConcurrentUsers;
import static io.throng.dsl.Dsl.jumpToRps;
import static io.throng.dsl.Dsl.nothingFor;
import static io.throng.dsl.Dsl.rampConcurrentUsers;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.requests;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.threads;
import static java.time.Duration.ofMillis;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.PopulationBuilder;
import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;
import io.throng.dsl.model.SimulationPlan;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** What every kind of profile tells of its run's length, alone, chained, together and capped. */
class PlannedDurationTest {

  private static final ScenarioBuilder S = scenario("s").exec(http("a").get("/a"));
  private static final Optional<Duration> NONE = Optional.empty();

  static Stream<Arguments> plans() {
    return Stream.of(
        row("open ramp: injection ends at the last arrival, then drains",
            plan(S.injectOpen(rampUsers(10).during(ofSeconds(10)))), Optional.of(ofSeconds(9)), false, NONE),
        row("open at once", plan(S.injectOpen(atOnceUsers(5))), Optional.of(Duration.ZERO), false, NONE),
        row("open with a pause after the last arrival",
            plan(S.injectOpen(rampUsers(4).during(ofSeconds(4)), nothingFor(ofSeconds(30)))),
            Optional.of(ofSeconds(3)), false, NONE),
        row("open randomized: the end of its steps",
            plan(S.injectOpen(constantUsersPerSec(10).during(ofSeconds(20)).randomized())),
            Optional.of(ofSeconds(20)), false, NONE),
        row("closed: the curve's end",
            plan(S.injectClosed(rampConcurrentUsers(0).to(10).during(ofSeconds(10)),
                constantConcurrentUsers(10).during(ofSeconds(50)))), Optional.of(ofSeconds(60)), true, NONE),
        row("closed stairs",
            plan(S.injectClosed(incrementConcurrentUsers(5).times(3).eachLevelLasting(ofSeconds(10))
                .separatedByRampsLasting(ofSeconds(2)).startingFrom(5))), Optional.of(ofSeconds(34)), true, NONE),
        row("thread group with a duration", plan(S.injectClosed(threads(10).rampUp(ofSeconds(5)).during(ofSeconds(40)))),
            Optional.of(ofSeconds(40)), true, Optional.of(ofSeconds(40))),
        row("thread group with loops: injection ends with its last thread",
            plan(S.injectClosed(threads(4).rampUp(ofSeconds(2)).loops(100))), Optional.of(ofMillis(1500)), false, NONE),
        row("request budget: unknown", plan(S.injectClosed(requests(10_000).concurrency(10))), NONE, false, NONE),
        row("request budget with a time limit: at most that",
            plan(S.injectClosed(requests(10_000).concurrency(10).timeLimit(ofSeconds(30)))),
            NONE, false, Optional.of(ofSeconds(30))),
        row("a throttle changes nothing",
            plan(S.injectClosed(constantConcurrentUsers(10).during(ofSeconds(60))), setUp -> setUp.throttle(jumpToRps(5))),
            Optional.of(ofSeconds(60)), true, NONE),
        row("maxDuration cuts a longer curve",
            plan(S.injectClosed(constantConcurrentUsers(10).during(ofSeconds(60))), setUp -> setUp.maxDuration(ofSeconds(20))),
            Optional.of(ofSeconds(20)), true, Optional.of(ofSeconds(20))),
        row("maxDuration bounds an open run that stops arriving before it",
            plan(S.injectOpen(rampUsers(10).during(ofSeconds(10))), setUp -> setUp.maxDuration(ofSeconds(60))),
            Optional.of(ofSeconds(9)), false, Optional.of(ofSeconds(60))),
        row("maxDuration ends an open run still arriving",
            plan(S.injectOpen(rampUsers(100).during(ofSeconds(100))), setUp -> setUp.maxDuration(ofSeconds(30))),
            Optional.of(ofSeconds(30)), true, Optional.of(ofSeconds(30))),
        row("maxDuration bounds a request budget",
            plan(S.injectClosed(requests(10_000).concurrency(10)), setUp -> setUp.maxDuration(ofSeconds(30))),
            NONE, false, Optional.of(ofSeconds(30))),
        row("closed populations together: the longest",
            plan(S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(10))),
                S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(25)))), Optional.of(ofSeconds(25)), true,
            Optional.of(ofSeconds(25))),
        row("open and closed together: injection known, the end not",
            plan(S.injectOpen(rampUsers(10).during(ofSeconds(10))),
                S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(25)))), Optional.of(ofSeconds(25)), false, NONE),
        row("a budget beside a curve: nothing known",
            plan(S.injectClosed(requests(100).concurrency(1)),
                S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(25)))), NONE, false, NONE),
        row("closed then closed: their sum",
            plan(S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(10)))
                .andThen(S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(20))))),
            Optional.of(ofSeconds(30)), true, Optional.of(ofSeconds(30))),
        row("closed then open: injection ends with the second's last arrival",
            plan(S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(10)))
                .andThen(S.injectOpen(rampUsers(5).during(ofSeconds(5))))), Optional.of(ofSeconds(14)), false, NONE),
        row("open then anything: unknown, as the first drains for as long as it takes",
            plan(S.injectOpen(atOnceUsers(1)).andThen(S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(20))))),
            NONE, false, NONE),
        row("time-limited budget then closed: at most their sum",
            plan(S.injectClosed(requests(100).concurrency(1).timeLimit(ofSeconds(10)))
                .andThen(S.injectClosed(constantConcurrentUsers(1).during(ofSeconds(20))))),
            NONE, false, Optional.of(ofSeconds(30))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("plans")
  void tellsWhatThePlanTells(
      String name, SimulationPlan plan, Optional<Duration> injectionEnd, boolean endsWithInjection, Optional<Duration> limit) {
    assertThat(PlannedDuration.of(plan)).isEqualTo(new PlannedDuration(injectionEnd, endsWithInjection, limit));
  }

  private static Arguments row(
      String name, SimulationPlan plan, Optional<Duration> injectionEnd, boolean endsWithInjection, Optional<Duration> limit) {
    return Arguments.of(name, plan, injectionEnd, endsWithInjection, limit);
  }

  private static SimulationPlan plan(PopulationBuilder... populations) {
    return plan(populations[0], populations.length > 1 ? populations[1] : null, setUp -> { });
  }

  private static SimulationPlan plan(PopulationBuilder population, Consumer<Simulation.SetUp> settings) {
    return plan(population, null, settings);
  }

  private static SimulationPlan plan(PopulationBuilder first, PopulationBuilder second, Consumer<Simulation.SetUp> settings) {
    return new Simulation() {
      {
        settings.accept((second == null ? setUp(first) : setUp(first, second)).protocols(http.baseUrl("demo")));
      }
    }.toPlan();
  }
}
