package io.throng.engine.user;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.Scenario;
import io.throng.dsl.model.Step;
import io.throng.dsl.model.Text;
import io.throng.engine.http.ClientSettings;
import io.throng.engine.http.HttpClient;
import io.throng.engine.http.WarmupTarget;
import io.throng.engine.config.Shard;
import io.throng.engine.stats.ScenarioErrors;
import io.throng.engine.stats.CollectorWarmup;
import io.throng.engine.stats.StatsRecorder;
import io.throng.engine.transport.Transport;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs virtual users before second 0, until the JIT has compiled what a run's users do (start from
 * their loop's {@link StartQueue}, connect, encode, decode, record their outcome, finish and close)
 * or a budget is spent: a cold JVM otherwise spends its first seconds interpreting that code and
 * compiling it, and an open model falls behind its arrivals. The users are real {@link VirtualUser}s
 * of a one-request scenario, but their requests go only to an in-process {@link WarmupTarget} on a
 * loopback port, never to the run's target, through a client of its own, and they record into
 * statistics of their own, so the run's counts are untouched; meanwhile a {@link CollectorWarmup}
 * runs the run's statistics collector on outcomes of its own, so that code is compiled too. A run
 * that may speak HTTP/2 sends
 * half of them over h2c to a second loopback server. Bounded in time and in requests.
 *
 * <pre>{@code
 * UserWarmup.Result done = UserWarmup.run(loops, Transport.best(), settings, Duration.ofSeconds(1));
 * }</pre>
 */
public final class UserWarmup {

  /**
   * Requests a warm-up user sends on its connection (it runs its scenario again as a closed user
   * does) before it finishes and the next one starts: both paths get hot, as an open model (a new
   * user and connection per request) needs. Fewer left the run's first seconds later for want of
   * requests, more for a colder connect path (docs/performance.md#costs-behind-code-decisions).
   */
  private static final int REQUESTS_PER_USER = 4;
  /** Users at once per event loop: enough to keep a loop busy, few enough to need no tuning of the server. */
  private static final int LANES_PER_LOOP = 8;
  /** A warm-up that has not converged by then is not worth more of the user's time. */
  private static final long MAX_REQUESTS_PER_LOOP = 100_000;
  /**
   * Steps of the statistics collector run on outcomes of its own each slice, far more often than
   * a run's: enough for the JIT to compile the collector's code within the default warm-up.
   */
  private static final int COLLECTOR_STEPS_PER_SLICE = 10;
  /** How often the JIT's activity is looked at. */
  private static final long SLICE_MILLIS = 100;
  /**
   * Requests before the JIT's calm means anything: until the first ones are through (classes
   * loaded, the server up), the JIT is idle because nothing runs yet, not because it is done.
   */
  private static final long MIN_REQUESTS = 5_000;

  private UserWarmup() {}

  /**
   * What a warm-up did: requests completed, connections its loopback servers accepted for them, and
   * the requests its h2c server answered (none unless the run may speak HTTP/2).
   */
  public record Result(long requests, long connections, long http2Requests) {}

  /**
   * Runs warm-up users against a loopback {@link WarmupTarget} on every loop of {@code loops} until the
   * JIT has calmed down or {@code budget} has passed, then waits for the last ones to end.
   */
  public static Result run(EventLoopGroup loops, Transport transport, ClientSettings settings, Duration budget)
      throws InterruptedException {
    if (budget.isZero() || budget.isNegative()) {
      return new Result(0, 0, 0);
    }
    // Its target is an IP literal on loopback: no DNS server of the run's is ever asked for it.
    ClientSettings own = new ClientSettings(new HttpProtocol.ConnectionPolicy.PerUser(), settings.tls(),
        settings.connectTimeout(), settings.requestTimeout(), settings.maxBodyBytes(), List.of(),
        settings.cookies());
    // A run that may speak HTTP/2 runs Netty's HTTP/2 codec and a stream channel per request, code
    // HTTP/1.1 never calls: half its lanes heat that over h2c, the others HTTP/1.1 for its fallback.
    boolean http2 = settings.http2() != HttpProtocol.Http2.OFF;
    StatsRecorder stats = new StatsRecorder();
    CollectorWarmup collector = new CollectorWarmup();
    try (WarmupTarget target = new WarmupTarget(loops, transport, false);
        WarmupTarget http2Target = http2 ? new WarmupTarget(loops, transport, true) : null) {
      LaneKind http1 = LaneKind.of(loops, transport, own, target, stats);
      LaneKind streams = http2 ? LaneKind.of(loops, transport, own.withHttp2PriorKnowledge(), http2Target, stats) : http1;
      ActiveUsers users = new ActiveUsers(loops);
      AtomicBoolean stop = new AtomicBoolean();
      AtomicLong completed = new AtomicLong();
      List<EventExecutor> loopList = new ArrayList<>();
      loops.forEach(loopList::add);
      CountDownLatch lanesDone = new CountDownLatch(loopList.size() * LANES_PER_LOOP);
      for (EventExecutor executor : loopList) {
        EventLoop loop = (EventLoop) executor;
        StartQueue starts = new StartQueue(loop);
        long[] budgetLeft = {MAX_REQUESTS_PER_LOOP};
        for (int i = 0; i < LANES_PER_LOOP; i++) {
          LaneKind kind = i % 2 == 0 ? http1 : streams;
          new Lane(user -> new VirtualUser(kind.scenario(), System.nanoTime(), loop, kind.client().newConnection(loop),
              stats, users, user), starts, stop, budgetLeft, completed, lanesDone).next();
        }
      }
      awaitCalmJit(lanesDone, completed, budget, collector);
      stop.set(true);
      // Every request ends by the request timeout at the latest; the margin covers a busy machine.
      if (!lanesDone.await(settings.requestTimeout().plusSeconds(1).toNanos(), TimeUnit.NANOSECONDS)) {
        throw new IllegalStateException("the warm-up against its loopback server did not end");
      }
      return http2
          ? new Result(completed.get(), target.accepted() + http2Target.accepted(), http2Target.streamsAnswered())
          : new Result(completed.get(), target.accepted(), 0);
    }
  }

