package io.throng.app;

import io.throng.dsl.Simulation;
import io.throng.engine.LoadTest;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.netty.util.internal.logging.InternalLoggerFactory;
import io.netty.util.internal.logging.JdkLoggerFactory;
import io.throng.report.ReportGenerator;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
 * engine. The last line of a successful run is {@code Report: <path of index.html>}; the exit
 * status is one of the constants below, which the Maven plugin maps to a build result.
 */
public final class Main {

  /** Exit status: the run completed and its assertions passed. */
  public static final int COMPLETED = 0;

  /** Exit status reserved for a run that completed but failed its assertions. */
  public static final int ASSERTIONS_FAILED = 1;

  /**
   * Exit status: the tool could not run the simulation (bad arguments, unknown simulation, an
   * exception); stderr says why in its last line.
   */
  public static final int TOOL_ERROR = 2;

  private final List<Path> classDirectories;
  private final ClassLoader loader;
  private final PrintStream out;
  private final PrintStream err;

  Main(List<Path> classDirectories, ClassLoader loader, PrintStream out, PrintStream err) {
    this.classDirectories = classDirectories;
    this.loader = loader;
    this.out = out;
    this.err = err;
  }

  public static void main(String[] args) {
    // Netty would pick up any slf4j-api on the simulation's test classpath and warn that it has
    // no provider; this JVM is ours, so route Netty's few messages to java.util.logging.
    InternalLoggerFactory.setDefaultFactory(JdkLoggerFactory.INSTANCE);
    int status;
    try {
      List<Path> classDirectories = classDirectories(System.getProperty("java.class.path", ""));
      Main main = new Main(classDirectories, Main.class.getClassLoader(), System.out, System.err);
      status = main.run(args);
    } catch (Throwable e) {
      // Left uncaught, an Error would end the JVM with status 1, which means failed assertions.
      e.printStackTrace();
      System.err.println("error: " + e + "; the stack trace above shows where");
      status = TOOL_ERROR;
    }
    // Exit explicitly: engine threads that outlive the run must not keep the JVM alive.
    System.exit(status);
  }

  /** Runs the command line {@code args} and returns the exit status. */
  int run(String... args) {
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
      return COMPLETED;
    }
    Class<? extends Simulation> simulation;
    try {
      simulation = find(arguments.simulation());
    } catch (UnknownSimulationException | IOException e) {
      err.println("error: " + e.getMessage());
      return TOOL_ERROR;
    }
    return run(simulation, arguments.resultsDirectory());
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

  private int run(Class<? extends Simulation> simulation, Path resultsDirectory) {
    RunResult result;
    try {
      result = LoadTest.run(simulation, new RunOptions(resultsDirectory, Map.of(), out));
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
    try {
      Path report = ReportGenerator.generate(result.runLog(), result.runDirectory());
      out.println("Report: " + report.toAbsolutePath());
      return COMPLETED;
    } catch (Exception e) {
      e.printStackTrace(err);
      err.println("error: the run finished but its report could not be written: " + rootMessage(e)
          + "; the run log is kept in " + result.runLog().toAbsolutePath());
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
