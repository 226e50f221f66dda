package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ExitStatusTest {

  static Stream<Arguments> codes() {
    return Stream.of(
        Arguments.of(0, ExitStatus.COMPLETED, "PASSED", true),
        Arguments.of(1, ExitStatus.ASSERTIONS_FAILED, "FAILED", true),
        Arguments.of(2, ExitStatus.TOOL_ERROR, "ERROR", false),
        Arguments.of(3, ExitStatus.RUN_INVALID, "INVALID", true),
        Arguments.of(137, ExitStatus.TOOL_ERROR, "ERROR", false),
        Arguments.of(143, ExitStatus.TOOL_ERROR, "ERROR", false),
        Arguments.of(-1, ExitStatus.TOOL_ERROR, "ERROR", false));
  }

  @ParameterizedTest
  @MethodSource("codes")
  void exitCodesMapToOneStatusSignalsAndUnknownCodesBeingToolErrors(int code, ExitStatus status, String word,
      boolean ranToEnd) {
    assertThat(ExitStatus.of(code)).isEqualTo(status);
    assertThat(status.word()).isEqualTo(word);
    assertThat(status.ranToEnd()).as("ran to the end").isEqualTo(ranToEnd);
  }

  @ParameterizedTest
  @MethodSource("codes")
  void eachStatusIsItsOwnCode(int code, ExitStatus status, String word, boolean ranToEnd) {
    assertThat(ExitStatus.of(status.code())).isEqualTo(status);
  }
}
