package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.SecondStats;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OverlayChartTest {

  @Test
  void eachRunIsOneLineAlignedOnItsOwnSecondsOnAnAxisAsLongAsTheLongestRun() {
    OverlayChart.Line shortRun = new OverlayChart.Line("a#1", "s-line s-c0",
        List.of(second(0, 10, 1_000), second(1, 20, 2_000)), 2);
    OverlayChart.Line longRun = new OverlayChart.Line("b#1", "s-line s-c1",
        List.of(second(0, 5, 1_000), second(3, 40, 8_000)), 4);

    Chart chart = OverlayChart.throughput("t", List.of(shortRun, longRun));

    assertThat(chart.series()).extracting(Series::label).containsExactly("a#1", "b#1");
    assertThat(chart.series()).extracting(Series::cssClass).containsExactly("s-line s-c0", "s-line s-c1");
    TimeAxis time = new TimeAxis(4);
    ValueAxis y = ValueAxis.counts(40);
    List<double[]> a = ChartPaths.points(chart.series().get(0).path());
    // The two-second run ends half-way across the four-second axis.
    assertThat(a.get(a.size() - 1)[0]).isEqualTo(Double.parseDouble(SvgPath.num(time.position(2))));
    List<double[]> b = ChartPaths.points(chart.series().get(1).path());
    // The idle seconds 1 and 2 of the long run are drawn at zero, not left out.
    assertThat(b).hasSize(2 * 4);
    assertThat(b.get(2)[1]).isEqualTo(Plot.BOTTOM);
    assertThat(ChartPaths.highest(b)).isEqualTo(Double.parseDouble(SvgPath.num(y.position(40))));
    assertThat(chart.frame().yTicks()).extracting(Tick::label).last().isEqualTo("40");
  }

  @Test
  void p95LeavesGapsWhereARunCompletedNothing() {
    OverlayChart.Line run = new OverlayChart.Line("a", "s-line s-c0",
        List.of(second(0, 10, 1_000), second(2, 10, 3_000)), 3);

    Chart chart = OverlayChart.p95("p", List.of(run));

    assertThat(ChartPaths.subpaths(chart.series().get(0).path())).isEqualTo(2);
    assertThat(chart.frame().yTicks()).extracting(Tick::label).last().isEqualTo("3");
  }

  @Test
  void runsWithoutRequestsGiveNoChart() {
    Chart chart = OverlayChart.throughput("t", List.of(new OverlayChart.Line("a", "s-line s-c0", List.of(), 5)));

    assertThat(chart.hasData()).isFalse();
    assertThat(chart.caption()).isEqualTo("No request completed in any of the runs.");
  }

  private static SecondStats second(long second, long requests, long p95) {
    return new SecondStats(second, requests, 0, p95 / 2, p95, p95, p95);
  }

  @ParameterizedTest
  @CsvSource({
      "0, 0, s-line s-c0",
      "7, 0, s-line s-c7",
      "8, 1, s-line s-c0 s-d1",
      "2, 2, s-line s-c2 s-d2",
      "17, 3, s-line s-c1",
  })
  void lineClassesCycleColoursAndDashes(int colour, int dash, String css) {
    assertThat(OverlayChart.lineClass(colour, dash)).isEqualTo(css);
  }
}
