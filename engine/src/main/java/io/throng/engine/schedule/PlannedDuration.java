package io.throng.engine.schedule;

import io.throng.dsl.model.ClosedStep;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.SimulationPlan;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What a plan tells in advance of how long its run lasts, for the live console's progress. Pure:
 * read off the injection profiles, no clock.
 *
 * <ul>
 *   <li>Open profiles: injection ends at the last arrival; then the users still busy drain, for
 *       as long as their scenario takes, which no plan tells.
 *   <li>Closed profiles: the run ends with the concurrency curve (users then finish their
 *       iteration); a thread group with a duration, with that duration.
 *   <li>A thread group with loops only: injection ends when its last thread starts.
 *   <li>A request budget ends when its requests are sent: unknown in time, at most its time limit.
 *   <li>Populations chained with {@code andThen} start when the previous one is done, which is
 *       known only when that one ends with its curve.
 *   <li>{@code maxDuration} caps it all. A throttle limits the rate, not the length: it changes
 *       nothing here.
 * </ul>
 *
 * <pre>{@code
 * PlannedDuration planned = PlannedDuration.of(plan);
 * planned.end();  // Optional[PT1M] for constantConcurrentUsers(10).during(ofMinutes(1))
 * }</pre>
 *
 * @param injectionEnd when the last user starts, from the run's start; empty when unknown
 * @param endsWithInjection whether the run ends when injection does (closed curves, thread groups
 *     with a duration, {@code maxDuration}), rather than when its last users have drained
 * @param limit when the run ends at the latest, if anything bounds it
 */
public record PlannedDuration(Optional<Duration> injectionEnd, boolean endsWithInjection, Optional<Duration> limit) {

  /** Nothing known. */
  public static final PlannedDuration UNKNOWN = new PlannedDuration(Optional.empty(), false, Optional.empty());

  /** What {@code plan} tells of its run's length. */
  public static PlannedDuration of(SimulationPlan plan) {
    PlannedDuration populations = together(plan.populations());
    return plan.maxDuration().map(populations::cappedAt).orElse(populations);
  }

  /** The run's planned end, when known: injection's end for a run that ends with it, else empty. */
  public Optional<Duration> end() {
    return endsWithInjection ? injectionEnd : Optional.empty();
  }

  /** When the run ends at the latest: its planned end, or its limit; empty when nothing bounds it. */
  public Optional<Duration> bound() {
    return end().or(() -> limit);
  }

  /** Populations that start together: known when known for each; the longest wins. */
  static PlannedDuration together(List<Population> populations) {
    PlannedDuration all = null;
    for (Population population : populations) {
      PlannedDuration next = of(population);
      all = all == null ? next : new PlannedDuration(
          both(all.injectionEnd, next.injectionEnd), all.endsWithInjection && next.endsWithInjection,
          both(all.bound(), next.bound()));
    }
    return all == null ? UNKNOWN : all;
  }

  /** A population, then its children once it is done. */
  static PlannedDuration of(Population population) {
    PlannedDuration first = of(population.profile());
    if (population.children().isEmpty()) {
      return first;
    }
    PlannedDuration then = together(population.children());
    Optional<Duration> limit = first.bound().flatMap(p -> then.bound().map(p::plus));
    if (first.end().isEmpty()) {
      return new PlannedDuration(Optional.empty(), false, limit);
    }
    Duration start = first.end().get();
    return new PlannedDuration(then.injectionEnd.map(start::plus), then.endsWithInjection, limit);
  }

  static PlannedDuration of(InjectionProfile profile) {
    if (profile instanceof InjectionProfile.Open open) {
      return new PlannedDuration(Optional.of(lastArrival(open.steps())), false, Optional.empty());
    } else if (profile instanceof InjectionProfile.Closed closed) {
      Duration end = closed.steps().stream().map(ClosedStep::duration).reduce(Duration.ZERO, Duration::plus);
      return new PlannedDuration(Optional.of(end), true, Optional.empty());
    } else if (profile instanceof InjectionProfile.ThreadGroup group) {
      if (group.duration().isPresent()) {
        return new PlannedDuration(group.duration(), true, group.duration());
      }
      Duration lastStart = Duration.ofNanos((group.threads() - 1) * group.rampUp().toNanos() / group.threads());
      return new PlannedDuration(Optional.of(lastStart), false, Optional.empty());
    }
    InjectionProfile.RequestBudget budget = (InjectionProfile.RequestBudget) profile;
    return new PlannedDuration(Optional.empty(), false, budget.timeLimit());
  }

  /** This length under {@code maxDuration}: a run still injecting then ends then. */
  PlannedDuration cappedAt(Duration maxDuration) {
    Optional<Duration> capped = Optional.of(limit.filter(l -> l.compareTo(maxDuration) < 0).orElse(maxDuration));
    if (injectionEnd.isPresent() && injectionEnd.get().compareTo(maxDuration) >= 0) {
      return new PlannedDuration(Optional.of(maxDuration), true, capped);
    }
    return new PlannedDuration(injectionEnd, endsWithInjection, capped);
  }

  /**
   * The last arrival of open steps: exact for even arrivals; for randomized ones, which a run's
   * seed places, the end of the steps, by which they have all arrived.
   */
  private static Duration lastArrival(List<OpenStep> steps) {
    if (steps.stream().anyMatch(InjectionSchedule::randomized)) {
      return steps.stream().map(OpenStep::duration).reduce(Duration.ZERO, Duration::plus);
    }
    long last = InjectionSchedule.open(steps, () -> 0L).lastArrivalNanos();
    return Duration.ofNanos(Math.max(0, last));
  }

  private static Optional<Duration> both(Optional<Duration> a, Optional<Duration> b) {
    return a.flatMap(x -> b.map(y -> x.compareTo(y) >= 0 ? x : y));
  }
}
