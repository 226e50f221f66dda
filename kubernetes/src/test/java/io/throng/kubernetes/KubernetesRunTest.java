package io.throng.kubernetes;

import static io.throng.kubernetes.FakeCluster.PodScript.fails;
import static io.throng.kubernetes.FakeCluster.PodScript.never;
import static io.throng.kubernetes.FakeCluster.PodScript.stuck;
import static io.throng.kubernetes.FakeCluster.PodScript.succeeds;
import static io.throng.kubernetes.ShardRunLogs.podLog;
import static io.throng.kubernetes.ShardRunLogs.runLog;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.StatusBuilder;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.kubernetes.client.utils.Serialization;
import io.fabric8.mockwebserver.http.RecordedRequest;
import io.throng.app.ExitStatus;
import io.throng.app.RunOutcomeFile;
import io.throng.kubernetes.FakeCluster.PodScript;
import io.throng.report.PartialMerge;
import io.throng.report.ReportGenerator;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole run against fabric8's mock API server, with {@link FakeCluster} playing the Job
 * controller and the kubelets: the pods' logs carry real run logs written by the engine's writer.
 */
@EnableKubernetesMockClient(crud = true)
class KubernetesRunTest {

  private static final String NAMESPACE = "test";
  private static final String TOKEN = "TOKEN-4242";

  KubernetesMockServer server;
  KubernetesClient client;

  @TempDir Path root;

  private SimulationProject project;
  private final List<String> info = new CopyOnWriteArrayList<>();
  private final List<String> warnings = new CopyOnWriteArrayList<>();

  @BeforeEach
  void project() throws Exception {
    project = ProjectFixture.create(root.resolve("project"));
  }

  @Test
  void waitsForEveryShardCollectsItsRunLogAndMergesThem() throws Exception {
    List<String> runLogs = List.of(
        runLog(root, "home", 10), runLog(root, "search", 20), runLog(root, "cart", 30));

    ShardedOutcome outcome = run(JobSpec.of(3), runLogs.stream().map(log -> succeeds(podLog(log))).toList());

    assertThat(outcome.status()).isEqualTo(ExitStatus.COMPLETED);
    Path runDirectory = outcome.report().orElseThrow().getParent();
    for (int index = 0; index < 3; index++) {
      Path shard = runDirectory.resolve("shard-" + index);
      assertThat(shard.resolve("run.log")).hasContent(runLogs.get(index));
      assertThat(Files.readString(shard.resolve("pod.log"))).isEqualTo(podLog(runLogs.get(index)));
    }
    assertThat(runDirectory.resolve("index.html")).exists();
    assertThat(Files.readString(runDirectory.resolve("index.html")))
        .contains("home", "search", "cart", "<dt>Requests</dt><dd>60</dd>");
    assertThat(runDirectory.resolve(PartialMerge.FILE_NAME)).doesNotExist();
    assertThat(info).containsSubsequence(
        "shard 0 (" + podOf(runDirectory, 0) + "): pending",
        "shard 0 (" + podOf(runDirectory, 0) + "): running",
        "shard 0 (" + podOf(runDirectory, 0) + "): succeeded");
  }

