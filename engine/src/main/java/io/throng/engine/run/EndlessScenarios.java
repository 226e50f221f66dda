package io.throng.engine.run;

import io.throng.dsl.model.LoopCondition;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.Step;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The scenarios of a plan whose users never finish: a {@code forever()} loop anywhere in their
 * steps. Without a {@code maxDuration} such a run ends only when stopped, which the run says at
 * its start rather than leave a CI job to its timeout.
 */
final class EndlessScenarios {

  private EndlessScenarios() {}

  /** The names of the scenarios with a forever loop, each once, in the plan's order. */
  static List<String> of(List<Population> populations) {
    Set<String> names = new LinkedHashSet<>();
    collect(populations, names);
    return List.copyOf(names);
  }

  private static void collect(List<Population> populations, Set<String> names) {
    for (Population population : populations) {
      if (loopsForever(population.scenario().steps())) {
        names.add(population.scenario().name());
      }
      collect(population.children(), names);
    }
  }

  private static boolean loopsForever(List<Step> steps) {
    return steps.stream().anyMatch(EndlessScenarios::loopsForever);
  }

  private static boolean loopsForever(Step step) {
    if (step instanceof Step.Loop loop) {
      return loop.condition() instanceof LoopCondition.Forever || loopsForever(loop.body());
    }
    if (step instanceof Step.If branch) {
      return loopsForever(branch.then()) || loopsForever(branch.orElse());
    }
    if (step instanceof Step.Switch choice) {
      return choice.branches().stream().anyMatch(b -> loopsForever(b.steps()));
    }
    if (step instanceof Step.Group group) {
      return loopsForever(group.steps());
    }
    return step instanceof Step.TryMax tryMax && loopsForever(tryMax.steps());
  }
}
