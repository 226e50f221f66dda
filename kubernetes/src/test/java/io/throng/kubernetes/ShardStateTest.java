package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.ContainerStatusBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.throng.kubernetes.ShardState.Phase;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShardStateTest {

  private static final Instant START = Instant.parse("2026-11-29T22:31:00Z");

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      scheduled, no status yet      | Pending   | -                | -  | -         | 0   | PENDING   | -  | ''
      pulling before the start      | Pending   | ImagePullBackOff | -  | -         | -10 | PENDING   | -  | ImagePullBackOff: back-off
      pulling after the start       | Pending   | ImagePullBackOff | -  | -         | 1   | FAILED    | -  | ImagePullBackOff: back-off; its pod could not start by the agreed start instant 2026-11-29T22:31:00Z
      creating after the start      | Pending   | ContainerCreating| -  | -         | 30  | PENDING   | -  | ContainerCreating: back-off
      running                       | Running   | -                | -  | -         | 5   | RUNNING   | -  | ''
      succeeded                     | Succeeded | -                | 0  | Completed | 9   | SUCCEEDED | 0  | ''
      assertions failed             | Failed    | -                | 1  | Error     | 9   | FAILED    | 1  | Error: error: boom (exit code 1)
      out of memory                 | Failed    | -                | 137| OOMKilled | 9   | FAILED    | 137| OOMKilled: error: boom (exit code 137)
      """)
  void readsTheShardFromItsPod(String name, String phase, String waiting, Integer exitCode,
      String terminated, int secondsAfterStart, Phase expected, Integer expectedExit, String reason) {
    Pod pod = pod(0, phase, waiting, exitCode, terminated);

    ShardState state = ShardState.of(0, pod, START.plusSeconds(secondsAfterStart), START);

    assertThat(state.phase()).isEqualTo(expected);
    assertThat(state.exitCode())
        .isEqualTo(expectedExit == null ? OptionalInt.empty() : OptionalInt.of(expectedExit));
    assertThat(state.reason()).isEqualTo(reason);
    assertThat(state.pod()).contains("load-0-abcde");
  }

  @Test
  void aPodEvictedBeforeItsContainerRanSaysWhy() {
    Pod pod = new PodBuilder().withNewMetadata().withName("p").endMetadata()
        .withNewStatus().withPhase("Failed").withReason("Evicted")
        .withMessage("The node was low on resource: memory.").endStatus().build();

    assertThat(ShardState.of(0, pod, START, START).reason())
        .isEqualTo("Evicted: The node was low on resource: memory.");
  }

  @Test
  void aPodTheClusterHasNoRoomForFailsOnceTheStartInstantPassed() {
    Pod pod = new PodBuilder().withNewMetadata().withName("p").endMetadata()
        .withNewStatus().withPhase("Pending").addNewCondition().withType("PodScheduled")
        .withStatus("False").withReason("Unschedulable")
        .withMessage("0/3 nodes are available: 3 Insufficient cpu.").endCondition().endStatus()
        .build();

    assertThat(ShardState.of(0, pod, START.minusSeconds(1), START).phase()).isEqualTo(Phase.PENDING);
    assertThat(ShardState.of(0, pod, START, START)).satisfies(state -> {
      assertThat(state.phase()).isEqualTo(Phase.FAILED);
      assertThat(state.reason()).startsWith(
          "Unschedulable: 0/3 nodes are available: 3 Insufficient cpu.; its pod could not start");
    });
  }

  @Test
  void everyIndexHasAStateAndASucceededRetryWinsOverAFailedTry() {
    List<Pod> pods = List.of(
        pod(1, "Failed", null, 2, "Error"),
        pod(1, "Succeeded", null, 0, "Completed"),
        pod(0, "Running", null, null, null),
        pod(7, "Running", null, null, null));

    Map<Integer, ShardState> states = ShardState.of(pods, 3, START, START);

    assertThat(states.values()).extracting(ShardState::phase)
        .containsExactly(Phase.RUNNING, Phase.SUCCEEDED, Phase.MISSING);
  }

  @Test
  void theIndexComesFromTheAnnotationOrTheLabel() {
    Pod labelled = new PodBuilder().withNewMetadata().withName("p")
        .addToLabels(ShardedJob.COMPLETION_INDEX_ANNOTATION, "4").endMetadata().build();
    Pod unlabelled = new PodBuilder().withNewMetadata().withName("q").endMetadata().build();

    assertThat(ShardState.index(labelled)).contains(4);
    assertThat(ShardState.index(unlabelled)).isEmpty();
  }

  static Pod pod(int index, String phase, String waiting, Integer exitCode, String terminated) {
    ContainerStatusBuilder container = new ContainerStatusBuilder().withName(ShardedJob.CONTAINER_NAME);
    if (waiting != null) {
      container.withNewState().withNewWaiting().withReason(waiting).withMessage("back-off")
          .endWaiting().endState();
    } else if (terminated != null) {
      container.withNewState().withNewTerminated().withExitCode(exitCode).withReason(terminated)
          .withMessage("starting\nerror: boom\n").endTerminated().endState();
    }
    return new PodBuilder()
        .withNewMetadata()
        .withName("load-" + index + "-abcde")
        .addToAnnotations(ShardedJob.COMPLETION_INDEX_ANNOTATION, Integer.toString(index))
        .endMetadata()
        .withNewStatus().withPhase(phase).withContainerStatuses(container.build()).endStatus()
        .build();
  }
}