  @Test
  void appliesTheJobItWritesIntoTheRunsFolder() throws Exception {
    String log = runLog(root, "home", 5);
    Instant before = Instant.now();
    ShardedOutcome outcome;
    Job applied;
    try (FakeCluster cluster = new FakeCluster(server, client, NAMESPACE,
        List.of(succeeds(podLog(log)), succeeds(podLog(log))))) {
      outcome = kubernetesRun().run(request(JobSpec.of(2)
          .withProperties(Map.of("loadtest.baseUrl", "http://checkout:8080")), false, false));
      applied = cluster.appliedJob();
    }

    Path manifest = outcome.report().orElseThrow().resolveSibling(KubernetesRun.MANIFEST_FILE);
    Job written = Serialization.unmarshal(Files.readString(manifest), Job.class);
    assertThat(written.getSpec()).isEqualTo(applied.getSpec());
    assertThat(applied.getSpec().getCompletions()).isEqualTo(2);
    List<String> args = applied.getSpec().getTemplate().getSpec().getContainers().get(0).getArgs();
    assertThat(args).containsSubsequence("--simulation", "io.throng.kubernetes.fixtures.Sharded",
        "--shard", "$(JOB_COMPLETION_INDEX)/2");
    Instant startAt = Instant.ofEpochMilli(Long.parseLong(args.get(args.indexOf("--start-at") + 1)));
    // The default slack of 60 s after the moment the Job was planned.
    assertThat(startAt).isBetween(before.plusSeconds(60), Instant.now().plusSeconds(60));
    assertThat(applied.getSpec().getTemplate().getSpec().getContainers().get(0).getCommand())
        .contains("-Dthrong.settingsFile=/etc/throng/settings.properties", "io.throng.app.Main");
  }

  @Test
  void thePodsSettingsReachThemInASecretTheJobOwnsNotOnTheirCommandLine() throws Exception {
    String log = runLog(root, "home", 5);
    ShardedOutcome outcome;
    Job applied;
    try (FakeCluster cluster = new FakeCluster(server, client, NAMESPACE, List.of(succeeds(podLog(log))))) {
      outcome = kubernetesRun().run(request(JobSpec.of(1)
          .withProperties(Map.of("loadtest.baseUrl", "http://checkout:8080", "loadtest.token", TOKEN)), false, false));
      applied = cluster.appliedJob();
    }

    PodSpec pod = applied.getSpec().getTemplate().getSpec();
    assertThat(String.join(" ", pod.getContainers().get(0).getCommand())).doesNotContain(TOKEN)
        .doesNotContain("-Dloadtest.");
    assertThat(Files.readString(outcome.report().orElseThrow().resolveSibling(KubernetesRun.MANIFEST_FILE)))
        .doesNotContain(TOKEN).doesNotContain("checkout:8080");
    assertThat(pod.getContainers().get(0).getVolumeMounts()).anySatisfy(mount -> {
      assertThat(mount.getName()).isEqualTo("settings");
      assertThat(mount.getMountPath()).isEqualTo("/etc/throng");
      assertThat(mount.getReadOnly()).isTrue();
    });
    String secretName = applied.getMetadata().getName() + "-settings";
    assertThat(pod.getVolumes()).filteredOn(volume -> volume.getName().equals("settings")).singleElement()
        .satisfies(volume -> assertThat(volume.getSecret().getSecretName()).isEqualTo(secretName));
    Secret secret = client.secrets().inNamespace(NAMESPACE).withName(secretName).get();
    Properties settings = new Properties();
    settings.load(new StringReader(new String(Base64.getDecoder().decode(secret.getData().get("settings.properties")),
        StandardCharsets.UTF_8)));
    assertThat(settings).containsOnly(Map.entry("loadtest.baseUrl", "http://checkout:8080"),
        Map.entry("loadtest.token", TOKEN));
    // Owned by the Job, it goes when the Job goes.
    assertThat(secret.getMetadata().getOwnerReferences()).singleElement().satisfies(owner -> {
      assertThat(owner.getKind()).isEqualTo("Job");
      assertThat(owner.getName()).isEqualTo(applied.getMetadata().getName());
      assertThat(owner.getUid()).isEqualTo(applied.getMetadata().getUid()).isNotBlank();
    });
    assertThat(info).noneMatch(line -> line.contains(TOKEN));
    assertThat(warnings).isEmpty();
  }

