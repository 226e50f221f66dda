package io.throng.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The command line of {@link Main}, parsed. Options take their value as the next argument or
 * after {@code =} ({@code --simulation Smoke}, {@code --simulation=Smoke}).
 *
 * @param simulation the simulation's simple or fully-qualified name, when given
 * @param resultsDirectory where each run gets its own folder
 * @param config a configuration file whose {@code loadtest} settings the run uses, when given
 * @param reportRuns run folders whose report to regenerate (several: merge) instead of running a
 *     simulation; empty to run one
 * @param output where the regenerated report goes, when given
 * @param help whether {@code --help} was asked for
 */
record Arguments(
    Optional<String> simulation,
    Path resultsDirectory,
    Optional<Path> config,
    List<Path> reportRuns,
    Optional<Path> output,
    boolean help) {

  /** Where run folders go when {@code --results-dir} is not given, as in a Maven build. */
  static final Path DEFAULT_RESULTS_DIRECTORY = Path.of("target", "loadtest");

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.Main --simulation <SimpleName|a.b.FullName> \
      [--results-dir <dir>] [--config <file>]
             java -cp <classpath> io.throng.app.Main --report <run folder>[,<run folder>...] [--output <dir>]
        --simulation   the simulation to run, found among the classpath's class directories
        --results-dir  where the run's folder (run log, report, junit.xml) goes; default target/loadtest
        --config       a HOCON file (like loadtest.conf) whose loadtest.* settings the run uses;
                       -Dloadtest.* properties win over it, it wins over loadtest.conf
        --report       regenerate the report of a run folder from its run.log, without running;
                       several folders (the injectors of one run) are merged into one report
        --output       where --report writes: default the run folder itself, or for several a
                       folder merged-<time> beside the first
        -Dloadtest.<key>=<value> before io.throng.app.Main overrides the run's configuration,
        such as -Dloadtest.baseUrl=http://127.0.0.1:8080
      exit status: 0 passed, 1 assertions failed, 2 the tool could not run (stderr says why)""";

  private static final List<String> OPTIONS =
      List.of("--simulation", "--results-dir", "--config", "--report", "--output");

  /** Parses {@code args}; an {@link IllegalArgumentException} says which argument is wrong. */
  static Arguments parse(String... args) {
    Optional<String> simulation = Optional.empty();
    Path resultsDirectory = DEFAULT_RESULTS_DIRECTORY;
    Optional<Path> config = Optional.empty();
    List<Path> reportRuns = new ArrayList<>();
    Optional<Path> output = Optional.empty();
    boolean help = false;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--help") || arg.equals("-h")) {
        help = true;
        continue;
      }
      int equals = arg.indexOf('=');
      String option = equals < 0 ? arg : arg.substring(0, equals);
      if (!OPTIONS.contains(option)) {
        throw new IllegalArgumentException("unknown argument " + arg);
      }
      String value = equals >= 0 ? arg.substring(equals + 1) : ++i < args.length ? args[i] : "";
      if (value.isBlank() || value.startsWith("-")) {
        throw new IllegalArgumentException(option + " needs a value");
      }
      switch (option) {
        case "--simulation" -> simulation = Optional.of(value);
        case "--results-dir" -> resultsDirectory = Path.of(value);
        case "--config" -> config = Optional.of(Path.of(value));
        case "--output" -> output = Optional.of(Path.of(value));
        default -> Arrays.stream(value.split(",")).map(String::strip).filter(s -> !s.isEmpty())
            .map(Path::of).forEach(reportRuns::add);
      }
    }
    if (!reportRuns.isEmpty() && simulation.isPresent()) {
      throw new IllegalArgumentException("--report regenerates a report and runs nothing: leave out --simulation");
    }
    if (output.isPresent() && reportRuns.isEmpty()) {
      throw new IllegalArgumentException("--output goes with --report; a run writes into its own folder");
    }
    return new Arguments(simulation, resultsDirectory, config, List.copyOf(reportRuns), output, help);
  }
}
