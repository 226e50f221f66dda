package io.throng.kubernetes;

import io.throng.report.PartialMerge;
import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Merges the run logs of the shards that ran to the end into one report in the run's folder.
 * When a shard is missing, the report still shows the others, marked partial by the report's own
 * {@link PartialMerge} (on the page, in {@code stats.json}, {@code summary.md} and
 * {@value PartialMerge#FILE_NAME}), as local scale-out marks it, so that nobody reads a partial
 * report as the whole run.
 */
final class ShardedReport {

  private ShardedReport() {}

  /**
   * Writes the report of {@code shards} into {@code runDirectory}.
   *
   * @return the report's {@code index.html}; empty when no shard ran to the end
   */
  static Optional<Path> write(List<ShardResult> shards, Path runDirectory, RunConsole console)
      throws IOException {
    List<Path> runLogs = shards.stream()
        .filter(ShardResult::merged)
        .map(shard -> shard.runLog().orElseThrow())
        .toList();
    if (runLogs.isEmpty()) {
      return Optional.empty();
    }
    PartialMerge merge = partialMerge(shards);
    Path index = ReportGenerator.generate(runLogs, runDirectory, merge);
    if (merge.partial()) {
      console.warn("PARTIAL report: it merges " + runLogs.size() + " of " + shards.size() + " shards; "
          + merge.mark());
    }
    return Optional.of(index);
  }

  /** The shards left out of the merge, each with its pod and why: {@code partial: shard 1/3 missing (pod p-1: OOMKilled ...)}. */
  static PartialMerge partialMerge(List<ShardResult> shards) {
    PartialMerge merge = PartialMerge.of(shards.size());
    for (ShardResult shard : shards) {
      if (!shard.merged()) {
        merge = merge.missing(shard.index(), shard.pod().map(pod -> "pod " + pod + ": ").orElse("") + shard.reason());
      }
    }
    return merge;
  }
}
