package io.throng.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reference values from Python's statistics.NormalDist and math.erfc. */
class NormalQuantileTest {

  @ParameterizedTest(name = "z({0}/{1}) = {2}")
  @CsvSource({
      "1, 5, -0.8416212335729142",
      "2, 5, -0.2533471031357998",
      "3, 5, 0.2533471031357998",
      "1, 2, 0.0",
      "1, 40, -1.9599639845400538",
      "3, 10, -0.5244005127080407",
      "1, 3, -0.43072729929545744",
      "1, 1000000, -4.753424308822899",
      "999999999, 1000000000, 5.9978070150076865",
  })
  void matchesTheStandardNormalQuantile(long numerator, long denominator, double expected) {
    assertThat(NormalQuantile.of(numerator, denominator)).isCloseTo(expected, within(1e-13 * Math.max(1, Math.abs(expected))));
  }

  @ParameterizedTest(name = "erfc({0}) = {1}")
  @CsvSource({
      "0.5, 0.4795001221869535",
      "1.9999, 0.004679802092970608",
      "2.0, 0.004677734981047265",
      "3.0, 2.2090496998585438e-05",
      "5.0, 1.5374597944280351e-12",
      "-1.0, 1.842700792949715",
  })
  void matchesTheComplementaryErrorFunction(double x, double expected) {
    assertThat(NormalQuantile.erfc(x)).isCloseTo(expected, within(1e-13 * expected));
  }
}
