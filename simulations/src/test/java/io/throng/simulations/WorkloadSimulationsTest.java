package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.SimulationConfig;
import io.throng.dsl.model.ClosedStep;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.SimulationPlan;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The seeds' workload models build the plans their Javadoc promises, from the configuration. */
class WorkloadSimulationsTest {

  private static final String URL = "http://127.0.0.1:8080";

  @Test
  void rampUp30MinAddsTwoLoopingUsersEveryThreeSeconds() {
    assertThat(profile(SimulationConfig.using(new MapConfig(Map.of("baseUrl", URL)), RampUp30Min::new).toPlan()))
        .isEqualTo(new InjectionProfile.Closed(List.of(new ClosedStep.Add(2, Duration.ofSeconds(3), Duration.ofMinutes(30)))));
    assertThat(profile(SimulationConfig.using(
            new MapConfig(Map.of("baseUrl", URL, "duration", Duration.ofSeconds(60))), RampUp30Min::new).toPlan()))
        .isEqualTo(new InjectionProfile.Closed(List.of(new ClosedStep.Add(2, Duration.ofSeconds(3), Duration.ofSeconds(60)))));
  }

  @Test
  void threadGroupSweepIsJMetersGroupWithALoopCountOfTen() {
    SimulationPlan plan = SimulationConfig.using(new MapConfig(Map.of("baseUrl", URL, "threads", 1500)), ThreadGroupSweep::new).toPlan();

    assertThat(profile(plan)).isEqualTo(
        new InjectionProfile.ThreadGroup(1500, Duration.ofSeconds(1), OptionalLong.of(10), Optional.empty()));
  }

  @Test
  void apacheBenchIsABudgetOfRequestsAtAConcurrency() {
    SimulationPlan plan = SimulationConfig.using(
        new MapConfig(Map.of("baseUrl", URL, "requests", 50_000, "timeLimit", Duration.ofSeconds(10))), ApacheBench::new).toPlan();

    assertThat(profile(plan)).isEqualTo(new InjectionProfile.RequestBudget(50_000, 10, Optional.of(Duration.ofSeconds(10))));
  }

  private static InjectionProfile profile(SimulationPlan plan) {
    assertThat(plan.protocol().baseUrl()).isEqualTo(URL);
    return plan.populations().get(0).profile();
  }
}
