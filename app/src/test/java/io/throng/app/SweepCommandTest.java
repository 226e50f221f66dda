package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SweepCommandTest {

  @ParameterizedTest(name = "{0} -> {1} µs")
  @CsvSource(textBlock = """
      1500ms, 1500000
      1.5s, 1500000
      1500, 1500000
      2s, 2000000
      0.25ms, 250
      20 ms , 20000
      """)
  void timesAreMillisecondsUnlessTheySaySeconds(String text, long micros) {
    assertThat(SweepCommand.time(text)).isEqualTo(Duration.ofNanos(micros * 1_000));
  }

  @ParameterizedTest
  @ValueSource(strings = {"fast", "-1", "1.5 min", "ms"})
  void anythingElseIsRejected(String text) {
    assertThatThrownBy(() -> SweepCommand.time(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a time such as 1500ms or 1.5s");
  }
}
