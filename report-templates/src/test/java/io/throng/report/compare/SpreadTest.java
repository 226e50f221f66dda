package io.throng.report.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SpreadTest {

  @ParameterizedTest(name = "{0} -> mean {1}, sd {2}, {3}-{4}")
  @CsvSource(delimiter = ';', textBlock = """
      # seed 003, Apache, 2 users every 5 s: 27.4, 27.4, 27.3
      27.4 27.4 27.3; 27.3667; 0.057735; 27.3; 27.4
      # seed 003, nginx, 30 min, requests of the three runs
      200803 198867 199545; 199738.33; 982.373; 198867; 200803
      5; 5; 0; 5; 5
      1 3; 2; 1.414214; 1; 3
      -2 2; 0; 2.828427; -2; 2
      """)
  void meanSampleStandardDeviationAndRange(String values, double mean, double stdDev, double min, double max) {
    double[] numbers = Arrays.stream(values.split(" ")).mapToDouble(Double::parseDouble).toArray();

    Spread spread = Spread.of(numbers);

    assertThat(spread.count()).isEqualTo(numbers.length);
    assertThat(spread.mean()).isCloseTo(mean, within(0.01));
    assertThat(spread.stdDev()).isCloseTo(stdDev, within(0.01));
    assertThat(spread.min()).isEqualTo(min);
    assertThat(spread.max()).isEqualTo(max);
  }

  @Test
  void noValuesIsAnError() {
    assertThatThrownBy(Spread::of).isInstanceOf(IllegalArgumentException.class).hasMessage("values must not be empty");
  }
}
