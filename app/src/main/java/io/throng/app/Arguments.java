package io.throng.app;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The command line of {@link Main}, parsed. Options take their value as the next argument or
 * after {@code =} ({@code --simulation Smoke}, {@code --simulation=Smoke}).
 *
 * @param simulation the simulation's simple or fully-qualified name, when given
 * @param resultsDirectory where each run gets its own folder
 * @param help whether {@code --help} was asked for
 */
record Arguments(Optional<String> simulation, Path resultsDirectory, boolean help) {

  /** Where run folders go when {@code --results-dir} is not given, as in a Maven build. */
  static final Path DEFAULT_RESULTS_DIRECTORY = Path.of("target", "loadtest");

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.Main --simulation <SimpleName|a.b.FullName> \
      [--results-dir <dir>]
        --simulation   the simulation to run, found among the classpath's class directories
        --results-dir  where the run's folder (run log, report) goes; default target/loadtest
        -Dloadtest.<key>=<value> before io.throng.app.Main overrides the run's configuration,
        such as -Dloadtest.baseUrl=http://127.0.0.1:8080""";

  /** Parses {@code args}; an {@link IllegalArgumentException} says which argument is wrong. */
  static Arguments parse(String... args) {
    Optional<String> simulation = Optional.empty();
    Path resultsDirectory = DEFAULT_RESULTS_DIRECTORY;
    boolean help = false;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--help") || arg.equals("-h")) {
        help = true;
        continue;
      }
      int equals = arg.indexOf('=');
      String option = equals < 0 ? arg : arg.substring(0, equals);
      if (!option.equals("--simulation") && !option.equals("--results-dir")) {
        throw new IllegalArgumentException("unknown argument " + arg);
      }
      String value = equals >= 0 ? arg.substring(equals + 1) : ++i < args.length ? args[i] : "";
      if (value.isBlank() || value.startsWith("-")) {
        throw new IllegalArgumentException(option + " needs a value");
      }
      if (option.equals("--simulation")) {
        simulation = Optional.of(value);
      } else {
        resultsDirectory = Path.of(value);
      }
    }
    return new Arguments(simulation, resultsDirectory, help);
  }
}
