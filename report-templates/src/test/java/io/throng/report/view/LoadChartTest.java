package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.SecondStats;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoadChartTest {

  @Test
  void oneDotPerSecondAtItsTpsAndP95() {
    List<SecondStats> seconds = List.of(
        new SecondStats(0, 100, 0, 1_000, 4_000, 5_000, 6_000),
        new SecondStats(1, 180, 20, 1_000, 8_000, 9_000, 9_000));

    Chart chart = LoadChart.of("l", seconds);

    List<double[]> dots = ChartPaths.points(chart.series().get(0).path());
    assertThat(dots).hasSize(2);
    assertThat(dots.get(1)).containsExactly(Plot.RIGHT, Plot.TOP);
    assertThat(dots.get(0)[0]).isEqualTo((Plot.LEFT + Plot.RIGHT) / 2.0);
    assertThat(chart.series().get(0).path()).contains("h0");
    assertThat(chart.frame().xUnit()).isEqualTo("requests/s");
  }

  @Test
  void secondsThatLandOnTheSameSpotAreDrawnOnceButOutliersStay() {
    List<SecondStats> seconds = new ArrayList<>();
    for (long s = 0; s < 86_400; s++) {
      seconds.add(new SecondStats(s, 1_000 + s % 7, 0, 1_000, 4_000 + s % 5, 6_000, 9_000));
    }
    seconds.add(new SecondStats(86_400, 3_000, 0, 1_000, 90_000, 95_000, 99_000));

    Chart chart = LoadChart.of("l", seconds);

    List<double[]> dots = ChartPaths.points(chart.series().get(0).path());
    assertThat(dots).hasSizeLessThan(20);
    double outlierY = Double.parseDouble(SvgPath.num(ValueAxis.micros(90_000).position(90_000)));
    assertThat(dots).anySatisfy(d -> assertThat(d).containsExactly(Plot.RIGHT, outlierY));
  }
}