  @Test
  void aRunWithoutSettingsHasNoSecret() throws Exception {
    String log = runLog(root, "home", 5);
    Job applied;
    try (FakeCluster cluster = new FakeCluster(server, client, NAMESPACE, List.of(succeeds(podLog(log))))) {
      kubernetesRun().run(request(JobSpec.of(1), false, false));
      applied = cluster.appliedJob();
    }

    assertThat(client.secrets().inNamespace(NAMESPACE).list().getItems()).isEmpty();
    assertThat(applied.getSpec().getTemplate().getSpec().getVolumes()).extracting(Volume::getName)
        .containsExactly("results");
    assertThat(applied.getSpec().getTemplate().getSpec().getContainers().get(0).getCommand())
        .noneMatch(option -> option.startsWith("-Dthrong.settingsFile="));
  }

  @Test
  void aRefusedJobTakesItsSettingsSecretAway() {
    server.expect().post().withPath("/apis/batch/v1/namespaces/test/jobs")
        .andReturn(403, new StatusBuilder().withCode(403).withReason("Forbidden")
            .withMessage("jobs.batch is forbidden: User \"ci\" cannot create resource \"jobs\"").build())
        .once();

    assertThatExceptionOfType(KubernetesRunException.class)
        .isThrownBy(() -> kubernetesRun().run(request(JobSpec.of(2).withProperties(Map.of("loadtest.token", TOKEN)),
            false, false)))
        .withMessageContaining("kubectl auth can-i create secrets -n test");
    assertThat(client.secrets().inNamespace(NAMESPACE).list().getItems()).isEmpty();
  }

  @Test
  void aFailedShardIsReportedAndTheOthersAreMergedIntoAReportMarkedPartial() throws Exception {
    String log = runLog(root, "home", 10);

    ShardedOutcome outcome = run(JobSpec.of(3), List.of(
        succeeds(podLog(log)),
        fails(137, "OOMKilled", "[    1s] users 40\nKilled\n"),
        succeeds(podLog(log))));

    assertThat(outcome.status()).isEqualTo(ExitStatus.TOOL_ERROR);
    Path runDirectory = outcome.report().orElseThrow().getParent();
    assertThat(outcome.message())
        .contains("1 of 3 shards did not run to the end, partial: shard 1/3 missing (pod " + podOf(runDirectory, 1)
            + ": OOMKilled: Killed (exit code 137)")
        .contains("marked partial");
    assertThat(Files.readString(runDirectory.resolve(PartialMerge.FILE_NAME)))
        .startsWith("PARTIAL REPORT: 1 of 3 shards did not run to the end")
        .contains("shard 1/3 missing (pod " + podOf(runDirectory, 1) + ": OOMKilled: Killed (exit code 137)");
    // The page says so at its top, as a local run's does.
    assertThat(Files.readString(runDirectory.resolve("index.html")))
        .contains("<strong>Partial report</strong> · partial: shard 1/3 missing (pod ");
    assertThat(runDirectory.resolve("index.html")).exists();
    assertThat(runDirectory.resolve("shard-1/pod.log")).hasContent("[    1s] users 40\nKilled\n");
    assertThat(runDirectory.resolve("shard-1/run.log")).doesNotExist();
    assertThat(warnings).anyMatch(line -> line.startsWith("PARTIAL report: it merges 2 of 3 shards; partial: shard 1/3"));
  }

  @Test
  void aShardThatFailedItsAssertionsIsMergedAndFailsTheRun() throws Exception {
    String log = runLog(root, "home", 10);

    verdict = 1;
    ShardedOutcome outcome = run(JobSpec.of(2),
        List.of(succeeds(podLog(log)), fails(1, "Error", podLog(log) + "FAIL p95 < 100 ms\n")));

    assertThat(outcome.status()).isEqualTo(ExitStatus.ASSERTIONS_FAILED);
    assertThat(outcome.message()).startsWith("the 2 shards together failed the simulation's assertions");
    assertThat(judged).singleElement().asString().endsWith("Sharded on [shard-0, shard-1]");
    Path runDirectory = outcome.report().orElseThrow().getParent();
    assertThat(runDirectory.resolve("shard-1/run.log")).hasContent(log);
    assertThat(runDirectory.resolve(PartialMerge.FILE_NAME)).doesNotExist();
  }

