package io.throng.maven;

import io.throng.app.Main;
import io.throng.app.SimulationCatalog;
import io.throng.app.UnknownSimulationException;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * Runs one simulation of a project in a forked JVM, the way {@code loadtest:run} does, without
 * needing Maven to be running:
 *
 * <pre>{@code
 * new SimulationRunner(log).run(request); // throws when the run did not pass
 * }</pre>
 *
 * <p>The name is resolved here, in-process, so that a typo fails fast with the list of
 * simulations found. The run itself goes to a fresh JVM on {@link Main}: the engine gets its own
 * heap and GC, and the project's classes load exactly as in its tests. The fork's classpath is
 * the project's test classpath followed by the plugin's runtime artifacts, minus those the
 * project already has (so one copy of {@code throng-dsl}: the project's, which its simulations
 * were compiled against).
 */
public final class SimulationRunner {

  /** Parameters of the plugin itself: they configure the fork, not the run, so stay out of it. */
  private static final Set<String> PLUGIN_PROPERTIES =
      Set.of("loadtest.resultsDirectory", "loadtest.skip", "loadtest.jvmArgs");

  /** How long a stopped run may take to write the end of its run log before it is killed. */
  private static final long STOP_GRACE_SECONDS = 10;

  private final Log log;

  public SimulationRunner(Log log) {
    this.log = log;
  }

  /**
   * Resolves, forks, waits and maps the outcome; see {@link FailureMapping}.
   *
   * @throws MojoFailureException when the simulation failed its assertions
   * @throws MojoExecutionException when it could not be run
   */
  public void run(RunRequest request) throws MojoExecutionException, MojoFailureException {
    String simulation = resolve(request);
    List<String> command = command(request, simulation);
    log.info(
        "Running " + simulation + " in a forked JVM, results in " + request.resultsDirectory());
    log.debug("Fork: " + String.join(" ", command));
    Instant started = Instant.now();
    int exitCode = fork(command, request.baseDirectory(), simulation);
    newestReport(request.resultsDirectory(), started)
        .ifPresent(report -> log.info("Report: " + report));
    FailureMapping.check(exitCode, simulation);
  }

  /** The fully-qualified name of the simulation the request names, looked up in the project. */
  static String resolve(RunRequest request) throws MojoExecutionException {
    List<Path> directories = List.of(request.classesDirectory(), request.testClassesDirectory());
    // The platform loader as parent: the project's own throng-dsl must define Simulation, not
    // the plugin's copy, or no project class would be a subclass of it.
    try (URLClassLoader project =
        new URLClassLoader(urls(projectClasspath(request)), ClassLoader.getPlatformClassLoader())) {
      SimulationCatalog catalog = SimulationCatalog.scan(directories, project);
      if (request.simulation() == null || request.simulation().isBlank()) {
        throw new MojoExecutionException(
            "no simulation given: pass -Dsimulation=<name>; " + catalog.describeFound());
      }
      return catalog.resolve(request.simulation().strip()).getName();
    } catch (UnknownSimulationException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    } catch (IOException e) {
      throw new MojoExecutionException(
          "could not look for simulations in " + directories + ": " + e.getMessage(), e);
    }
  }

