package io.throng.app;

import io.throng.dsl.Simulation;
import io.throng.engine.LoadTest;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.netty.util.internal.logging.InternalLoggerFactory;
import io.netty.util.internal.logging.JdkLoggerFactory;
import io.throng.report.ReportGenerator;
import io.throng.report.assertion.AssertionResult;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
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
 * {@code junit.xml} lies beside it. The exit status is one of the constants below, which the
 * Maven plugin maps to a build result.
 *
 * <p>Ctrl-C (SIGINT) or SIGTERM stops the run the way {@code maxDuration} does: injection stops,
 * requests in flight get the grace period, the run log ends with {@code END interrupted}, and the
 * report of the part that ran is written before the JVM exits.
 */
public final class Main {

  /** Exit status: the run completed and its assertions passed (or it had none). */
  public static final int COMPLETED = 0;

  /** Exit status: the run completed but at least one assertion failed. */
  public static final int ASSERTIONS_FAILED = 1;

  /**
   * Exit status: the tool could not run the simulation (bad arguments, unknown simulation, an
   * exception); stderr says why in its last line.
   */
  public static final int TOOL_ERROR = 2;

  /** How long a stopping JVM waits for the run log and the report; beyond, it exits without. */
  static final long SHUTDOWN_WAIT_SECONDS = 30;

  /** The run log's name in a run folder, as the engine writes it. */
  private static final String RUN_LOG = "run.log";

  /** The suffix of a merged report's folder, as the engine names run folders. */
  private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

  private final List<Path> classDirectories;
  private final ClassLoader loader;
  private final PrintStream out;
  private final PrintStream err;
  private final CompletableFuture<Void> stop;

  Main(List<Path> classDirectories, ClassLoader loader, PrintStream out, PrintStream err, CompletableFuture<Void> stop) {
    this.classDirectories = classDirectories;
    this.loader = loader;
    this.out = out;
    this.err = err;
    this.stop = stop;
  }

  public static void main(String[] args) {
    CompletableFuture<Void> stop = new CompletableFuture<>();
    CountDownLatch finished = new CountDownLatch(1);
    Runtime.getRuntime().addShutdownHook(new Thread(() -> finishBeforeExit(stop, finished), "throng-shutdown"));
    int status;
    try {
      status = inThisJvm(stop, args);
    } catch (Throwable e) {
      // Left uncaught, an Error would end the JVM with status 1, which means failed assertions.
      e.printStackTrace();
      System.err.println("error: " + e + "; the stack trace above shows where");
      status = TOOL_ERROR;
    } finally {
      finished.countDown();
    }
    // Exit explicitly: engine threads that outlive the run must not keep the JVM alive.
    System.exit(status);
  }

  /**
   * Runs the command line {@code args} in this JVM and returns the exit status without exiting:
   * what {@code loadtest:run -Dloadtest.fork=false} and {@code loadtest:report} call. Simulations
   * are looked up with this class's loader.
   */
  public static int execute(String... args) {
    return inThisJvm(new CompletableFuture<>(), args);
  }

