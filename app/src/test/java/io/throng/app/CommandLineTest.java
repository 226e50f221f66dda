package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CommandLineTest {

  private static final Set<String> OPTIONS = Set.of("--out", "--max-p99");

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      --out dir a b                 | dir | -      | a b   | false
      a --out=dir b                 | dir | -      | a b   | false
      --max-p99 1.5s --out d x=y    | d   | 1.5s   | x=y   | false
      --max-p99 -1 a                | -   | -1     | a     | false
      --out d --out e a             | e   | -      | a     | false
      --help                        | -   | -      | -     | true
      a -h                          | -   | -      | a     | true
      """)
  void parsesOptionsAndOperands(String line, String out, String p99, String operands, boolean help) {
    CommandLine parsed = CommandLine.parse(OPTIONS, line.split(" "));

    assertThat(parsed.option("--out")).isEqualTo(Optional.ofNullable(out));
    assertThat(parsed.option("--max-p99")).isEqualTo(Optional.ofNullable(p99));
    assertThat(parsed.operands()).isEqualTo(operands == null ? List.of() : Arrays.asList(operands.split(" ")));
    assertThat(parsed.help()).isEqualTo(help);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      --outt dir a          | unknown option --outt; the options are --max-p99, --out
      a --out               | --out needs a value
      --out= a              | --out needs a value
      --out --max-p99 1s a  | --out needs a value
      """)
  void rejectsWithTheWrongArgumentNamed(String line, String message) {
    assertThatThrownBy(() -> CommandLine.parse(OPTIONS, line.split(" ")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }

  @Test
  void aCommandWithoutOptionsSaysSo() {
    assertThatThrownBy(() -> CommandLine.parse(Set.of(), "--out", "x"))
        .hasMessage("unknown option --out");
    assertThat(CommandLine.parse(Set.of(), "a").options()).isEqualTo(Map.of());
  }
}
