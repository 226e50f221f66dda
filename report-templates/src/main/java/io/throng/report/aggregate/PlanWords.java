package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the run meant to do, in words from its log's {@code PLAN}, {@code POPULATION} and
 * {@code THROTTLE} records, and where it sent its requests from its {@code TARGET} records: all
 * empty for a log written before they existed.
 *
 * <pre>{@code
 * run.plan().populations().forEach(p -> System.out.println(p.scenario() + ": " + p.profile()));
 * }</pre>
 *
 * @param description the simulation's description; empty when it gave none
 * @param populations one per population, children after their parent
 * @param throttle the throttle in words; empty when the run was not throttled
 * @param targets the base URLs the run sent its requests to, in the order logged
 */
public record PlanWords(String description, List<Population> populations, String throttle, List<String> targets) {

  /** A run log that says nothing of its plan. */
  public static final PlanWords NONE = new PlanWords("", List.of(), "", List.of());

  public PlanWords {
    Objects.requireNonNull(description, "description");
    populations = List.copyOf(populations);
    Objects.requireNonNull(throttle, "throttle");
    targets = List.copyOf(targets);
  }

  /** The population of scenario {@code scenario}, injected as {@code profile} says. */
  public record Population(String scenario, String profile) {}

  /** These words plus what {@code entry} says, when it is a plan record; otherwise these words. */
  PlanWords with(RunLogEntry entry) {
    if (entry instanceof RunLogEntry.PlanDescription d) {
      return new PlanWords(d.description(), populations, throttle, targets);
    }
    if (entry instanceof RunLogEntry.PopulationProfile p) {
      List<Population> more = new ArrayList<>(populations);
      more.add(new Population(p.scenarioName(), p.profile()));
      return new PlanWords(description, more, throttle, targets);
    }
    if (entry instanceof RunLogEntry.ThrottleProfile t) {
      return new PlanWords(description, populations, t.words(), targets);
    }
    if (entry instanceof RunLogEntry.Target t && !targets.contains(t.baseUrl())) {
      List<String> more = new ArrayList<>(targets);
      more.add(t.baseUrl());
      return new PlanWords(description, populations, throttle, more);
    }
    return this;
  }
}
