package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.SecondCount;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ChartLayoutTest {

  @ParameterizedTest
  @CsvSource({"0, 1", "1, 1", "4, 1", "5, 2", "30, 10", "40, 10", "41, 20", "1000, 250", "1001, 500"})
  void yStepsAreRoundAndGiveAboutFourIntervals(long max, long expected) {
    assertThat(ChartLayout.yStep(max)).isEqualTo(expected);
  }

  @Test
  void onePairOfPointsPerSecondAndThePeakMarkerOnTop() {
    List<SecondCount> seconds = List.of(new SecondCount(0, 10, 0), new SecondCount(1, 30, 10), new SecondCount(3, 5, 0));

    RequestsChart chart = ChartLayout.layout(seconds, 4, Optional.of(seconds.get(1)));

    assertThat(chart.hasData()).isTrue();
    assertThat(chart.hasKo()).isTrue();
    // Baseline start + two points per second + baseline end.
    assertThat(chart.okArea().split(" ")).hasSize(2 + 2 * 4);
    assertThat(chart.koArea().split(" ")).hasSize(4 * 4);
    // Peak 40 gives y steps of 10 up to 40: the peak sits on the top gridline.
    assertThat(chart.yTicks()).extracting(RequestsChart.Tick::label).containsExactly("0", "10", "20", "30", "40");
    assertThat(chart.peakY()).isEqualTo(chart.yTicks().get(4).position()).isEqualTo(chart.plotTop());
    assertThat(chart.xTicks()).extracting(RequestsChart.Tick::label).containsExactly("+0 s", "+1 s", "+2 s", "+3 s", "+4 s");
    assertThat(chart.peakLabel()).isEqualTo("Peak: 40 requests at +1 s");
  }

  @Test
  void longRunsAreGroupedButKeepThePeakHeight() {
    List<SecondCount> seconds = new ArrayList<>();
    for (long s = 0; s < 7_200; s++) {
      seconds.add(new SecondCount(s, s == 4_321 ? 900 : 100, 0));
    }

    RequestsChart chart = ChartLayout.layout(seconds, 7_200, Optional.of(seconds.get(4_321)));

    String[] points = chart.okArea().split(" ");
    assertThat(points.length).isLessThanOrEqualTo(2 + 2 * ChartLayout.MAX_STEPS);
    double highest = Arrays.stream(points).mapToDouble(p -> Double.parseDouble(p.split(",")[1])).min().orElseThrow();
    assertThat(highest).isEqualTo(Double.parseDouble(chart.peakY()));
    assertThat(chart.caption()).contains("Each step covers 15 seconds");
    assertThat(chart.xTicks()).hasSizeLessThanOrEqualTo(9);
  }

  @Test
  void noRequestsGivesNoChart() {
    RequestsChart chart = ChartLayout.layout(List.of(), 5, Optional.empty());

    assertThat(chart.hasData()).isFalse();
    assertThat(chart.caption()).isEqualTo("No request completed during the run.");
  }
}