  @Test
  void aShardInvalidOnItsOwnIsMergedAndTheMergedVerdictFailsTheRunWithFailOnInvalid() throws Exception {
    String log = runLog(root, "home", 10);

    // Shard 1's pod exited 3: its generator saturated and loadtest.failOnInvalid reached it too.
    verdict = ExitStatus.RUN_INVALID.code();
    ShardedOutcome outcome = run(JobSpec.of(2),
        List.of(succeeds(podLog(log)), fails(3, "Error", podLog(log) + "Invalid run: the load generator was saturated\n")));

    assertThat(outcome.status()).isEqualTo(ExitStatus.RUN_INVALID);
    assertThat(outcome.message()).startsWith("the 2 shards ran to the end and passed the assertions together, but"
        + " their merged run is not valid (see the \"Invalid run:\" line above) and loadtest.failOnInvalid=true"
        + " fails it; report: ");
    assertThat(judged).singleElement().asString().endsWith("Sharded on [shard-0, shard-1]");
    Path runDirectory = outcome.report().orElseThrow().getParent();
    assertThat(runDirectory.resolve("shard-1/run.log")).hasContent(log);
    assertThat(runDirectory.resolve(PartialMerge.FILE_NAME)).doesNotExist();
  }

  @Test
  void aShardThatEndedWithoutItsRunLogIsMissing() throws Exception {
    String log = runLog(root, "home", 10);
    String cutOff = podLog(log).substring(0, podLog(log).indexOf(RunLogBlock.END));

    ShardedOutcome outcome = run(JobSpec.of(2), List.of(succeeds(podLog(log)), succeeds(cutOff)));

    assertThat(outcome.status()).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(outcome.message()).contains("shard 1/2 missing (pod ", ": it ended with exit code 0 but its log has no"
        + " line " + RunLogBlock.END);
  }

  @Test
  void aShardWhosePodNeverCameIsMissingOnceTheTimeoutPassed() throws Exception {
    String log = runLog(root, "home", 10);
    JobSpec spec = JobSpec.of(2).withStartupSlack(Duration.ZERO).withTimeout(Duration.ofMillis(300));

    ShardedOutcome outcome = run(spec, List.of(succeeds(podLog(log)), never()));

    assertThat(outcome.status()).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(outcome.message()).contains("shard 1/2 missing (no pod was created for it: still going when"
        + " the timeout of PT0.3S after the start instant passed");
  }

  @Test
  void aShardThatCannotPullItsImageFailsOnceTheStartInstantPassed() throws Exception {
    String log = runLog(root, "home", 10);
    JobSpec spec = JobSpec.of(2).withStartupSlack(Duration.ZERO);

    ShardedOutcome outcome = run(spec, List.of(stuck("ImagePullBackOff"), succeeds(podLog(log))));

    assertThat(outcome.status()).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(outcome.message()).contains("shard 0/2 missing (pod ", ": ImagePullBackOff: Back-off pulling image;"
        + " its pod could not start by the agreed start instant");
  }

  @Test
  void theJobIsDeletedInTheBackgroundAfterTheRun() throws Exception {
    String log = runLog(root, "home", 10);

    run(JobSpec.of(1), List.of(succeeds(podLog(log))));

    List<RecordedRequest> requests = new ArrayList<>();
    for (int i = server.getRequestCount(); i > 0; i--) {
      requests.add(server.takeRequest(1, TimeUnit.SECONDS));
    }
    assertThat(requests).filteredOn(request -> "DELETE".equals(request.getMethod()))
        .singleElement()
        .satisfies(delete -> {
          assertThat(delete.getPath()).startsWith("/apis/batch/v1/namespaces/test/jobs/sharded-");
          assertThat(delete.getUtf8Body()).contains("\"propagationPolicy\":\"Background\"");
        });
    assertThat(client.batch().v1().jobs().inNamespace(NAMESPACE).list().getItems()).isEmpty();
  }

