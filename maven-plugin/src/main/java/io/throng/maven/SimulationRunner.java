package io.throng.maven;

import io.throng.app.ForkedSettings;
import io.throng.app.JavaCommand;
import io.throng.app.JvmDefaults;
import io.throng.app.RunOutcomeFile;
import io.throng.app.SimulationCatalog;
import io.throng.app.UnknownSimulationException;
import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * Runs simulations of a project, each in a forked JVM, the way {@code loadtest:run} does, without
 * needing Maven to be running:
 *
 * <pre>{@code
 * new SimulationRunner(log).run(request); // throws when a run did not pass
 * }</pre>
 *
 * <p>Names are resolved here, in-process, so that a typo fails fast with the list of simulations
 * found. Several simulations run one after another, each in its own JVM and run folder, and a
 * summary follows. Each run goes to a fresh JVM on the app's {@code Main}: the engine gets its own heap and
 * GC, and the project's classes load exactly as in its tests; {@code fork = false} runs {@code
 * Main} in Maven's JVM instead ({@link InProcessRun}), on the same class path. The fork's classpath is
 * the project's test classpath followed by the plugin's runtime artifacts, minus those the
 * project already has (so one copy of {@code throng-dsl}: the project's, which its simulations
 * were compiled against).
 *
 * <p>With an {@code aotCacheDirectory}, a forked run on a JDK 25 or later runs with the JDK's
 * ahead-of-time cache of its class path ({@link AotCache}), trained by the first such run.
 *
 * <p>With {@code shards} above 1 the forked JVM is {@code Main --shards N}: it starts the N shard
 * JVMs (with the same options and class path), waits for them and merges their run logs into one
 * report in the run's folder, judged by the simulation's assertions; the Mojo maps its exit status
 * as for any run.
 */
public final class SimulationRunner {

  /**
   * How long a stopped run may take to write the end of its run log and its report before it is
   * killed: longer than the fork's own wait ({@code Main.SHUTDOWN_WAIT_SECONDS}).
   */
  private static final long STOP_GRACE_SECONDS = 40;

  private final Log log;

  public SimulationRunner(Log log) {
    this.log = log;
  }

  /**
   * Resolves, runs each simulation in turn, waits and maps the outcomes; see {@link FailureMapping}.
   *
   * @throws MojoFailureException when a simulation failed its assertions and {@code
   *     failOnAssertion} is on
   * @throws MojoExecutionException when a simulation could not be run
   */
  public void run(RunRequest request) throws MojoExecutionException, MojoFailureException {
    if (request.config() != null && !Files.isRegularFile(request.config())) {
      throw new MojoExecutionException("config file " + request.config().toAbsolutePath()
          + " does not exist: fix -Dloadtest.config or the plugin's <config>");
    }
    if (request.shards() < 1) {
      throw new MojoExecutionException("loadtest.shards must be >= 1, was " + request.shards());
    }
    if (request.shards() > 1 && !request.fork()) {
      log.warn("loadtest.fork is false but loadtest.shards is " + request.shards()
          + ": the shards run in their own JVMs all the same");
    }
    checkAotCache(request);
    sayCompiler(request);
    List<String> simulations = resolve(request);
    List<FinishedRun> outcomes = new ArrayList<>();
    for (int i = 0; i < simulations.size(); i++) {
      String simulation = simulations.get(i);
      log.info("Running " + simulation + (simulations.size() > 1 ? " (" + (i + 1) + " of " + simulations.size() + ")" : "")
          + where(request) + ", results in " + request.resultsDirectory());
      outcomes.add(runMain(request, simulation, mainArguments(request, simulation), true));
    }
    FailureMapping.check(outcomes, request.failOnAssertion(), log);
  }

  /**
   * Refuses the ahead-of-time cache on a JDK without it, and warns where the request runs no JVM
   * of its own that could use it.
   */
  private void checkAotCache(RunRequest request) throws MojoExecutionException {
    if (request.aotCacheDirectory() == null) {
      return;
    }
    if (request.shards() > 1) {
      log.warn("loadtest.aotCache is not used with loadtest.shards above 1: the shard JVMs run without the cache");
    } else if (!request.fork()) {
      log.warn("loadtest.aotCache is not used when loadtest.fork is false: the run uses Maven's JVM");
    } else {
      Optional<String> refusal = AotCache.refusal(Runtime.version(), System.getProperty("java.home"));
      if (refusal.isPresent()) {
        throw new MojoExecutionException(refusal.get());
      }
    }
  }

