package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.Ending;
import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.Metric;
import io.throng.report.aggregate.Percentiles;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.TrafficSummary;
import io.throng.report.aggregate.UserSummary;
import io.throng.report.sweep.LevelFigures;
import io.throng.report.sweep.LevelLimit;
import io.throng.report.sweep.Sweep;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LevelChartTest {

  private static final List<LevelChart.Line> ERRORS = List.of(new LevelChart.Line("error %", "s-line s-c1", Metric.ERROR_PERCENT));

  @Test
  void levelsAreEvenlySpacedWithADotEachTheLimitDashedAndTheFirstBreakCircled() {
    // seed 002: 0 %, 5 %, 5 %, 5 % and 41 % errors at 100, 500, 1000, 1500 and 3000 threads
    Sweep sweep = new Sweep(levels(0, 5, 5, 5, 41), new LevelLimit(OptionalDouble.of(10), OptionalLong.empty()));

    Chart chart = LevelChart.of("e", "Error %", "caption", sweep, ERRORS, OptionalDouble.of(10), "%");

    assertThat(chart.frame().xTicks()).extracting(Tick::label)
        .containsExactly("level 0", "level 1", "level 2", "level 3", "level 4");
    assertThat(chart.frame().xTicks()).extracting(Tick::position)
        .containsExactly("148.8", "318.4", "488", "657.6", "827.2");
    assertThat(chart.series()).extracting(Series::cssClass).containsExactly("s-line s-c1", "s-points s-line s-c1", "s-limit");
    assertThat(chart.series()).extracting(Series::label).containsExactly("error %", "", "limit");
    assertThat(ChartPaths.points(chart.series().get(0).path())).hasSize(5);
    ValueAxis y = ValueAxis.counts(41);
    assertThat(ChartPaths.points(chart.series().get(2).path()))
        .allSatisfy(p -> assertThat(p[1]).isEqualTo(Double.parseDouble(SvgPath.num(y.position(10)))));
    assertThat(chart.markers()).containsExactly(
        new Marker("827.2", SvgPath.num(y.position(41)), "First level over the limit: level 4"));
  }

  @Test
  void theAxisReachesTheLimitEvenWhenEveryLevelIsFarBelowIt() {
    Sweep sweep = new Sweep(levels(0, 1), new LevelLimit(OptionalDouble.of(20), OptionalLong.empty()));

    Chart chart = LevelChart.of("e", "Error %", "caption", sweep, ERRORS, OptionalDouble.of(20), "%");

    assertThat(chart.frame().yTicks()).extracting(Tick::label).last().isEqualTo("20");
    assertThat(chart.markers()).isEmpty();
  }

  @Test
  void manyLevelsShowEveryFewLabels() {
    double[] errors = new double[30];
    Sweep sweep = new Sweep(levels(errors), LevelLimit.NONE);

    Chart chart = LevelChart.of("e", "Error %", "caption", sweep, ERRORS, OptionalDouble.empty(), "%");

    assertThat(chart.frame().xTicks()).hasSizeLessThanOrEqualTo(LevelChart.MAX_LABELS)
        .extracting(Tick::label).startsWith("level 0", "level 3");
  }

  @ParameterizedTest
  @CsvSource(delimiter = ';', value = {
      // the ends where evenly spaced levels would sit (170 and 806 of 4); 500 threads 400/2,900 of the way
      "100 threads|500 threads|1,500 threads|3000 threads; 170, 257.7, 477, 806; The level axis is to scale.",
      "10|20|40; 205.3, 393.8, 770.7; The level axis is to scale.",
      "small|medium|large; 205.3, 488, 770.7; Levels are evenly spaced in the order run: their labels are not rising numbers.",
      "300 users|100 users|200 users; 205.3, 488, 770.7; Levels are evenly spaced in the order run: their labels are not rising numbers."})
  void numberedRisingLevelsAreToScaleAndOthersEvenlySpaced(String labels, String positions, String says) {
    List<LevelFigures> levels = new ArrayList<>();
    String[] names = labels.split("\\|");
    List<LevelFigures> plain = levels(new double[names.length]);
    for (int i = 0; i < plain.size(); i++) {
      levels.add(new LevelFigures(names[i], "folder", "", plain.get(i).run()));
    }

    Chart chart = LevelChart.of("e", "Error %", "caption.", new Sweep(levels, LevelLimit.NONE), ERRORS,
        OptionalDouble.empty(), "%");

    assertThat(chart.frame().xTicks()).extracting(Tick::position).containsExactly(positions.split(", "));
    assertThat(chart.caption()).isEqualTo("caption. " + says);
  }

  private static List<LevelFigures> levels(double... errorPercents) {
    List<LevelFigures> levels = new ArrayList<>();
    for (int i = 0; i < errorPercents.length; i++) {
      long ko = Math.round(errorPercents[i]);
      ResponseTimes times = new ResponseTimes(100, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000,
          1_000, 1_000, 0, Percentiles.EMPTY);
      RequestSummary total = new RequestSummary("total", 100 - ko, ko, times, ResponseTimes.NONE, List.of(), List.of(), new TreeMap<>());
      RunSummary run = new RunSummary("Sweep", 0, Optional.of(new Ending(10_000, "completed")), 10, 1,
          List.of(total), total, List.of(), UserSummary.NONE, LateSummary.NONE, HealthSummary.NONE, TrafficSummary.NONE, List.of());
      levels.add(new LevelFigures("level " + i, "folder", "", run));
    }
    return levels;
  }
}
