package io.throng.kubernetes;

import io.fabric8.kubernetes.api.model.ContainerPortBuilder;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.LocalObjectReference;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import io.fabric8.kubernetes.api.model.ResourceRequirementsBuilder;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The Indexed Job of one run: {@code N} pods started together ({@code completions = parallelism
 * = N}), pod {@code k} running shard {@code k/N} of the simulation from the agreed start instant.
 *
 * <p>Each index gets one pod and no retry ({@code backoffLimitPerIndex: 0}, Kubernetes 1.29 and
 * later): a retried shard would start after the others and its seconds would not line up, so a
 * failed shard is reported instead. Setting the limit per index, not {@code backoffLimit: 0},
 * keeps one failing pod from failing the whole Job, which would stop the healthy shards. The
 * shard index reaches the app through {@value #SHARD_INDEX_VARIABLE}, which Kubernetes expands in
 * the container's arguments; the manifest defines it from the pod's completion-index annotation,
 * as the Job controller itself does, so the Job reads the same on any cluster.
 */
final class ShardedJob {

  /** The variable holding the pod's completion index: its shard. */
  static final String SHARD_INDEX_VARIABLE = "JOB_COMPLETION_INDEX";

  /** Where Kubernetes writes each pod's completion index. */
  static final String COMPLETION_INDEX_ANNOTATION = "batch.kubernetes.io/job-completion-index";

  /** Label naming the run on the Job and its pods: how the pods are found. */
  static final String RUN_LABEL = "throng.io/run";

  static final String SIMULATION_LABEL = "throng.io/simulation";
  static final String START_AT_ANNOTATION = "throng.io/start-at";
  static final String CONTAINER_NAME = "shard";

  /** The engine's setting of the live-metrics port, which the pods announce to Prometheus. */
  static final String PROMETHEUS_PORT = "loadtest.prometheus.port";

  /** Where each shard writes its run folder: an emptyDir, so the image's file system stays as built. */
  static final String RESULTS_DIRECTORY = "/results";

  /** How long a finished Job stays when nobody deletes it (a kept Job, an interrupted build). */
  static final Duration TTL_AFTER_FINISHED = Duration.ofDays(1);

  /** Run ids name a Job; its pods' host names append {@code -<index>} and must fit in 63. */
  private static final int MAX_SIMULATION_PART = 36;

  private static final DateTimeFormatter RUN_TIME =
      DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT).withZone(ZoneOffset.UTC);

  private final String runId;
  private final String simulation;
  private final JobSpec spec;
  private final Instant createdAt;
  private final Instant startAt;

  private ShardedJob(String runId, String simulation, JobSpec spec, Instant createdAt) {
    this.runId = runId;
    this.simulation = simulation;
    this.spec = spec;
    this.createdAt = createdAt;
    // Whole milliseconds: the app takes the instant as epoch milliseconds.
    this.startAt = spec.startAt().orElse(createdAt.plus(spec.startupSlack()))
        .truncatedTo(ChronoUnit.MILLIS);
  }

  /** The Job of running {@code simulation} (a class name) as planned at {@code now}. */
  static ShardedJob plan(String simulation, JobSpec spec, Instant now) {
    return new ShardedJob(runId(simulation, now), simulation, spec, now);
  }

  /**
   * {@code <simple name>-<yyyyMMdd-HHmmss>} in UTC, lower case, as a DNS label: the Job's name
   * and the run's folder.
   */
  static String runId(String simulation, Instant now) {
    String simpleName = simulation.substring(simulation.lastIndexOf('.') + 1);
    String part = simpleName.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
    part = part.length() > MAX_SIMULATION_PART ? part.substring(0, MAX_SIMULATION_PART) : part;
    part = part.replaceAll("^-+|-+$", "");
    return (part.isEmpty() ? "simulation" : part) + "-" + RUN_TIME.format(now);
  }

  String runId() {
    return runId;
  }

  JobSpec spec() {
    return spec;
  }

  Instant startAt() {
    return startAt;
  }

  /** When waiting stops and the Job's own deadline stops any shard still running. */
  Instant deadline() {
    return startAt.plus(spec.timeout());
  }

  /** The Job running {@code image} with {@code javaCommand} in {@code namespace}. */
  Job toJob(String namespace, ContainerImage.Built image, List<String> javaCommand) {
    Map<String, String> labels = labels();
    return new JobBuilder()
        .withNewMetadata()
        .withName(runId)
        .withNamespace(namespace)
        .withLabels(labels)
        .withAnnotations(
            Map.of(SIMULATION_LABEL, simulation, START_AT_ANNOTATION, startAt.toString()))
        .endMetadata()
        .withNewSpec()
        .withCompletionMode("Indexed")
        .withCompletions(spec.shards())
        .withParallelism(spec.shards())
        .withBackoffLimitPerIndex(0)
        .withActiveDeadlineSeconds(secondsUntil(deadline()))
        .withTtlSecondsAfterFinished((int) TTL_AFTER_FINISHED.toSeconds())
        .withNewTemplate()
        .withNewMetadata()
        .withLabels(labels)
        .withAnnotations(scrapeAnnotations())
        .endMetadata()
        .withNewSpec()
        .withRestartPolicy("Never")
        .withImagePullSecrets(
            spec.imagePullSecret().map(LocalObjectReference::new).stream().toList())
        .addNewContainer()
        .withName(CONTAINER_NAME)
        .withImage(image.reference())
        // A tar loaded onto the nodes by hand is not in any registry: never try to pull it.
        .withImagePullPolicy(image.loadedByHand() ? "IfNotPresent" : null)
        .withCommand(javaCommand)
        .withArgs(arguments())
        .withEnv(shardIndex())
        .withPorts(metricsPort().map(port -> new ContainerPortBuilder().withName("metrics").withContainerPort(port)
            .build()).stream().toList())
        .withResources(resources(spec.resources()))
        // A failed shard's last log lines become its termination message, shown in the report.
        .withTerminationMessagePolicy("FallbackToLogsOnError")
        .addNewVolumeMount()
        .withName("results")
        .withMountPath(RESULTS_DIRECTORY)
        .endVolumeMount()
        .addAllToVolumeMounts(hasSettings() ? List.of(SettingsSecret.mount()) : List.of())
        .endContainer()
        .addNewVolume()
        .withName("results")
        .withNewEmptyDir()
        .endEmptyDir()
        .endVolume()
        .addAllToVolumes(hasSettings() ? List.of(SettingsSecret.volume(runId)) : List.of())
        .endSpec()
        .endTemplate()
        .endSpec()
        .build();
  }

  /**
   * The port every pod serves its live metrics on, when {@code -Dloadtest.prometheus.port} names one
   * (docs/live-metrics.md); a port set in {@code loadtest.conf} is served too, but not announced.
   */
  Optional<Integer> metricsPort() {
    return Optional.ofNullable(spec.properties().get(PROMETHEUS_PORT)).filter(port -> port.matches("[0-9]{1,5}"))
        .map(Integer::valueOf).filter(port -> port > 0 && port <= 65_535);
  }

  /** The annotations by which a Prometheus that discovers pods finds each shard's {@code /metrics}. */
  Map<String, String> scrapeAnnotations() {
    return metricsPort().map(port -> Map.of("prometheus.io/scrape", "true", "prometheus.io/port", port.toString(),
        "prometheus.io/path", "/metrics")).orElse(Map.of());
  }

  /** Whether the run has {@code loadtest.*} settings for its pods, in a {@link SettingsSecret}. */
  boolean hasSettings() {
    return !spec.properties().isEmpty();
  }

  /** The Secret of the pods' settings; only when {@link #hasSettings()}. */
  Secret settingsSecret(String namespace) {
    return SettingsSecret.of(runId, namespace, labels(), spec.properties());
  }

  /** Labels of the Job and its pods. */
  Map<String, String> labels() {
    String simpleName = simulation.substring(simulation.lastIndexOf('.') + 1);
    Map<String, String> labels = new TreeMap<>();
    labels.put("app.kubernetes.io/name", "throng");
    labels.put("app.kubernetes.io/component", "load-generator");
    labels.put(RUN_LABEL, runId);
    labels.put(SIMULATION_LABEL, simpleName.length() > 63 ? simpleName.substring(0, 63) : simpleName);
    return labels;
  }

  /** The app's arguments: the simulation, this pod's shard, the start instant, the results. */
  List<String> arguments() {
    return List.of(
        "--simulation", simulation,
        "--shard", "$(" + SHARD_INDEX_VARIABLE + ")/" + spec.shards(),
        "--start-at", Long.toString(startAt.toEpochMilli()),
        "--results-dir", RESULTS_DIRECTORY,
        "--print-run-log");
  }

  private static EnvVar shardIndex() {
    return new EnvVarBuilder()
        .withName(SHARD_INDEX_VARIABLE)
        .withNewValueFrom()
        .withNewFieldRef()
        .withFieldPath("metadata.annotations['" + COMPLETION_INDEX_ANNOTATION + "']")
        .endFieldRef()
        .endValueFrom()
        .build();
  }

  private static ResourceRequirements resources(PodResources resources) {
    Map<String, Quantity> requests = new TreeMap<>();
    requests.put("cpu", new Quantity(resources.cpu()));
    requests.put("memory", new Quantity(resources.memory()));
    Map<String, Quantity> limits = new TreeMap<>();
    resources.cpuLimit().ifPresent(limit -> limits.put("cpu", new Quantity(limit)));
    limits.put("memory", new Quantity(resources.memoryLimit()));
    return new ResourceRequirementsBuilder().withRequests(requests).withLimits(limits).build();
  }

  private long secondsUntil(Instant instant) {
    Duration left = Duration.between(createdAt, instant);
    return Math.max(1, left.toSeconds() + (left.toNanosPart() > 0 ? 1 : 0));
  }
}
