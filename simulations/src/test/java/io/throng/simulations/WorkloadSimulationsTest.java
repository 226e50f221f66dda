package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.SimulationConfig;
import io.throng.dsl.model.CheckSpec;
import io.throng.dsl.model.ClosedStep;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.SimulationPlan;
import io.throng.dsl.model.Step;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The seeds' workload models build the plans their Javadoc promises, from the configuration. */
class WorkloadSimulationsTest {

  private static final String URL = "http://127.0.0.1:8080";

  @Test
  void rampUp30MinAddsTwoLoopingUsersEveryThreeSeconds() {
    assertThat(profile(SimulationConfig.using(SimulationConfig.of(Map.of("baseUrl", URL)), RampUp30Min::new).toPlan()))
        .isEqualTo(new InjectionProfile.Closed(List.of(new ClosedStep.Add(2, Duration.ofSeconds(3), Duration.ofMinutes(30)))));
    assertThat(profile(SimulationConfig.using(
            SimulationConfig.of(Map.of("baseUrl", URL, "duration", Duration.ofSeconds(60))), RampUp30Min::new).toPlan()))
        .isEqualTo(new InjectionProfile.Closed(List.of(new ClosedStep.Add(2, Duration.ofSeconds(3), Duration.ofSeconds(60)))));
  }

  @Test
  void threadGroupSweepIsJMetersGroupWithALoopCountOfTen() {
    SimulationPlan plan = SimulationConfig.using(SimulationConfig.of(Map.of("baseUrl", URL, "threads", 1500)), ThreadGroupSweep::new).toPlan();

    assertThat(profile(plan)).isEqualTo(
        new InjectionProfile.ThreadGroup(1500, Duration.ofSeconds(1), OptionalLong.of(10), Optional.empty()));
  }

  @Test
  void theOtherRampUpsOfSeed003AddTwoUsersEveryFiveOrThreeSecondsForTenMinutes() {
    Map<String, Object> config = Map.of("baseUrl", URL);

    assertThat(profile(SimulationConfig.using(SimulationConfig.of(config), RampUp10MinEvery5s::new).toPlan()))
        .isEqualTo(new InjectionProfile.Closed(List.of(new ClosedStep.Add(2, Duration.ofSeconds(5), Duration.ofMinutes(10)))));
    assertThat(profile(SimulationConfig.using(SimulationConfig.of(config), RampUp10MinEvery3s::new).toPlan()))
        .isEqualTo(new InjectionProfile.Closed(List.of(new ClosedStep.Add(2, Duration.ofSeconds(3), Duration.ofMinutes(10)))));
    assertThat(profile(SimulationConfig.using(SimulationConfig.of(
            Map.of("baseUrl", URL, "every", Duration.ofSeconds(1), "duration", Duration.ofSeconds(4))), RampUp10MinEvery5s::new)
        .toPlan()))
        .isEqualTo(new InjectionProfile.Closed(List.of(new ClosedStep.Add(2, Duration.ofSeconds(1), Duration.ofSeconds(4)))));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(textBlock = """
      10000x10, 10000, 10
      3000x10, 3000, 10
      5000x100, 5000, 100
      """)
  void expressVsNginxRunsTheCaseItIsGivenWithoutKeepAlive(String abCase, long requests, long concurrency) {
    SimulationPlan plan = SimulationConfig.using(SimulationConfig.of(Map.of("baseUrl", URL, "case", abCase)), ExpressVsNginx::new)
        .toPlan();

    assertThat(profile(plan)).isEqualTo(new InjectionProfile.RequestBudget(requests, concurrency, Optional.empty()));
    assertThat(plan.protocol().keepAlive()).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"10000", "10000 x 10", "x10", "10000x10x2"})
  void expressVsNginxRejectsACaseThatIsNotRequestsByConcurrency(String abCase) {
    assertThatThrownBy(() -> SimulationConfig.using(SimulationConfig.of(Map.of("baseUrl", URL, "case", abCase)), ExpressVsNginx::new))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("case must be <requests>x<concurrency> such as 10000x10, was " + abCase);
  }

  @Test
  void nodeVsVertxIsAbsTimeLimitedBudgetOnTheTwoByteBodyWithoutKeepAlive() {
    SimulationPlan plan = SimulationConfig.using(SimulationConfig.of(Map.of("baseUrl", URL)), NodeVsVertx::new).toPlan();

    assertThat(profile(plan)).isEqualTo(new InjectionProfile.RequestBudget(50_000, 10, Optional.of(Duration.ofSeconds(10))));
    assertThat(plan.protocol().keepAlive()).isFalse();
  }

  @Test
  void fastRouterStaticSendsTheHostHeaderAndChecksTheLengthThenTheStatus() {
    SimulationPlan plan = SimulationConfig.using(SimulationConfig.of(Map.of("baseUrl", URL, "concurrency", 512)),
        FastRouterStatic::new).toPlan();

    assertThat(profile(plan)).isEqualTo(new InjectionProfile.RequestBudget(100_000, 512, Optional.empty()));
    assertThat(plan.protocol().headers()).containsEntry("Host", "my.app.com");
    assertThat(plan.protocol().keepAlive()).isFalse();
    HttpRequestSpec request = ((Step.Http) plan.populations().get(0).scenario().steps().get(0)).request();
    // Length first, so that an error page of another length fails as ab's Length.
    assertThat(request.checks()).extracting(CheckSpec::description)
        .containsExactly("bodyLength().is(10699)", "status().is(200)");
  }

  @Test
  void apacheBenchIsABudgetOfRequestsAtAConcurrency() {
    SimulationPlan plan = SimulationConfig.using(
        SimulationConfig.of(Map.of("baseUrl", URL, "requests", 50_000, "timeLimit", Duration.ofSeconds(10))), ApacheBench::new).toPlan();

    assertThat(profile(plan)).isEqualTo(new InjectionProfile.RequestBudget(50_000, 10, Optional.of(Duration.ofSeconds(10))));
  }

  private static InjectionProfile profile(SimulationPlan plan) {
    assertThat(plan.protocol().baseUrl()).isEqualTo(URL);
    return plan.populations().get(0).profile();
  }
}
