package io.throng.engine;

import io.throng.dsl.Simulation;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.config.EngineSettings;
import io.throng.engine.config.TypesafeSimulationConfig;
import java.util.Map;

/**
 * A simulation built with its run's settings, and its plan, before the run starts: what the run
 * asserts and which baseline judges it are known up front, and {@link Engine#run(PreparedRun,
 * RunOptions)} runs this very simulation instead of building it again. It runs once: a
 * simulation's feeders, {@code before()} and {@code after()} belong to one run, so each repeat is
 * prepared afresh. Not thread-safe.
 *
 * <pre>{@code
 * PreparedRun prepared = Engine.prepare(Smoke.class, options);
 * List<AssertionSpec> assertions = prepared.plan().assertions();
 * RunResult result = Engine.run(prepared, options);
 * }</pre>
 */
public final class PreparedRun {

  private final Class<? extends Simulation> simulationClass;
  private final Map<String, String> properties;
  private final EngineSettings settings;
  private final TypesafeSimulationConfig config;
  private final Simulation simulation;
  private final SimulationPlan plan;
  private boolean ran;

  PreparedRun(Class<? extends Simulation> simulationClass, Map<String, String> properties, EngineSettings settings,
      TypesafeSimulationConfig config, Simulation simulation, SimulationPlan plan) {
    this.simulationClass = simulationClass;
    this.properties = properties;
    this.settings = settings;
    this.config = config;
    this.simulation = simulation;
    this.plan = plan;
  }

  public SimulationPlan plan() {
    return plan;
  }

  Class<? extends Simulation> simulationClass() {
    return simulationClass;
  }

  EngineSettings settings() {
    return settings;
  }

  TypesafeSimulationConfig config() {
    return config;
  }

  Simulation simulation() {
    return simulation;
  }

  /**
   * Claims this for the run of {@code options}.
   *
   * @throws IllegalStateException if it ran already
   * @throws IllegalArgumentException if {@code options} carry other settings than it was prepared with
   */
  void claimFor(RunOptions options) {
    if (ran) {
      throw new IllegalStateException(simulationClass.getName() + " was prepared for one run and ran already:"
          + " prepare it again for each run");
    }
    if (!options.properties().equals(properties)) {
      throw new IllegalArgumentException(simulationClass.getName() + " was prepared with other settings than"
          + " this run's: prepare it with the run's options");
    }
    ran = true;
  }
}
