package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.SecondStats;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PercentilesChartTest {

  @Test
  void fourStepLinesWithAGapWhereNoRequestCompleted() {
    List<SecondStats> seconds = List.of(
        new SecondStats(0, 10, 0, 1_000, 2_000, 3_000, 4_000),
        new SecondStats(1, 10, 0, 1_000, 2_000, 3_000, 8_000),
        new SecondStats(3, 10, 0, 1_000, 2_000, 3_000, 4_000));

    Chart chart = PercentilesChart.of("p", seconds, 4);

    assertThat(chart.series()).extracting(Series::label).containsExactly("max", "p99", "p95", "p50");
    String max = chart.series().get(0).path();
    // Seconds 0-1 form one line, second 3 another: second 2 had no requests.
    assertThat(ChartPaths.subpaths(max)).isEqualTo(2);
    assertThat(ChartPaths.points(max)).hasSize(2 * 3);
    assertThat(ChartPaths.highest(ChartPaths.points(max))).isEqualTo(Plot.TOP);
    assertThat(chart.frame().yTicks()).extracting(Tick::label).containsExactly("0", "2", "4", "6", "8");
  }

  @Test
  void aLongRunKeepsEachLinesHighestSecond() {
    List<SecondStats> seconds = new ArrayList<>();
    for (long s = 0; s < 10_000; s++) {
      long p99 = s == 6_789 ? 500_000 : 20_000;
      seconds.add(new SecondStats(s, 100, 0, 5_000, 10_000, p99, 900_000));
    }

    Chart chart = PercentilesChart.of("p", seconds, 10_000);

    String p99 = chart.series().get(1).path();
    assertThat(ChartPaths.points(p99)).hasSizeLessThanOrEqualTo(2 * TimeAxis.MAX_STEPS);
    ValueAxis y = ValueAxis.micros(900_000);
    assertThat(ChartPaths.highest(ChartPaths.points(p99))).isEqualTo(Double.parseDouble(SvgPath.num(y.position(500_000))));
  }

  @Test
  void noRequestsGivesNoChart() {
    assertThat(PercentilesChart.of("p", List.of(), 3).hasData()).isFalse();
  }

  @Test
  void serviceTimesAreDrawnTheSameWayUnderTheirOwnTitleAndSayWhenTheLogHasNone() {
    List<SecondStats> seconds = List.of(new SecondStats(0, 10, 0, 1_000, 2_000, 3_000, 4_000));

    Chart service = PercentilesChart.service("s", seconds, 2);
    Chart none = PercentilesChart.service("n", List.of(), 2);

    assertThat(service.title()).isEqualTo("Service-time percentiles per second. Highest: 4.00 ms");
    assertThat(service.caption()).startsWith("p50, p95, p99 and max service time (from the actual send)");
    assertThat(service.series()).extracting(Series::path)
        .isEqualTo(PercentilesChart.of("p", seconds, 2).series().stream().map(Series::path).toList());
    assertThat(none.hasData()).isFalse();
    assertThat(none.caption()).startsWith("The run log has no service times");
  }
}