  private static int inThisJvm(CompletableFuture<Void> stop, String... args) {
    // Netty would pick up any slf4j-api on the simulation's test classpath and warn that it has
    // no provider; route its few messages to java.util.logging instead (in-process, this only
    // touches the Netty of the run's own class loader).
    InternalLoggerFactory.setDefaultFactory(JdkLoggerFactory.INSTANCE);
    List<Path> classDirectories = classDirectories(System.getProperty("java.class.path", ""));
    return new Main(classDirectories, Main.class.getClassLoader(), System.out, System.err, stop).run(args);
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
  int run(String... args) {
    if (Subcommands.named(args)) {
      return Subcommands.run(out, err, args);
    }
    Arguments arguments;
    try {
      arguments = Arguments.parse(args);
    } catch (IllegalArgumentException e) {
      err.println(Arguments.USAGE);
      err.println("error: " + e.getMessage());
      return TOOL_ERROR;
    }
    if (arguments.help()) {
      out.println(Arguments.USAGE);
      out.println(Subcommands.USAGE);
      return COMPLETED;
    }
    if (!arguments.reportRuns().isEmpty()) {
      return regenerate(arguments.reportRuns(), arguments.output());
    }
    Class<? extends Simulation> simulation;
    Map<String, String> overrides;
    try {
      simulation = find(arguments.simulation());
      overrides = arguments.config().map(file -> ConfigFile.read(file, System.getProperties())).orElse(Map.of());
    } catch (UnknownSimulationException | IOException | IllegalArgumentException e) {
      err.println("error: " + e.getMessage());
      return TOOL_ERROR;
    }
    return run(simulation, arguments.resultsDirectory(), overrides);
  }

  private Class<? extends Simulation> find(Optional<String> name)
      throws UnknownSimulationException, IOException {
    SimulationCatalog catalog = SimulationCatalog.scan(classDirectories, loader);
    if (name.isEmpty()) {
      throw new UnknownSimulationException(
          "no simulation given: pass --simulation <name>; " + catalog.describeFound());
    }
    return catalog.resolve(name.get()).asSubclass(Simulation.class);
  }

  private int run(Class<? extends Simulation> simulation, Path resultsDirectory, Map<String, String> overrides) {
    RunResult result;
    try {
      result = LoadTest.run(simulation, new RunOptions(resultsDirectory, overrides, out, stop));
    } catch (IllegalArgumentException e) {
      // The engine's way of saying the simulation cannot run as written; the message says
      // what to fix, so a stack trace would only hide it.
      err.println("error: " + e.getMessage());
      return TOOL_ERROR;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("error: interrupted while " + simulation.getName() + " was running");
      return TOOL_ERROR;
    } catch (Exception e) {
      e.printStackTrace(err);
      err.println("error: " + simulation.getName() + " did not run to the end: " + rootMessage(e)
          + "; the stack trace above shows where");
      return TOOL_ERROR;
    }
    ReportGenerator.Result report;
    try {
      report = ReportGenerator.generate(result.runLog(), result.runDirectory(), result.assertions());
    } catch (Exception e) {
      e.printStackTrace(err);
      err.println("error: the run finished but its report could not be written: " + rootMessage(e)
          + "; the run log is kept in " + result.runLog().toAbsolutePath());
      return TOOL_ERROR;
    }
    AbConsoleSummary.print(result, overrides, System.getProperties(), out, err);
    for (AssertionResult assertion : report.assertions()) {
      out.println((assertion.passed() ? "PASS " : "FAIL ") + assertion.description() + " (" + assertion.message() + ")");
    }
    if (!report.passed()) {
      long failed = report.assertions().stream().filter(a -> !a.passed()).count();
      out.println(failed + " of " + report.assertions().size() + " assertions failed");
    }
    out.println("Report: " + report.index().toAbsolutePath());
    return report.passed() ? COMPLETED : ASSERTIONS_FAILED;
  }

  /**
   * Rewrites the report of a run folder from its run log, or merges the run logs of several
   * folders (the injectors of one run) into one report.
   */
  private int regenerate(List<Path> runFolders, Optional<Path> output) {
    List<Path> runLogs = new ArrayList<>();
    for (Path folder : runFolders) {
      Path runLog = folder.resolve(RUN_LOG);
      if (!Files.isRegularFile(runLog)) {
        err.println("error: " + folder.toAbsolutePath() + " has no " + RUN_LOG
            + ": pass a run folder, such as target/loadtest/smoke-20261129-221503");
        return TOOL_ERROR;
      }
      runLogs.add(runLog);
    }
    Path directory = output.orElseGet(() -> runFolders.size() == 1
        ? runFolders.get(0)
        : runFolders.get(0).toAbsolutePath().getParent().resolve("merged-" + LocalDateTime.now().format(FOLDER_TIME)));
    try {
      out.println("Report: " + ReportGenerator.generate(runLogs, directory).toAbsolutePath());
      return COMPLETED;
    } catch (IOException | IllegalArgumentException e) {
      err.println("error: could not write the report of " + runFolders + " into " + directory.toAbsolutePath()
          + ": " + rootMessage(e));
      return TOOL_ERROR;
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

  /** The innermost cause's message: the reflective and engine wrappers add nothing for the user. */
  private static String rootMessage(Throwable e) {
    Throwable root = e;
    while (root.getCause() != null && root.getCause() != root) {
      root = root.getCause();
    }
    return root.getMessage() != null ? root.getMessage() : root.toString();
  }
}
