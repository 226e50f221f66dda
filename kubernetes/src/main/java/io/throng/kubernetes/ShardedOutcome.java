package io.throng.kubernetes;

import io.throng.app.ExitStatus;
import io.throng.app.RunOutcomeFile;
import io.throng.report.PartialMerge;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How a run on Kubernetes ended, for the build to act on: one status for all shards, and a
 * message that says what happened and where to look.
 *
 * <pre>{@code
 * ShardedOutcome outcome = KubernetesRun.withKubeconfig(request, console);
 * if (outcome.status() == ExitStatus.ASSERTIONS_FAILED) { ... }
 * }</pre>
 *
 * @param status the run's status: {@code COMPLETED} when every shard ran to the end and together they
 *     passed the assertions, or only the manifests were asked for; {@code ASSERTIONS_FAILED} when
 *     together they failed them; {@code RUN_INVALID} when they passed them but the merged run was not
 *     valid (a load generator saturated) and {@code loadtest.failOnInvalid} is true; {@code TOOL_ERROR}
 *     when a shard did not run to the end (the merged
 *     numbers are partial, so assertions on them cannot be judged) or the merge could not be judged
 * @param message what happened, and what to do when it did not pass
 * @param report the merged report's {@code index.html}, when one was written
 */
public record ShardedOutcome(ExitStatus status, String message, Optional<Path> report) {

  /**
   * The outcome of a run of which some {@code shards} did not run to the end: a tool error, as the
   * merged numbers are partial and assertions on them cannot be judged.
   *
   * @param report the report of the shards that did, marked partial; empty when none did
   */
  static ShardedOutcome partial(List<ShardResult> shards, Optional<Path> report) {
    List<ShardResult> failed =
        shards.stream().filter(shard -> shard.status() == ShardResult.Status.FAILED).toList();
    String partial = report
        .map(index -> "the report of the other " + (shards.size() - failed.size())
            + ", marked partial (" + PartialMerge.FILE_NAME + "), is " + index)
        .orElse("no shard ran to the end, so there is no report");
    return new ShardedOutcome(ExitStatus.TOOL_ERROR,
        failed.size() + " of " + shards.size() + " shards did not run to the end, "
            + ShardedReport.partialMerge(shards).mark() + "; " + partial
            + "; fix the cause and run again", report);
  }

  /**
   * The outcome of a run whose {@code shards} all ran to the end, as the app judged their merged
   * run: the assertions are judged on all shards together, never on one shard's share.
   */
  static ShardedOutcome judged(List<ShardResult> shards, RunOutcomeFile verdict) {
    Optional<Path> report = verdict.report();
    String where = report.map(index -> "report: " + index).orElse("no report");
    return switch (verdict.outcome()) {
      case ASSERTIONS_FAILED -> new ShardedOutcome(ExitStatus.ASSERTIONS_FAILED,
          "the " + shards.size() + " shards together failed the simulation's assertions (see the"
              + " FAIL lines above); " + where + verdict.failedAssertions().stream()
                  .map(assertion -> System.lineSeparator() + "  - " + assertion).collect(Collectors.joining()),
          report);
      case RUN_INVALID -> new ShardedOutcome(ExitStatus.RUN_INVALID,
          "the " + shards.size() + " shards ran to the end and passed the assertions together, but their merged run"
              + " is not valid (see the \"Invalid run:\" line above) and loadtest.failOnInvalid=true fails it; "
              + where, report);
      // Sharded runs refuse loadtest.baseline, so their merged run is never judged against one.
      case REGRESSED -> throw new IllegalStateException("a merged run of shards was judged against a baseline");
      case TOOL_ERROR -> new ShardedOutcome(ExitStatus.TOOL_ERROR,
          "the " + shards.size() + " shards ran to the end, but their merged run could not be judged"
              + " (its last error line above says why); " + where, report);
      case COMPLETED -> new ShardedOutcome(ExitStatus.COMPLETED,
          "all " + shards.size() + " shards ran to the end and passed the assertions together; " + where, report);
    };
  }

  /** Manifests written, not applied: the Job's and, when the run has settings, their Secret's first. */
  static ShardedOutcome manifestsWritten(Path manifest, Optional<Path> secret, Instant startAt) {
    String apply = secret.map(file -> "-f " + file + " ").orElse("") + "-f " + manifest;
    return new ShardedOutcome(ExitStatus.COMPLETED,
        "manifests written to " + manifest + secret.map(file -> " and " + file).orElse("") + " and not applied;"
            + " its shards start at " + startAt + ", so apply them before then (kubectl apply " + apply + ")",
        Optional.empty());
  }
}
