package io.throng.engine;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/**
 * How to run a simulation.
 *
 * @param resultsDirectory the folder under which each run gets its own folder
 *     ({@code smoke-20261129-221503}) holding the run log
 * @param properties configuration overrides with their full path ({@code loadtest.baseUrl}); they
 *     win over system properties, the user's {@code loadtest.conf} and the engine's defaults
 * @param console where progress lines go; the live console prints there every few seconds
 * @param stop completing it (from any thread, such as a shutdown hook) ends the run early with
 *     reason {@code interrupted}, through the same stop sequence as {@code maxDuration}: injection
 *     stops, requests in flight get the grace period, the rest are cancelled as KOs, the run log
 *     is closed and {@link LoadTest#run} returns
 */
public record RunOptions(
    Path resultsDirectory, Map<String, String> properties, PrintStream console, CompletableFuture<Void> stop) {

  public RunOptions {
    Objects.requireNonNull(resultsDirectory, "resultsDirectory");
    properties = Map.copyOf(properties);
    Objects.requireNonNull(console, "console");
    Objects.requireNonNull(stop, "stop");
  }

  /** Options for a run that nothing stops from outside. */
  public RunOptions(Path resultsDirectory, Map<String, String> properties, PrintStream console) {
    this(resultsDirectory, properties, console, new CompletableFuture<>());
  }

  /** Runs under {@code resultsDirectory} with no overrides, printing to standard output. */
  public static RunOptions defaults(Path resultsDirectory) {
    return new RunOptions(resultsDirectory, Map.of(), System.out);
  }
}
