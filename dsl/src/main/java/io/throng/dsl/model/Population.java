package io.throng.dsl.model;

import java.util.Objects;

/** A scenario together with the injection profile that decides when its virtual users start. */
public record Population(Scenario scenario, InjectionProfile profile) {

  public Population {
    Objects.requireNonNull(scenario, "scenario");
    Objects.requireNonNull(profile, "profile");
  }
}
