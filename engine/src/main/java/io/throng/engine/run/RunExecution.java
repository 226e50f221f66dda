package io.throng.engine.run;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.throng.dsl.model.InjectionProfile;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.config.EngineSettings;
import io.throng.engine.http.ClientSettings;
import io.throng.engine.http.HttpClient;
import io.throng.engine.transport.OutOfMemoryAlarm;
import io.throng.engine.transport.Transport;
import io.throng.engine.runlog.HostName;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.runlog.ValidityRules;
import io.throng.engine.schedule.InjectionSchedule;
import io.throng.engine.schedule.Pacer;
import io.throng.engine.schedule.PlannedDuration;
import io.throng.engine.config.Shard;
import io.throng.engine.schedule.Throttle;
import io.throng.engine.stats.CustomMetrics;
import io.throng.engine.stats.GeneratorHealth;
import io.throng.engine.stats.IntervalListener;
import io.throng.engine.live.LiveConsole;
import io.throng.engine.stats.ScenarioErrors;
import io.throng.engine.stats.StatsCollector;
import io.throng.engine.stats.StatsRecorder;
import io.throng.engine.stats.Traffic;
import io.throng.engine.user.ActiveUsers;
import io.throng.engine.user.CompiledScenario;
import io.throng.engine.user.ScenarioCompiler;
import io.throng.engine.user.StartQueue;
import io.throng.engine.user.UserWarmup;
import io.throng.engine.user.VirtualUser;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;

/**
 * One run of a plan, start to end: event loops, the wait for the agreed start instant, the
 * populations' injection (with the throttle and the seeds of randomized arrivals) for this
 * process's shard of the run, the stats thread and the stop sequence. The stop
 * sequence is what keeps every request counted: stop injecting, let requests in flight finish
 * within the grace period, cancel the rest as KOs, then collect the last second. It runs when
 * the max duration has passed ({@value #MAX_DURATION}), when the caller requests a stop
 * ({@value #INTERRUPTED}, such as on Ctrl-C) and when an abort-on-fail assertion fails
 * ({@value #ABORTED}; {@link AbortWatch} judges them once a second).
 */
public final class RunExecution {

  static final String COMPLETED = "completed";
  static final String MAX_DURATION = "max-duration";
  static final String INTERRUPTED = "interrupted";
  /** The JVM ran out of memory during the run, wherever it did; a report reads it as an interrupted run. */
  public static final String OUT_OF_MEMORY = "interrupted-out-of-memory";
  static final String ABORTED = "aborted";

  /** The configuration key of how long the client warms up before second 0. */
  static final String WARMUP = "warmup";

  /** What a warm-up leaves free before an agreed start instant: the wait for the last requests. */
  private static final Duration WARMUP_MARGIN = Duration.ofMillis(200);

  /** The configuration key of the run-wide seed of randomized arrivals. */
  static final String SEED = "seed";

  /** What the run log's totals were when the run ended. */
  public record Outcome(long ok, long ko, String endReason) {}

  private final SimulationPlan plan;
  private final String baseUrl;
  private final Optional<X509Certificate> demoCertificate;
  private final EngineSettings settings;
  private final PrintStream console;
  private final CompletableFuture<Void> stopRequest;
  private final Shard shard;
  private final Optional<Instant> startAt;
  private final IntervalListener liveOutputs;
  private final ValidityRules validityRules;

  /**
   * @param demoCertificate the embedded demo target's, which HTTP/3 connections trust, when it has one
   * @param console where the run's progress and warnings go
   * @param stopRequest completing it ends the run early, interrupted
   * @param shard the part of the run this process plays
   * @param startAt second 0 agreed with the other shards, if any
   * @param liveOutputs what hears each collected second besides the run log
   */
  public RunExecution(SimulationPlan plan, String baseUrl, Optional<X509Certificate> demoCertificate,
      EngineSettings settings, PrintStream console, CompletableFuture<Void> stopRequest, Shard shard,
      Optional<Instant> startAt, IntervalListener liveOutputs) {
    this.plan = plan;
    this.baseUrl = baseUrl;
    this.demoCertificate = demoCertificate;
    this.settings = settings;
    this.console = console;
    this.stopRequest = stopRequest;
    this.shard = shard;
    this.startAt = startAt;
    this.liveOutputs = liveOutputs;
    // Read before the run, so a setting out of bounds stops it before any user starts.
    this.validityRules = ValidityRules.of(settings.section().getConfig(ValidityRules.SECTION));
  }