  /** The command line of the forked JVM. */
  static List<String> command(RunRequest request, String simulationClass) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmArgs(request.jvmArgs()));
    loadtestProperties(request).forEach((key, value) -> command.add("-D" + key + "=" + value));
    command.add("-cp");
    command.add(
        forkClasspath(request).stream()
            .map(Path::toString)
            .collect(Collectors.joining(File.pathSeparator)));
    command.add(Main.class.getName());
    command.addAll(
        List.of(
            "--simulation", simulationClass,
            "--results-dir", request.resultsDirectory().toAbsolutePath().toString()));
    return command;
  }

  /** The project's test classpath in Maven's order: test classes, classes, dependencies. */
  static List<Path> projectClasspath(RunRequest request) {
    List<Path> classpath = new ArrayList<>();
    classpath.add(request.testClassesDirectory());
    classpath.add(request.classesDirectory());
    classpath.addAll(files(request.projectArtifacts().stream()));
    return classpath;
  }

  /**
   * The project's test classpath, then the plugin's runtime artifacts that the project does not
   * already have under the same coordinates, whatever their version; the plugin jar itself stays
   * out.
   */
  static List<Path> forkClasspath(RunRequest request) {
    Set<String> projectKeys =
        request.projectArtifacts().stream()
            .map(Artifact::getDependencyConflictId)
            .collect(Collectors.toSet());
    Set<Path> classpath = new LinkedHashSet<>(projectClasspath(request));
    classpath.addAll(
        files(
            request.pluginArtifacts().stream()
                .filter(artifact -> !"maven-plugin".equals(artifact.getType()))
                .filter(artifact -> !projectKeys.contains(artifact.getDependencyConflictId()))));
    return List.copyOf(classpath);
  }

  /** Every {@code loadtest.*} property of the build, user properties winning, sorted by key. */
  static Map<String, String> loadtestProperties(RunRequest request) {
    Map<String, String> properties = new TreeMap<>();
    for (Properties source : List.of(request.systemProperties(), request.userProperties())) {
      source.stringPropertyNames().stream()
          .filter(key -> key.startsWith("loadtest.") && !PLUGIN_PROPERTIES.contains(key))
          .forEach(key -> properties.put(key, source.getProperty(key)));
    }
    return properties;
  }

  static List<String> jvmArgs(String jvmArgs) {
    return jvmArgs == null || jvmArgs.isBlank()
        ? List.of()
        : Arrays.asList(jvmArgs.strip().split("\\s+"));
  }

  private static List<Path> files(Stream<Artifact> artifacts) {
    return artifacts
        .filter(artifact -> artifact.getFile() != null)
        .filter(artifact -> artifact.getArtifactHandler().isAddedToClasspath())
        .map(artifact -> artifact.getFile().toPath())
        .toList();
  }

  private static URL[] urls(Collection<Path> classpath) {
    return classpath.stream()
        .map(
            path -> {
              try {
                return path.toUri().toURL();
              } catch (MalformedURLException e) {
                throw new IllegalArgumentException("not a classpath entry: " + path, e);
              }
            })
        .toArray(URL[]::new);
  }

  private int fork(List<String> command, Path workingDirectory, String simulation)
      throws MojoExecutionException {
    Process process;
    try {
      process =
          new ProcessBuilder(command).directory(workingDirectory.toFile()).inheritIO().start();
    } catch (IOException e) {
      throw new MojoExecutionException(
          "could not start " + command.get(0) + ": " + e.getMessage()
              + "; run Maven with a JDK 17 or later (JAVA_HOME)",
          e);
    }
    // When Maven itself is stopped (Ctrl-C, a CI timeout), stop the run with it rather than
    // leave an orphan loading the target.
    Thread stopFork = new Thread(process::destroy, "loadtest-stop-fork");
    Runtime.getRuntime().addShutdownHook(stopFork);
    try {
      return process.waitFor();
    } catch (InterruptedException e) {
      stop(process);
      Thread.currentThread().interrupt();
      throw new MojoExecutionException(
          "interrupted while " + simulation + " was running; its JVM was stopped", e);
    } finally {
      try {
        Runtime.getRuntime().removeShutdownHook(stopFork);
      } catch (IllegalStateException shuttingDown) {
        // The JVM is already shutting down and the hook runs anyway: nothing left to undo.
      }
    }
  }

  /** Asks the run to stop (SIGTERM) so it can close its run log; kills it after a grace period. */
  private static void stop(Process process) {
    process.destroy();
    try {
      if (!process.waitFor(STOP_GRACE_SECONDS, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException again) {
      process.destroyForcibly();
    }
  }

  /** The report of this run: the newest {@code index.html} of a run folder since {@code since}. */
  private static Optional<Path> newestReport(Path resultsDirectory, Instant since) {
    if (!Files.isDirectory(resultsDirectory)) {
      return Optional.empty();
    }
    try (Stream<Path> runs = Files.list(resultsDirectory)) {
      return runs.map(run -> run.resolve("index.html"))
          .filter(Files::isRegularFile)
          .filter(report -> !modified(report).toInstant().isBefore(since))
          .max(Comparator.comparing(SimulationRunner::modified))
          .map(Path::toAbsolutePath);
    } catch (IOException | UncheckedIOException e) {
      // Only the log line pointing at the report is lost; the report itself is there.
      return Optional.empty();
    }
  }

  private static FileTime modified(Path file) {
    try {
      return Files.getLastModifiedTime(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
