package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SweepLimitTest {

  @Test
  void eachPartIsAddedToANewLimit() {
    SweepLimit errors = SweepLimit.none().maxErrorPercent(5);
    SweepLimit both = errors.maxP99(Duration.ofMillis(1_500));

    assertThat(errors.maxP99()).isEmpty();
    assertThat(both.maxErrorPercent()).hasValue(5);
    assertThat(both.maxP99()).hasValue(Duration.ofMillis(1_500));
    assertThat(SweepLimit.none().maxErrorPercent()).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(doubles = {-0.1, 100.5, Double.NaN})
  void anErrorPercentOutsideZeroToHundredIsRejected(double percent) {
    assertThatThrownBy(() -> SweepLimit.none().maxErrorPercent(percent))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxErrorPercent must be between 0 and 100, was " + percent);
  }

  @ParameterizedTest
  @ValueSource(longs = {0, -1})
  void aP99ThatIsNotPositiveIsRejected(long millis) {
    assertThatThrownBy(() -> SweepLimit.none().maxP99(Duration.ofMillis(millis)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("maxP99 must be > 0, was " + Duration.ofMillis(millis));
  }
}
