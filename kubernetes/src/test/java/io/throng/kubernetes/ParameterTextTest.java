package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ParameterTextTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(textBlock = """
      250ms,   PT0.25S
      90s,     PT1M30S
      ' 15m ', PT15M
      2H,      PT2H
      0s,      PT0S
      PT1M30S, PT1M30S
      """)
  void readsShortAndIsoDurations(String text, Duration expected) {
    assertThat(ParameterText.duration("timeout", text)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', nullValues = "null", textBlock = """
      90   | timeout must be a duration such as 90s, 15m, 2h or PT1M30S, was '90'
      1.5h | timeout must be a duration such as 90s, 15m, 2h or PT1M30S, was '1.5h'
      ten s| timeout must be a duration such as 90s, 15m, 2h or PT1M30S, was 'ten s'
      null | timeout must be a duration such as 90s, 15m, 2h or PT1M30S, was 'null'
      """)
  void rejectsWhatItCannotRead(String text, String message) {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> ParameterText.duration("timeout", text))
        .withMessage(message);
  }

  @Test
  void readsInstantsInUtc() {
    assertThat(ParameterText.instant("startAt", "2026-12-01T09:00:00Z"))
        .isEqualTo(Instant.parse("2026-12-01T09:00:00Z"));
    assertThatIllegalArgumentException()
        .isThrownBy(() -> ParameterText.instant("startAt", "tomorrow"))
        .withMessage("startAt must be an instant such as 2026-12-01T09:00:00Z, was 'tomorrow'");
  }

  @Test
  void splitsWordsOnWhitespace() {
    assertThat(ParameterText.words("  -Xmx2g   -XX:+UseZGC ")).containsExactly("-Xmx2g", "-XX:+UseZGC");
    assertThat(ParameterText.words(null)).isEmpty();
    assertThat(ParameterText.words(" ")).isEmpty();
  }
}
