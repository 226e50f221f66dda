package io.throng.kubernetes;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobCondition;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Waits until every shard of a Job has ended (or can no longer start in time), polling its pods
 * by the run's label. Polling rather than watching: a watch that drops must be resumed, while a
 * missed poll costs one interval; and with seconds-long shards there is nothing to gain. Each
 * change of a shard's phase is told to the console.
 */
final class ShardWatch {

  private final KubernetesClient client;
  private final String namespace;
  private final RunConsole console;
  private final Clock clock;
  private final Duration pollInterval;

  ShardWatch(
      KubernetesClient client, String namespace, RunConsole console, Clock clock,
      Duration pollInterval) {
    this.client = client;
    this.namespace = namespace;
    this.console = console;
    this.clock = clock;
    this.pollInterval = pollInterval;
  }

  /**
   * The state of every shard once all have ended, the Job failed or vanished, or the deadline
   * passed; shards that had not ended by then say why.
   */
  Map<Integer, ShardState> await(ShardedJob job) throws InterruptedException {
    Map<Integer, ShardState.Phase> told = new HashMap<>();
    while (true) {
      Instant now = clock.instant();
      List<Pod> pods =
          client.pods().inNamespace(namespace).withLabel(ShardedJob.RUN_LABEL, job.runId())
              .list().getItems();
      Map<Integer, ShardState> states =
          ShardState.of(pods, job.spec().shards(), now, job.startAt());
      tell(states, told);
      if (states.values().stream().allMatch(state -> state.phase().isTerminal())) {
        return states;
      }
      Optional<String> stopped = jobStopped(job);
      if (stopped.isPresent()) {
        return unfinished(states, stopped.get());
      }
      if (!now.isBefore(job.deadline())) {
        return unfinished(states, "still going when the timeout of " + job.spec().timeout()
            + " after the start instant passed; raise -Dloadtest.kubernetes.timeout if the"
            + " simulation runs longer");
      }
      Thread.sleep(pollInterval.toMillis());
    }
  }

  /** Why the Job will not run its shards to the end, if it will not. */
  private Optional<String> jobStopped(ShardedJob planned) {
    Job job = client.batch().v1().jobs().inNamespace(namespace).withName(planned.runId()).get();
    if (job == null) {
      return Optional.of("the Job " + planned.runId() + " was deleted while its shards ran");
    }
    if (job.getStatus() == null || job.getStatus().getConditions() == null) {
      return Optional.empty();
    }
    return job.getStatus().getConditions().stream()
        .filter(condition -> "Failed".equals(condition.getType()))
        .filter(condition -> "True".equals(condition.getStatus()))
        .findFirst()
        .map(ShardWatch::describe);
  }

  private static String describe(JobCondition failed) {
    return "the Job failed (" + failed.getReason() + ": " + failed.getMessage() + ")";
  }

  /** The states, each shard that had not ended marked failed with {@code why}. */
  private static Map<Integer, ShardState> unfinished(Map<Integer, ShardState> states, String why) {
    Map<Integer, ShardState> result = new TreeMap<>();
    states.forEach((index, state) ->
        result.put(index, state.phase().isTerminal() ? state : state.unfinished(why)));
    return result;
  }

  private void tell(Map<Integer, ShardState> states, Map<Integer, ShardState.Phase> told) {
    for (ShardState state : states.values()) {
      boolean changed = told.put(state.index(), state.phase()) != state.phase();
      if (changed && state.phase() != ShardState.Phase.MISSING) {
        console.info("shard " + state.index() + " (" + state.pod().orElse("no pod") + "): "
            + state.phase().label() + (state.reason().isEmpty() ? "" : " - " + state.reason()));
      }
    }
  }
}
