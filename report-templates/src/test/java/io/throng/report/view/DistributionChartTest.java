package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.throng.report.aggregate.DistributionBin;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DistributionChartTest {

  @Test
  void oneBarPerNonEmptyBinOnALogarithmicAxis() {
    List<DistributionBin> bins = List.of(
        new DistributionBin(1_000, 10_000, 40), new DistributionBin(10_000, 100_000, 0),
        new DistributionBin(100_000, 1_000_000, 10));

    Chart chart = DistributionChart.of("d", bins);

    List<double[]> corners = ChartPaths.points(chart.series().get(0).path());
    assertThat(corners).hasSize(2 * 4);
    // Equal ratios take equal widths: the third bin starts two thirds of the way across.
    assertThat(corners.get(4)[0]).isEqualTo(Plot.LEFT + (Plot.RIGHT - Plot.LEFT) * 2 / 3.0, offset(0.1));
    assertThat(ChartPaths.highest(corners)).isEqualTo(Plot.TOP);
    assertThat(chart.frame().xTicks()).extracting(Tick::label).containsExactly("1", "2", "5", "10", "20", "50", "100", "200", "500", "1,000");
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
    // low µs; high µs; labels in ms
    "1000; 1000000; 1|2|5|10|20|50|100|200|500|1,000",
    "100; 30000000; 0.1|1|10|100|1,000|10,000",
    "3000; 3100; 3|3.1",
    "850; 1500; 0.85|1.5"
  })
  void logAxisLabelsRoundValuesOrItsEnds(long low, long high, String labels) {
    assertThat(new LogAxis(low, high).ticks()).extracting(Tick::label).containsExactly(labels.split("\\|"));
  }

  @Test
  void noRequestsGivesNoChart() {
    assertThat(DistributionChart.of("d", List.of()).hasData()).isFalse();
  }
}
