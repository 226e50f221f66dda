package io.throng.engine;

import io.throng.dsl.model.AssertionSpec;
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
 * @param endReason why the run ended: {@code completed}, {@code max-duration} or {@code interrupted}
 * @param assertions the simulation's assertions, for whoever evaluates them on the run's figures
 *     (the engine hands them on; the report evaluates them)
 */
public record RunResult(
    String simulationName,
    Path runDirectory,
    Path runLog,
    long ok,
    long ko,
    String endReason,
    List<AssertionSpec> assertions) {

  public RunResult {
    assertions = List.copyOf(assertions);
  }

  /** Every request the run sent: {@code ok + ko}. */
  public long requests() {
    return ok + ko;
  }
}