  public Outcome run(Path runLog) throws IOException, InterruptedException {
    ClientSettings clientSettings = ClientSettings.of(plan.protocol(), settings, demoCertificate);
    Map<Population, CompiledScenario> scenarios = new IdentityHashMap<>();
    StatsRecorder stats = new StatsRecorder(settings.maxRequestNames(), console::println);
    ScenarioErrors scenarioErrors = new ScenarioErrors();
    compileAll(plan.populations(),
        new ScenarioCompiler(plan.protocol(), baseUrl, clientSettings, shard, stats, scenarioErrors),
        scenarios);
    LongSupplier runSeeds = runSeeds();
    try (OutOfMemoryAlarm outOfMemory = OutOfMemoryAlarm.arm(); Threads threads = Threads.start(settings.eventLoops())) {
      HttpClient client = new HttpClient(threads.loops(), threads.transport(), clientSettings);
      warmUp(threads, clientSettings);
      return run(runLog, threads, client, scenarios, stats, scenarioErrors, runSeeds, outOfMemory);
    }
  }

  /**
   * The run itself, from second 0 to its end. What does not depend on second 0 is made before it,
   * and the log's head is written once the first users are on their way: made after second 0 on a
   * cold JVM, it delayed the first users enough to count as late starts.
   */
  private Outcome run(Path runLog, Threads threads, HttpClient client,
      Map<Population, CompiledScenario> scenarios, StatsRecorder stats, ScenarioErrors scenarioErrors,
      LongSupplier runSeeds, OutOfMemoryAlarm outOfMemory)
      throws IOException, InterruptedException {
    EventLoopGroup loops = threads.loops();
    try (RunLogWriter log = RunLogWriter.forFile(runLog)) {
      GeneratorHealth health = new GeneratorHealth();
      CustomMetrics customMetrics = new CustomMetrics(plan.metrics());
      AbortWatch abort = new AbortWatch(plan.assertions(), log, console);
      StatsCollector collector =
          new StatsCollector(stats, scenarioErrors, customMetrics, health, new Traffic(client::bytesSent, client::bytesReceived), log,
              IntervalListener.both(abort, liveOutputs));
      LiveConsole live = new LiveConsole(console, settings.consoleInterval().toSeconds(), PlannedDuration.of(plan));
      ActiveUsers users = new ActiveUsers(loops);
      Map<EventExecutor, StartQueue> starts = new IdentityHashMap<>();
      loops.forEach(loop -> starts.put(loop, new StartQueue((EventLoop) loop)));
      Pacer pacer = plan.throttle().isEmpty() ? Pacer.NONE : Throttle.of(plan.throttle(), shard);
      Populations populations = new Populations(plan.populations(), pacer, runSeeds, shard, threads.injector(),
          population -> {
            CompiledScenario scenario = scenarios.get(population);
            return (intendedNanos, workload) -> {
              EventLoop loop = loops.next();
              starts.get(loop).add(
                  new VirtualUser(scenario, intendedNanos, loop, client.newConnection(loop), stats, users, workload)::start);
            };
          });
      console.printf("Running %s: %d population(s), %d %s event loops, run log %s%n",
          describeRun(), scenarios.size(), settings.eventLoops(), threads.transport().name().toLowerCase(), runLog);
      List<String> endless = EndlessScenarios.of(plan.populations());
      if (plan.maxDuration().isEmpty() && !endless.isEmpty()) {
        console.printf("warning: %s %s forever() and the simulation sets no maxDuration: the run ends only when"
            + " stopped (Ctrl-C); add .maxDuration(...) to its setUp%n", String.join(", ", endless),
            endless.size() == 1 ? "loops" : "loop");
      }
      if (plan.protocol().hasHttpsBaseUrl()) {
        console.printf("TLS provider: %s (loadtest.http.tlsProvider)%n", client.tlsProvider());
      }
      // The proxy's address only: its credentials are shown nowhere.
      plan.protocol().proxy().ifPresent(proxy -> console.printf("HTTP proxy: %s, https through port %d%s%n",
          proxy.address(), proxy.httpsPort(), plan.protocol().noProxyFor().isEmpty() ? ""
              : ", direct to " + String.join(", ", plan.protocol().noProxyFor())));

      StartGate.Start start = awaitStart();
      log.start(start.epochMillis(), plan.name());
      stats.start(start.nanos());
      pacer.start(start.nanos());
      if (!stopRequest.isDone()) {
        populations.start(start.nanos());
      }
      // The rest of the log's head, while the first users start; the collector writes after it.
      if (!shard.isWhole()) {
        log.shard(shard.index(), shard.count());
        HostName.current().ifPresent(log::host);
      }
      PlanRecords.write(plan, baseUrl, log);
      log.validity(validityRules);
      customMetrics.declare(log);
      LoopLagProbe.start(loops, health);
      // Steps fall just after each 200 ms mark since second 0, which a run ready late has already passed.
      long firstStep = start.nanos() + StatsCollector.STEP_NANOS + StatsCollector.GRACE_NANOS - System.nanoTime();
      threads.stats().scheduleAtFixedRate(() -> collector.step(System.nanoTime(), live::accept), firstStep,
          StatsCollector.STEP_NANOS, TimeUnit.NANOSECONDS);

      CompletableFuture<RunThread.Failure> threadFailed = threads.failed();
      String reason = awaitEnd(populations, abort.verdict(), outOfMemory.raised(), threadFailed);
      if (threadFailed.isDone()) {
        RunThread.Failure failure = threadFailed.join();
        console.printf("error: a task of the %s thread failed: stopping the run. If the trace below goes through"
            + " the simulation's code (a feeder, a function of the session), the fault is there; otherwise it is a"
            + " defect of Throng: please report it with this trace:%n", failure.thread());
        failure.thrown().printStackTrace(console);
      }
      if (OUT_OF_MEMORY.equals(reason)) {
        console.printf("error: the JVM ran out of memory %s: stopping the run%n", outOfMemory.raised().join());
        // What it would measure next is unsound, and the grace period would only hold on to memory.
        stop(users, populations, Duration.ZERO, "cancelled: the JVM ran out of memory, which ended the run");
      } else {
        if (abort.settle().isPresent()) {
          reason = ABORTED; // even if the last user finished meanwhile: the log says it was aborted
        }
        if (!COMPLETED.equals(reason)) {
          stop(users, populations, settings.gracePeriod(), "cancelled: the run ended before the response arrived"
              + " (grace period " + settings.gracePeriod().toMillis() + " ms)");
        }
      }
      threads.stats().shutdown();
      threads.stats().awaitTermination(1, TimeUnit.MINUTES);
      collector.finish(System.nanoTime(), live::accept);
      log.end(System.currentTimeMillis(), reason);
      console.printf("Run %s: %d requests, %d OK, %d KO%n", reason, collector.totalOk() + collector.totalKo(),
          collector.totalOk(), collector.totalKo());
      if (scenarioErrors.total() > 0) {
        console.printf("%d scenario error(s): steps that threw instead of running, not requests"
            + " (USER_ERROR in the run log)%n", scenarioErrors.total());
      }
      return new Outcome(collector.totalOk(), collector.totalKo(), reason);
    }
  }

