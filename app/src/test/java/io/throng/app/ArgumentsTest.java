package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArgumentsTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "--simulation Smoke                          | Smoke         | target/loadtest | false",
        "--simulation=a.b.Smoke                      | a.b.Smoke     | target/loadtest | false",
        "--simulation Smoke --results-dir out/runs   | Smoke         | out/runs        | false",
        "--results-dir=out --simulation Smoke        | Smoke         | out             | false",
        "--help                                      | -             | target/loadtest | true",
        "--simulation Smoke -h                       | Smoke         | target/loadtest | true",
      })
  void parses(String line, String simulation, String resultsDirectory, boolean help) {
    Arguments arguments = Arguments.parse(line.split(" "));

    assertThat(arguments)
        .isEqualTo(new Arguments(Optional.ofNullable(simulation), Path.of(resultsDirectory), help));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Smoke                                | unknown argument Smoke",
        "--simulaton Smoke                    | unknown argument --simulaton",
        "--simulation                         | --simulation needs a value",
        "--simulation=                        | --simulation needs a value",
        "--simulation --results-dir out       | --simulation needs a value",
        "--simulation Smoke --results-dir     | --results-dir needs a value",
      })
  void rejectsWithTheWrongArgumentNamed(String line, String message) {
    assertThatThrownBy(() -> Arguments.parse(line.split(" ")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }
}
