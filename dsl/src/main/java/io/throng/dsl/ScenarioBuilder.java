package io.throng.dsl;

import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.Scenario;
import io.throng.dsl.model.Step;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What one virtual user does, made by {@link Dsl#scenario(String)}. Immutable: every method
 * returns a new builder, so a scenario can be shared and extended safely.
 *
 * <pre>{@code
 * ScenarioBuilder browse = scenario("browse")
 *     .exec(http("page").get("/index.html"))
 *     .pause(Duration.ofSeconds(1));
 * }</pre>
 */
public final class ScenarioBuilder {

  private final Scenario scenario;

  ScenarioBuilder(String name) {
    this(new Scenario(Require.notBlank("scenario name", name), List.of()));
  }

  private ScenarioBuilder(Scenario scenario) {
    this.scenario = scenario;
  }

  /** Sends the request and waits for its response before the next step. */
  public ScenarioBuilder exec(HttpRequestBuilder request) {
    if (request == null) {
      throw new IllegalArgumentException("request must not be null");
    }
    return withStep(new Step.Http(request.toModel()));
  }

  /** Waits {@code duration} before the next step. */
  public ScenarioBuilder pause(Duration duration) {
    return withStep(new Step.Pause(Require.notNegative("pause", duration)));
  }

  /**
   * Starts this scenario's users as arrivals (open model): each runs the scenario once, then
   * leaves. Steps run one after another.
   */
  public PopulationBuilder injectOpen(OpenInjectionStep... steps) {
    if (steps == null || steps.length == 0) {
      throw new IllegalArgumentException(
          "injectOpen needs at least one step, such as atOnceUsers(10) or rampUsers(10).during(ofSeconds(5))");
    }
    return populate(new InjectionProfile.Open(Arrays.stream(steps).map(OpenInjectionStep::toModel).toList()));
  }

  /**
   * Holds levels of concurrent users (closed model): each runs the scenario again and again, and
   * a user that finishes is replaced while its slot is wanted. Steps run one after another.
   */
  public PopulationBuilder injectClosed(ClosedInjectionStep... steps) {
    if (steps == null || steps.length == 0) {
      throw new IllegalArgumentException(
          "injectClosed needs at least one step, such as constantConcurrentUsers(10).during(ofMinutes(1))");
    }
    return populate(new InjectionProfile.Closed(Arrays.stream(steps).map(ClosedInjectionStep::toModel).toList()));
  }

  /** Runs this scenario as a JMeter thread group: {@code injectClosed(threads(100).rampUp(ofSeconds(1)).loops(10))}. */
  public PopulationBuilder injectClosed(ThreadGroupBuilder threadGroup) {
    if (threadGroup == null) {
      throw new IllegalArgumentException("injectClosed needs a thread group, such as threads(100).rampUp(ofSeconds(1)).loops(10)");
    }
    return populate(threadGroup.toModel());
  }

  /** Runs this scenario ApacheBench style: {@code injectClosed(requests(10_000).concurrency(10))}. */
  public PopulationBuilder injectClosed(RequestBudgetBuilder requests) {
    if (requests == null) {
      throw new IllegalArgumentException("injectClosed needs a request budget, such as requests(10_000).concurrency(10)");
    }
    return populate(requests.toModel());
  }

  private PopulationBuilder populate(InjectionProfile profile) {
    if (scenario.steps().isEmpty()) {
      throw new IllegalArgumentException(
          "scenario \"" + scenario.name() + "\" has no steps: add exec(http(...)) before injecting it");
    }
    return new PopulationBuilder(new Population(scenario, profile));
  }

  private ScenarioBuilder withStep(Step step) {
    List<Step> steps = new ArrayList<>(scenario.steps());
    steps.add(step);
    return new ScenarioBuilder(new Scenario(scenario.name(), steps));
  }
}
