package io.throng.engine;

import io.throng.engine.config.Shard;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * How to run a simulation.
 *
 * <pre>{@code
 * RunOptions shard = RunOptions.defaults(Path.of("target/loadtest"))
 *     .withShard(2, 5)                                  // the third of five injectors
 *     .withStartAt(Instant.ofEpochMilli(startAt));      // second 0 on every injector
 * }</pre>
 *
 * @param resultsDirectory the folder under which each run gets its own folder
 *     ({@code smoke-20261129-221503}) holding the run log
 * @param properties configuration overrides with their full path ({@code loadtest.baseUrl}); they
 *     win over system properties, the user's {@code loadtest.conf} and the engine's defaults
 * @param console where progress lines go; the live console prints there every few seconds
 * @param stop completing it (from any thread, such as a shutdown hook) ends the run early with
 *     reason {@code interrupted}, through the same stop sequence as {@code maxDuration}: injection
 *     stops, requests in flight get the grace period, the rest are cancelled as KOs, the run log
 *     is closed and {@link Engine#run} returns
 * @param shardIndex which part of a sharded run this is, from 0; 0 for a run that is not sharded
 * @param shardCount how many processes share the run (each runs its part of every population, and
 *     together they run exactly the simulation); 1 for a run that is not sharded
 * @param startAt when second 0 of the run is: the run waits for it once it is ready; empty to
 *     start as soon as it is ready. A run ready a little after it starts at once, its second 0
 *     still at {@code startAt}; one ready more than a second after it fails rather than start out
 *     of step with the other shards
 */
public record RunOptions(
    Path resultsDirectory,
    Map<String, String> properties,
    PrintStream console,
    CompletableFuture<Void> stop,
    int shardIndex,
    int shardCount,
    Optional<Instant> startAt) {

  public RunOptions {
    Objects.requireNonNull(resultsDirectory, "resultsDirectory");
    properties = Map.copyOf(properties);
    Objects.requireNonNull(console, "console");
    Objects.requireNonNull(stop, "stop");
    new Shard(shardIndex, shardCount); // validates both, naming the bound
    Objects.requireNonNull(startAt, "startAt");
  }

  /** Options for a whole run that starts when it is ready. */
  public RunOptions(
      Path resultsDirectory, Map<String, String> properties, PrintStream console, CompletableFuture<Void> stop) {
    this(resultsDirectory, properties, console, stop, 0, 1, Optional.empty());
  }

  /** Options for a run that nothing stops from outside. */
  public RunOptions(Path resultsDirectory, Map<String, String> properties, PrintStream console) {
    this(resultsDirectory, properties, console, new CompletableFuture<>());
  }

  /** Runs under {@code resultsDirectory} with no overrides, printing to standard output. */
  public static RunOptions defaults(Path resultsDirectory) {
    return new RunOptions(resultsDirectory, Map.of(), System.out);
  }

  /** These options for shard {@code index} (from 0) of {@code count}. */
  public RunOptions withShard(int index, int count) {
    return new RunOptions(resultsDirectory, properties, console, stop, index, count, startAt);
  }

  /** These options with second 0 of the run at {@code instant}. */
  public RunOptions withStartAt(Instant instant) {
    return new RunOptions(resultsDirectory, properties, console, stop, shardIndex, shardCount, Optional.of(instant));
  }

  /** The part of the run these options are for. */
  Shard shard() {
    return new Shard(shardIndex, shardCount);
  }
}