  /**
   * Returns once the JIT compilers spent less than a fifth of the last {@value #SLICE_MILLIS} ms
   * compiling (after {@value #MIN_REQUESTS} requests at least), once {@code budget} has passed,
   * or once the lanes ran out of requests. On one core the compilers take the CPU the users need,
   * so a warm-up that ends while they are still busy leaves their work to the run's first seconds.
   * Each slice also runs steps of the statistics collector on outcomes of its own.
   */
  private static void awaitCalmJit(CountDownLatch lanesDone, AtomicLong completed, Duration budget,
      CollectorWarmup collector) throws InterruptedException {
    CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
    boolean measurable = jit != null && jit.isCompilationTimeMonitoringSupported();
    long start = System.nanoTime();
    long compiledMillis = measurable ? jit.getTotalCompilationTime() : 0;
    while (!lanesDone.await(SLICE_MILLIS, TimeUnit.MILLISECONDS)) {
      collector.steps(COLLECTOR_STEPS_PER_SLICE);
      long elapsed = System.nanoTime() - start;
      if (elapsed >= budget.toNanos()) {
        return;
      }
      if (measurable) {
        long now = jit.getTotalCompilationTime();
        boolean calm = now - compiledMillis < SLICE_MILLIS / 5;
        compiledMillis = now;
        if (calm && completed.get() >= MIN_REQUESTS) {
          return;
        }
      }
    }
  }

  /** What a lane's users speak: the client they connect with, and their one-request scenario against its target. */
  private record LaneKind(HttpClient client, CompiledScenario scenario) {
    static LaneKind of(EventLoopGroup loops, Transport transport, ClientSettings settings, WarmupTarget target,
        StatsRecorder stats) {
      CompiledScenario scenario = new ScenarioCompiler(HttpProtocol.defaults(), target.baseUrl(), settings, Shard.WHOLE,
          stats, new ScenarioErrors()).compile(new Scenario("warm-up",
              List.of(new Step.Http(HttpRequestSpec.of("warm-up", "GET", Text.literal("/api/user/1"))))));
      return new LaneKind(new HttpClient(loops, transport, settings), scenario);
    }
  }

  /** Makes the next user of a lane, with the lane as its workload. */
  private interface UserFactory {
    VirtualUser create(Workload lane);
  }

  /**
   * One chain of warm-up users on a loop, one at a time: each sends {@value #REQUESTS_PER_USER}
   * requests on its connection, then the next one starts from the loop's start queue.
   */
  private static final class Lane implements Workload {
    private final UserFactory users;
    private final StartQueue starts;
    private final AtomicBoolean stop;
    private final long[] budgetLeft;
    private final AtomicLong completed;
    private final CountDownLatch done;
    private int runs;

    Lane(UserFactory users, StartQueue starts, AtomicBoolean stop, long[] budgetLeft, AtomicLong completed,
        CountDownLatch done) {
      this.users = users;
      this.starts = starts;
      this.stop = stop;
      this.budgetLeft = budgetLeft;
      this.completed = completed;
      this.done = done;
    }

    /** Starts the lane's next user, from the loop's start queue as the run's users start. */
    void next() {
      runs = 0;
      starts.add(users.create(this)::start);
    }

    @Override
    public boolean repeat(long nowNanos) {
      completed.incrementAndGet(); // a run of the one-request scenario ended, OK or KO
      return ++runs < REQUESTS_PER_USER;
    }

    @Override
    public long admit(long nowNanos) {
      return stop.get() || budgetLeft[0]-- <= 0 ? REFUSED : nowNanos;
    }

    @Override
    public void finished() {
      if (stop.get() || budgetLeft[0] <= 0) {
        done.countDown();
      } else {
        next();
      }
    }
  }
}
