package io.throng.kubernetes;

import io.fabric8.kubernetes.api.model.ContainerStatus;
import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Plays the Job controller and the kubelets against fabric8's mock API server: once a Job is
 * applied, it creates one pod per index (as the controller does, with the completion-index
 * annotation and the template's labels), moves them Pending, Running, then to their scripted
 * end, and serves each pod's log. It moves on from a phase only once the run under test has
 * polled the pods after it, so no phase goes unseen, whatever the machine's speed.
 */
final class FakeCluster implements AutoCloseable {

  /** What one index's pod does; {@code null} phases mean no pod at all. */
  record PodScript(String endPhase, int exitCode, String reason, String waiting, String log) {

    static PodScript succeeds(String log) {
      return new PodScript("Succeeded", 0, "Completed", null, log);
    }

    static PodScript fails(int exitCode, String reason, String log) {
      return new PodScript("Failed", exitCode, reason, null, log);
    }

    /** Stays Pending, its container waiting for {@code reason}. */
    static PodScript stuck(String reason) {
      return new PodScript(null, 0, null, reason, "");
    }

    static PodScript never() {
      return new PodScript(null, 0, null, null, "");
    }

    boolean hasPod() {
      return endPhase != null || waiting != null;
    }
  }

  private static final long BOUND_MILLIS = 20_000;

  private final KubernetesMockServer server;
  private final KubernetesClient client;
  private final String namespace;
  private final List<PodScript> scripts;
  private final CompletableFuture<Job> applied = new CompletableFuture<>();
  private final Thread thread;

  FakeCluster(KubernetesMockServer server, KubernetesClient client, String namespace,
      List<PodScript> scripts) {
    this.server = server;
    this.client = client;
    this.namespace = namespace;
    this.scripts = List.copyOf(scripts);
    this.thread = new Thread(this::play, "fake-cluster");
    thread.setDaemon(true);
    thread.start();
  }

  /** The Job as the API server received it. */
  Job appliedJob() throws Exception {
    return applied.get(BOUND_MILLIS, TimeUnit.MILLISECONDS);
  }

  static String podName(Job job, int index) {
    return job.getMetadata().getName() + "-" + index + "-x7k2p";
  }

  private void play() {
    try {
      Job job = awaitJob();
      applied.complete(job);
      List<Pod> pods = new ArrayList<>();
      for (int index = 0; index < scripts.size(); index++) {
        PodScript script = scripts.get(index);
        if (script.hasPod()) {
          server.expect().get()
              .withPath("/api/v1/namespaces/" + namespace + "/pods/" + podName(job, index)
                  + "/log?pretty=false&container=" + ShardedJob.CONTAINER_NAME)
              .andReturn(200, script.log()).always();
          pods.add(client.pods().inNamespace(namespace).resource(pending(job, index, script)).create());
        }
      }
      awaitPoll();
      List<Pod> moving = pods.stream()
          .filter(pod -> scripts.get(index(pod)).endPhase() != null).toList();
      for (Pod pod : moving) {
        update(pod, "Running", new ContainerStatusBuilder().withName(ShardedJob.CONTAINER_NAME)
            .withNewState().withNewRunning().endRunning().endState().build());
      }
      awaitPoll();
      for (Pod pod : moving) {
        PodScript script = scripts.get(index(pod));
        update(pod, script.endPhase(), new ContainerStatusBuilder()
            .withName(ShardedJob.CONTAINER_NAME)
            .withNewState().withNewTerminated().withExitCode(script.exitCode())
            .withReason(script.reason()).withMessage(script.log()).endTerminated().endState()
            .build());
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (RuntimeException e) {
      applied.completeExceptionally(e);
    }
  }

  private Job awaitJob() throws InterruptedException {
    long until = System.currentTimeMillis() + BOUND_MILLIS;
    while (System.currentTimeMillis() < until) {
      List<Job> jobs = client.batch().v1().jobs().inNamespace(namespace).list().getItems();
      if (!jobs.isEmpty()) {
        return jobs.get(0);
      }
      Thread.sleep(10);
    }
    throw new IllegalStateException("no Job was applied within " + BOUND_MILLIS + " ms");
  }

  /** Waits until the run has listed the pods at least once since now. */
  private void awaitPoll() throws InterruptedException {
    // A poll is two requests (list the pods, get the Job): two more requests than now means a
    // list arrived after this point.
    int seen = server.getRequestCount();
    long until = System.currentTimeMillis() + BOUND_MILLIS;
    while (server.getRequestCount() < seen + 2 && System.currentTimeMillis() < until) {
      Thread.sleep(5);
    }
  }

  private Pod pending(Job job, int index, PodScript script) {
    ContainerStatusBuilder container = new ContainerStatusBuilder().withName(ShardedJob.CONTAINER_NAME);
    if (script.waiting() != null) {
      container.withNewState().withNewWaiting().withReason(script.waiting())
          .withMessage("Back-off pulling image").endWaiting().endState();
    }
    return new PodBuilder()
        .withNewMetadata()
        .withName(podName(job, index))
        .withNamespace(namespace)
        .withLabels(job.getSpec().getTemplate().getMetadata().getLabels())
        .addToLabels("job-name", job.getMetadata().getName())
        .addToAnnotations(ShardedJob.COMPLETION_INDEX_ANNOTATION, Integer.toString(index))
        .endMetadata()
        .withSpec(job.getSpec().getTemplate().getSpec())
        .withNewStatus().withPhase("Pending").withContainerStatuses(container.build()).endStatus()
        .build();
  }

  private void update(Pod pod, String phase, ContainerStatus container) {
    Pod current = client.pods().inNamespace(namespace).withName(pod.getMetadata().getName()).get();
    current.getStatus().setPhase(phase);
    current.getStatus().setContainerStatuses(List.of(container));
    client.pods().inNamespace(namespace).resource(current).updateStatus();
  }

  private static int index(Pod pod) {
    return ShardState.index(pod).orElseThrow();
  }

  @Override
  public void close() {
    thread.interrupt();
    try {
      thread.join(BOUND_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
