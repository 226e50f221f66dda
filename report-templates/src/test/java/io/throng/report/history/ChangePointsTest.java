package io.throng.report.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** E-Divisive means on synthetic series whose change points are known; the noise is seeded, so exact. */
class ChangePointsTest {

  static Stream<Arguments> series() {
    return Stream.of(
        Arguments.of("constant", constant(20, 100), List.of()),
        Arguments.of("noise only, ±10 %", noise(new Random(1), 40, 100, 10), List.of()),
        Arguments.of("a 50 % step in ±5 % noise", concat(noise(new Random(2), 10, 100, 5), noise(new Random(3), 10, 150, 5)),
            List.of(10)),
        Arguments.of("a 20 % drop in ±5 % noise (throughput)",
            concat(noise(new Random(4), 12, 100, 5), noise(new Random(5), 12, 80, 5)), List.of(12)),
        Arguments.of("a step in the last three runs", concat(noise(new Random(6), 9, 100, 3), constant(3, 130)),
            List.of(9)),
        Arguments.of("up, then back down", concat(noise(new Random(7), 8, 100, 3), noise(new Random(8), 8, 140, 3),
            noise(new Random(9), 8, 100, 3)), List.of(8, 16)),
        Arguments.of("five runs, then five clearly slower", concat(constant(5, 50), constant(5, 1000)), List.of(5)));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("series")
  void findsTheKnownChangePoints(String name, double[] values, List<Integer> expected) {
    ChangePoints.Detection detection = ChangePoints.find(values);

    assertThat(detection.examined()).isTrue();
    assertThat(detection.points()).extracting(ChangePoints.ChangePoint::index).isEqualTo(expected);
    assertThat(detection.points()).allSatisfy(point -> assertThat(point.pValue())
        .isBetween(1.0 / (ChangePoints.PERMUTATIONS + 1), ChangePoints.SIGNIFICANCE));
  }

  @Test
  void aChangePointCarriesTheLevelsOnEitherSide() {
    ChangePoints.ChangePoint point = ChangePoints.find(concat(constant(6, 10), constant(6, 25))).points().get(0);

    assertThat(point.index()).isEqualTo(6);
    assertThat(point.before()).isEqualTo(10);
    assertThat(point.after()).isEqualTo(25);
    assertThat(point.pValue()).isCloseTo(1.0 / (ChangePoints.PERMUTATIONS + 1), within(0.01));
  }

  @Test
  void tooFewRunsAreSaidNotExamined() {
    ChangePoints.Detection detection = ChangePoints.find(concat(constant(4, 10), constant(3, 100)));

    assertThat(detection.examined()).isFalse();
    assertThat(detection.points()).isEmpty();
    assertThat(detection.note()).isEqualTo("too few runs to look for change points: 7 of at least 8 (3 on each side"
        + " of a change, and enough orders to tell it from chance)");
  }

  @Test
  void theSameSeriesAlwaysGivesTheSameAnswer() {
    double[] values = concat(noise(new Random(10), 10, 100, 8), noise(new Random(11), 10, 112, 8));

    assertThat(ChangePoints.find(values)).isEqualTo(ChangePoints.find(values.clone()));
  }

  /**
   * The permutation test holds its level: of 200 series of pure noise, about 5 % may show a change
   * point by chance, and far more would mean the search's pick of the best split went unaccounted.
   */
  @Test
  void pureNoiseRarelyShowsAChangePoint() {
    Random random = new Random(12);
    int flagged = 0;
    for (int i = 0; i < 200; i++) {
      if (!ChangePoints.find(noise(random, 16, 100, 10)).points().isEmpty()) {
        flagged++;
      }
    }
    assertThat(flagged).as("series of noise with a change point, of 200").isLessThanOrEqualTo(16);
  }

  @Test
  void theBestSplitOfACleanStepIsTheStep() {
    double[] best = ChangePoints.best(concat(constant(3, 0), constant(7, 1)));

    assertThat(best[0]).isEqualTo(3);
    assertThat(best[1]).isCloseTo(4.2, within(1e-9));
  }

  private static double[] constant(int n, double value) {
    double[] values = new double[n];
    Arrays.fill(values, value);
    return values;
  }

  /** {@code n} values around {@code mean} with a standard deviation of {@code percent} of it. */
  private static double[] noise(Random random, int n, double mean, double percent) {
    double[] values = new double[n];
    for (int i = 0; i < n; i++) {
      values[i] = mean * (1 + random.nextGaussian() * percent / 100);
    }
    return values;
  }

  private static double[] concat(double[]... parts) {
    return Arrays.stream(parts).flatMapToDouble(Arrays::stream).toArray();
  }
}
