package io.throng.report.sweep;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import io.throng.report.sweep.LevelLimit.Breach;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SweepTest {

  /**
   * Levels are {@code errorPercent/p99Ms} pairs, with {@code !} after a level whose load generator
   * was saturated (not a valid run); the limit is {@code maxErrorPercent/maxP99Ms}
   * with {@code -} for a part not given; {@code -} in the expectations means none.
   */
  @ParameterizedTest(name = "{0} within {1}: first broken {2}, highest held {3}")
  @CsvSource(delimiter = ';', textBlock = """
      # seed 002, one instance: 0 %, about 5 %, 5 %, 5 % and over 40 % errors at 100 ... 3000 threads
      0/200 5/857 5/1200 5/1495 41/9000; 10/-; 4; 3
      0/200 5/857 5/1200 5/1495 41/9000; 1/-; 1; 0
      0/200 5/857 5/1200 5/1495 41/9000; -/1000; 2; 1
      0/200 5/857 5/1200 5/1495 41/9000; 10/1300; 3; 2
      0/200 5/857 5/1200 5/1495 41/9000; 50/10000; -; 4
      6/200 0/100; 5/-; 0; -
      # a level after the first break that passes again does not count as held
      0/100 9/100 0/100; 5/-; 1; 0
      # exactly at the limit holds
      5/1000; 5/1000; -; 0
      41/9000; -/-; -; -
      # a level within the limit that was not a valid run does not hold, nor does any after it
      0/200 5/857! 5/1200; 10/-; 1; 0
      0/200! 0/200; 10/-; 0; -
      0/200 5/857 41/9000!; 10/-; 2; 1
      # without a limit nothing holds or breaks, valid or not
      0/200 5/857!; -/-; -; -
      """)
  void theFirstLevelOverTheLimitAndTheHighestThatHeld(String levels, String limit, String firstBroken, String held) {
    Sweep sweep = new Sweep(levels(levels), limit(limit));

    assertThat(sweep.firstBroken().isPresent() ? Integer.toString(sweep.firstBroken().getAsInt()) : "-")
        .isEqualTo(firstBroken);
    assertThat(sweep.highestHeld().map(l -> l.label()).orElse("-")).isEqualTo(held.equals("-") ? "-" : "level " + held);
  }

  @Test
  void aLevelOverBothPartsHasTwoBreaches() {
    Sweep sweep = new Sweep(levels("41/9000"), limit("5/1500"));

    assertThat(sweep.breaches(sweep.levels().get(0))).containsExactly(
        new Breach(Metric.ERROR_PERCENT, 41, 5), new Breach(Metric.P99_MICROS, 9_000_000, 1_500_000));
  }

  @Test
  void noLevelsIsAnError() {
    assertThatThrownBy(() -> new Sweep(List.of(), LevelLimit.NONE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("levels must not be empty");
  }

  /** Ten seconds at 95 % CPU: an invalid run by the default validity rules. */
  private static final HealthSummary SATURATED = new HealthSummary(0, LongStream.range(0, 10)
      .mapToObj(s -> new HealthSummary.SecondHealth(s, 95, 0, 1_000)).toList());

  @Test
  void aLevelWithinTheLimitThatWasNotValidIsTheFirstNotHeld() {
    Sweep sweep = new Sweep(levels("0/200 5/857!"), limit("10/-"));

    assertThat(sweep.held(sweep.levels().get(0))).isTrue();
    assertThat(sweep.held(sweep.levels().get(1))).isFalse();
    assertThat(sweep.breaches(sweep.levels().get(1))).isEmpty();
    assertThat(sweep.levels().get(1).run().validity().valid()).isFalse();
  }

  private static List<LevelFigures> levels(String text) {
    List<LevelFigures> levels = new ArrayList<>();
    String[] pairs = text.split(" ");
    for (int i = 0; i < pairs.length; i++) {
      boolean invalid = pairs[i].endsWith("!");
      String[] pair = pairs[i].replace("!", "").split("/");
      long ko = Long.parseLong(pair[0]);
      long p99 = Long.parseLong(pair[1]) * 1_000;
      ResponseTimes times = new ResponseTimes(100, p99, p99, p99, p99, p99, p99, p99, p99, p99, p99, p99, 0,
          Percentiles.EMPTY);
      RequestSummary total = new RequestSummary("total", 100 - ko, ko, times, ResponseTimes.NONE, List.of(), List.of(), new TreeMap<>());
      RunSummary run = new RunSummary("Sweep", 0, Optional.of(new Ending(10_000, "completed")), 10, 1,
          List.of(total), total, List.of(), UserSummary.NONE, LateSummary.NONE, invalid ? SATURATED : HealthSummary.NONE,
          TrafficSummary.NONE, List.of());
      levels.add(new LevelFigures("level " + i, "folder-" + i, "", run));
    }
    return levels;
  }

  private static LevelLimit limit(String text) {
    String[] parts = text.split("/");
    return new LevelLimit(
        parts[0].equals("-") ? OptionalDouble.empty() : OptionalDouble.of(Double.parseDouble(parts[0])),
        parts[1].equals("-") ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(parts[1]) * 1_000));
  }
}
