package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.SecondStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ThroughputChartTest {

  @Test
  void oneStepPerSecondKoStackedOnOkAndThePeakMarkerOnTop() {
    List<SecondStats> seconds = List.of(second(0, 10, 0), second(1, 30, 10), second(3, 5, 0));

    Chart chart = ThroughputChart.of("t", seconds, 4, Optional.of(seconds.get(1)));

    assertThat(chart.hasData()).isTrue();
    assertThat(chart.series()).extracting(Series::cssClass).containsExactly("s-ok", "s-ko");
    // Baseline start + two points per second + baseline end.
    assertThat(ChartPaths.points(chart.series().get(0).path())).hasSize(2 + 2 * 4);
    // One KO block, from the OK level (30) up to the total (40).
    assertThat(ChartPaths.points(chart.series().get(1).path())).hasSize(4);
    assertThat(chart.frame().yTicks()).extracting(Tick::label).containsExactly("0", "10", "20", "30", "40");
    Marker peak = chart.markers().get(0);
    assertThat(peak.y()).isEqualTo(chart.frame().top());
    assertThat(peak.label()).isEqualTo("Peak: 40 requests at +1 s");
    assertThat(chart.frame().xTicks()).extracting(Tick::label).containsExactly("+0 s", "+1 s", "+2 s", "+3 s", "+4 s");
  }

  @Test
  void longRunsAreGroupedButKeepThePeakHeight() {
    List<SecondStats> seconds = new ArrayList<>();
    for (long s = 0; s < 7_200; s++) {
      seconds.add(second(s, s == 4_321 ? 900 : 100, 0));
    }

    Chart chart = ThroughputChart.of("t", seconds, 7_200, Optional.of(seconds.get(4_321)));

    List<double[]> points = ChartPaths.points(chart.series().get(0).path());
    assertThat(points.size()).isLessThanOrEqualTo(2 + 2 * TimeAxis.MAX_STEPS);
    assertThat(ChartPaths.highest(points)).isEqualTo(Double.parseDouble(chart.markers().get(0).y()));
    assertThat(chart.caption()).contains("Each step covers 15 seconds");
    assertThat(chart.series()).hasSize(1);
  }

  @Test
  void noRequestsGivesNoChart() {
    Chart chart = ThroughputChart.of("t", List.of(), 5, Optional.empty());

    assertThat(chart.hasData()).isFalse();
    assertThat(chart.caption()).isEqualTo("No request completed during the run.");
  }

  static SecondStats second(long second, long ok, long ko) {
    return new SecondStats(second, ok, ko, 1_000, 2_000, 3_000, 4_000);
  }
}
