package io.throng.engine;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.OpenStep;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.config.EngineSettings;
import io.throng.engine.http.ClientSettings;
import io.throng.engine.http.HttpClient;
import io.throng.engine.transport.Transport;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.schedule.Pacer;
import io.throng.engine.schedule.Throttle;
import io.throng.engine.stats.GeneratorHealth;
import io.throng.engine.stats.LiveConsole;
import io.throng.engine.stats.StatsCollector;
import io.throng.engine.stats.StatsRecorder;
import io.throng.engine.stats.Traffic;
import io.throng.engine.user.ActiveUsers;
import io.throng.engine.user.CompiledScenario;
import io.throng.engine.user.ScenarioCompiler;
import io.throng.engine.user.VirtualUser;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;

/**
 * One run of a plan, start to end: event loops, the populations' injection (with the throttle
 * and the seeds of randomized arrivals), the stats thread and the stop sequence. The stop
 * sequence is what keeps every request counted: stop injecting, let requests in flight finish
 * within the grace period, cancel the rest as KOs, then collect the last second. It runs when
 * the max duration has passed ({@value #MAX_DURATION}) and when the caller requests a stop
 * ({@value #INTERRUPTED}, such as on Ctrl-C).
 */
final class RunExecution {

  static final String COMPLETED = "completed";
  static final String MAX_DURATION = "max-duration";
  static final String INTERRUPTED = "interrupted";

  /** The configuration key of the run-wide seed of randomized arrivals. */
  static final String SEED = "seed";

  /** What the run log's totals were when the run ended. */
  record Outcome(long ok, long ko, String endReason) {}

  private final SimulationPlan plan;
  private final String baseUrl;
  private final EngineSettings settings;
  private final PrintStream console;
  private final CompletableFuture<Void> stopRequest;

  RunExecution(
      SimulationPlan plan, String baseUrl, EngineSettings settings, PrintStream console,
      CompletableFuture<Void> stopRequest) {
    this.plan = plan;
    this.baseUrl = baseUrl;
    this.settings = settings;
    this.console = console;
    this.stopRequest = stopRequest;
  }

