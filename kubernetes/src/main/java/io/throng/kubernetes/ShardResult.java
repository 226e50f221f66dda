package io.throng.kubernetes;

import java.nio.file.Path;
import java.util.Optional;

/**
 * What one shard gave: its run log when it ran to the end, or why it did not.
 *
 * @param index the shard's index
 * @param pod its pod's name, when one was created
 * @param status how it ended
 * @param runLog its run log, extracted into {@code shard-<index>/run.log}, when it completed
 * @param reason why it failed; empty otherwise
 */
record ShardResult(int index, Optional<String> pod, Status status, Optional<Path> runLog, String reason) {

  /** How a shard ended, as far as the merged run is concerned. */
  enum Status {
    /** Ran to the end; its assertions passed (exit status 0). */
    COMPLETED,
    /** Ran to the end; its assertions failed (exit status 1). Its run log is merged. */
    ASSERTIONS_FAILED,
    /** Did not run to the end, or its run log could not be read: left out of the merge. */
    FAILED
  }

  static ShardResult failed(int index, Optional<String> pod, String reason) {
    return new ShardResult(index, pod, Status.FAILED, Optional.empty(), reason);
  }

  /** Whether its run log is part of the merged report. */
  boolean merged() {
    return status != Status.FAILED;
  }
}
