package io.throng.app;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The command line of {@link Main}, parsed. Options take their value as the next argument or
 * after {@code =} ({@code --simulation Smoke}, {@code --simulation=Smoke}). A shard and its start
 * instant may also come from the environment ({@value ShardArguments#SHARD_VARIABLE},
 * {@value ShardArguments#START_AT_VARIABLE}), as a Kubernetes Job's pods get them.
 *
 * @param simulation the simulation's simple or fully-qualified name, when given
 * @param resultsDirectory where each run gets its own folder
 * @param config a configuration file whose {@code loadtest} settings the run uses, when given
 * @param reportRuns run folders whose report to regenerate (several: merge) instead of running a
 *     simulation; empty to run one
 * @param output where the regenerated report goes, when given
 * @param help whether {@code --help} was asked for
 * @param shard which shard of a sharded run this process runs, and when the run starts
 * @param printRunLog whether to print the run log on standard output after the report
 * @param shards how many shard processes to run on this machine and merge; 1 runs in this process
 */
record Arguments(
    Optional<String> simulation,
    Path resultsDirectory,
    Optional<Path> config,
    List<Path> reportRuns,
    Optional<Path> output,
    boolean help,
    ShardArguments shard,
    boolean printRunLog,
    int shards,
    Duration startDelay) {

  /** Where run folders go when {@code --results-dir} is not given, as in a Maven build. */
  static final Path DEFAULT_RESULTS_DIRECTORY = Path.of("target", "loadtest");

  static final String USAGE =
      """
      usage: java -cp <classpath> io.throng.app.Main --simulation <SimpleName|a.b.FullName> \
      [--results-dir <dir>] [--config <file>]
               [--shard <index>/<count> [--start-at <epochMillis>] [--print-run-log] | --shards <count>]
             java -cp <classpath> io.throng.app.Main --report <run folder>[,<run folder>...] [--output <dir>] \
      [--simulation <name>]
        --simulation   the simulation to run, found among the classpath's class directories;
                       or a .java file, compiled first against the classpath (a JDK is needed)
        --results-dir  where the run's folder (run log, report, junit.xml) goes; default target/loadtest
        --config       a HOCON file (like loadtest.conf) whose loadtest.* settings the run uses;
                       -Dloadtest.* properties win over it, it wins over loadtest.conf
        --shard        run shard <index> (from 0) of <count>: its share of every population; also
                       from THRONG_SHARD; ${NAME} is read from the environment (${JOB_COMPLETION_INDEX}/5)
        --start-at     second 0 of the run, in milliseconds since the epoch (or an ISO instant), for
                       every shard alike; also from THRONG_START_AT; more than 1 s late fails the run
        --print-run-log  after the report, print the run log between -----BEGIN THRONG RUN LOG-----
                       and -----END THRONG RUN LOG----- on standard output
        --shards       run <count> shards as processes on this machine, starting together, and merge
                       their run logs into one report whose assertions decide the exit status
        --start-delay  with --shards: how far ahead their start instant is set; default 10s
        --report       regenerate the report of a run folder from its run.log, without running;
                       several folders (the injectors of one run) are merged into one report;
                       with --simulation, that simulation's assertions are checked on it
        --output       where --report writes: default the run folder itself, or for several a
                       folder merged-<time> beside the first
        -Dloadtest.<key>=<value> before io.throng.app.Main overrides the run's configuration,
        such as -Dloadtest.baseUrl=http://127.0.0.1:8080
      each run writes outcome.json (run folder, report, outcome, failed assertions) into its run folder,
      and into the results folder as the latest run's
      exit status: 0 passed, 1 assertions failed, 2 the tool could not run (stderr says why), 3 the run
      is not valid and loadtest.failOnInvalid is true""";

  /** How far ahead {@code --shards} sets the shards' start instant when not told otherwise. */
  static final Duration DEFAULT_START_DELAY = Duration.ofSeconds(10);

  private static final List<String> OPTIONS = List.of("--simulation", "--results-dir", "--config", "--report",
      "--output", "--shard", "--start-at", "--shards", "--start-delay");

  /**
   * Parses {@code args}, reading the shard and start instant from {@code environment} when the
   * command line has none; an {@link IllegalArgumentException} says which argument is wrong.
   */
  static Arguments parse(Map<String, String> environment, String... args) {
    Optional<String> simulation = Optional.empty();
    Path resultsDirectory = DEFAULT_RESULTS_DIRECTORY;
    Optional<Path> config = Optional.empty();
    List<Path> reportRuns = new ArrayList<>();
    Optional<Path> output = Optional.empty();
    boolean help = false;
    boolean printRunLog = false;
    Optional<String> shard = Optional.empty();
    Optional<String> startAt = Optional.empty();
    int shards = 1;
    Duration startDelay = DEFAULT_START_DELAY;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--help") || arg.equals("-h")) {
        help = true;
        continue;
      }
      if (arg.equals("--print-run-log")) {
        printRunLog = true;
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
        case "--shard" -> shard = Optional.of(value);
        case "--start-at" -> startAt = Optional.of(value);
        case "--shards" -> shards = ShardArguments.count(value);
        case "--start-delay" -> startDelay = ShardArguments.delay(value);
        default -> Arrays.stream(value.split(",")).map(String::strip).filter(s -> !s.isEmpty())
            .map(Path::of).forEach(reportRuns::add);
      }
    }
    if (output.isPresent() && reportRuns.isEmpty()) {
      throw new IllegalArgumentException("--output goes with --report; a run writes into its own folder");
    }
    if (shards > 1 && shard.isPresent()) {
      throw new IllegalArgumentException("--shards runs every shard on this machine and --shard runs one: give one of them");
    }
    if (shards > 1 && printRunLog) {
      throw new IllegalArgumentException("--print-run-log prints the run log of one run; --shards keeps each shard's"
          + " in its folder");
    }
    if (!reportRuns.isEmpty() && (shard.isPresent() || startAt.isPresent() || shards > 1)) {
      throw new IllegalArgumentException("--report regenerates a report and runs nothing:"
          + " leave out --shard, --start-at and --shards");
    }
    // The environment stands in for a command line that says nothing of shards.
    boolean fromEnvironment = reportRuns.isEmpty() && shards == 1;
    ShardArguments sharding = ShardArguments.parse(shard, startAt, fromEnvironment ? environment : Map.of(), environment);
    return new Arguments(simulation, resultsDirectory, config, List.copyOf(reportRuns), output, help, sharding,
        printRunLog, shards, startDelay);
  }
}
