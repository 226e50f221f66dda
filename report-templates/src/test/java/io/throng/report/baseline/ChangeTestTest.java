package io.throng.report.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class ChangeTestTest {

  private static final double[] STEADY = {10, 10.5, 9.8, 10.2, 10.1};

  static Stream<Arguments> samples() {
    return Stream.of(
        Arguments.of("identical", STEADY, STEADY, true, BaselineVerdict.UNCHANGED),
        Arguments.of("30 % slower", STEADY, scaled(STEADY, 1.3), true, BaselineVerdict.REGRESSED),
        Arguments.of("30 % faster", STEADY, scaled(STEADY, 0.7), true, BaselineVerdict.IMPROVED),
        Arguments.of("throughput 30 % lower", STEADY, scaled(STEADY, 0.7), false, BaselineVerdict.REGRESSED),
        Arguments.of("throughput 30 % higher", STEADY, scaled(STEADY, 1.3), false, BaselineVerdict.IMPROVED),
        Arguments.of("one judged run within the noise", STEADY, new double[] {10.05}, true,
            BaselineVerdict.UNCHANGED),
        Arguments.of("one judged run far off", STEADY, new double[] {15}, true, BaselineVerdict.REGRESSED),
        Arguments.of("5 % slower, inside the tolerance", STEADY, scaled(STEADY, 1.05), true,
            BaselineVerdict.UNCHANGED),
        Arguments.of("±20 % noise, 15 % slower", new double[] {8, 12, 9, 13, 10},
            new double[] {9.5, 13.5, 10.5, 15, 11.5}, true, BaselineVerdict.INCONCLUSIVE));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void judgesTheSamples(String name, double[] baseline, double[] now, boolean higherIsWorse, BaselineVerdict expected) {
    Change change = ChangeTest.judge(baseline, now, true, higherIsWorse, 10);

    assertThat(change.verdict()).isEqualTo(expected);
    assertThat(change.worseLow()).isLessThanOrEqualTo(change.worse());
    assertThat(change.worse()).isLessThanOrEqualTo(change.worseHigh());
    assertThat(change.advice().isEmpty()).isEqualTo(expected != BaselineVerdict.INCONCLUSIVE);
  }

  @Test
  void estimatesTheRatio() {
    Change change = ChangeTest.judge(STEADY, scaled(STEADY, 1.3), true, true, 10);

    assertThat(change.worse()).isCloseTo(30, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(change.worseLow()).isGreaterThan(20);
    assertThat(change.worseHigh()).isLessThan(40);
  }

  @Test
  void tooFewRunsIsInconclusiveAndSaysWhatWouldDecide() {
    Change change = ChangeTest.judge(new double[] {10}, new double[] {20}, true, true, 10);

    assertThat(change.verdict()).isEqualTo(BaselineVerdict.INCONCLUSIVE);
    assertThat(change.advice()).contains("needs at least 3 runs in all", "has 1 + 1", "loadtest.repeat");
  }

  @Test
  void noisyRunsSayHowManyRepeatsWouldDecide() {
    Change change = ChangeTest.judge(new double[] {8, 12, 9, 13, 10}, new double[] {16}, true, true, 10);

    assertThat(change.verdict()).isEqualTo(BaselineVerdict.INCONCLUSIVE);
    assertThat(change.advice()).contains("straddles the tolerance ±10 %");
  }

  @Test
  void errorPercentagesDifferInPoints() {
    double[] none = {0, 0, 0, 0, 0};

    assertThat(ChangeTest.judge(none, none, false, true, 1).verdict()).isEqualTo(BaselineVerdict.UNCHANGED);
    assertThat(ChangeTest.judge(none, new double[] {5, 5, 5}, false, true, 1).verdict())
        .isEqualTo(BaselineVerdict.REGRESSED);
    assertThat(ChangeTest.judge(none, new double[] {0.5, 0, 0}, false, true, 1).verdict())
        .isEqualTo(BaselineVerdict.UNCHANGED);
  }

  @Test
  void aRunWithoutValuesIsInconclusive() {
    assertThat(ChangeTest.judge(STEADY, new double[] {0, 10}, true, true, 10).verdict())
        .isEqualTo(BaselineVerdict.INCONCLUSIVE);
  }

  /**
   * A/A on synthetic runs: the same setup with ±20 % run-to-run noise (a log-normal of 10 %
   * standard deviation), judged 5 against 5 runs, 2,000 times; the test is seeded, so it is exact.
   */
  @Test
  void rarelyCallsNoiseARegression() {
    Random random = new Random(19);
    int regressed = 0;
    int trials = 2_000;
    for (int i = 0; i < trials; i++) {
      Change change = ChangeTest.judge(noisy(random, 5, 1), noisy(random, 5, 1), true, true, 10);
      regressed += change.verdict() == BaselineVerdict.REGRESSED ? 1 : 0;
    }
    assertThat(regressed).isLessThanOrEqualTo(trials / 20);
  }

  @Test
  void catchesAFiftyPercentRegressionThroughTheNoise() {
    Random random = new Random(20);
    int regressed = 0;
    int trials = 200;
    for (int i = 0; i < trials; i++) {
      Change change = ChangeTest.judge(noisy(random, 5, 1), noisy(random, 5, 1.5), true, true, 10);
      regressed += change.verdict() == BaselineVerdict.REGRESSED ? 1 : 0;
    }
    assertThat(regressed).isGreaterThanOrEqualTo(trials * 9 / 10);
  }

  private static double[] noisy(Random random, int runs, double scale) {
    double[] values = new double[runs];
    for (int i = 0; i < runs; i++) {
      values[i] = 10 * scale * Math.exp(0.1 * random.nextGaussian());
    }
    return values;
  }

  private static double[] scaled(double[] values, double factor) {
    double[] scaled = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      scaled[i] = values[i] * factor;
    }
    return scaled;
  }
}