  Outcome run(Path runLog) throws IOException, InterruptedException {
    ClientSettings clientSettings = ClientSettings.of(
        plan.protocol(), settings.connectTimeout(), settings.requestTimeout(), settings.maxBodyBytes());
    Map<Population, CompiledScenario> scenarios = new IdentityHashMap<>();
    compileAll(plan.populations(), new ScenarioCompiler(plan.protocol(), baseUrl, clientSettings), scenarios);
    Transport transport = Transport.best();
    EventLoopGroup loops = transport.newGroup(settings.eventLoops(), "throng-user");
    ScheduledExecutorService injectorThread = Executors.newSingleThreadScheduledExecutor(daemon("throng-injector"));
    ScheduledExecutorService statsThread = Executors.newSingleThreadScheduledExecutor(daemon("throng-stats"));
    long startMillis = System.currentTimeMillis();
    long startNanos = System.nanoTime();
    try (RunLogWriter log = RunLogWriter.create(runLog, startMillis, plan.name())) {
      StatsRecorder stats = new StatsRecorder();
      GeneratorHealth health = new GeneratorHealth();
      HttpClient client = new HttpClient(loops, transport, clientSettings);
      StatsCollector collector =
          new StatsCollector(stats, health, new Traffic(client::bytesSent, client::bytesReceived), log);
      LiveConsole live = new LiveConsole(console, settings.consoleInterval().toSeconds());
      ActiveUsers users = new ActiveUsers(loops);
      Pacer pacer = plan.throttle().isEmpty() ? Pacer.NONE : Throttle.of(plan.throttle(), startNanos);
      Populations populations = new Populations(plan.populations(), pacer, runSeeds(), injectorThread,
          population -> {
            CompiledScenario scenario = scenarios.get(population);
            return (intendedNanos, workload) -> {
              EventLoop loop = loops.next();
              VirtualUser user =
                  new VirtualUser(scenario, intendedNanos, loop, client.newConnection(loop), stats, users, workload);
              loop.execute(user::start);
            };
          });
      console.printf("Running %s: %d population(s), %d %s event loops, run log %s%n",
          plan.name(), scenarios.size(), settings.eventLoops(), transport.name().toLowerCase(), runLog);

      LoopLagProbe.start(loops, health);
      statsThread.scheduleAtFixedRate(() -> live.accept(collector.collect()), 1, 1, TimeUnit.SECONDS);
      populations.start();

      String reason = awaitEnd(populations);
      if (!COMPLETED.equals(reason)) {
        stop(users, populations);
      }
      statsThread.shutdown();
      statsThread.awaitTermination(1, TimeUnit.MINUTES);
      live.accept(collector.collect());
      log.end(System.currentTimeMillis(), reason);
      console.printf("Run %s: %d requests, %d OK, %d KO%n", reason, collector.totalOk() + collector.totalKo(),
          collector.totalOk(), collector.totalKo());
      return new Outcome(collector.totalOk(), collector.totalKo(), reason);
    } finally {
      injectorThread.shutdownNow();
      statsThread.shutdownNow();
      loops.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
  }

  /** Compiles every population's scenario, children included, before anything starts. */
  private static void compileAll(
      List<Population> populations, ScenarioCompiler compiler, Map<Population, CompiledScenario> scenarios) {
    for (Population population : populations) {
      scenarios.put(population, compiler.compile(population.scenario()));
      compileAll(population.children(), compiler, scenarios);
    }
  }

  /**
   * Seeds for randomized arrivals without a seed of their own: from {@code loadtest.seed} when
   * set, so that a run repeats exactly, otherwise from a fresh seed printed for that purpose.
   */
  private LongSupplier runSeeds() {
    long seed;
    if (settings.section().hasPath(SEED)) {
      seed = settings.section().getLong(SEED);
    } else {
      seed = new SecureRandom().nextLong();
      if (usesRandomArrivals(plan.populations())) {
        console.printf("Randomized arrivals use seed %d (-Dloadtest.seed=%d repeats them)%n", seed, seed);
      }
    }
    SplittableRandom seeds = new SplittableRandom(seed);
    return seeds::nextLong;
  }

  private static boolean usesRandomArrivals(List<Population> populations) {
    return populations.stream().anyMatch(population -> usesRandomArrivals(population.children())
        || population.profile() instanceof InjectionProfile.Open open && open.steps().stream().anyMatch(step ->
            step instanceof OpenStep.ConstantRate rate && rate.arrivals().randomized()
                || step instanceof OpenStep.RampRate ramp && ramp.arrivals().randomized()));
  }

  /** Waits until every population is done, the max duration has passed, or a stop is requested. */
  private String awaitEnd(Populations populations) throws InterruptedException {
    // A failed stop request still means "stop"; only a failure of the users fails the run.
    CompletableFuture<Object> end = CompletableFuture.anyOf(populations.allDone(), stopRequest.exceptionally(e -> null));
    try {
      if (plan.maxDuration().isPresent()) {
        end.get(plan.maxDuration().get().toNanos(), TimeUnit.NANOSECONDS);
      } else {
        end.get();
      }
    } catch (TimeoutException e) {
      return MAX_DURATION;
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException("the run failed: " + e.getCause(), e.getCause());
    }
    return populations.allDone().isDone() ? COMPLETED : INTERRUPTED;
  }

  /** Stops injection, gives requests in flight the grace period, then cancels what is left. */
  private void stop(ActiveUsers users, Populations populations) throws InterruptedException {
    // Injection first: a closed population would otherwise replace the users that stopping ends.
    populations.stop();
    users.stop();
    try {
      populations.allDone().get(settings.gracePeriod().toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      users.cancelAll("cancelled: the run ended before the response arrived (grace period "
          + settings.gracePeriod().toMillis() + " ms)");
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException("the run failed: " + e.getCause(), e.getCause());
    }
  }

  private static ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }
}
