package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ValueAxisTest {

  @ParameterizedTest
  @CsvSource({"0, 1", "1, 1", "4, 1", "5, 2", "30, 10", "40, 10", "41, 20", "1000, 250", "1001, 500", "2300, 1000"})
  void stepsAreRoundAndGiveAboutFourIntervals(long max, long expected) {
    assertThat(ValueAxis.step(max)).isEqualTo(expected);
  }

  @Test
  void theTopGridlineIsTheFirstRoundValueAtOrAboveTheData() {
    ValueAxis axis = ValueAxis.micros(2_300);

    assertThat(axis.ticks()).extracting(Tick::label).containsExactly("0", "1", "2", "3");
    assertThat(axis.position(0)).isEqualTo(Plot.BOTTOM);
    assertThat(axis.position(3_000)).isEqualTo(Plot.TOP);
  }

  @Test
  void aHorizontalAxisRunsLeftToRight() {
    ValueAxis axis = ValueAxis.horizontalCounts(40);

    assertThat(axis.position(0)).isEqualTo(Plot.LEFT);
    assertThat(axis.position(40)).isEqualTo(Plot.RIGHT);
    assertThat(axis.ticks()).extracting(Tick::label).containsExactly("0", "10", "20", "30", "40");
  }
}