  /** Waits for the agreed start instant, if any: second 0. */
  private StartGate.Start awaitStart() throws InterruptedException {
    startAt.filter(Instant.now()::isBefore).ifPresent(instant ->
        console.printf("%s ready, waiting for the start instant %s%n", describeRun(), instant));
    StartGate.Start start = StartGate.await(startAt, stopRequest);
    if (start.lateMillis() > 0) {
      console.printf("%s was ready %d ms after its start instant: it starts at once, and users due meanwhile"
          + " count their response times from when they were due%n", describeRun(), start.lateMillis());
    }
    return start;
  }

  /**
   * Warms the client up on a loopback server of its own ({@code loadtest.warmup}), never longer than the
   * time left before an agreed start instant, so a cold JVM does not fall behind in its first second.
   */
  private void warmUp(Threads threads, ClientSettings clientSettings) throws InterruptedException {
    Duration budget = settings.section().getDuration(WARMUP);
    if (startAt.isPresent()) {
      Duration left = Duration.between(Instant.now(), startAt.get()).minus(WARMUP_MARGIN);
      budget = left.compareTo(budget) < 0 ? left : budget;
    }
    long started = System.nanoTime();
    UserWarmup.Result done = UserWarmup.run(threads.loops(), threads.transport(), clientSettings, budget);
    if (done.requests() > 0) {
      console.printf("Warmed up with %d requests%s on %d connections to a loopback server of its own in %d ms"
          + " (loadtest.warmup)%n", done.requests(),
          done.http2Requests() > 0 ? " (" + done.http2Requests() + " over h2c)" : "", done.connections(),
          TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
    }
  }

  /** {@code Smoke}, or {@code Smoke (shard 2/5)}. */
  private String describeRun() {
    return shard.isWhole() ? plan.name() : plan.name() + " (shard " + shard + ")";
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
   * set, so that a run repeats exactly. Otherwise a run draws a fresh seed and prints it, but the
   * shards of a run must all draw the same arrivals to take their stride of them, so a shard
   * derives its seed from the start instant they share, and without one it cannot run randomized
   * arrivals.
   */
  private LongSupplier runSeeds() {
    boolean random = usesRandomArrivals(plan.populations());
    long seed;
    if (settings.section().hasPath(SEED)) {
      seed = settings.section().getLong(SEED);
    } else if (shard.isWhole()) {
      seed = new SecureRandom().nextLong();
      if (random) {
        console.printf("Randomized arrivals use seed %d (-Dloadtest.seed=%d repeats them)%n", seed, seed);
      }
    } else if (startAt.isPresent()) {
      seed = new SplittableRandom(startAt.get().toEpochMilli()).nextLong();
      if (random) {
        console.printf("Randomized arrivals use seed %d, drawn from the start instant every shard shares"
            + " (-Dloadtest.seed=%d repeats them)%n", seed, seed);
      }
    } else if (random) {
      throw new IllegalArgumentException("randomized arrivals on shard " + shard + " need the seed every shard"
          + " uses: set -Dloadtest.seed=<number> on every shard, or give them all the same --start-at");
    } else {
      seed = 0; // nothing random to seed
    }
    SplittableRandom seeds = new SplittableRandom(seed);
    return seeds::nextLong;
  }

  private static boolean usesRandomArrivals(List<Population> populations) {
    return populations.stream().anyMatch(population -> usesRandomArrivals(population.children())
        || population.profile() instanceof InjectionProfile.Open open
            && open.steps().stream().anyMatch(InjectionSchedule::randomized));
  }

  /**
   * Waits until every population is done, the max duration has passed, a stop is requested, an
   * abort-on-fail assertion failed ({@code aborted}; the caller tells that case apart) or a task of
   * the run's own threads or event loops threw: then the run is interrupted, as no figure after it
   * can be trusted.
   */
  private String awaitEnd(Populations populations, CompletableFuture<?> aborted, CompletableFuture<?> outOfMemory,
      CompletableFuture<?> threadFailed) throws InterruptedException {
    // A failed stop request still means "stop"; only a failure of the users fails the run.
    CompletableFuture<Object> end = CompletableFuture.anyOf(populations.allDone(), stopRequest.exceptionally(e -> null),
        aborted, outOfMemory, threadFailed);
    try {
      if (plan.maxDuration().isPresent()) {
        end.get(plan.maxDuration().get().toNanos(), TimeUnit.NANOSECONDS);
      } else {
        end.get();
      }
    } catch (TimeoutException e) {
      return MAX_DURATION;
    } catch (ExecutionException e) {
      throw new IllegalStateException("the run failed: " + e.getCause(), e.getCause());
    }
    if (outOfMemory.isDone()) {
      return OUT_OF_MEMORY;
    }
    return populations.allDone().isDone() && !threadFailed.isDone() ? COMPLETED : INTERRUPTED;
  }

  /** Stops injection, gives requests in flight {@code grace}, then cancels what is left saying {@code why}. */
  private static void stop(ActiveUsers users, Populations populations, Duration grace, String why)
      throws InterruptedException {
    // Injection first: a closed population would otherwise replace the users that stopping ends.
    populations.stop();
    users.stop();
    try {
      populations.allDone().get(grace.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      users.cancelAll(why);
    } catch (ExecutionException e) {
      throw new IllegalStateException("the run failed: " + e.getCause(), e.getCause());
    }
  }

  /**
   * The threads a run owns: the users' event loops ({@code loopFailed} completes with the first of
   * their tasks that threw), the injector's thread and the stats thread.
   */
  private record Threads(Transport transport, EventLoopGroup loops, CompletableFuture<RunThread.Failure> loopFailed,
      RunThread injector, RunThread stats) implements AutoCloseable {

    /** The first task of an event loop, the injector or the stats thread that threw, as soon as one did. */
    CompletableFuture<RunThread.Failure> failed() {
      CompletableFuture<RunThread.Failure> first = new CompletableFuture<>();
      loopFailed.thenAccept(first::complete);
      injector.failed().thenAccept(first::complete);
      stats.failed().thenAccept(first::complete);
      return first;
    }

    static Threads start(int eventLoops) {
      Transport transport = Transport.best();
      CompletableFuture<RunThread.Failure> loopFailed = new CompletableFuture<>();
      EventLoopGroup loops = transport.newGroup(eventLoops, "throng-user",
          (thread, thrown) -> loopFailed.complete(new RunThread.Failure(thread.getName(), thrown)));
      return new Threads(transport, loops, loopFailed, new RunThread("throng-injector"), new RunThread("throng-stats"));
    }

    @Override
    public void close() {
      injector.shutdownNow();
      stats.shutdownNow();
      loops.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }
  }
}
