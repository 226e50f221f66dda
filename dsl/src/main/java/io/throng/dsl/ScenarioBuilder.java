package io.throng.dsl;

import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.Scenario;
import io.throng.dsl.model.Step;
import java.util.Arrays;
import java.util.List;

/**
 * What one virtual user does, made by {@link Dsl#scenario(String)}. Immutable: every method
 * returns a new builder, so a scenario can be shared and extended safely. Its steps are those of
 * {@link StepsBuilder}.
 *
 * <pre>{@code
 * ScenarioBuilder browse = scenario("browse")
 *     .exec(http("page").get("/index.html"))
 *     .pause(Duration.ofSeconds(1));
 * }</pre>
 */
public final class ScenarioBuilder extends StepsBuilder<ScenarioBuilder> {

  private final String name;

  ScenarioBuilder(String name) {
    this(Require.notBlank("scenario name", name), List.of());
  }

  private ScenarioBuilder(String name, List<Step> steps) {
    super(steps);
    this.name = name;
  }

  @Override
  ScenarioBuilder withSteps(List<Step> steps) {
    return new ScenarioBuilder(name, steps);
  }

  /** Starts this scenario's users as arrivals: each runs the scenario once, then leaves. */
  public PopulationBuilder injectOpen(OpenInjectionStep... steps) {
    if (steps == null || steps.length == 0) {
      throw new IllegalArgumentException(
          "injectOpen needs at least one step, such as atOnceUsers(10) or rampUsers(10).during(ofSeconds(5))");
    }
    InjectionProfile profile =
        new InjectionProfile.Open(Arrays.stream(steps).map(OpenInjectionStep::toModel).toList());
    if (steps().isEmpty()) {
      throw new IllegalArgumentException(
          "scenario \"" + name + "\" has no steps: add exec(http(...)) before injecting it");
    }
    return new PopulationBuilder(new Scenario(name, steps()), profile);
  }
}
