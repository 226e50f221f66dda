package io.throng.dsl;

import io.throng.dsl.model.Population;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A scenario with its injection profile, made by {@link ScenarioBuilder#injectOpen} or
 * {@link ScenarioBuilder#injectClosed}. Immutable: {@link #andThen} returns a new builder.
 *
 * <pre>{@code
 * setUp(warmUp.injectOpen(atOnceUsers(10)).andThen(load.injectClosed(constantConcurrentUsers(50).during(ofMinutes(5)))));
 * }</pre>
 */
public final class PopulationBuilder {

  private final Population population;

  PopulationBuilder(Population population) {
    this.population = population;
  }

  /**
   * Starts {@code next} once every user of this population has finished. The populations given
   * start together; several {@code andThen} calls add to them, as in Gatling, so a chain of three
   * reads {@code a.andThen(b.andThen(c))}.
   */
  public PopulationBuilder andThen(PopulationBuilder... next) {
    if (next == null || next.length == 0 || Arrays.asList(next).contains(null)) {
      throw new IllegalArgumentException("andThen needs the populations to start next, such as scenario(...).injectOpen(...)");
    }
    List<Population> children = new ArrayList<>(population.children());
    Arrays.stream(next).map(PopulationBuilder::toModel).forEach(children::add);
    return new PopulationBuilder(new Population(population.scenario(), population.profile(), children));
  }

  Population toModel() {
    return population;
  }
}
