package io.throng.kubernetes;

import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs a simulation on Kubernetes as an Indexed Job of N shards and merges their run logs into
 * one report:
 *
 * <pre>{@code
 * ShardedOutcome outcome = KubernetesRun.withKubeconfig(request, console);
 * }</pre>
 *
 * <p>In order: resolve the simulation, build its image ({@link ContainerImage}), write the Job
 * ({@link ShardedJob}) as {@value #MANIFEST_FILE} into the run's folder, apply it, wait for its
 * pods ({@link ShardWatch}), collect each shard's log and run log ({@link ShardCollector}), merge
 * them ({@link ShardedReport}), and delete the Job, whatever happened, unless asked to keep it.
 */
public final class KubernetesRun {

  /** How often the pods are polled while the shards run. */
  public static final Duration POLL_INTERVAL = Duration.ofSeconds(2);

  /** The manifest written into the run's folder, as applied. */
  public static final String MANIFEST_FILE = "job.yaml";

  /**
   * With manifests only, the Secret of the pods' settings, beside the Job's manifest: owner-only,
   * as it may hold a token, and never written when the run applies it itself.
   */
  public static final String SECRET_MANIFEST_FILE = "settings-secret.yaml";

  private final KubernetesClient client;
  private final RunConsole console;
  private final Clock clock;
  private final Duration pollInterval;
  private final Optional<Path> imageCache;
  private final MergedVerdict verdict;

  public KubernetesRun(KubernetesClient client, RunConsole console) {
    this(client, console, Clock.systemUTC(), POLL_INTERVAL, Optional.empty(), MergedVerdict.FORKED);
  }

  KubernetesRun(
      KubernetesClient client, RunConsole console, Clock clock, Duration pollInterval,
      Optional<Path> imageCache, MergedVerdict verdict) {
    this.client = client;
    this.console = console;
    this.clock = clock;
    this.pollInterval = pollInterval;
    this.imageCache = imageCache;
    this.verdict = verdict;
  }

  /** Runs {@code request} on the cluster of the usual kubeconfig ({@code ~/.kube/config}, ...). */
  public static ShardedOutcome withKubeconfig(KubernetesRunRequest request, RunConsole console)
      throws KubernetesRunException {
    try (KubernetesClient client = new KubernetesClientBuilder().build()) {
      return new KubernetesRun(client, console).run(request);
    }
  }

  /**
   * @throws KubernetesRunException when the run could not be carried out: the message says why
   *     and what to do
   */
  public ShardedOutcome run(KubernetesRunRequest request) throws KubernetesRunException {
    String simulation = SimulationName.resolve(request.project(), request.simulation());
    ContainerLayout layout = ContainerLayout.of(request.project());
    ContainerImage.Built image = image(request.image(), layout);
    // Planned after the build, which can take minutes: the slack is the pods' alone.
    ShardedJob planned = ShardedJob.plan(simulation, request.job(), clock.instant());
    String namespace = request.job().namespace().orElseGet(this::defaultNamespace);
    Job job = planned.toJob(namespace, image, layout.javaCommand(request.job().jvmOptions()));
    Path runDirectory = request.resultsDirectory().resolve(planned.runId());
    Path manifest = writeManifest(job, planned, runDirectory);
    Optional<Secret> settings =
        planned.hasSettings() ? Optional.of(planned.settingsSecret(namespace)) : Optional.empty();
    if (request.manifestsOnly()) {
      Optional<Path> secret = settings.isEmpty() ? Optional.empty()
          : Optional.of(writeSecretManifest(settings.get(), runDirectory));
      return ShardedOutcome.manifestsWritten(manifest, secret, planned.startAt());
    }
    job = apply(job, settings, namespace);
    console.info("Applied Job " + planned.runId() + " in namespace " + namespace + ": "
        + planned.spec().shards() + " shards start together at " + planned.startAt()
        + "; kubectl get pods -n " + namespace + " -l " + ShardedJob.RUN_LABEL + "="
        + planned.runId());
    return awaitShards(planned, job, runDirectory, request.keepJob(), layout, simulation);
  }

  /** Waits for the applied Job's shards, collects and merges them, then lets the Job go. */
  private ShardedOutcome awaitShards(
      ShardedJob planned, Job job, Path runDirectory, boolean keepJob, ContainerLayout layout,
      String simulation) throws KubernetesRunException {
    String namespace = job.getMetadata().getNamespace();
    // Ctrl-C on the build must stop the load too, not leave N pods on the target for an hour.
    Thread deleteOnExit = new Thread(() -> delete(job), "throng-delete-job");
    Runtime.getRuntime().addShutdownHook(deleteOnExit);
    try {
      Map<Integer, ShardState> states =
          new ShardWatch(client, namespace, console, clock, pollInterval).await(planned);
      ShardCollector collector = new ShardCollector(client, namespace);
      List<ShardResult> shards = new ArrayList<>();
      for (ShardState state : states.values()) {
        shards.add(collector.collect(state, runDirectory));
      }
      if (shards.stream().anyMatch(shard -> !shard.merged())) {
        return ShardedOutcome.partial(shards, ShardedReport.write(shards, runDirectory, console));
      }
      // The verdict writes the merged report itself, with the assertions on it.
      List<Path> folders = shards.stream().map(shard -> shard.runLog().orElseThrow().getParent()).toList();
      return ShardedOutcome.judged(shards, verdict.judge(layout.localClasspath(), simulation, folders, runDirectory));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new KubernetesRunException(
          "interrupted while waiting for the shards of Job " + planned.runId(), e);
    } catch (IOException e) {
      throw new KubernetesRunException(
          "could not write the results into " + runDirectory + ": " + e.getMessage(), e);
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(deleteOnExit);
      } catch (IllegalStateException shuttingDown) {
        // The JVM is already exiting, and the hook deletes the Job.
      }
      if (keepJob) {
        console.info("Kept Job " + planned.runId() + " and its pods: kubectl delete job "
            + planned.runId() + " -n " + namespace + " when done (it deletes itself "
            + ShardedJob.TTL_AFTER_FINISHED.toHours() + " h after it finished)");
      } else {
        delete(job);
      }
    }
  }

  private ContainerImage.Built image(ImageSource source, ContainerLayout layout)
      throws KubernetesRunException {
    if (!source.build()) {
      return new ContainerImage.Built(source.reference(), false);
    }
    try {
      return new ContainerImage(layout, console, imageCache).build(source);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new KubernetesRunException("interrupted while building the image", e);
    }
  }

  private String defaultNamespace() {
    String configured = client.getNamespace();
    return configured == null || configured.isBlank() ? "default" : configured;
  }

  private Path writeManifest(Job job, ShardedJob planned, Path runDirectory)
      throws KubernetesRunException {
    Path manifest = runDirectory.resolve(MANIFEST_FILE);
    String header = "# Throng run " + planned.runId() + ": " + planned.spec().shards()
        + " shards of one simulation, starting together at " + planned.startAt() + ".\n"
        + "# Apply it before then; a shard started later begins at once, out of step.\n";
    try {
      Files.createDirectories(runDirectory);
      Files.writeString(manifest, header + Serialization.asYaml(job), StandardCharsets.UTF_8);
      return manifest;
    } catch (IOException e) {
      throw new KubernetesRunException(
          "could not write the manifest " + manifest + ": " + e.getMessage(), e);
    }
  }

  /**
   * Creates the Secret of the settings, if any, then the Job, then makes the Job the Secret's
   * owner: made first, the Secret is there when the pods mount it; owned, it goes with the Job.
   *
   * @return the Job as the cluster created it
   */
  private Job apply(Job job, Optional<Secret> settings, String namespace) throws KubernetesRunException {
    try {
      if (settings.isPresent()) {
        client.secrets().inNamespace(namespace).resource(settings.get()).create();
      }
      Job created;
      try {
        created = client.batch().v1().jobs().inNamespace(namespace).resource(job).create();
      } catch (KubernetesClientException e) {
        settings.ifPresent(secret -> deleteQuietly(secret, namespace));
        throw e;
      }
      if (settings.isPresent()) {
        ownSettings(settings.get(), created, namespace);
      }
      return created;
    } catch (KubernetesClientException e) {
      if (e.getCode() <= 0) {
        // No HTTP status: the request never got an answer.
        throw new KubernetesRunException("could not reach the cluster at " + client.getMasterUrl()
            + " (" + KubernetesRunException.rootCause(e) + "); check the kubeconfig's context (kubectl config"
            + " current-context) and that the cluster answers (kubectl get namespaces)", e);
      }
      throw new KubernetesRunException(
          "the cluster at " + client.getMasterUrl() + " refused the Job "
              + job.getMetadata().getName() + " in namespace " + namespace + ": " + e.getMessage()
              + "; check the kubeconfig's context (kubectl config current-context) and that you"
              + " may create Jobs there (kubectl auth can-i create jobs -n " + namespace + ")"
              + (settings.isPresent() ? " and Secrets (kubectl auth can-i create secrets -n " + namespace + ")" : ""),
          e);
    }
  }

  /** Makes {@code job} the owner of the settings' Secret; failing that, says how to delete it. */
  private void ownSettings(Secret settings, Job job, String namespace) {
    try {
      client.secrets().inNamespace(namespace).resource(SettingsSecret.ownedBy(settings, job)).update();
    } catch (KubernetesClientException e) {
      console.warn("could not make Job " + job.getMetadata().getName() + " the owner of Secret "
          + settings.getMetadata().getName() + " (" + e.getMessage() + "), so it stays after the Job: kubectl delete"
          + " secret " + settings.getMetadata().getName() + " -n " + namespace + " after the run");
    }
  }

  private void deleteQuietly(Secret settings, String namespace) {
    try {
      client.secrets().inNamespace(namespace).withName(settings.getMetadata().getName()).delete();
    } catch (KubernetesClientException e) {
      console.warn("could not delete Secret " + settings.getMetadata().getName() + " (" + e.getMessage()
          + "): kubectl delete secret " + settings.getMetadata().getName() + " -n " + namespace);
    }
  }

  /** Writes the Secret of the settings beside the Job's manifest, readable by its owner only. */
  private static Path writeSecretManifest(Secret settings, Path runDirectory) throws KubernetesRunException {
    Path file = runDirectory.resolve(SECRET_MANIFEST_FILE);
    String header = "# The loadtest.* settings of the pods of " + MANIFEST_FILE + ", which mount this Secret: apply it"
        + " first, and delete it after the run\n# (kubectl delete secret " + settings.getMetadata().getName()
        + "). It may hold a token: keep this file out of shared places.\n";
    try {
      Files.deleteIfExists(file);
      Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
      Files.writeString(file, header + Serialization.asYaml(settings), StandardCharsets.UTF_8);
      return file;
    } catch (IOException | UnsupportedOperationException e) {
      throw new KubernetesRunException("could not write the Secret's manifest " + file + ": " + e.getMessage(), e);
    }
  }

  /** Deletes the Job and, in the background, its pods. */
  private void delete(Job job) {
    String name = job.getMetadata().getName();
    String namespace = job.getMetadata().getNamespace();
    try {
      client.batch().v1().jobs().inNamespace(namespace).withName(name)
          .withPropagationPolicy(DeletionPropagation.BACKGROUND).delete();
    } catch (KubernetesClientException e) {
      console.warn("could not delete Job " + name + " (" + e.getMessage() + "): kubectl delete job "
          + name + " -n " + namespace + "; it deletes itself "
          + ShardedJob.TTL_AFTER_FINISHED.toHours() + " h after it finished");
    }
  }
}