  @Test
  void aKeptJobStaysWithItsPods() throws Exception {
    String log = runLog(root, "home", 10);
    run(JobSpec.of(1), List.of(succeeds(podLog(log))), true);

    assertThat(client.batch().v1().jobs().inNamespace(NAMESPACE).list().getItems()).hasSize(1);
    assertThat(info).anyMatch(line -> line.startsWith("Kept Job sharded-"));
  }

  @Test
  void manifestsOnlyBuildsTheImageWritesTheJobAndAppliesNothing() throws Exception {
    Path tar = root.resolve("image.tar");
    ImageSource image = ImageSource.buildAs("throng/sharded:1").onBase(ImageSource.SCRATCH).toTar(tar);

    ShardedOutcome outcome = kubernetesRun().run(new KubernetesRunRequest("Sharded", project, image,
        JobSpec.of(4).inNamespace("load"), root.resolve("results"), false, true));

    assertThat(outcome.status()).isEqualTo(ExitStatus.COMPLETED);
    assertThat(outcome.message()).contains("not applied").contains("kubectl apply -f");
    assertThat(tar).isNotEmptyFile();
    Path manifest;
    try (var runs = Files.list(root.resolve("results"))) {
      manifest = runs.findFirst().orElseThrow().resolve(KubernetesRun.MANIFEST_FILE);
    }
    Job job = Serialization.unmarshal(Files.readString(manifest), Job.class);
    assertThat(job.getMetadata().getNamespace()).isEqualTo("load");
    assertThat(job.getSpec().getCompletions()).isEqualTo(4);
    assertThat(job.getSpec().getTemplate().getSpec().getContainers().get(0))
        .satisfies(container -> {
          assertThat(container.getImage()).isEqualTo("throng/sharded:1");
          assertThat(container.getImagePullPolicy()).isEqualTo("IfNotPresent");
        });
    assertThat(client.batch().v1().jobs().inAnyNamespace().list().getItems()).isEmpty();
    assertThat(manifest.resolveSibling(KubernetesRun.SECRET_MANIFEST_FILE)).doesNotExist();
  }

