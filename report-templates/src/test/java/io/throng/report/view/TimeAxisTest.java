package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TimeAxisTest {

  @ParameterizedTest
  @CsvSource({
    // seconds logged, seconds per step, steps, tick count, last tick
    "0, 1, 1, 2, +1 s",
    "4, 1, 4, 5, +4 s",
    "480, 1, 480, 9, +8 min 00 s",
    "481, 2, 241, 9, +8 min 00 s",
    "3600, 8, 450, 7, +1 h 00 min 00 s",
    "86400, 180, 480, 9, +24 h 00 min 00 s"
  })
  void longRunsAreGroupedIntoAtMostMaxSteps(long seconds, long perStep, int steps, int ticks, String lastTick) {
    TimeAxis axis = new TimeAxis(seconds);

    assertThat(axis.secondsPerStep()).isEqualTo(perStep);
    assertThat(axis.steps()).isEqualTo(steps).isLessThanOrEqualTo(TimeAxis.MAX_STEPS);
    assertThat(axis.ticks()).hasSize(ticks).last().extracting(Tick::label).isEqualTo(lastTick);
    assertThat(axis.stepStart(0)).isEqualTo(Plot.LEFT);
    assertThat(axis.stepEnd(steps - 1)).isEqualTo(Plot.RIGHT);
  }

  @ParameterizedTest
  @CsvSource({"0, 0", "7, 0", "8, 1", "3599, 449", "3600, -1", "-1, -1"})
  void secondsFallIntoTheirStep(long second, int step) {
    assertThat(new TimeAxis(3_600).step(second)).isEqualTo(step);
  }
}
