package io.throng.engine;

import io.throng.dsl.model.AssertionSpec;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.run.RunExecution;
import java.nio.file.Path;
import java.util.List;

/**
 * What a finished run produced.
 *
 * @param simulationName the simulation's name
 * @param runDirectory the folder of this run; the report goes here too
 * @param runLog the run log inside {@code runDirectory}
 * @param ok requests that succeeded
 * @param ko requests that failed, for any reason
 * @param endReason why the run ended: {@code completed}, {@code max-duration}, {@code interrupted}, or
 *     {@code aborted} when an abort-on-fail assertion failed during the run (the run log's {@code ABORT}
 *     record says which)
 * @param assertions the simulation's assertions, for whoever evaluates them on the run's figures
 *     (the engine hands them on; the report evaluates them)
 * @param requestBudget whether the plan's only population is a request budget ({@code
 *     requests(n).concurrency(c)}, ApacheBench's {@code -n} and {@code -c}) with nothing chained
 *     after it: a run whose figures read best in ab's layout
 */
public record RunResult(
    String simulationName,
    Path runDirectory,
    Path runLog,
    long ok,
    long ko,
    String endReason,
    List<AssertionSpec> assertions,
    boolean requestBudget) {

  public RunResult {
    assertions = List.copyOf(assertions);
  }

  /** Whether {@code plan} is ApacheBench-shaped: see {@link #requestBudget()}. */
  static boolean requestBudgetOnly(SimulationPlan plan) {
    if (plan.populations().size() != 1) {
      return false;
    }
    Population only = plan.populations().get(0);
    return only.children().isEmpty() && only.profile() instanceof InjectionProfile.RequestBudget;
  }

  /** Every request the run sent: {@code ok + ko}. */
  public long requests() {
    return ok + ko;
  }

  /** Whether the JVM ran out of memory during the run (a step, an event loop, the stats thread), which stopped it. */
  public boolean ranOutOfMemory() {
    return RunExecution.OUT_OF_MEMORY.equals(endReason);
  }
}
