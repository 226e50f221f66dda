package io.throng.kubernetes;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.throng.app.ExitStatus;
import io.throng.app.RunFiles;
import io.throng.report.PartialMerge;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Collects one shard's output once its pod ended: the pod's whole log into {@code
 * shard-<k>/pod.log} (nothing is lost, whatever happened), and the run log found in it into
 * {@code shard-<k>/run.log}.
 */
final class ShardCollector {

  static final String POD_LOG_FILE = "pod.log";

  private final KubernetesClient client;
  private final String namespace;

  ShardCollector(KubernetesClient client, String namespace) {
    this.client = client;
    this.namespace = namespace;
  }

  static Path shardDirectory(Path runDirectory, int index) {
    return runDirectory.resolve("shard-" + index);
  }

  ShardResult collect(ShardState state, Path runDirectory) throws IOException {
    if (state.pod().isEmpty()) {
      return ShardResult.failed(state.index(), state.pod(), state.reason());
    }
    String pod = state.pod().get();
    Path directory = shardDirectory(runDirectory, state.index());
    String podLog;
    try {
      podLog = client.pods().inNamespace(namespace).withName(pod)
          .inContainer(ShardedJob.CONTAINER_NAME).getLog();
    } catch (KubernetesClientException e) {
      return ShardResult.failed(state.index(), state.pod(), join(state.reason(),
          "its log could not be read (" + e.getMessage() + "); kubectl logs " + pod + " -n "
              + namespace + " may still show it"));
    }
    Files.createDirectories(directory);
    Path podLogFile = directory.resolve(POD_LOG_FILE);
    Files.writeString(podLogFile, podLog == null ? "" : podLog, StandardCharsets.UTF_8);
    boolean ranToEnd = state.phase() == ShardState.Phase.SUCCEEDED
        || ExitStatus.of(state.exitCode().orElse(-1)).ranToEnd();
    if (!ranToEnd) {
      return ShardResult.failed(state.index(), state.pod(),
          join(state.reason(), "its log is in " + podLogFile));
    }
    try {
      Path runLog = directory.resolve(RunFiles.RUN_LOG);
      Files.writeString(runLog, RunLogBlock.extract(podLog == null ? "" : podLog),
          StandardCharsets.UTF_8);
      // A share judged invalid on its own (exit 3) is a completed shard: the merged run is judged again.
      ShardResult.Status status = state.phase() != ShardState.Phase.SUCCEEDED
          && ExitStatus.of(state.exitCode().orElse(0)) == ExitStatus.ASSERTIONS_FAILED
          ? ShardResult.Status.ASSERTIONS_FAILED
          : ShardResult.Status.COMPLETED;
      return new ShardResult(state.index(), state.pod(), status, Optional.of(runLog), "");
    } catch (IllegalArgumentException e) {
      return ShardResult.failed(state.index(), state.pod(),
          "it ended with exit code " + state.exitCode().orElse(0) + " but " + e.getMessage()
              + "; its log is in " + podLogFile);
    }
  }

  private static String join(String first, String second) {
    return first.isEmpty() ? second : first + "; " + second;
  }
}
