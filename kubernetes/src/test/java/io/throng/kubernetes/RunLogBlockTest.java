package io.throng.kubernetes;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RunLogBlockTest {

  private static final String B = RunLogBlock.BEGIN;
  private static final String E = RunLogBlock.END;

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      only the block               | #B#a\\tb#c#E#                    | a\\tb#c#
      console lines around it      | [5s] users 3#B#a#E#Report: x#    | a#
      no newline after END         | x#B#a#b#E                        | a#b#
      carriage returns             | x\\r#B\\r#a\\r#E\\r#             | a#
      the last block wins          | #B#old#E#B#new#E#                | new#
      """)
  void extractsTheLinesBetweenTheMarkers(String name, String podLog, String runLog) {
    assertThat(RunLogBlock.extract(text(podLog))).isEqualTo(text(runLog));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      no block at all     | Exception in thread main#     | has no line -----BEGIN THRONG RUN LOG-----
      cut off             | #B#a#b#                       | was cut off
      END before BEGIN    | #E#B#a#                       | has no line -----END THRONG RUN LOG----- after
      empty block         | #B#E#                         | is empty
      a marker inside     | #x-----BEGIN THRONG RUN LOG-----#a#E# | has no line -----BEGIN
      """)
  void saysWhatIsMissing(String name, String podLog, String problem) {
    assertThatIllegalArgumentException()
        .isThrownBy(() -> RunLogBlock.extract(text(podLog)))
        .withMessageContaining(problem);
  }

  /** {@code #} is a line break, {@code B} and {@code E} between breaks the markers. */
  private static String text(String table) {
    return table.replace("\\t", "\t").replace("\\r", "\r")
        .replace("#B", "#" + B).replace("#E", "#" + E).replace("#", "\n");
  }
}