  /** The cache of the request's forked JVM, when it has one: forked, one JVM, the cache asked for. */
  private static Optional<AotCache> aotCache(RunRequest request) {
    return request.aotCacheDirectory() != null && request.fork() && request.shards() == 1
        ? Optional.of(new AotCache(request.aotCacheDirectory())) : Optional.empty();
  }

  /**
   * Runs the simulation {@code runs} times and records their baseline, with the app's {@code Main
   * baseline}, into {@code file}, else into the project's {@code src/test/loadtest/baselines}.
   *
   * @throws MojoFailureException when a run failed its assertions: no baseline is written
   * @throws MojoExecutionException when the request selects more or less than one simulation, or
   *     a run could not be run
   */
  public void recordBaseline(RunRequest request, int runs, Path file) throws MojoExecutionException,
      MojoFailureException {
    checkAotCache(request);
    sayCompiler(request);
    List<String> simulations = resolve(request);
    if (simulations.size() != 1) {
      throw new MojoExecutionException("a baseline is of one simulation, but -Dsimulation=" + request.simulation()
          + " selects " + simulations.size() + ": " + String.join(", ", simulations) + "; name one");
    }
    String simulation = simulations.get(0);
    List<String> arguments = new ArrayList<>(List.of("baseline", "--runs", Integer.toString(runs),
        "--project", request.baseDirectory().toAbsolutePath().toString()));
    if (file != null) {
      arguments.addAll(List.of("--out", file.toAbsolutePath().toString()));
    }
    arguments.addAll(mainArguments(request, simulation));
    log.info("Recording the baseline of " + simulation + " from " + runs + " runs" + where(request) + ", results in "
        + request.resultsDirectory());
    // Recording writes no outcome of its own: its exit status says how it went.
    FailureMapping.check(List.of(runMain(request, simulation, arguments, false)), true, log);
  }

  /**
   * Runs the app's {@code Main} with {@code arguments}, forked or not, and reads how it ended from
   * the outcome it writes into the results folder, when {@code writesOutcome}.
   */
  private FinishedRun runMain(RunRequest request, String simulation, List<String> arguments, boolean writesOutcome)
      throws MojoExecutionException {
    // Every run writes its outcome there as the latest run's; one left by an earlier run must not pass for it.
    Path latest = request.resultsDirectory().resolve(RunOutcomeFile.FILE_NAME);
    deleteEarlier(latest);
    int exitCode = request.fork() || request.shards() > 1 ? fork(request, simulation, arguments)
        : inProcess(request, arguments);
    FinishedRun run = writesOutcome ? FinishedRun.read(simulation, exitCode, latest)
        : new FinishedRun(simulation, exitCode, Optional.empty());
    run.report().ifPresent(path -> log.info("Report: " + path));
    return run;
  }

  private static void deleteEarlier(Path outcome) throws MojoExecutionException {
    try {
      Files.deleteIfExists(outcome);
    } catch (IOException e) {
      throw new MojoExecutionException("could not delete the outcome of an earlier run, " + outcome.toAbsolutePath()
          + ": " + e.getMessage() + "; delete it or choose another loadtest.resultsDirectory", e);
    }
  }

  private static String where(RunRequest request) {
    if (request.shards() > 1) {
      return " as " + request.shards() + " shard JVMs";
    }
    return request.fork() ? " in a forked JVM" : " in Maven's JVM";
  }

