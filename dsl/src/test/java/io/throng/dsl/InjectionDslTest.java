package io.throng.dsl;

import static io.throng.dsl.Dsl.addUsers;
import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.holdFor;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.incrementConcurrentUsers;
import static io.throng.dsl.Dsl.incrementUsersPerSec;
import static io.throng.dsl.Dsl.jumpToRps;
import static io.throng.dsl.Dsl.nothingFor;
import static io.throng.dsl.Dsl.rampConcurrentUsers;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.rampUsersPerSec;
import static io.throng.dsl.Dsl.reachRps;
import static io.throng.dsl.Dsl.requests;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.stressPeakUsers;
import static io.throng.dsl.Dsl.threads;
import static io.throng.dsl.Dsl.users;
import static java.time.Duration.ZERO;
import static java.time.Duration.ofMinutes;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.ClosedStep;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.SimulationPlan;
import io.throng.dsl.model.ThrottleStep;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every injection, closed-model and throttling method of the DSL, and the model it hands the engine. */
class InjectionDslTest {

  private static final ScenarioBuilder S = scenario("s").exec(http("a").get("/a"));

  static Stream<Arguments> openSteps() {
    return Stream.of(
        Arguments.of(nothingFor(ofSeconds(5)), new OpenStep.Nothing(ofSeconds(5))),
        Arguments.of(atOnceUsers(10), new OpenStep.AtOnce(10)),
        Arguments.of(rampUsers(10).during(ofSeconds(5)), new OpenStep.Ramp(10, ofSeconds(5))),
        Arguments.of(constantUsersPerSec(2.5).during(ofSeconds(10)), new OpenStep.ConstantRate(2.5, ofSeconds(10), Arrivals.EVEN)),
        Arguments.of(constantUsersPerSec(100).during(ofSeconds(10)).randomized(),
            new OpenStep.ConstantRate(100, ofSeconds(10), Arrivals.poisson())),
        Arguments.of(constantUsersPerSec(100).during(ofSeconds(10)).randomized(42),
            new OpenStep.ConstantRate(100, ofSeconds(10), Arrivals.poisson(42))),
        Arguments.of(rampUsersPerSec(1).to(50).during(ofMinutes(2)), new OpenStep.RampRate(1, 50, ofMinutes(2), Arrivals.EVEN)),
        Arguments.of(rampUsersPerSec(0).to(50).during(ofMinutes(2)).randomized(7),
            new OpenStep.RampRate(0, 50, ofMinutes(2), Arrivals.poisson(7))),
        Arguments.of(stressPeakUsers(1000).during(ofSeconds(20)), new OpenStep.StressPeak(1000, ofSeconds(20))),
        Arguments.of(incrementUsersPerSec(10).times(5).eachLevelLasting(ofMinutes(1)),
            new OpenStep.Stairs(10, 5, ofMinutes(1), ZERO, 0)),
        Arguments.of(incrementUsersPerSec(10).times(5).eachLevelLasting(ofMinutes(1))
                .separatedByRampsLasting(ofSeconds(10)).startingFrom(10),
            new OpenStep.Stairs(10, 5, ofMinutes(1), ofSeconds(10), 10)),
        Arguments.of(users(2).every(ofSeconds(3)).during(ofSeconds(1800)),
            new OpenStep.Bursts(2, ofSeconds(3), ofSeconds(1800))));
  }

  @ParameterizedTest
  @MethodSource("openSteps")
  void eachOpenStepBuildsItsModel(OpenInjectionStep step, OpenStep expected) {
    assertThat(S.injectOpen(step).toModel().profile()).isEqualTo(new InjectionProfile.Open(List.of(expected)));
  }

  static Stream<Arguments> closedSteps() {
    return Stream.of(
        Arguments.of(constantConcurrentUsers(10).during(ofMinutes(5)), new ClosedStep.Constant(10, ofMinutes(5))),
        Arguments.of(rampConcurrentUsers(10).to(100).during(ofMinutes(5)), new ClosedStep.Ramp(10, 100, ofMinutes(5))),
        Arguments.of(rampConcurrentUsers(100).to(0).during(ofMinutes(1)), new ClosedStep.Ramp(100, 0, ofMinutes(1))),
        Arguments.of(incrementConcurrentUsers(100).times(3).eachLevelLasting(ofMinutes(5)),
            new ClosedStep.Stairs(100, 3, ofMinutes(5), ZERO, 0)),
        Arguments.of(incrementConcurrentUsers(100).times(3).eachLevelLasting(ofMinutes(5))
                .separatedByRampsLasting(ofSeconds(30)).startingFrom(100),
            new ClosedStep.Stairs(100, 3, ofMinutes(5), ofSeconds(30), 100)),
        Arguments.of(addUsers(2).every(ofSeconds(3)).during(ofSeconds(1800)),
            new ClosedStep.Add(2, ofSeconds(3), ofSeconds(1800))));
  }

  @ParameterizedTest
  @MethodSource("closedSteps")
  void eachClosedStepBuildsItsModel(ClosedInjectionStep step, ClosedStep expected) {
    assertThat(S.injectClosed(step).toModel().profile()).isEqualTo(new InjectionProfile.Closed(List.of(expected)));
  }

