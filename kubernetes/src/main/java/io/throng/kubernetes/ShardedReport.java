package io.throng.kubernetes;

import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Merges the run logs of the shards that ran to the end into one report in the run's folder.
 * When a shard is missing, the report still shows the others, and {@value #PARTIAL_FILE} beside
 * it lists the missing shards and why, so that nobody reads a partial report as the whole run.
 */
final class ShardedReport {

  /** Written beside the report when some shards are not in it. */
  static final String PARTIAL_FILE = "PARTIAL.txt";

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
    List<ShardResult> missing = shards.stream().filter(shard -> !shard.merged()).toList();
    if (runLogs.isEmpty()) {
      return Optional.empty();
    }
    Path index = ReportGenerator.generate(runLogs, runDirectory);
    if (!missing.isEmpty()) {
      Files.writeString(runDirectory.resolve(PARTIAL_FILE), partialNotice(shards.size(), missing),
          StandardCharsets.UTF_8);
      console.warn("PARTIAL report: it merges " + runLogs.size() + " of " + shards.size()
          + " shards; missing " + describe(missing));
    }
    return Optional.of(index);
  }

  /** "shard 2 (OOMKilled (exit code 137)), shard 4 (no pod was created for it)". */
  static String describe(List<ShardResult> shards) {
    return String.join(", ", shards.stream()
        .map(shard -> "shard " + shard.index() + " (" + shard.reason() + ")")
        .toList());
  }

  private static String partialNotice(int shardCount, List<ShardResult> missing) {
    StringBuilder notice = new StringBuilder()
        .append("PARTIAL REPORT: ").append(missing.size()).append(" of ").append(shardCount)
        .append(" shards are missing from it, so its counts, rates and percentiles cover only the")
        .append(" others.\n\n");
    for (ShardResult shard : missing) {
      notice.append("shard ").append(shard.index())
          .append(shard.pod().map(pod -> " (pod " + pod + ")").orElse(""))
          .append(": ").append(shard.reason()).append('\n');
    }
    return notice.toString();
  }
}
