package io.throng.dsl.model;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A validated simulation: who arrives ({@link Population}s), where they send requests
 * ({@link HttpProtocol}), how long the run may last at most, how fast requests may go and what
 * the run must achieve.
 *
 * @param name the simulation's name, shown in the console and the report
 * @param populations at least one population; they start together, and each one's children
 *     start when it is done
 * @param protocol the HTTP settings shared by every request
 * @param maxDuration when present, the run stops injecting and ends after this long
 * @param assertions what the run must achieve to pass, checked on its final figures
 * @param throttle the cap on requests/s across all users; empty means no cap
 * @param description what the simulation is for, in the user's words; empty when not given
 * @param metrics the custom metrics the simulation declared, in the order declared; unique names
 * @param baseline the baseline its runs are judged against, when its {@code setUp} names one
 */
public record SimulationPlan(
    String name,
    List<Population> populations,
    HttpProtocol protocol,
    Optional<Duration> maxDuration,
    List<AssertionSpec> assertions,
    List<ThrottleStep> throttle,
    String description,
    List<CustomMetric> metrics,
    Optional<BaselineSpec> baseline) {

  public SimulationPlan {
    Objects.requireNonNull(name, "name");
    metrics = List.copyOf(metrics);
    Objects.requireNonNull(description, "description");
    populations = List.copyOf(populations);
    Objects.requireNonNull(protocol, "protocol");
    Objects.requireNonNull(maxDuration, "maxDuration");
    assertions = List.copyOf(assertions);
    throttle = List.copyOf(throttle);
    Objects.requireNonNull(baseline, "baseline");
  }

  /** A plan judged against no baseline. */
  public SimulationPlan(
      String name, List<Population> populations, HttpProtocol protocol, Optional<Duration> maxDuration,
      List<AssertionSpec> assertions, List<ThrottleStep> throttle, String description, List<CustomMetric> metrics) {
    this(name, populations, protocol, maxDuration, assertions, throttle, description, metrics, Optional.empty());
  }

  /** A plan without custom metrics. */
  public SimulationPlan(
      String name, List<Population> populations, HttpProtocol protocol, Optional<Duration> maxDuration,
      List<AssertionSpec> assertions, List<ThrottleStep> throttle, String description) {
    this(name, populations, protocol, maxDuration, assertions, throttle, description, List.of());
  }

  /** A plan without a description. */
  public SimulationPlan(
      String name, List<Population> populations, HttpProtocol protocol, Optional<Duration> maxDuration,
      List<AssertionSpec> assertions, List<ThrottleStep> throttle) {
    this(name, populations, protocol, maxDuration, assertions, throttle, "");
  }

  /** A plan without throttling. */
  public SimulationPlan(
      String name, List<Population> populations, HttpProtocol protocol, Optional<Duration> maxDuration,
      List<AssertionSpec> assertions) {
    this(name, populations, protocol, maxDuration, assertions, List.of());
  }
}
