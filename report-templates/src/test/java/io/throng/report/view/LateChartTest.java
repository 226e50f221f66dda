package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.LateSummary.SecondLate;
import java.util.List;
import org.junit.jupiter.api.Test;

class LateChartTest {

  @Test
  void lateStartsAreAStepAreaUpToTheBusiestSecondAndTheTitleNamesTheWorstLag() {
    LateSummary late = new LateSummary(14, 2_000_000,
        List.of(new SecondLate(1, 4, 50_000), new SecondLate(2, 10, 2_000_000)));

    Chart chart = LateChart.of("late", late, 4);

    assertThat(chart.hasData()).isTrue();
    assertThat(chart.title()).isEqualTo("Requests started late per second. Worst lag: 2,000 ms");
    assertThat(chart.caption()).contains("fell behind its schedule");
    assertThat(chart.series()).extracting(Series::cssClass).containsExactly("s-late");
    List<double[]> points = ChartPaths.points(chart.series().get(0).path());
    // Baseline start + two points per second + baseline end; idle seconds stay on the baseline.
    assertThat(points).hasSize(2 + 2 * 4);
    assertThat(ChartPaths.highest(points)).isEqualTo(Double.parseDouble(chart.frame().top()));
    assertThat(points.get(1)[1]).isEqualTo(Double.parseDouble(chart.frame().bottom()));
  }

  @Test
  void aRunOnScheduleSaysSoInsteadOfDrawing() {
    Chart chart = LateChart.of("late", LateSummary.NONE, 10);

    assertThat(chart.hasData()).isFalse();
    assertThat(chart.caption()).startsWith("Every request started on schedule");
  }
}
