package io.throng.dsl;

import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.Scenario;

/** A scenario with its injection profile, made by {@link ScenarioBuilder#injectOpen}. Immutable. */
public final class PopulationBuilder {

  private final Population population;

  PopulationBuilder(Scenario scenario, InjectionProfile profile) {
    this.population = new Population(scenario, profile);
  }

  Population toModel() {
    return population;
  }
}
