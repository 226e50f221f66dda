package io.throng.engine.run;

import io.throng.dsl.model.Population;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.schedule.ProfileWords;
import java.util.List;

/**
 * Writes what a plan meant to do (its description, each population's profile and its throttle,
 * in words, and the base URLs it targets) at the head of a run log, so a report can say it without the simulation's code.
 * Every shard writes the whole plan's words, not its own share.
 */
final class PlanRecords {

  private PlanRecords() {}

  /** @param demoUrl where the embedded demo target listens, for a plan that targets it */
  static void write(SimulationPlan plan, String demoUrl, RunLogWriter log) {
    log.plan(plan.description());
    populations(plan.populations(), log);
    if (!plan.throttle().isEmpty()) {
      log.throttle(ProfileWords.of(plan.throttle()));
    }
    List<String> targets = plan.protocol().usesDemoTarget() ? List.of(demoUrl) : plan.protocol().baseUrls();
    targets.forEach(log::target);
  }

  /** Children follow their parent, depth first, in the order the simulation declared them. */
  private static void populations(List<Population> populations, RunLogWriter log) {
    for (Population population : populations) {
      log.population(population.scenario().name(), ProfileWords.of(population.profile()));
      populations(population.children(), log);
    }
  }
}
