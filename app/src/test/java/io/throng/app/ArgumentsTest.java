package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArgumentsTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "--simulation Smoke                          | Smoke     | target/loadtest | -        | -   | -      | false",
        "--simulation=a.b.Smoke                      | a.b.Smoke | target/loadtest | -        | -   | -      | false",
        "--simulation Smoke --results-dir out/runs   | Smoke     | out/runs        | -        | -   | -      | false",
        "--results-dir=out --simulation Smoke        | Smoke     | out             | -        | -   | -      | false",
        "--simulation Smoke --config ci.conf         | Smoke     | target/loadtest | ci.conf  | -   | -      | false",
        "--report runs/a                             | -         | target/loadtest | -        | runs/a | -      | false",
        "--report=runs/a,runs/b                      | -         | target/loadtest | -        | runs/a,runs/b | -      | false",
        "--report runs/a,runs/b --output merged      | -         | target/loadtest | -        | runs/a,runs/b | merged | false",
        "--help                                      | -         | target/loadtest | -        | -   | -      | true",
        "--simulation Smoke -h                       | Smoke     | target/loadtest | -        | -   | -      | true",
      })
  void parses(
      String line, String simulation, String resultsDirectory, String config, String report, String output, boolean help) {
    Arguments arguments = Arguments.parse(line.split(" "));

    List<Path> reportRuns = report == null ? List.of() : Arrays.stream(report.split(",")).map(Path::of).toList();
    assertThat(arguments).isEqualTo(new Arguments(Optional.ofNullable(simulation), Path.of(resultsDirectory),
        Optional.ofNullable(config).map(Path::of), reportRuns, Optional.ofNullable(output).map(Path::of), help));
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
        "--config                             | --config needs a value",
        "--report runs/a --simulation Smoke   | --report regenerates a report and runs nothing: leave out --simulation",
        "--simulation Smoke --output out      | --output goes with --report; a run writes into its own folder",
      })
  void rejectsWithTheWrongArgumentNamed(String line, String message) {
    assertThatThrownBy(() -> Arguments.parse(line.split(" ")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }
}
