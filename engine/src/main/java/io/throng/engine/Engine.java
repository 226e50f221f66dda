package io.throng.engine;

import io.throng.dsl.Simulation;
import io.throng.dsl.SimulationConfig;
import io.throng.dsl.model.AssertionSpec;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.config.EngineSettings;
import io.throng.engine.config.TypesafeSimulationConfig;
import io.throng.engine.config.UnknownKeys;
import io.throng.engine.demo.DemoTarget;
import io.throng.engine.live.LiveMetrics;
import io.throng.engine.live.OtlpSettings;
import io.throng.engine.live.PrometheusSettings;
import io.throng.engine.run.RunExecution;
import io.throng.engine.runlog.RunLogFormat;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Runs a simulation and writes its run log.
 *
 * <pre>{@code
 * RunResult result = Engine.run(Smoke.class, RunOptions.defaults(Path.of("target/loadtest")));
 * System.out.println(result.requests() + " requests, log in " + result.runLog());
 * }</pre>
 *
 * <p>The simulation is constructed with the run's configuration, then {@code before()} runs, the
 * {@code loadtest.*} settings are checked for unknown keys ({@link UnknownKeys}: a key the
 * simulation read through {@code config()} so far is known), the users run, and {@code after()}
 * runs even when the run failed. The console names the target first ({@code Target:
 * http://127.0.0.1:8080}); when the plan's base URL is {@code demo}, the embedded
 * {@link DemoTarget} serves the run on a loopback port.
 *
 * <p>Options {@link RunOptions#withShard(int, int) withShard(k, n)} run shard {@code k} of a run
 * split into {@code n} processes: its share of every population, so that the shards together run
 * exactly the simulation; {@link RunOptions#withStartAt(java.time.Instant) withStartAt} makes
 * every shard's second 0 the same instant, so that their run logs merge on one timeline.
 */
public final class Engine {

  /** The local time in a run folder's name ({@code smoke-20261130-052437}), and in folders made beside it. */
  public static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

  private Engine() {}

  /**
   * @throws IllegalArgumentException when the simulation cannot be built or its plan cannot run
   *     (the message says what to fix)
   * @throws IOException when the run folder or log cannot be written
   */
  public static RunResult run(Class<? extends Simulation> simulationClass, RunOptions options)
      throws IOException, InterruptedException {
    return run(prepare(simulationClass, options), options);
  }

  /**
   * Runs the simulation {@code prepared} built, which has not run yet, as {@link #run(Class,
   * RunOptions)} does; {@code options} are those it was prepared with, a shard or a start instant
   * added.
   *
   * @throws IllegalStateException if {@code prepared} ran already
   * @throws IllegalArgumentException if {@code options} carry other settings than those it was
   *     prepared with, or its plan cannot run (the message says what to fix)
   * @throws IOException when the run folder or log cannot be written
   */
  public static RunResult run(PreparedRun prepared, RunOptions options) throws IOException, InterruptedException {
    prepared.claimFor(options);
    Class<? extends Simulation> simulationClass = prepared.simulationClass();
    EngineSettings settings = prepared.settings();
    TypesafeSimulationConfig config = prepared.config();
    Simulation simulation = prepared.simulation();
    SimulationPlan plan = prepared.plan();
    Path runDirectory = newRunDirectory(options.resultsDirectory(), plan.name());
    Path runLog = runDirectory.resolve(RunLogFormat.FILE_NAME);
    DemoTarget demo = null;
    try {
      String baseUrl = plan.protocol().baseUrl();
      if (plan.protocol().usesDemoTarget()) {
        // HTTP/3 goes to the target's QUIC listener, only started when asked for: it costs a certificate.
        demo = plan.protocol().http3() ? DemoTarget.startWithHttp3() : DemoTarget.start();
        baseUrl = demo.http3BaseUri().orElse(demo.baseUri()).toString();
        options.console().println("Target: " + baseUrl + " (the embedded demo target"
            + (plan.protocol().http3() ? "'s HTTP/3 listener, UDP," : ",") + " as the base URL is \""
            + HttpProtocol.DEMO_TARGET + "\")");
      } else {
        options.console().println("Target: " + String.join(", ", plan.protocol().baseUrls()));
      }
      simulation.before();
      try {
        UnknownKeys.requireNone(settings.section(), simulationClass.getClassLoader(), config.readPaths());
        try (LiveMetrics live = LiveMetrics.start(PrometheusSettings.from(settings.section()),
            OtlpSettings.from(settings.section()), plan.name(), runId(plan.name(), runDirectory, options),
            options.shardIndex(), plan.metrics(), options.console())) {
          RunExecution execution = new RunExecution(plan, baseUrl,
              demo == null ? Optional.empty() : demo.certificate(), settings, options.console(), options.stop(),
              options.shard(), options.startAt(), live.listener());
          RunExecution.Outcome outcome = execution.run(runLog);
          live.linger(options.stop());
          return new RunResult(plan.name(), runDirectory, runLog, outcome.ok(), outcome.ko(), outcome.endReason(),
              plan.assertions(), RunResult.requestBudgetOnly(plan));
        }
      } finally {
        simulation.after();
      }
    } finally {
      if (demo != null) {
        demo.close();
      }
    }
  }

  /**
   * The simulation's assertions, built as a run with {@code options} would build them but without
   * running anything: to judge what runs made elsewhere recorded, such as the merged run logs of
   * its shards.
   *
   * @throws IllegalArgumentException when the simulation cannot be built (the message says why)
   */
  public static List<AssertionSpec> assertions(Class<? extends Simulation> simulationClass, RunOptions options) {
    return prepare(simulationClass, options).plan().assertions();
  }

  /**
   * The simulation built with {@code options}, as its run builds it, and its plan, without running
   * anything: what a run of it asserts and which baseline it is judged against, known before it
   * starts; {@link #run(PreparedRun, RunOptions)} then runs it without building it again.
   *
   * @throws IllegalArgumentException when the simulation cannot be built (the message says why)
   */
  public static PreparedRun prepare(Class<? extends Simulation> simulationClass, RunOptions options) {
    EngineSettings settings = EngineSettings.load(simulationClass.getClassLoader(), options.properties());
    TypesafeSimulationConfig config = new TypesafeSimulationConfig(settings.section());
    Simulation simulation = construct(simulationClass, config);
    return new PreparedRun(simulationClass, options.properties(), settings, config, simulation, plan(simulation));
  }

  /**
   * Creates a fresh run folder for {@code simulationName} under {@code results}:
   * {@code results/smoke-20261129-221503}, with {@code -2}, {@code -3} ... if that exists.
   */
  public static Path newRunDirectory(Path results, String simulationName) throws IOException {
    Files.createDirectories(results);
    String base = slug(simulationName) + "-" + LocalDateTime.now().format(FOLDER_TIME);
    for (int attempt = 1; ; attempt++) {
      Path candidate = results.resolve(attempt == 1 ? base : base + "-" + attempt);
      try {
        return Files.createDirectory(candidate);
      } catch (FileAlreadyExistsException e) {
        // another run started in the same second: try the next suffix
      }
    }
  }

  /**
   * The run's name in its live metrics: its folder's, or for the shards of a run, which each make
   * their own folder, one made of what they share, the simulation and the start instant (UTC).
   */
  private static String runId(String simulationName, Path runDirectory, RunOptions options) {
    return options.startAt()
        .map(at -> slug(simulationName) + "-" + FOLDER_TIME.format(at.atZone(ZoneOffset.UTC)))
        .orElse(runDirectory.getFileName().toString());
  }

  /** {@code smoke} for {@code Smoke}: a simulation's name as folder names and run ids show it. */
  private static String slug(String simulationName) {
    return simulationName.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]+", "-");
  }

  private static Simulation construct(Class<? extends Simulation> simulationClass, TypesafeSimulationConfig config) {
    return SimulationConfig.using(config, () -> instantiate(simulationClass));
  }

  /** The simulation's plan; a plan it cannot make (no setUp, no protocol) is a simulation to fix. */
  private static SimulationPlan plan(Simulation simulation) {
    try {
      return simulation.toPlan();
    } catch (IllegalStateException e) {
      throw new IllegalArgumentException(e.getMessage(), e);
    }
  }

  private static Simulation instantiate(Class<? extends Simulation> type) {
    try {
      // Like JUnit with test classes, accept package-private simulations and constructors.
      var constructor = type.getDeclaredConstructor();
      constructor.setAccessible(true);
      return constructor.newInstance();
    } catch (NoSuchMethodException e) {
      throw new IllegalArgumentException(type.getName() + " needs a constructor without parameters", e);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      throw new IllegalArgumentException(
          "could not build simulation " + type.getName() + ": " + cause.getMessage(), cause);
    } catch (ReflectiveOperationException e) {
      throw new IllegalArgumentException("could not build simulation " + type.getName() + ": " + e, e);
    }
  }
}
