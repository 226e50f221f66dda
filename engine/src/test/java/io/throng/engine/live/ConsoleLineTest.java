package io.throng.engine.live;

import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.schedule.PlannedDuration;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** How the console's line reads: its time part for each thing a plan may tell, then the figures. */
class ConsoleLineTest {

  private static final Optional<Duration> NONE = Optional.empty();

  static Stream<Arguments> progress() {
    return Stream.of(
        Arguments.of(15, planned(Optional.of(ofSeconds(60)), true, NONE), "00:15 / 01:00 [#####---------------]  25%"),
        Arguments.of(0, planned(Optional.of(ofSeconds(60)), true, NONE), "00:00 / 01:00 [--------------------]   0%"),
        Arguments.of(60, planned(Optional.of(ofSeconds(60)), true, NONE), "01:00 / 01:00 [####################] 100%"),
        Arguments.of(63, planned(Optional.of(ofSeconds(60)), true, NONE), "01:03 / 01:00 [####################] 100%"),
        Arguments.of(5, planned(Optional.of(Duration.ZERO), true, NONE), "00:05 / 00:00 [####################] 100%"),
        Arguments.of(3_725, planned(Optional.of(ofSeconds(7_200)), true, NONE),
            "1:02:05 / 2:00:00 [##########----------]  51%"),
        Arguments.of(12, planned(Optional.of(ofSeconds(30)), false, NONE),
            "00:12 / injecting until 00:30 [########------------]  40%"),
        Arguments.of(35, planned(Optional.of(ofSeconds(30)), false, NONE), "00:35 / draining since 00:30"),
        Arguments.of(2, planned(Optional.of(Duration.ofMillis(2_984)), false, NONE),
            "00:02 / injecting until 00:03 [#############-------]  67%"),
        Arguments.of(3, planned(Optional.of(Duration.ofMillis(2_984)), false, NONE), "00:03 / draining since 00:03"),
        Arguments.of(12, planned(Optional.of(ofSeconds(30)), false, Optional.of(ofSeconds(60))),
            "00:12 / injecting until 00:30, at most 01:00 [########------------]  40%"),
        Arguments.of(35, planned(Optional.of(ofSeconds(30)), false, Optional.of(ofSeconds(60))),
            "00:35 / draining since 00:30, at most 01:00"),
        Arguments.of(15, planned(NONE, false, Optional.of(ofSeconds(30))), "00:15 / at most 00:30 [##########----------]  50%"),
        Arguments.of(15, PlannedDuration.UNKNOWN, "00:15 / end unknown"));
  }

  @ParameterizedTest(name = "{2}")
  @MethodSource("progress")
  void theTimePartSaysWhatThePlanTells(long elapsed, PlannedDuration planned, String expected) {
    assertThat(ConsoleLine.progress(elapsed, planned)).isEqualTo(expected);
  }

  static Stream<Arguments> lines() {
    PlannedDuration minute = planned(Optional.of(ofSeconds(60)), true, NONE);
    return Stream.of(
        Arguments.of(new ConsoleLine(15, minute, 10, 1523.44, 22_851, 12, 1_234, 3_456, 8_901, 12,
                List.of(Map.entry("user: status 500", 12L), Map.entry("home: connection refused", 3L))),
            List.of("00:15 / 01:00 [#####---------------]  25% | users     10 |   1523.4 req/s | OK     22851 | KO      12"
                    + " | p50   1.2 | p95   3.5 | p99   8.9 ms | cpu  12%",
                "         12 x user: status 500",
                "          3 x home: connection refused")),
        Arguments.of(new ConsoleLine(5, PlannedDuration.UNKNOWN, 0, 0, 0, 0, 0, 0, 0, -1, List.of()),
            List.of("00:05 / end unknown | users      0 |      0.0 req/s | OK         0 | KO       0"
                + " | p50   0.0 | p95   0.0 | p99   0.0 ms | cpu  -1%")));
  }

  @ParameterizedTest
  @MethodSource("lines")
  void aLineOfFiguresThenTheTopErrors(ConsoleLine line, List<String> expected) {
    assertThat(line.lines()).containsExactlyElementsOf(expected);
  }

  private static PlannedDuration planned(Optional<Duration> injectionEnd, boolean ends, Optional<Duration> limit) {
    return new PlannedDuration(injectionEnd, ends, limit);
  }
}