  /** The fully-qualified names of the simulations the request selects, looked up in the project. */
  static List<String> resolve(RunRequest request) throws MojoExecutionException {
    List<Path> directories = List.of(request.classesDirectory(), request.testClassesDirectory());
    // The platform loader as parent: the project's own throng-dsl must define Simulation, not
    // the plugin's copy, or no project class would be a subclass of it.
    try (URLClassLoader project =
        new URLClassLoader(InProcessRun.urls(projectClasspath(request)), ClassLoader.getPlatformClassLoader())) {
      Optional<List<String>> named = request.all() ? Optional.empty() : loadedDirectly(request.simulation(), project);
      if (named.isPresent()) {
        return named.get();
      }
      SimulationCatalog catalog = SimulationCatalog.scan(directories, project);
      List<Class<?>> selected;
      if (request.all()) {
        selected = catalog.all();
        if (selected.isEmpty()) {
          throw new MojoExecutionException("loadtest.all is set but there is no simulation to run; "
              + catalog.describeFound());
        }
      } else if (request.simulation() == null || request.simulation().isBlank()) {
        throw new MojoExecutionException(
            "no simulation given: pass -Dsimulation=<name> (or A,B, or a pattern such as '*Smoke*'),"
                + " or -Dloadtest.all to run them all; " + catalog.describeFound());
      } else {
        selected = catalog.select(request.simulation());
      }
      return selected.stream().map(Class::getName).toList();
    } catch (UnknownSimulationException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    } catch (IOException e) {
      throw new MojoExecutionException(
          "could not look for simulations in " + directories + ": " + e.getMessage(), e);
    }
  }

  /**
   * The simulations {@code selection} names when each of its names is fully qualified and loads
   * directly, so the project's classes need not all be scanned and loaded; empty otherwise.
   */
  private static Optional<List<String>> loadedDirectly(String selection, ClassLoader project) {
    if (selection == null || selection.isBlank()) {
      return Optional.empty();
    }
    List<String> names = new ArrayList<>();
    for (String name : selection.split(",")) {
      Optional<Class<?>> simulation = SimulationCatalog.loadDirectly(name.strip(), project);
      if (simulation.isEmpty()) {
        return Optional.empty();
      }
      names.add(simulation.get().getName());
    }
    return Optional.of(List.copyOf(new LinkedHashSet<>(names)));
  }

  /** The command line of the forked JVM, which gets the {@code loadtest.*} properties from {@code settings}. */
  static List<String> command(RunRequest request, String simulationClass, ForkedSettings settings) {
    return command(request, mainArguments(request, simulationClass), settings);
  }

  private static List<String> command(RunRequest request, List<String> mainArguments, ForkedSettings settings) {
    return JavaCommand.thisJdk(forkJvmArgs(request, Runtime.version()), forkClasspath(request))
        .withOptions(settings.options())
        .main(mainArguments);
  }

  /** The arguments of the app's {@code Main}, forked or in-process. */
  static List<String> mainArguments(RunRequest request, String simulationClass) {
    List<String> arguments = new ArrayList<>(List.of(
        "--simulation", simulationClass,
        "--results-dir", request.resultsDirectory().toAbsolutePath().toString()));
    if (request.config() != null) {
      arguments.addAll(List.of("--config", request.config().toAbsolutePath().toString()));
    }
    if (request.shards() > 1) {
      arguments.addAll(List.of("--shards", Integer.toString(request.shards())));
      if (request.startDelay() != null && !request.startDelay().isBlank()) {
        arguments.addAll(List.of("--start-delay", request.startDelay()));
      }
    }
    return arguments;
  }

  private int inProcess(RunRequest request, List<String> arguments) throws MojoExecutionException {
    if (!jvmArgs(request.jvmArgs()).isEmpty() && !SimulationMojo.DEFAULT_JVM_ARGS.equals(request.jvmArgs())) {
      log.warn("loadtest.jvmArgs are ignored when loadtest.fork is false: the run uses Maven's JVM");
    }
    return InProcessRun.run(forkClasspath(request), arguments);
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
    return RunProperties.of(request.systemProperties(), request.userProperties());
  }

  /**
   * The forked JVM's options: the default ones without {@link SimulationMojo#TRIM_NATIVE_HEAP} when
   * {@code java} (Maven's, which the fork runs) does not know it; options the build sets, as given.
   */
  static List<String> forkJvmArgs(String jvmArgs, Runtime.Version java, boolean http2) {
    List<String> args = jvmArgs(jvmArgs);
    if (!SimulationMojo.DEFAULT_JVM_ARGS.equals(jvmArgs)) {
      return args;
    }
    return args.stream()
        .filter(arg -> trimsNativeHeap(java) || !arg.equals(SimulationMojo.TRIM_NATIVE_HEAP))
        .filter(arg -> !http2 || !JvmDefaults.LEAN_COMPILER.contains(arg))
        .toList();
  }

