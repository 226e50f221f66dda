package io.throng.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The command line of {@code Main baseline}, parsed: either run folders to record the baseline
 * from, or a simulation to run {@code --runs} times first ({@value #DEFAULT_RUNS} by default).
 *
 * <pre>{@code
 * java -cp <classpath> io.throng.app.Main baseline --simulation Checkout [--runs 5] [--out baselines/Checkout.json]
 * java -cp <classpath> io.throng.app.Main baseline [--out <file>] <run folder> <run folder> ...
 * }</pre>
 *
 * @param out the baseline file, when {@code --out} is given
 * @param project the project whose {@code src/test/loadtest/baselines} gets the baseline by
 *     default: {@code --project}, else the current folder
 * @param runs how many runs to make of the simulation
 * @param folders the finished run folders to record instead; empty to run the simulation
 * @param runArguments the options that go on to the runs ({@code --simulation}, {@code
 *     --results-dir}, {@code --config})
 */
record BaselineArguments(Optional<Path> out, Path project, int runs, List<Path> folders, List<String> runArguments, boolean help) {

  /** The first argument of {@code Main} that selects this command. */
  static final String COMMAND = "baseline";

  /** Runs a baseline is made of when not told: enough for the t interval to be of use. */
  static final int DEFAULT_RUNS = 5;

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.Main baseline --simulation <name> [--runs <n>] [--out <file>] \
      [--results-dir <dir>] [--config <file>]
             java -cp <classpath> io.throng.app.Main baseline [--out <file>] <run folder> <run folder> ...
        runs the simulation <n> times (default 5), or takes finished run folders of one simulation, and
        writes their baseline, to judge later runs against with -Dloadtest.baseline=<file>
        --out      the baseline file; default loadtest.baseline, else src/test/loadtest/baselines/<Simulation>.json
                   in the --project folder (default the current one)
        --runs     how many runs the baseline is made of""";

  private static final Set<String> RUN_OPTIONS = Set.of("--simulation", "--results-dir", "--config");

  /** @throws IllegalArgumentException saying which argument is wrong */
  static BaselineArguments parse(String... args) {
    CommandLine line = CommandLine.parse(
        Set.of("--out", "--project", "--runs", "--simulation", "--results-dir", "--config"), Set.of(), args);
    List<String> runArguments = new ArrayList<>();
    line.options().forEach((option, value) -> {
      if (RUN_OPTIONS.contains(option)) {
        runArguments.add(option);
        runArguments.add(value);
      }
    });
    List<Path> folders = line.operands().stream().map(Path::of).toList();
    if (!folders.isEmpty() && !runArguments.isEmpty()) {
      throw new IllegalArgumentException("give run folders to record, or --simulation to run: not both");
    }
    int runs = line.option("--runs").map(value -> BaselineSettings.count("--runs", value)).orElse(DEFAULT_RUNS);
    if (!folders.isEmpty() && line.option("--runs").isPresent()) {
      throw new IllegalArgumentException("--runs goes with --simulation; the baseline of run folders has one run each");
    }
    return new BaselineArguments(line.option("--out").map(Path::of),
        line.option("--project").map(Path::of).orElse(Path.of("")), runs, folders, List.copyOf(runArguments),
        line.help());
  }

  /** {@code --out}, else {@code setting} (loadtest.baseline) when set, else empty: the project's default file. */
  Optional<Path> file(String setting) {
    return out.or(() -> Optional.ofNullable(setting).filter(s -> !s.isBlank()).map(Path::of));
  }
}