  @Test
  void manifestsOnlyWritesTheSettingsSecretBesideTheJobForItsOwnerOnly() throws Exception {
    ShardedOutcome outcome = kubernetesRun().run(request(JobSpec.of(2).inNamespace("load")
        .withProperties(Map.of("loadtest.token", TOKEN)), false, true));

    Path folder;
    try (var runs = Files.list(root.resolve("results"))) {
      folder = runs.findFirst().orElseThrow();
    }
    Path secretFile = folder.resolve(KubernetesRun.SECRET_MANIFEST_FILE);
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(secretFile))).isEqualTo("rw-------");
    Secret secret = Serialization.unmarshal(Files.readString(secretFile), Secret.class);
    assertThat(secret.getMetadata().getNamespace()).isEqualTo("load");
    assertThat(new String(Base64.getDecoder().decode(secret.getData().get("settings.properties")),
        StandardCharsets.UTF_8)).contains("loadtest.token=" + TOKEN);
    assertThat(Files.readString(folder.resolve(KubernetesRun.MANIFEST_FILE))).doesNotContain(TOKEN)
        .contains(secret.getMetadata().getName());
    assertThat(outcome.message()).contains("kubectl apply -f " + secretFile + " -f " + folder.resolve(
        KubernetesRun.MANIFEST_FILE));
    assertThat(client.secrets().inAnyNamespace().list().getItems()).isEmpty();
  }

  @Test
  void anUnknownSimulationFailsBeforeAnythingIsAppliedListingThoseFound() {
    assertThatExceptionOfType(KubernetesRunException.class)
        .isThrownBy(() -> kubernetesRun().run(new KubernetesRunRequest("Nope", project,
            ImageSource.existing("load:1"), JobSpec.of(2), root.resolve("results"), false, false)))
        .withMessageContaining("Nope")
        .withMessageContaining("io.throng.kubernetes.fixtures.Sharded");
    assertThat(client.batch().v1().jobs().inAnyNamespace().list().getItems()).isEmpty();
  }

  @Test
  void aRefusedJobSaysWhatToCheck() {
    server.expect().post().withPath("/apis/batch/v1/namespaces/test/jobs")
        .andReturn(403, new StatusBuilder().withCode(403).withReason("Forbidden")
            .withMessage("jobs.batch is forbidden: User \"ci\" cannot create resource \"jobs\"")
            .build())
        .once();

    assertThatExceptionOfType(KubernetesRunException.class)
        .isThrownBy(() -> kubernetesRun().run(request(JobSpec.of(2), false, false)))
        .withMessageContaining("refused the Job sharded-")
        .withMessageContaining("cannot create resource")
        .withMessageContaining("kubectl auth can-i create jobs -n test");
  }

  @Test
  void anUnreachableClusterSaysWhatToCheck() {
    // Port 1 of the loopback: nothing listens there, so the connection is refused at once.
    Config nowhere = new ConfigBuilder().withMasterUrl("https://127.0.0.1:1")
        .withNamespace(NAMESPACE).withTrustCerts(true).withRequestRetryBackoffLimit(0).build();
    try (KubernetesClient unreachable = new KubernetesClientBuilder().withConfig(nowhere).build()) {
      KubernetesRun run = new KubernetesRun(unreachable, new RunConsole(info::add, warnings::add));

      assertThatExceptionOfType(KubernetesRunException.class)
          .isThrownBy(() -> run.run(request(JobSpec.of(2), false, false)))
          .withMessageStartingWith("could not reach the cluster at https://127.0.0.1:1/ (")
          .withMessageContaining("kubectl config current-context");
    }
  }

  /** What the merged verdict (the app's Main --report ... --simulation ...) answers in these tests. */
  private int verdict = 0;
  private final List<String> judged = new ArrayList<>();

  private ShardedOutcome run(JobSpec spec, List<PodScript> pods) throws Exception {
    return run(spec, pods, false);
  }

  private ShardedOutcome run(JobSpec spec, List<PodScript> pods, boolean keepJob) throws Exception {
    FakeCluster cluster = new FakeCluster(server, client, NAMESPACE, pods);
    try {
      return kubernetesRun().run(request(spec, keepJob, false));
    } finally {
      cluster.close();
    }
  }

  private KubernetesRunRequest request(JobSpec spec, boolean keepJob, boolean manifestsOnly) {
    return new KubernetesRunRequest("Sharded", project,
        ImageSource.existing("registry.example.com/sharded:1"), spec, root.resolve("results"),
        keepJob, manifestsOnly);
  }

  private KubernetesRun kubernetesRun() {
    return new KubernetesRun(client, new RunConsole(info::add, warnings::add), Clock.systemUTC(),
        Duration.ofMillis(10), Optional.of(root.resolve("jib-cache")), (classpath, simulation, folders, runDirectory) -> {
          judged.add(simulation + " on " + folders.stream().map(f -> f.getFileName().toString()).toList());
          // Stands in for the forked Main --report, which writes the merged report and its outcome.
          Path index = ReportGenerator.generate(folders.stream().map(f -> f.resolve("run.log")).toList(), runDirectory);
          return new RunOutcomeFile(Optional.of(runDirectory), Optional.of(index), ExitStatus.of(verdict), List.of(),
              false);
        });
  }

  private static String podOf(Path runDirectory, int index) {
    return runDirectory.getFileName() + "-" + index + "-x7k2p";
  }
}