  private static List<String> forkJvmArgs(RunRequest request, Runtime.Version java) {
    return forkJvmArgs(request.jvmArgs(), java, http2User(request).isPresent());
  }

  /** The first of the project's classes that turns HTTP/2 on ({@link Http2Classes}). */
  private static Optional<Path> http2User(RunRequest request) {
    return Http2Classes.firstUser(Arrays.asList(request.classesDirectory(), request.testClassesDirectory()));
  }

  /** Says when the fork's compiler options are HotSpot's, because the project speaks HTTP/2. */
  private void sayCompiler(RunRequest request) {
    if (request.fork() && SimulationMojo.DEFAULT_JVM_ARGS.equals(request.jvmArgs())) {
      Path base = request.baseDirectory().toAbsolutePath();
      http2User(request).ifPresent(user -> log.info("HTTP/2 in " + base.relativize(user.toAbsolutePath())
          + ": the forked JVM compiles at HotSpot's C2 thresholds, not twenty times them"
          + " (docs/performance.md#behind-the-default-jvm-options)"));
    }
  }

  /** Whether {@code java} knows {@code -XX:TrimNativeHeapInterval}: 17.0.9+, 21.0.1+ and 22+. */
  static boolean trimsNativeHeap(Runtime.Version java) {
    int feature = java.feature();
    return feature >= 22 || feature == 21 && java.update() >= 1 || feature == 17 && java.update() >= 9;
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

  /** Runs {@code simulation} in a forked JVM, its settings in a file that lives as long as the fork. */
  private int fork(RunRequest request, String simulation, List<String> arguments) throws MojoExecutionException {
    Optional<AotCache> cache = aotCache(request);
    if (cache.isPresent()) {
      return forkWithCache(request, simulation, arguments, cache.get());
    }
    try (ForkedSettings settings = ForkedSettings.write(loadtestProperties(request))) {
      return fork(command(request, arguments, settings), request.baseDirectory(), simulation);
    } catch (IOException e) {
      throw settingsFileError(e);
    }
  }

  private int forkWithCache(RunRequest request, String simulation, List<String> arguments, AotCache cache)
      throws MojoExecutionException {
    AotCache.Fork aot;
    try {
      aot = cache.prepare(forkClasspath(request), forkJvmArgs(request, Runtime.version()),
          System.getProperty("java.version"));
    } catch (IOException e) {
      throw new MojoExecutionException("could not prepare the AOT cache in " + request.aotCacheDirectory() + ": "
          + e.getMessage() + "; make it writable, or leave out -Dloadtest.aotCache", e);
    }
    log.info(aot.trains()
        ? "AOT cache: none yet for this class path and JDK, this run trains " + aot.cache()
            + "; its JVM takes seconds longer to exit while the JDK writes the cache"
        : "AOT cache: running with " + aot.cache());
    int exitCode;
    try (ForkedSettings settings = ForkedSettings.write(loadtestProperties(request))) {
      exitCode = fork(JavaCommand.thisJdk(aot.options(), aot.classpath()).withOptions(settings.options())
          .main(arguments), request.baseDirectory(), simulation);
    } catch (IOException e) {
      throw settingsFileError(e);
    }
    try {
      cache.finish(aot, log);
    } catch (IOException e) {
      log.warn("AOT cache: could not keep or check " + aot.cache() + ": " + e.getMessage());
    }
    return exitCode;
  }

  private static MojoExecutionException settingsFileError(IOException e) {
    return new MojoExecutionException("could not write the run's settings file: " + e.getMessage()
        + "; make the temporary folder (java.io.tmpdir) writable", e);
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
    // leave an orphan loading the target, and wait while it writes its run log and report.
    Thread stopFork = new Thread(() -> stop(process), "loadtest-stop-fork");
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

  /**
   * Asks the run to stop (SIGTERM) so it can close its run log and write its report; kills it
   * after a grace period.
   */
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
}
