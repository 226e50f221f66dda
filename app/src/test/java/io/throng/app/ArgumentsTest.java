package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArgumentsTest {

  private static final ShardArguments WHOLE = new ShardArguments(0, 1, Optional.empty());

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
    Arguments arguments = Arguments.parse(Map.of(), line.split(" "));

    List<Path> reportRuns = report == null ? List.of() : Arrays.stream(report.split(",")).map(Path::of).toList();
    assertThat(arguments).isEqualTo(new Arguments(Optional.ofNullable(simulation), Path.of(resultsDirectory),
        Optional.ofNullable(config).map(Path::of), reportRuns, Optional.ofNullable(output).map(Path::of), help,
        WHOLE, false, 1, Arguments.DEFAULT_START_DELAY, Optional.empty()));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "--simulation S --shard 2/5 --start-at 1764457200000 --print-run-log | -         | 2 | 5 | 1764457200000 | true  | 1",
        "--simulation S                                                      | 1/3       | 1 | 3 | 1764457200000 | false | 1",
        "--simulation S --shard 0/2                                          | 1/3       | 0 | 2 | 1764457200000 | false | 1",
        "--simulation S --shards 3 --start-delay 10s                         | 1/3       | 0 | 1 | -             | false | 3",
        "--simulation S --start-at=2025-11-29T23:00:00Z                      | -         | 0 | 1 | 1764457200000 | false | 1",
      })
  void parsesShardsFromTheCommandLineOrElseTheEnvironment(
      String line, String environmentShard, int index, int count, Long startAt, boolean printRunLog, int shards) {
    Map<String, String> environment = environmentShard == null ? Map.of()
        : Map.of("THRONG_SHARD", environmentShard, "THRONG_START_AT", "1764457200000");

    Arguments arguments = Arguments.parse(environment, line.split(" "));

    assertThat(arguments.shard()).isEqualTo(
        new ShardArguments(index, count, Optional.ofNullable(startAt).map(Instant::ofEpochMilli)));
    assertThat(arguments.printRunLog()).isEqualTo(printRunLog);
    assertThat(arguments.shards()).isEqualTo(shards);
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
        "--report runs/a --shard 0/2          | --report regenerates a report and runs nothing: leave out --shard, --start-at and --shards",
        "--simulation S --shards 2 --shard 0/2 | --shards runs every shard on this machine and --shard runs one: give one of them",
        "--simulation S --shards 2 --print-run-log | --print-run-log prints the run log of one run; --shards keeps each shard's in its folder",
        "--simulation S --shards 0            | --shards must be a whole number >= 1, was 0",
        "--simulation S --start-delay soon    | --start-delay must be a duration > 0 such as 10s or 1500ms, was soon",
        "--simulation Smoke --output out      | --output goes with --report; a run writes into its own folder",
      })
  void rejectsWithTheWrongArgumentNamed(String line, String message) {
    assertThatThrownBy(() -> Arguments.parse(Map.of(), line.split(" ")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }
}
