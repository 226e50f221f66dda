package io.throng.engine;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * How to run a simulation.
 *
 * @param resultsDirectory the folder under which each run gets its own folder
 *     ({@code smoke-20261129-221503}) holding the run log
 * @param properties configuration overrides with their full path ({@code loadtest.baseUrl}); they
 *     win over system properties, the user's {@code loadtest.conf} and the engine's defaults
 * @param console where progress lines go; the live console prints there every few seconds
 */
public record RunOptions(Path resultsDirectory, Map<String, String> properties, PrintStream console) {

  public RunOptions {
    Objects.requireNonNull(resultsDirectory, "resultsDirectory");
    properties = Map.copyOf(properties);
    Objects.requireNonNull(console, "console");
  }

  /** Runs under {@code resultsDirectory} with no overrides, printing to standard output. */
  public static RunOptions defaults(Path resultsDirectory) {
    return new RunOptions(resultsDirectory, Map.of(), System.out);
  }
}
