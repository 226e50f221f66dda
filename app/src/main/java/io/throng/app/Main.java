package io.throng.app;

import io.throng.dsl.Simulation;
import io.throng.dsl.model.AssertionSpec;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.Engine;
import io.throng.engine.PreparedRun;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.engine.transport.OutOfMemoryAlarm;
import io.netty.util.internal.logging.InternalLoggerFactory;
import io.netty.util.internal.logging.JdkLoggerFactory;
import io.throng.report.ReportGenerator;
import io.throng.report.json.BaselineJson;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Runs one simulation from the command line, then writes its report into the run's folder:
 *
 * <pre>{@code
 * java -Dloadtest.baseUrl=http://127.0.0.1:8080 -cp <classpath> io.throng.app.Main \
 *     --simulation Smoke --results-dir target/loadtest
 * }</pre>
 *
 * <p>The simulation is looked up among the class directories of the classpath (a project's
 * {@code target/classes} and {@code target/test-classes}), or anywhere on it by fully-qualified
 * name. {@code -Dloadtest.*} system properties reach the run's configuration through the
 * engine, and so do the {@code loadtest} settings of a {@code --config} file. After the run each
 * assertion prints as {@code PASS} or {@code FAIL}, then {@code Report: <path of index.html>};
 * {@code junit.xml} lies beside it, and {@code outcome.json} ({@link RunOutcomeFile}) says how the
 * run ended for the process that started it. The exit status is an {@link ExitStatus}, which the Maven
 * plugin maps to a build result.
 *
 * <p>Sharded runs: {@code --shard 2/5 --start-at <epochMillis>} (or the environment variables
 * {@code THRONG_SHARD} and {@code THRONG_START_AT}) runs this process's share of every population,
 * starting at the instant all shards share; {@code --print-run-log} then prints the run log on
 * standard output for whoever collects the shards' logs. {@code --shards 3} runs three such shard
 * processes on this machine ({@link LocalShards}) and merges their run logs into one report judged
 * by the assertions; {@code --report <folders> --simulation <name>} does that merge for shards run
 * elsewhere.
 *
 * <p>Baselines: {@code --repeat N} (or {@code loadtest.repeat}) runs the simulation N times, one
 * after another, each into its own folder; with {@code -Dloadtest.baseline=<file>}, or the
 * simulation's {@code setUp(...).baseline(...)} ({@link BaselineSettings}), the runs are then
 * judged against that baseline ({@link BaselineCheck}), and a regression is {@link
 * ExitStatus#REGRESSED}. {@code Main baseline} ({@link BaselineArguments}) records one, from new
 * runs or from finished run folders ({@link BaselineCommand}). With {@code -Dloadtest.history=<csv>}
 * each run appends its headline figures to that file ({@link RunHistory}); {@code Main trend} draws it.
 *
 * <p>Ctrl-C (SIGINT) or SIGTERM stops the run the way {@code maxDuration} does: injection stops,
 * requests in flight get the grace period, the run log ends with {@code END interrupted}, and the
 * report of the part that ran is written before the JVM exits.
 */
public final class Main {

  /** How long a stopping JVM waits for the run log and the report; beyond, it exits without. */
  static final long SHUTDOWN_WAIT_SECONDS = 30;

  private final List<Path> classDirectories;
  private final ClassLoader loader;
  private final PrintStream out;
  private final PrintStream err;
  private final CompletableFuture<Void> stop;
  private final Map<String, String> environment;
  private final JavaCommand shardCommand;

  /**
   * @param environment where the shard and start instant are read from when the command line has
   *     none ({@code THRONG_SHARD}, {@code THRONG_START_AT})
   * @param shardCommand how {@code --shards} starts a shard's JVM: {@code java}, its options and
   *     class path
   */
  Main(List<Path> classDirectories, ClassLoader loader, PrintStream out, PrintStream err, CompletableFuture<Void> stop,
      Map<String, String> environment, JavaCommand shardCommand) {
    this.classDirectories = classDirectories;
    this.loader = loader;
    this.out = out;
    this.err = err;
    this.stop = stop;
    this.environment = Map.copyOf(environment);
    this.shardCommand = shardCommand;
  }

  /** A {@code Main} that reads no environment and whose shards are JVMs like this one. */
  Main(List<Path> classDirectories, ClassLoader loader, PrintStream out, PrintStream err, CompletableFuture<Void> stop) {
    this(classDirectories, loader, out, err, stop, Map.of(), LocalShards.thisJvm());
  }

  /**
   * What to say about an error that ended the run: running out of memory says what to change, as
   * its stack trace is often empty and where it struck says little.
   */
  static String fatalMessage(Throwable e) {
    if (e instanceof OutOfMemoryError) {
      return outOfMemory("(" + e.getMessage() + ")");
    }
    return "error: " + e + "; the stack trace above shows where";
  }

  private static String outOfMemory(String where) {
    return "error: the JVM ran out of memory " + where + ": give it more heap with -Xmx, such as"
        + " -Dloadtest.jvmArgs=-Xmx2g or <jvmArgs>-Xmx2g</jvmArgs> in the plugin's configuration, or make the run"
        + " need less: fewer request names (loadtest.maxRequestNames), smaller bodies kept for checks"
        + " (loadtest.http.maxBodyBytes), fewer users";
  }

  public static void main(String[] args) {
    CompletableFuture<Void> stop = new CompletableFuture<>();
    CountDownLatch finished = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> finishBeforeExit(stop, finished), "throng-shutdown"));
    OutOfMemoryExit.install(SHUTDOWN_WAIT_SECONDS, System.err, outOfMemory("and its run could not end within "
        + SHUTDOWN_WAIT_SECONDS + " s: the run log may be cut off (loadtest:report rebuilds the report from it)"));
    ExitStatus status;
    try {
      ForkedSettings.load();
      Slf4jProviders.preferTheProjects(Main.class.getClassLoader());
      status = inThisJvm(stop, args);
    } catch (IOException e) {
      System.err.println("error: " + e.getMessage());
      status = ExitStatus.TOOL_ERROR;
    } catch (Throwable e) {
      // Left uncaught, an Error would end the JVM with status 1, which means failed assertions.
      e.printStackTrace();
      System.err.println(fatalMessage(e));
      status = ExitStatus.TOOL_ERROR;
    } finally {
      finished.countDown();
    }
    // Exit explicitly: engine threads that outlive the run must not keep the JVM alive.
    System.exit(status.code());
  }

  /**
   * Runs the command line {@code args} in this JVM and returns the exit status without exiting:
   * what {@code loadtest:run -Dloadtest.fork=false} and {@code loadtest:report} call. Simulations
   * are looked up with this class's loader. The status is an {@link ExitStatus#code()}, as a
   * caller in another class loader cannot share this one's {@code ExitStatus}.
   */
  public static int execute(String... args) {
    return inThisJvm(new CompletableFuture<>(), args).code();
  }

  private static ExitStatus inThisJvm(CompletableFuture<Void> stop, String... args) {
    // Netty would pick up any slf4j-api on the simulation's test classpath and warn that it has
    // no provider; route its few messages to java.util.logging instead (in-process, this only
    // touches the Netty of the run's own class loader).
    InternalLoggerFactory.setDefaultFactory(JdkLoggerFactory.INSTANCE);
    OutOfMemoryAlarm.watchNettyLogs();
    List<Path> classDirectories = classDirectories(System.getProperty("java.class.path", ""));
    ClassLoader loader = Main.class.getClassLoader();
    Optional<SourceSimulation> source;
    try {
      source = SourceSimulation.compileIfNamed(args);
    } catch (IllegalArgumentException | IOException e) {
      System.err.println("error: " + e.getMessage());
      return ExitStatus.TOOL_ERROR;
    }
    if (source.isPresent()) {
      classDirectories = source.get().classDirectories(classDirectories);
      loader = source.get().loader(loader);
      args = source.get().arguments();
    }
    return new Main(classDirectories, loader, System.out, System.err, stop, System.getenv(),
        LocalShards.thisJvm()).run(args);
  }

  /**
   * The shutdown hook: on Ctrl-C or SIGTERM, asks the run to stop and waits until the run log is
   * closed and the report written. On a normal exit {@code finished} is already counted down.
   */
  private static void finishBeforeExit(CompletableFuture<Void> stop, CountDownLatch finished) {
    if (finished.getCount() == 0) {
      return;
    }
    System.err.println("Stopping: ending the run and writing its report (at most " + SHUTDOWN_WAIT_SECONDS + " s)");
    stop.complete(null);
    try {
      if (!finished.await(SHUTDOWN_WAIT_SECONDS, TimeUnit.SECONDS)) {
        System.err.println("error: gave up waiting for the report after " + SHUTDOWN_WAIT_SECONDS + " s");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Runs the command line {@code args} and returns the exit status. */
  ExitStatus run(String... args) {
    if (Subcommands.named(args)) {
      return Subcommands.run(out, err, args);
    }
    if (args.length > 0 && args[0].equals(BaselineArguments.COMMAND)) {
      return new BaselineCommand(out, err, this::runNamed).run(Arrays.copyOfRange(args, 1, args.length));
    }
    Arguments arguments;
    try {
      arguments = Arguments.parse(environment, args);
    } catch (IllegalArgumentException e) {
      err.println(Arguments.USAGE);
      err.println("error: " + e.getMessage());
      return ExitStatus.TOOL_ERROR;
    }
    if (arguments.help()) {
      out.println(Arguments.USAGE);
      out.println(Subcommands.USAGE);
      return ExitStatus.COMPLETED;
    }
    List<Path> reportRuns = arguments.reportRuns();
    Path reportDirectory = reportRuns.isEmpty() ? null
        : arguments.output().orElseGet(() -> MergedReport.defaultDirectory(reportRuns));
    if (!reportRuns.isEmpty() && arguments.simulation().isEmpty()) {
      return new MergedReport(out, err).write(reportRuns, reportDirectory);
    }
    // A run's outcome goes to its results folder too, as the latest run's, where its starter finds it.
    Optional<Path> latest = reportRuns.isEmpty()
        ? Optional.of(arguments.resultsDirectory().resolve(RunOutcomeFile.FILE_NAME)) : Optional.empty();
    return record(runOrJudge(arguments, reportRuns, reportDirectory), latest);
  }

  /**
   * Writes {@code outcome} into its run folder and to {@code file}, and returns its status; an
   * outcome that cannot be written makes the run a tool error, as its caller would be left guessing.
   */
  private ExitStatus record(RunOutcomeFile outcome, Optional<Path> file) {
    List<Path> files = new ArrayList<>();
    outcome.runFolder().ifPresent(folder -> files.add(folder.resolve(RunOutcomeFile.FILE_NAME)));
    file.ifPresent(files::add);
    for (Path target : files) {
      try {
        outcome.write(target);
      } catch (IOException e) {
        err.println("error: could not write " + target.toAbsolutePath() + ": " + RootCause.message(e)
            + "; make the folder writable");
        return ExitStatus.TOOL_ERROR;
      }
    }
    return outcome.outcome();
  }

  /** Finds the simulation, then runs it (or its shards) or judges the merge of {@code reportRuns}. */
  private RunOutcomeFile runOrJudge(Arguments arguments, List<Path> reportRuns, Path reportDirectory) {
    Class<? extends Simulation> simulation;
    RunOptions options;
    PreparedRun prepared;
    SimulationPlan plan;
    BaselineSettings baseline;
    try {
      simulation = find(arguments.simulation());
      options = options(arguments);
      Map<String, String> overrides = options.properties();
      // Read now so that a misspelt value stops the run before it starts, not after it.
      AbConsoleSummary.SETTING.read(System.getProperties(), overrides);
      Verdict.FAIL_ON_INVALID.read(System.getProperties(), overrides);
      if (!reportRuns.isEmpty()) {
        return new MergedReport(out, err).judge(reportRuns, reportDirectory, Engine.assertions(simulation, options));
      }
      prepared = Engine.prepare(simulation, options);
      plan = prepared.plan();
      RunHistory history = RunHistory.read(System.getProperties(), overrides, environment);
      baseline = oneProcess(arguments,
          BaselineSettings.read(System.getProperties(), overrides, arguments.repeat(), plan), history);
      history.requireUsable(simulation.getSimpleName());
      if (baseline.file().isPresent()) {
        // A missing, damaged or foreign baseline fails before the runs, not after them.
        BaselineJson.read(baseline.file().get());
      }
    } catch (UnknownSimulationException | IOException | IllegalArgumentException e) {
      err.println("error: " + e.getMessage());
      return toolError(Optional.empty());
    }
    if (arguments.shards() > 1) {
      return runShards(simulation, arguments, plan.assertions());
    }
    Repeats repeats = runRepeatedly(simulation, prepared, arguments, options, baseline.repeat());
    if (repeats.runs().isEmpty()) {
      return toolError(Optional.empty());
    }
    RunOutcomeFile last = repeats.runs().get(repeats.runs().size() - 1);
    if (repeats.status() == ExitStatus.TOOL_ERROR || baseline.file().isEmpty() || repeats.lastReport().isEmpty()) {
      return last.withOutcome(repeats.status());
    }
    BaselineCheck.Result judged =
        BaselineCheck.judge(baseline, repeats.earlierFolders(), repeats.lastReport().get(), out, err);
    // Failed assertions and a tool error say more than a regression; a regression more than a pass.
    ExitStatus status = judged.status() == ExitStatus.TOOL_ERROR || repeats.status() == ExitStatus.COMPLETED
        ? judged.status() : repeats.status();
    return last.withJudgement(status, judged.regressions());
  }

  /** A run that ended without a report, in {@code runFolder} when it had one. */
  private RunOutcomeFile toolError(Optional<Path> runFolder) {
    return RunOutcomeFile.toolError(runFolder, stop.isDone());
  }

  /** The run's options: its results folder, and the settings of its {@code --config} file as overrides. */
  private RunOptions options(Arguments arguments) {
    Map<String, String> overrides =
        arguments.config().map(file -> ConfigFile.read(file, System.getProperties())).orElse(Map.of());
    return new RunOptions(arguments.resultsDirectory(), overrides, out, stop);
  }

  /**
   * {@code baseline}, checked against a run that is one of several processes: a baseline, repeats
   * or a history set for it are errors, while the baseline of the simulation's setUp is left out,
   * with a line saying so, as one shard's share of the load judged against a whole run's would
   * always look changed (and a merge is judged by its assertions only).
   */
  private BaselineSettings oneProcess(Arguments arguments, BaselineSettings baseline, RunHistory history) {
    // Each shard would append its share of the load as if it were a whole run.
    if ((arguments.shards() > 1 || arguments.shard().count() > 1) && history.path().isPresent()) {
      throw new IllegalArgumentException(RunHistory.FILE + " records whole runs: leave it out for --shards, --shard"
          + " and Kubernetes runs");
    }
    if (baseline.declared() && (arguments.shards() > 1 || arguments.shard().count() > 1)) {
      out.println("Baseline: not judged against " + baseline.file().orElseThrow() + ", which the setUp names: a"
          + " sharded run carries a share of the load in each process");
      baseline = baseline.withoutBaseline();
    }
    if (arguments.shards() > 1 && (baseline.repeat() > 1 || baseline.file().isPresent())) {
      throw new IllegalArgumentException("--shards runs once, merged: leave out --repeat, loadtest.repeat and"
          + " loadtest.baseline, or run without shards");
    }
    if (arguments.shard().count() > 1 && (baseline.repeat() > 1 || baseline.file().isPresent())) {
      throw new IllegalArgumentException("--shard " + arguments.shard().index() + "/" + arguments.shard().count()
          + " runs a share of the load once: leave out --repeat, loadtest.repeat and loadtest.baseline for sharded"
          + " and Kubernetes runs");
    }
    if (arguments.printRunLog() && baseline.repeat() > 1) {
      throw new IllegalArgumentException("--print-run-log prints the run log of one run: leave out --repeat and"
          + " loadtest.repeat");
    }
    return baseline;
  }

  /** For {@link BaselineCommand}: finds the simulation {@code arguments} name, then runs it {@code times} times. */
  private BaselineCommand.Ran runNamed(Arguments arguments, int times) throws UnknownSimulationException, IOException {
    Class<? extends Simulation> simulation = find(arguments.simulation());
    RunOptions options = options(arguments);
    PreparedRun prepared = Engine.prepare(simulation, options);
    return new BaselineCommand.Ran(prepared.plan(), runRepeatedly(simulation, prepared, arguments, options, times));
  }

  /**
   * Runs the simulation {@code times} times in this JVM, one after another, each into its own
   * folder with its own outcome.json; stops at a tool error or when asked to stop (Ctrl-C). Failed
   * assertions win over an invalid run in the status. The first run runs {@code prepared}; each
   * later one builds the simulation afresh, as its feeders, {@code before()} and {@code after()}
   * are one run's.
   */
  private Repeats runRepeatedly(Class<? extends Simulation> simulation, PreparedRun prepared, Arguments arguments,
      RunOptions options, int times) {
    List<RunOutcomeFile> runs = new ArrayList<>(times);
    Optional<ReportGenerator.Result> lastReport = Optional.empty();
    ExitStatus status = ExitStatus.COMPLETED;
    for (int i = 1; i <= times && !stop.isDone(); i++) {
      if (times > 1) {
        out.println("Run " + i + " of " + times + " of " + simulation.getName());
      }
      lastReport = Optional.empty(); // the figures of the run before are not held through this one
      Ran ran = runOnce(simulation, i == 1 ? Optional.of(prepared) : Optional.empty(), arguments, options);
      runs.add(ran.outcome());
      lastReport = ran.report();
      ExitStatus written = record(ran.outcome(), Optional.empty());
      if (written == ExitStatus.TOOL_ERROR) {
        return new Repeats(ExitStatus.TOOL_ERROR, runs, lastReport);
      }
      if (status == ExitStatus.COMPLETED || written == ExitStatus.ASSERTIONS_FAILED) {
        status = written;
      }
    }
    return new Repeats(status, runs, lastReport);
  }

  private Class<? extends Simulation> find(Optional<String> name)
      throws UnknownSimulationException, IOException {
    Optional<Class<?>> named = name.flatMap(fullName -> SimulationCatalog.loadDirectly(fullName, loader));
    if (named.isPresent()) {
      return named.get().asSubclass(Simulation.class);
    }
    SimulationCatalog catalog = SimulationCatalog.scan(classDirectories, loader);
    if (name.isEmpty()) {
      throw new UnknownSimulationException(
          "no simulation given: pass --simulation <name>; " + catalog.describeFound());
    }
    return catalog.resolve(name.get()).asSubclass(Simulation.class);
  }

  /** Runs the simulation (or one shard of it) in this JVM, then writes its report. */
  private Ran runOnce(Class<? extends Simulation> simulation, Optional<PreparedRun> prepared, Arguments arguments,
      RunOptions options) {
    ShardArguments shard = arguments.shard();
    RunResult result;
    try {
      RunOptions sharded = options.withShard(shard.index(), shard.count());
      result = Engine.run(prepared.orElseGet(() -> Engine.prepare(simulation, options)),
          shard.startAt().map(sharded::withStartAt).orElse(sharded));
    } catch (IllegalArgumentException e) {
      // The engine's way of saying the simulation cannot run as written; the message says
      // what to fix, so a stack trace would only hide it.
      err.println("error: " + e.getMessage());
      return Ran.unreported(toolError(Optional.empty()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("error: interrupted while " + simulation.getName() + " was running");
      return Ran.unreported(toolError(Optional.empty()));
    } catch (Exception e) {
      e.printStackTrace(err);
      err.println("error: " + simulation.getName() + " did not run to the end: " + RootCause.message(e)
          + "; the stack trace above shows where");
      return Ran.unreported(toolError(Optional.empty()));
    }
    releaseRunMemory();
    Ran ran = report(result, options.properties());
    if (result.ranOutOfMemory()) {
      err.println(outOfMemory("during the run, which stopped it; its report covers what ran before"));
      return ran.withOutcome(ExitStatus.TOOL_ERROR);
    }
    if (arguments.printRunLog()) {
      try {
        RunLogPrinter.print(result.runLog(), out);
      } catch (IOException e) {
        err.println("error: could not print the run log " + result.runLog().toAbsolutePath() + ": " + e.getMessage());
        return ran.withOutcome(ExitStatus.TOOL_ERROR);
      }
    }
    return ran;
  }

  /** How one run in this JVM ended, and its report when one was written. */
  private record Ran(RunOutcomeFile outcome, Optional<ReportGenerator.Result> report) {

    static Ran unreported(RunOutcomeFile outcome) {
      return new Ran(outcome, Optional.empty());
    }

    Ran withOutcome(ExitStatus status) {
      return new Ran(outcome.withOutcome(status), report);
    }
  }

  /**
   * The run's users and connections are garbage once it ended, and most of the heap with them:
   * a full collection now gives the memory back before the report loads its own classes and
   * data, when the heap may shrink (the fork's default options let it: a small initial heap and
   * {@code -XX:-ShrinkHeapInSteps}; {@code -Xms} does not). Without it the report's memory came on
   * top of the heap the run had filled, and made the run's peak RSS.
   */
  private static void releaseRunMemory() {
    System.gc();
  }

  private Ran report(RunResult result, Map<String, String> overrides) {
    ReportGenerator.Result report;
    try {
      report = ReportGenerator.generate(result.runLog(), result.runDirectory(), result.assertions());
    } catch (Exception e) {
      e.printStackTrace(err);
      err.println("error: the run finished but its report could not be written: " + RootCause.message(e)
          + "; the run log is kept in " + result.runLog().toAbsolutePath());
      return Ran.unreported(toolError(Optional.of(result.runDirectory())));
    }
    AbConsoleSummary.print(result, report, overrides, System.getProperties(), out, err);
    RunOutcomeFile outcome = RunOutcomeFile.of(report, Verdict.print(report, overrides, out, err));
    return new Ran(RunHistory.read(System.getProperties(), overrides, environment)
        .append(report, result.simulationName(), outcome, out, err), Optional.of(report));
  }

  /** Runs the simulation as shard processes on this machine, then merges and judges their run logs. */
  private RunOutcomeFile runShards(Class<? extends Simulation> simulation, Arguments arguments,
      List<AssertionSpec> assertions) {
    Instant startAt = arguments.shard().startAt()
        .orElseGet(() -> Instant.now().plus(arguments.startDelay()).truncatedTo(ChronoUnit.MILLIS));
    try {
      Path runFolder = Engine.newRunDirectory(arguments.resultsDirectory(), simulation.getSimpleName());
      out.println("Running " + simulation.getName() + " as " + arguments.shards() + " shards on this machine,"
          + " starting at " + startAt + "; run folder " + runFolder.toAbsolutePath());
      return new LocalShards(shardCommand, out, err, stop)
          .run(simulation.getName(), arguments.shards(), runFolder, arguments.config(), startAt, assertions);
    } catch (IllegalArgumentException | IOException e) {
      err.println("error: " + simulation.getName() + " could not run as shards: " + RootCause.message(e));
      return toolError(Optional.empty());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("error: interrupted while the shards of " + simulation.getName() + " were running");
      return toolError(Optional.empty());
    }
  }

  /** The directories among the entries of {@code classpath}: where simulations are searched. */
  static List<Path> classDirectories(String classpath) {
    return Arrays.stream(classpath.split(File.pathSeparator))
        .filter(entry -> !entry.isEmpty())
        .map(Path::of)
        .filter(Files::isDirectory)
        .toList();
  }
}
