package io.throng.dsl.model;

import java.util.List;
import java.util.Objects;

/** What one virtual user does, step after step. */
public record Scenario(String name, List<Step> steps) {

  public Scenario {
    Objects.requireNonNull(name, "name");
    steps = List.copyOf(steps);
  }
}
