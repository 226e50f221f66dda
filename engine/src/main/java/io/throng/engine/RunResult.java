package io.throng.engine;

import java.nio.file.Path;

/**
 * What a finished run produced.
 *
 * @param simulationName the simulation's name
 * @param runDirectory the folder of this run; the report goes here too
 * @param runLog the run log inside {@code runDirectory}
 * @param ok requests that succeeded
 * @param ko requests that failed, for any reason
 * @param endReason why the run ended: {@code completed}, {@code max-duration} or {@code interrupted}
 */
public record RunResult(
    String simulationName, Path runDirectory, Path runLog, long ok, long ko, String endReason) {

  /** Every request the run sent: {@code ok + ko}. */
  public long requests() {
    return ok + ko;
  }
}