  @Test
  void stairsLastAsLongAsTheirLevelsAndRamps() {
    assertThat(new OpenStep.Stairs(1, 3, ofSeconds(10), ofSeconds(2), 0).duration()).isEqualTo(ofSeconds(36));
    assertThat(new OpenStep.Stairs(1, 3, ofSeconds(10), ofSeconds(2), 5).duration()).isEqualTo(ofSeconds(34));
    assertThat(new ClosedStep.Stairs(1, 3, ofSeconds(10), ZERO, 0).duration()).isEqualTo(ofSeconds(30));
  }

  @Test
  void aJMeterThreadGroupAndAnApacheBenchRunAreProfilesOfTheirOwn() {
    assertThat(S.injectClosed(threads(1500).rampUp(ofSeconds(1)).loops(10)).toModel().profile())
        .isEqualTo(new InjectionProfile.ThreadGroup(1500, ofSeconds(1), OptionalLong.of(10), Optional.empty()));
    assertThat(S.injectClosed(threads(50).rampUp(ZERO).during(ofMinutes(5))).toModel().profile())
        .isEqualTo(new InjectionProfile.ThreadGroup(50, ZERO, OptionalLong.empty(), Optional.of(ofMinutes(5))));
    assertThat(S.injectClosed(threads(5).rampUp(ofSeconds(1)).loops(3).during(ofSeconds(9))).toModel().profile())
        .isEqualTo(new InjectionProfile.ThreadGroup(5, ofSeconds(1), OptionalLong.of(3), Optional.of(ofSeconds(9))));
    assertThat(S.injectClosed(requests(10_000).concurrency(10)).toModel().profile())
        .isEqualTo(new InjectionProfile.RequestBudget(10_000, 10, Optional.empty()));
    assertThat(S.injectClosed(requests(50_000).concurrency(10).timeLimit(ofSeconds(10))).toModel().profile())
        .isEqualTo(new InjectionProfile.RequestBudget(50_000, 10, Optional.of(ofSeconds(10))));
  }

  @Test
  void populationsChainWithAndThenAndTheSetUpThrottles() {
    class Chained extends Simulation {
      Chained() {
        setUp(S.injectOpen(atOnceUsers(1)).andThen(S.injectOpen(atOnceUsers(2)), S.injectOpen(atOnceUsers(3)))
                .andThen(S.injectClosed(requests(4).concurrency(1))))
            .protocols(http.baseUrl("demo"))
            .throttle(reachRps(100).in(ofSeconds(10)), holdFor(ofMinutes(1)), jumpToRps(50), holdFor(ofMinutes(1)));
      }
    }

    SimulationPlan plan = new Chained().toPlan();

    Population root = plan.populations().get(0);
    assertThat(root.children()).extracting(Population::profile).containsExactly(
        new InjectionProfile.Open(List.of(new OpenStep.AtOnce(2))),
        new InjectionProfile.Open(List.of(new OpenStep.AtOnce(3))),
        new InjectionProfile.RequestBudget(4, 1, Optional.empty()));
    assertThat(plan.throttle()).containsExactly(
        new ThrottleStep.Reach(100, ofSeconds(10)), new ThrottleStep.Hold(ofMinutes(1)),
        new ThrottleStep.Jump(50), new ThrottleStep.Hold(ofMinutes(1)));
  }

  @Test
  void stepBuildersAreImmutable() {
    RateInjectionStep even = constantUsersPerSec(10).during(ofSeconds(1));
    even.randomized(3);
    UsersPerSecStairs stairs = incrementUsersPerSec(1).times(2).eachLevelLasting(ofSeconds(1));
    stairs.startingFrom(5).separatedByRampsLasting(ofSeconds(1));
    ConcurrentUsersStairs levels = incrementConcurrentUsers(1).times(2).eachLevelLasting(ofSeconds(1));
    levels.startingFrom(5);
    ThreadGroupBuilder group = threads(2).rampUp(ZERO).loops(1);
    group.during(ofSeconds(3));
    RequestBudgetBuilder budget = requests(2).concurrency(1);
    budget.timeLimit(ofSeconds(1));
    PopulationBuilder population = S.injectOpen(atOnceUsers(1));
    population.andThen(S.injectOpen(atOnceUsers(1)));

    assertThat(even.toModel()).isEqualTo(new OpenStep.ConstantRate(10, ofSeconds(1), Arrivals.EVEN));
    assertThat(stairs.toModel()).isEqualTo(new OpenStep.Stairs(1, 2, ofSeconds(1), ZERO, 0));
    assertThat(levels.toModel()).isEqualTo(new ClosedStep.Stairs(1, 2, ofSeconds(1), ZERO, 0));
    assertThat(group.toModel()).isEqualTo(new InjectionProfile.ThreadGroup(2, ZERO, OptionalLong.of(1), Optional.empty()));
    assertThat(budget.toModel()).isEqualTo(new InjectionProfile.RequestBudget(2, 1, Optional.empty()));
    assertThat(population.toModel().children()).isEmpty();
  }

  @Test
  void onlyRandomizedArrivalsTakeASeed() {
    assertThat(Arrivals.poisson(1)).isEqualTo(new Arrivals(true, OptionalLong.of(1)));
    assertThatThrownBy(() -> new Arrivals(false, OptionalLong.of(1))).hasMessage("only randomized arrivals take a seed");
  }
}
