package io.throng.engine;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.throng.dsl.model.Population;
import io.throng.dsl.model.SimulationPlan;
import io.throng.engine.config.EngineSettings;
import io.throng.engine.http.ClientSettings;
import io.throng.engine.http.HttpClient;
import io.throng.engine.transport.Transport;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.schedule.InjectionSchedule;
import io.throng.engine.schedule.Injector;
import io.throng.engine.stats.GeneratorHealth;
import io.throng.engine.stats.LiveConsole;
import io.throng.engine.stats.StatsCollector;
import io.throng.engine.stats.StatsRecorder;
import io.throng.engine.user.ActiveUsers;
import io.throng.engine.user.CompiledScenario;
import io.throng.engine.user.ScenarioCompiler;
import io.throng.engine.user.VirtualUser;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One run of a plan, start to end: event loops, injectors, the stats thread and the stop
 * sequence. The stop sequence is what keeps every request counted: stop injecting, let requests
 * in flight finish within the grace period, cancel the rest as KOs, then collect the last second.
 */
final class RunExecution {

  static final String COMPLETED = "completed";
  static final String MAX_DURATION = "max-duration";

  /** What the run log's totals were when the run ended. */
  record Outcome(long ok, long ko, String endReason) {}

  private final SimulationPlan plan;
  private final String baseUrl;
  private final EngineSettings settings;
  private final PrintStream console;

  RunExecution(SimulationPlan plan, String baseUrl, EngineSettings settings, PrintStream console) {
    this.plan = plan;
    this.baseUrl = baseUrl;
    this.settings = settings;
    this.console = console;
  }

  Outcome run(Path runLog) throws IOException, InterruptedException {
    List<CompiledScenario> scenarios = new ArrayList<>();
    List<InjectionSchedule> schedules = new ArrayList<>();
    long plannedUsers = 0;
    ClientSettings clientSettings = ClientSettings.of(
        plan.protocol(), settings.connectTimeout(), settings.requestTimeout(), settings.maxBodyBytes());
    ScenarioCompiler compiler = new ScenarioCompiler(plan.protocol(), baseUrl, clientSettings);
    for (Population population : plan.populations()) {
      scenarios.add(compiler.compile(population.scenario()));
      InjectionSchedule schedule = InjectionSchedule.of(population.profile());
      schedules.add(schedule);
      plannedUsers += schedule.size();
    }
    Transport transport = Transport.best();
    EventLoopGroup loops = transport.newGroup(settings.eventLoops(), "throng-user");
    ScheduledExecutorService injectorThread = Executors.newSingleThreadScheduledExecutor(daemon("throng-injector"));
    ScheduledExecutorService statsThread = Executors.newSingleThreadScheduledExecutor(daemon("throng-stats"));
    long startMillis = System.currentTimeMillis();
    long startNanos = System.nanoTime();
    try (RunLogWriter log = RunLogWriter.create(runLog, startMillis, plan.name())) {
      StatsRecorder stats = new StatsRecorder();
      GeneratorHealth health = new GeneratorHealth();
      StatsCollector collector = new StatsCollector(stats, health, log);
      LiveConsole live = new LiveConsole(console, settings.consoleInterval().toSeconds());
      HttpClient client = new HttpClient(loops, transport, clientSettings);
      ActiveUsers users = new ActiveUsers(plannedUsers, loops);
      console.printf("Running %s: %d users planned, %d %s event loops, run log %s%n",
          plan.name(), plannedUsers, settings.eventLoops(), transport.name().toLowerCase(), runLog);

      List<Injector> injectors = new ArrayList<>();
      for (int i = 0; i < scenarios.size(); i++) {
        CompiledScenario scenario = scenarios.get(i);
        injectors.add(new Injector(schedules.get(i), startNanos, injectorThread, arrivalNanos -> {
          EventLoop loop = loops.next();
          VirtualUser user = new VirtualUser(scenario, arrivalNanos, loop, client.newConnection(loop), stats, users);
          loop.execute(user::start);
        }, users::abandoned));
      }
      LoopLagProbe.start(loops, health);
      statsThread.scheduleAtFixedRate(() -> live.accept(collector.collect()), 1, 1, TimeUnit.SECONDS);
      injectors.forEach(Injector::start);

      String reason = awaitEnd(users);
      if (!COMPLETED.equals(reason)) {
        stop(users, injectors);
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

  private String awaitEnd(ActiveUsers users) throws InterruptedException {
    try {
      if (plan.maxDuration().isPresent()) {
        users.allDone().get(plan.maxDuration().get().toNanos(), TimeUnit.NANOSECONDS);
      } else {
        users.allDone().get();
      }
      return COMPLETED;
    } catch (TimeoutException e) {
      return MAX_DURATION;
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException("the run failed: " + e.getCause(), e.getCause());
    }
  }

  /** Stops injection, gives requests in flight the grace period, then cancels what is left. */
  private void stop(ActiveUsers users, List<Injector> injectors) throws InterruptedException {
    users.stop();
    injectors.forEach(Injector::stop);
    try {
      users.allDone().get(settings.gracePeriod().toNanos(), TimeUnit.NANOSECONDS);
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
