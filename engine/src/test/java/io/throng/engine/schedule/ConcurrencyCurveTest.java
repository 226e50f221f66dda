package io.throng.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.model.ClosedStep;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Exact concurrency levels of every closed step, computed without a clock. */
class ConcurrencyCurveTest {

  private static final long S = 1_000_000_000L;
  private static final Duration ONE_S = Duration.ofSeconds(1);

  static Stream<Arguments> levels() {
    return Stream.of(
        row("5 for 10 s", List.of(new ClosedStep.Constant(5, Duration.ofSeconds(10))), 10 * S, 0, 5),
        row("0 to 4 over 2 s: 4 is reached as the step ends",
            List.of(new ClosedStep.Ramp(0, 4, Duration.ofSeconds(2))), 2 * S, 0, 0, S / 2, 1, S, 2, 3 * S / 2, 3),
        row("4 down to 1 over 3 s", List.of(new ClosedStep.Ramp(4, 1, Duration.ofSeconds(3))), 3 * S, 0, 4, S, 3, 2 * S, 2),
        row("0 to 3 over 1 s rounds up", List.of(new ClosedStep.Ramp(0, 3, ONE_S)), S, 0, 0, 333_333_334, 1, 666_666_667, 2),
        row("a ramp then its level", List.of(new ClosedStep.Ramp(1, 2, ONE_S), new ClosedStep.Constant(2, ONE_S)),
            2 * S, 0, 1, S, 2),
        row("add 1 every second to a level of 2",
            List.of(new ClosedStep.Constant(2, ONE_S), new ClosedStep.Add(1, ONE_S, Duration.ofSeconds(2))),
            3 * S, 0, 2, S, 3, 2 * S, 4),
        row("stairs from 0 with ramps: ramp 0-1, level 1, ramp 1-2, level 2",
            List.of(new ClosedStep.Stairs(1, 2, Duration.ofSeconds(5), ONE_S, 0)), 12 * S, 0, 0, S, 1, 6 * S, 1, 7 * S, 2),
        row("stairs from 10 without ramps", List.of(new ClosedStep.Stairs(5, 3, Duration.ofSeconds(10), Duration.ZERO, 10)),
            30 * S, 0, 10, 10 * S, 15, 20 * S, 20),
        row("stairs from 0 without ramps: no idle first level",
            List.of(new ClosedStep.Stairs(5, 2, ONE_S, Duration.ZERO, 0)), 2 * S, 0, 5, S, 10));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("levels")
  void setsEachLevelAtItsDocumentedTime(String name, List<ClosedStep> steps, long end, long[] timesAndLevels) {
    ConcurrencyCurve curve = ConcurrencyCurve.of(steps);

    assertThat(curve.endNanos()).isEqualTo(end);
    assertThat(curve.changes()).isEqualTo(timesAndLevels.length / 2);
    for (int j = 0; j < curve.changes(); j++) {
      assertThat(new long[] {curve.timeNanos(j), curve.level(j)})
          .as("change %d", j)
          .containsExactly(timesAndLevels[2 * j], timesAndLevels[2 * j + 1]);
    }
  }

  @Test
  void twoMoreUsersEveryThreeSecondsForHalfAnHourFill1200SlotsInPairs() {
    ConcurrencyCurve curve = ConcurrencyCurve.of(List.of(new ClosedStep.Add(2, Duration.ofSeconds(3), Duration.ofSeconds(1800))));

    // Slot i is first filled when the level first exceeds i.
    long[] slotStarts = new long[1200];
    long filled = 0;
    for (long j = 0; j < curve.changes(); j++) {
      for (; filled < curve.level(j); filled++) {
        slotStarts[(int) filled] = curve.timeNanos(j);
      }
    }
    assertThat(filled).isEqualTo(1200);
    for (int i = 0; i < slotStarts.length; i++) {
      assertThat(slotStarts[i]).as("slot %d", i).isEqualTo(i / 2 * 3 * S);
    }
    assertThat(curve.level(curve.changes() - 1)).isEqualTo(1200);
    assertThat(curve.endNanos()).isEqualTo(1800 * S);
  }

  @Test
  void aRampToAMillionUsersIsOnePieceComputedOnDemand() {
    ConcurrencyCurve curve = ConcurrencyCurve.of(List.of(new ClosedStep.Ramp(0, 1_000_000, Duration.ofHours(1))));

    assertThat(curve.changes()).isEqualTo(1_000_000);
    assertThat(curve.timeNanos(999_999)).isEqualTo(3_599_996_400_000L);
    assertThat(curve.level(999_999)).isEqualTo(999_999);
  }

  private static Arguments row(String name, List<ClosedStep> steps, long end, long... timesAndLevels) {
    return Arguments.of(name, steps, end, timesAndLevels);
  }
}
