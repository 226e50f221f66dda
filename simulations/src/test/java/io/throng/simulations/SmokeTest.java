package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.SimulationConfig;
import io.throng.dsl.model.AssertionSpec;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.SimulationPlan;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Smoke builds a valid plan of a few hundred requests in a few seconds, with its assertions; no engine needed. */
class SmokeTest {

  @Test
  void plansTwoHundredUsersOverThreeSecondsAgainstTheConfiguredTarget() {
    SimulationPlan plan =
        SimulationConfig.using(baseUrl("http://127.0.0.1:8080"), Smoke::new).toPlan();

    assertThat(plan.name()).isEqualTo("Smoke");
    assertThat(plan.protocol().baseUrl()).isEqualTo("http://127.0.0.1:8080");
    assertThat(plan.populations())
        .singleElement()
        .satisfies(
            population -> {
              assertThat(population.scenario().steps()).hasSize(2);
              assertThat(((InjectionProfile.Open) population.profile()).steps())
                  .containsExactly(
                      new OpenStep.AtOnce(10), new OpenStep.Ramp(190, Duration.ofSeconds(3)));
            });
    assertThat(plan.assertions())
        .extracting(AssertionSpec::description)
        .containsExactly(
            "global: count of failed requests = 0",
            "global: 95th percentile of response time < 1000 ms");
  }

  private static SimulationConfig baseUrl(String url) {
    return SimulationConfig.of(Map.of("baseUrl", url));
  }
}
