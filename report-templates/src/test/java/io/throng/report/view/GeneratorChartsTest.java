package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.HealthSummary.SecondHealth;
import java.util.List;
import org.junit.jupiter.api.Test;

class GeneratorChartsTest {

  private final HealthSummary health = new HealthSummary(60, List.of(
      new SecondHealth(0, 40, 0, 2_000), new SecondHealth(1, 97, 50, 180_000), new SecondHealth(3, 20, 10, 1_000)));

  @Test
  void cpuIsALineOnAZeroToHundredAxisWithAGapWhereNoSecondWasLogged() {
    Chart chart = GeneratorCharts.cpu("cpu", health, 4, 90);

    assertThat(chart.title()).isEqualTo("Load generator CPU per second. Peak: 97 %");
    assertThat(chart.frame().yTicks()).extracting(Tick::label).containsExactly("0", "25", "50", "75", "100");
    assertThat(chart.series()).extracting(Series::cssClass).containsExactly("s-cpu");
    // Seconds 0-1 are one stroke, second 3 another: second 2 has no record.
    assertThat(ChartPaths.subpaths(chart.series().get(0).path())).isEqualTo(2);
  }

  @Test
  void lagAndGcShareAMillisecondAxisUpToTheWorstOfBoth() {
    Chart chart = GeneratorCharts.lag("lag", health, 4, 10_000);

    assertThat(chart.title()).isEqualTo("Event-loop lag and GC time per second. Worst lag: 180 ms");
    assertThat(chart.series()).extracting(Series::cssClass).containsExactly("s-lag", "s-gc");
    assertThat(ChartPaths.highest(ChartPaths.points(chart.series().get(0).path())))
        .isLessThan(ChartPaths.highest(ChartPaths.points(chart.series().get(1).path())));
  }

  @Test
  void aJvmThatCannotMeasureCpuGetsANoteInsteadOfAChart() {
    HealthSummary unknown = new HealthSummary(0, List.of(new SecondHealth(0, -1, 0, 500)));

    Chart chart = GeneratorCharts.cpu("cpu", unknown, 1, 90);

    assertThat(chart.hasData()).isFalse();
    assertThat(chart.caption()).contains("could not measure");
  }
}
