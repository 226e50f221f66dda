package io.throng.dsl.model;

import java.util.List;
import java.util.Objects;

/**
 * A scenario together with the injection profile that decides when its virtual users start.
 *
 * @param children populations that start together once every user of this one has finished
 */
public record Population(Scenario scenario, InjectionProfile profile, List<Population> children) {

  public Population {
    Objects.requireNonNull(scenario, "scenario");
    Objects.requireNonNull(profile, "profile");
    children = List.copyOf(children);
  }

  /** A population that nothing follows. */
  public Population(Scenario scenario, InjectionProfile profile) {
    this(scenario, profile, List.of());
  }
}
