package io.throng.dsl.model;

import java.util.List;

/**
 * When the virtual users of one population start.
 *
 * <p>In the open model users arrive on a schedule, each runs its scenario once and leaves, no
 * matter how many are still busy.
 */
public sealed interface InjectionProfile {

  /** Arrivals described by steps that follow one another in time. */
  record Open(List<OpenStep> steps) implements InjectionProfile {
    public Open {
      steps = List.copyOf(steps);
      if (steps.isEmpty()) {
        throw new IllegalArgumentException("an open injection needs at least one step");
      }
    }
  }
}
