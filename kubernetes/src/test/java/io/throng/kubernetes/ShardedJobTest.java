package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShardedJobTest {

  private static final Instant NOW = Instant.parse("2026-11-29T22:30:05.250Z");
  private static final ContainerImage.Built IMAGE =
      new ContainerImage.Built("registry.example.com/load@sha256:abc", false);
  private static final List<String> COMMAND = List.of("java", "-cp", "/app/classes", "Main");

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      com.example.Smoke                                       | smoke-20261129-223005
      RampUp30Min                                             | rampup30min-20261129-223005
      com.example.Outer$Checkout_Flow                         | outer-checkout-flow-20261129-223005
      a.AVeryLongSimulationNameThatGoesOnAndOnForeverAndEver  | averylongsimulationnamethatgoesonand-20261129-223005
      a.___                                                   | simulation-20261129-223005
      """)
  void theRunIdIsADnsLabelNamingTheSimulationAndTheTimeInUtc(String simulation, String runId) {
    assertThat(ShardedJob.runId(simulation, NOW))
        .isEqualTo(runId)
        .matches("[a-z0-9]([-a-z0-9]*[a-z0-9])?")
        .hasSizeLessThanOrEqualTo(52);
  }

  @Test
  void anIndexedJobOfOnePodPerShardWithoutRetries() {
    Job job = ShardedJob.plan("com.example.Smoke", JobSpec.of(3), NOW).toJob("load", IMAGE, COMMAND);

    assertThat(job.getApiVersion()).isEqualTo("batch/v1");
    assertThat(job.getKind()).isEqualTo("Job");
    assertThat(job.getMetadata().getName()).isEqualTo("smoke-20261129-223005");
    assertThat(job.getMetadata().getNamespace()).isEqualTo("load");
    assertThat(job.getSpec().getCompletionMode()).isEqualTo("Indexed");
    assertThat(job.getSpec().getCompletions()).isEqualTo(3);
    assertThat(job.getSpec().getParallelism()).isEqualTo(3);
    assertThat(job.getSpec().getBackoffLimitPerIndex()).isZero();
    assertThat(job.getSpec().getBackoffLimit()).isNull();
    assertThat(job.getSpec().getTtlSecondsAfterFinished()).isEqualTo(86_400);
    assertThat(podSpec(job).getRestartPolicy()).isEqualTo("Never");
  }

  @Test
  void podsServingLiveMetricsOnAPortAnnounceItToPrometheus() {
    Job job = ShardedJob.plan("com.example.Smoke", JobSpec.of(2).withProperties(Map.of("loadtest.prometheus.port", "9464")),
        NOW).toJob("load", IMAGE, COMMAND);
    Job without = ShardedJob.plan("com.example.Smoke", JobSpec.of(2), NOW).toJob("load", IMAGE, COMMAND);

    assertThat(job.getSpec().getTemplate().getMetadata().getAnnotations()).containsOnly(
        entry("prometheus.io/scrape", "true"), entry("prometheus.io/port", "9464"), entry("prometheus.io/path", "/metrics"));
    Container container = podSpec(job).getContainers().get(0);
    assertThat(container.getPorts()).singleElement().satisfies(port -> {
      assertThat(port.getName()).isEqualTo("metrics");
      assertThat(port.getContainerPort()).isEqualTo(9464);
    });
    assertThat(without.getSpec().getTemplate().getMetadata().getAnnotations()).isEmpty();
    assertThat(podSpec(without).getContainers().get(0).getPorts()).isEmpty();
  }

  @Test
  void eachPodRunsItsShardFromTheCommonStartInstant() {
    ShardedJob planned = ShardedJob.plan("com.example.Smoke", JobSpec.of(4), NOW);

    Container container = podSpec(planned.toJob("load", IMAGE, COMMAND)).getContainers().get(0);

    assertThat(planned.startAt()).isEqualTo(NOW.plusSeconds(60));
    assertThat(container.getImage()).isEqualTo("registry.example.com/load@sha256:abc");
    assertThat(container.getImagePullPolicy()).isNull();
    assertThat(container.getCommand()).isEqualTo(COMMAND);
    assertThat(container.getArgs()).containsExactly(
        "--simulation", "com.example.Smoke",
        "--shard", "$(JOB_COMPLETION_INDEX)/4",
        "--start-at", Long.toString(NOW.plusSeconds(60).toEpochMilli()),
        "--results-dir", "/results",
        "--print-run-log");
    assertThat(container.getEnv()).singleElement().satisfies(env -> {
      assertThat(env.getName()).isEqualTo("JOB_COMPLETION_INDEX");
      assertThat(env.getValueFrom().getFieldRef().getFieldPath())
          .isEqualTo("metadata.annotations['batch.kubernetes.io/job-completion-index']");
    });
    assertThat(container.getVolumeMounts()).singleElement()
        .satisfies(mount -> assertThat(mount.getMountPath()).isEqualTo("/results"));
    assertThat(container.getTerminationMessagePolicy()).isEqualTo("FallbackToLogsOnError");
  }

  @Test
  void aGivenStartInstantWinsAndTheJobsDeadlineIsTheTimeoutAfterIt() {
    Instant start = NOW.plusSeconds(300);
    JobSpec spec = new JobSpec(2, Optional.empty(), PodResources.DEFAULT, Duration.ofSeconds(10),
        Optional.of(start), Duration.ofMinutes(30), List.of(), Map.of(), Optional.of("regcred"));

    ShardedJob planned = ShardedJob.plan("Smoke", spec, NOW);
    Job job = planned.toJob("load", IMAGE, COMMAND);

    assertThat(planned.startAt()).isEqualTo(start);
    assertThat(planned.deadline()).isEqualTo(start.plus(Duration.ofMinutes(30)));
    // 300 s to the start, 1800 s of run, rounded up from the quarter second past NOW.
    assertThat(job.getSpec().getActiveDeadlineSeconds()).isEqualTo(2100L);
    assertThat(podSpec(job).getImagePullSecrets()).singleElement()
        .satisfies(secret -> assertThat(secret.getName()).isEqualTo("regcred"));
  }

  @Test
  void theJobAndItsPodsAreLabelledWithTheRunAndTheSimulation() {
    Job job = ShardedJob.plan("com.example.Smoke", JobSpec.of(2), NOW).toJob("load", IMAGE, COMMAND);

    Map<String, String> labels = job.getMetadata().getLabels();
    assertThat(labels).contains(
        entry("throng.io/run", "smoke-20261129-223005"),
        entry("throng.io/simulation", "Smoke"),
        entry("app.kubernetes.io/name", "throng"));
    assertThat(job.getSpec().getTemplate().getMetadata().getLabels()).isEqualTo(labels);
    assertThat(job.getMetadata().getAnnotations()).contains(
        entry("throng.io/simulation", "com.example.Smoke"),
        entry("throng.io/start-at", "2026-11-29T22:31:05.250Z"));
  }

  @Test
  void resourcesAreRequestedAndMemoryIsCapped() {
    JobSpec spec = new JobSpec(2, Optional.empty(),
        new PodResources("2", Optional.of("4"), "2Gi", "3Gi"), JobSpec.DEFAULT_STARTUP_SLACK,
        Optional.empty(), JobSpec.DEFAULT_TIMEOUT, List.of(), Map.of(), Optional.empty());

    Container container =
        podSpec(ShardedJob.plan("Smoke", spec, NOW).toJob("load", IMAGE, COMMAND)).getContainers().get(0);

    assertThat(container.getResources().getRequests())
        .containsExactly(entry("cpu", new Quantity("2")), entry("memory", new Quantity("2Gi")));
    assertThat(container.getResources().getLimits())
        .containsExactly(entry("cpu", new Quantity("4")), entry("memory", new Quantity("3Gi")));
  }

  @Test
  void aTarLoadedByHandIsNeverPulled() {
    Job job = ShardedJob.plan("Smoke", JobSpec.of(1), NOW)
        .toJob("load", new ContainerImage.Built("load:1", true), COMMAND);

    assertThat(podSpec(job).getContainers().get(0).getImagePullPolicy()).isEqualTo("IfNotPresent");
  }

  @Test
  void theJobReadsBackFromItsYaml() {
    Job job = ShardedJob.plan("com.example.Smoke", JobSpec.of(3), NOW).toJob("load", IMAGE, COMMAND);

    String yaml = Serialization.asYaml(job);

    assertThat(yaml).contains("completionMode: \"Indexed\"").doesNotContain("status:");
    assertThat(Serialization.unmarshal(yaml, Job.class)).isEqualTo(job);
  }

  private static PodSpec podSpec(Job job) {
    return job.getSpec().getTemplate().getSpec();
  }
}
