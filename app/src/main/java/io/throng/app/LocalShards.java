package io.throng.app;

import io.throng.dsl.model.AssertionSpec;
import io.throng.report.PartialMerge;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs one simulation as {@code count} shard processes on this machine, for users without a
 * cluster, then merges their run logs into one report judged by the simulation's assertions. The
 * shards are those a Kubernetes Job would run: each a JVM on the app's main class with {@code --shard
 * k/count --start-at <instant>} and its own results folder {@code shard-k} under one run folder,
 * where the merged report goes; each run writes its {@link RunOutcomeFile} into its results folder
 * too, so {@code shard-k/outcome.json} says where shard k's run folder is and how it ended. Their output is passed on line by line, prefixed with
 * {@code [shard k/count]}; each shard's own report judges that shard alone.
 *
 * <pre>{@code
 * LocalShards shards = new LocalShards(LocalShards.thisJvm(), System.out, System.err, stop);
 * RunOutcomeFile outcome = shards.run("a.b.Smoke", 3, runFolder, Optional.empty(), Instant.now().plusSeconds(5), assertions);
 * }</pre>
 *
 * <p>When {@code stop} completes (Ctrl-C), every shard is asked to stop (SIGTERM) so that each
 * ends its run log and report, and is killed if it has not within {@link #STOP_GRACE_SECONDS}.
 * A shard that did not run to the end makes the exit status {@link ExitStatus#TOOL_ERROR}, after the
 * report of the shards that wrote a run log, marked partial ({@link PartialMerge}: {@code partial:
 * shard 2/3 missing (exit 2: error: ...)}) on the page, in {@code stats.json}, {@code summary.md},
 * {@code PARTIAL.txt} and the last error line.
 */
final class LocalShards {

  /**
   * How one shard process ended.
   *
   * @param index the shard, from 0
   * @param exitCode its process exit code, an {@link ExitStatus#code()} (or 128 + a signal)
   * @param runFolder the run folder it wrote, holding its run log, when it got that far and said so
   *     in its outcome file
   * @param lastError its last {@code error:} line, or empty
   */
  record Outcome(int index, int exitCode, Optional<Path> runFolder, String lastError) {

    /** Whether its run ended as a run should: completed, or failed its own share of the assertions. */
    boolean ranToEnd() {
      return ExitStatus.of(exitCode).ranToEnd() && runFolder.isPresent();
    }
  }

  /** How the app starts the line that says why it failed. */
  private static final String ERROR_PREFIX = "error: ";

  /** The engine's setting that moves a shard's Prometheus port, as docs/live-metrics.md describes it. */
  private static final String PROMETHEUS_PORT_OFFSET = "loadtest.prometheus.portOffset";

  /** How long a stopped shard may take to write its run log and report; less than the caller's own wait. */
  static final long STOP_GRACE_SECONDS = 25;

  private final JavaCommand javaCommand;
  private final PrintStream out;
  private final PrintStream err;
  private final CompletableFuture<Void> stop;

  /**
   * @param javaCommand how each shard's JVM starts: the {@code java} executable, its options and
   *     class path
   */
  LocalShards(JavaCommand javaCommand, PrintStream out, PrintStream err, CompletableFuture<Void> stop) {
    this.javaCommand = javaCommand;
    this.out = out;
    this.err = err;
    this.stop = stop;
  }

  /**
   * The command of a JVM like this one: its {@code java}, its options (its {@code -D} and heap
   * settings, so the shards get the same; without a debugger agent, whose port only one JVM can
   * hold; without {@code -Dloadtest.*}, which reach the shards in a {@link ForkedSettings} file)
   * and its class path.
   */
  static JavaCommand thisJvm() {
    List<String> options = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
        .filter(option -> !option.startsWith("-agentlib:jdwp") && !option.startsWith("-Xrunjdwp")
            && !option.equals("-Xdebug"))
        // The shards get this JVM's settings in a file of their own (see runShards).
        .filter(option -> !option.startsWith("-Dloadtest.") && !option.startsWith("-D" + ForkedSettings.FILE_PROPERTY + "="))
        .toList();
    return JavaCommand.thisJdk(options, System.getProperty("java.class.path"));
  }

  /**
   * Runs the shards, merges their run logs into a report in {@code runFolder} and judges it.
   *
   * @param runFolder the folder of the whole run: shard {@code k} writes into its {@code shard-k}
   * @return how the merged run ended
   * @throws IOException if a shard process cannot be started; those already started are stopped
   */
  RunOutcomeFile run(String simulation, int count, Path runFolder, Optional<Path> config, Instant startAt,
      List<AssertionSpec> assertions) throws IOException, InterruptedException {
    List<Outcome> outcomes = runShards(simulation, count, runFolder, config, startAt);
    List<Path> runFolders = outcomes.stream().flatMap(outcome -> outcome.runFolder().stream()).toList();
    if (runFolders.isEmpty()) {
      err.println("error: no shard of " + simulation + " wrote a run log: the shards' lines above say why");
      return RunOutcomeFile.toolError(Optional.of(runFolder), stop.isDone());
    }
    PartialMerge merge = partialMerge(outcomes);
    out.println("Merging the run logs of " + runFolders.size() + " of " + count + " shards: the verdict below is the"
        + " run's; each shard's above judged its own share alone");
    RunOutcomeFile outcome = new MergedReport(out, err).judge(runFolders, runFolder, assertions, merge);
    if (merge.partial()) {
      err.println("error: " + merge.mark() + ": the merged report is marked partial and covers only what the shards"
          + " logged; the lines of each shard above say why");
      return outcome.withOutcome(ExitStatus.TOOL_ERROR);
    }
    return outcome;
  }

  /** The shards that did not run to the end, as the merged report marks them. */
  static PartialMerge partialMerge(List<Outcome> outcomes) {
    PartialMerge merge = PartialMerge.of(outcomes.size());
    for (Outcome outcome : outcomes) {
      if (outcome.ranToEnd()) {
        continue;
      }
      String reason = PartialMerge.exit(outcome.exitCode(), outcome.lastError());
      merge = outcome.runFolder().isPresent() ? merge.cutShort(outcome.index(), reason)
          : merge.missing(outcome.index(), reason);
    }
    return merge;
  }

  /** Starts the {@code count} shards, waits for them all and says how each ended. */
  private List<Outcome> runShards(String simulation, int count, Path runFolder, Optional<Path> config, Instant startAt)
      throws IOException, InterruptedException {
    List<Process> processes = new CopyOnWriteArrayList<>();
    List<Relay> relays = new ArrayList<>();
    CompletableFuture<Void> stopping = stop.thenRun(() -> processes.forEach(Process::destroy));
    ForkedSettings settings = ForkedSettings.write(ForkedSettings.of(System.getProperties()));
    try (settings) {
      for (int k = 0; k < count; k++) {
        Process process = new ProcessBuilder(command(simulation, k, count, runFolder, config, startAt, settings))
            .redirectErrorStream(true).start();
        processes.add(process);
        if (stop.isDone()) {
          process.destroy(); // stopped while the shards were being started
        }
        relays.add(relay(process, "[shard " + k + "/" + count + "] "));
      }
      List<Outcome> outcomes = new ArrayList<>();
      for (int k = 0; k < count; k++) {
        int exitCode = processes.get(k).waitFor();
        relays.get(k).thread().join();
        outcomes.add(new Outcome(k, exitCode, runFolderOf(outcomeFile(runFolder, k)), relays.get(k).lastError().get()));
      }
      return outcomes;
    } finally {
      stopping.cancel(false);
      for (Process process : processes) {
        if (process.isAlive()) {
          process.destroy();
          if (!process.waitFor(STOP_GRACE_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
          }
        }
      }
    }
  }

  /** Shard {@code k}'s results folder, under the run folder. */
  private static String folderName(int k) {
    return "shard-" + k;
  }

  /** Where shard {@code k} writes its outcome, as every run does: in its results folder, beside its run folder. */
  private static Path outcomeFile(Path runFolder, int k) {
    return runFolder.resolve(folderName(k)).resolve(RunOutcomeFile.FILE_NAME);
  }

  private List<String> command(String simulation, int k, int count, Path runFolder, Optional<Path> config, Instant startAt,
      ForkedSettings settings) {
    List<String> options = new ArrayList<>();
    // Shards on one machine cannot share a /metrics port: shard k serves loadtest.prometheus.port + k.
    options.add("-D" + PROMETHEUS_PORT_OFFSET + "=" + k);
    options.addAll(settings.options());
    List<String> arguments = new ArrayList<>(List.of(
        "--simulation", simulation,
        "--shard", k + "/" + count,
        "--start-at", Long.toString(startAt.toEpochMilli()),
        "--results-dir", runFolder.resolve(folderName(k)).toAbsolutePath().toString()));
    config.ifPresent(file -> arguments.addAll(List.of("--config", file.toAbsolutePath().toString())));
    return javaCommand.withOptions(options).main(arguments);
  }

  /** A shard's output being passed on, and the last {@code error:} line seen in it. */
  private record Relay(Thread thread, AtomicReference<String> lastError) {}

  /** Passes a shard's output on, line by line with its prefix, on a daemon thread. */
  private Relay relay(Process process, String prefix) {
    AtomicReference<String> lastError = new AtomicReference<>("");
    Thread relay = new Thread(() -> {
      try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), Charset.defaultCharset()))) {
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
          out.println(prefix + line);
          if (line.startsWith(ERROR_PREFIX)) {
            lastError.set(line);
          }
        }
      } catch (IOException e) {
        out.println(prefix + "(its output could not be read further: " + e.getMessage() + ")");
      }
    }, "throng-" + prefix.strip());
    relay.setDaemon(true);
    relay.start();
    return new Relay(relay, lastError);
  }

  /**
   * The run folder a shard's outcome file names, if it got that far and its run log is there; a
   * shard that left no readable outcome (killed, or it could not start) is missing from the merge.
   */
  private Optional<Path> runFolderOf(Path outcomeFile) {
    if (!Files.isRegularFile(outcomeFile)) {
      return Optional.empty();
    }
    try {
      return RunOutcomeFile.read(outcomeFile).runFolder()
          .filter(folder -> Files.isRegularFile(folder.resolve(RunFiles.RUN_LOG)));
    } catch (IOException e) {
      err.println("error: " + e.getMessage() + "; the shard is left out of the merge");
      return Optional.empty();
    }
  }
}
