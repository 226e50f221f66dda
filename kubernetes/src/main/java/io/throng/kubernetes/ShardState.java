package io.throng.kubernetes;

import io.fabric8.kubernetes.api.model.ContainerState;
import io.fabric8.kubernetes.api.model.ContainerStateTerminated;
import io.fabric8.kubernetes.api.model.ContainerStateWaiting;
import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.PodStatus;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;

/**
 * Where one shard stands, read from its pod: a pure function of the pod's status, so that
 * waiting is a loop over snapshots.
 *
 * @param index the shard's index, its pod's completion index
 * @param pod the pod's name; empty while no pod exists for the index
 * @param phase how far the shard got
 * @param exitCode the container's exit status once it ended
 * @param reason why a shard failed or is still waiting, for the user; empty when all is well
 */
record ShardState(
    int index, Optional<String> pod, Phase phase, OptionalInt exitCode, String reason) {

  /** How far a shard got. */
  enum Phase {
    MISSING,
    PENDING,
    RUNNING,
    SUCCEEDED,
    FAILED;

    boolean isTerminal() {
      return this == SUCCEEDED || this == FAILED;
    }

    /** The phase as the console tells it: {@code running}. */
    String label() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * Waiting reasons a pod does not recover from by itself in time: once the start instant has
   * passed, the shard has missed the synchronised start and counts as failed.
   */
  static final Set<String> STUCK_REASONS =
      Set.of("ErrImagePull", "ImagePullBackOff", "InvalidImageName", "CreateContainerConfigError",
          "CreateContainerError", "CrashLoopBackOff");

  static ShardState missing(int index) {
    return new ShardState(index, Optional.empty(), Phase.MISSING, OptionalInt.empty(), "");
  }

  /** This shard, failed because it had not ended when waiting stopped for {@code why}. */
  ShardState unfinished(String why) {
    String where = phase == Phase.MISSING ? "no pod was created for it" : "its pod was " + phase.label();
    return new ShardState(index, pod, Phase.FAILED, OptionalInt.empty(),
        where + (reason.isEmpty() ? "" : " (" + reason + ")") + ": " + why);
  }

  /**
   * The state of each of {@code shards} indexes at {@code now}, from the run's pods. When an
   * index has several pods (a cluster that retried it), a succeeded one wins, then one still
   * going, then a failed one.
   */
  static Map<Integer, ShardState> of(List<Pod> pods, int shards, Instant now, Instant startAt) {
    Map<Integer, List<ShardState>> byIndex = new TreeMap<>();
    for (Pod pod : pods) {
      index(pod).filter(index -> index >= 0 && index < shards)
          .ifPresent(index -> byIndex.computeIfAbsent(index, i -> new ArrayList<>())
              .add(of(index, pod, now, startAt)));
    }
    Map<Integer, ShardState> states = new TreeMap<>();
    for (int index = 0; index < shards; index++) {
      states.put(index, byIndex.getOrDefault(index, List.of()).stream()
          .min(Comparator.comparingInt(ShardState::rank))
          .orElse(missing(index)));
    }
    return states;
  }

  static ShardState of(int index, Pod pod, Instant now, Instant startAt) {
    Optional<String> name = Optional.ofNullable(pod.getMetadata().getName());
    PodStatus status = pod.getStatus() != null ? pod.getStatus() : new PodStatus();
    Optional<ContainerState> container = container(status);
    Optional<ContainerStateTerminated> terminated =
        container.map(ContainerState::getTerminated);
    OptionalInt exitCode = terminated.map(ContainerStateTerminated::getExitCode)
        .map(OptionalInt::of).orElse(OptionalInt.empty());
    String phase = status.getPhase() == null ? "Pending" : status.getPhase();
    switch (phase) {
      case "Succeeded":
        return new ShardState(
            index, name, Phase.SUCCEEDED, exitCode.isPresent() ? exitCode : OptionalInt.of(0), "");
      case "Failed":
        return new ShardState(index, name, Phase.FAILED, exitCode, failure(status, terminated));
      case "Running":
        return new ShardState(index, name, Phase.RUNNING, OptionalInt.empty(), "");
      default:
        return pending(index, name, status, container, now, startAt);
    }
  }

  /**
   * A pod not started yet. Once the start instant has passed, a pod that cannot be scheduled (the
   * cluster has no room for N pods) or whose container cannot be created has missed the
   * synchronised start, and its shard counts as failed.
   */
  private static ShardState pending(int index, Optional<String> name, PodStatus status,
      Optional<ContainerState> container, Instant now, Instant startAt) {
    Optional<PodCondition> unschedulable = Optional.ofNullable(status.getConditions())
        .orElse(List.of()).stream()
        .filter(condition -> "PodScheduled".equals(condition.getType()))
        .filter(condition -> "False".equals(condition.getStatus()))
        .filter(condition -> "Unschedulable".equals(condition.getReason()))
        .findFirst();
    Optional<ContainerStateWaiting> waiting = container.map(ContainerState::getWaiting);
    String reason = unschedulable.map(c -> describe(c.getReason(), c.getMessage()))
        .or(() -> waiting.map(w -> describe(w.getReason(), w.getMessage())))
        .orElse("");
    boolean stuck = unschedulable.isPresent()
        || waiting.map(w -> STUCK_REASONS.contains(w.getReason())).orElse(false);
    if (stuck && !now.isBefore(startAt)) {
      return new ShardState(index, name, Phase.FAILED, OptionalInt.empty(),
          reason + "; its pod could not start by the agreed start instant " + startAt);
    }
    return new ShardState(index, name, Phase.PENDING, OptionalInt.empty(), reason);
  }

  /** The pod's completion index, from its annotation (or label, since Kubernetes 1.28). */
  static Optional<Integer> index(Pod pod) {
    String value = Optional.ofNullable(pod.getMetadata().getAnnotations())
        .map(annotations -> annotations.get(ShardedJob.COMPLETION_INDEX_ANNOTATION))
        .or(() -> Optional.ofNullable(pod.getMetadata().getLabels())
            .map(labels -> labels.get(ShardedJob.COMPLETION_INDEX_ANNOTATION)))
        .orElse(null);
    try {
      return value == null ? Optional.empty() : Optional.of(Integer.parseInt(value.strip()));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  private int rank() {
    return switch (phase) {
      case SUCCEEDED -> 0;
      case RUNNING, PENDING -> 1;
      case FAILED -> 2;
      case MISSING -> 3;
    };
  }

  private static Optional<ContainerState> container(PodStatus status) {
    return Optional.ofNullable(status.getContainerStatuses()).orElse(List.of()).stream()
        .filter(container -> ShardedJob.CONTAINER_NAME.equals(container.getName()))
        .findFirst()
        .map(ContainerStatus::getState);
  }

  private static String failure(PodStatus status, Optional<ContainerStateTerminated> terminated) {
    if (terminated.isPresent()) {
      ContainerStateTerminated end = terminated.get();
      // With FallbackToLogsOnError the message is the log's tail: its last line says why.
      return describe(end.getReason(), lastLine(end.getMessage()))
          + " (exit code " + end.getExitCode() + ")";
    }
    String pod = describe(status.getReason(), status.getMessage());
    return pod.isEmpty() ? "its pod failed without a reason" : pod;
  }

  private static String lastLine(String text) {
    if (text == null) {
      return null;
    }
    String[] lines = text.strip().split("\\R");
    return lines[lines.length - 1];
  }

  private static String describe(String reason, String message) {
    String why = reason == null ? "" : reason;
    if (message != null && !message.isBlank()) {
      why += (why.isEmpty() ? "" : ": ") + message.strip();
    }
    return why;
  }
}
