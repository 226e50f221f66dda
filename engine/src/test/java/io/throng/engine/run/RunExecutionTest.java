package io.throng.engine.run;

import static io.throng.dsl.Dsl.addUsers;
import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.global;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jumpToRps;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.requests;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.threads;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.engine.testing.ArrivalRecordingServer;
import io.throng.engine.testing.CountingServer;
import io.throng.engine.testing.RunLogTotals;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each workload model, run end to end with the real Netty client against a real loopback server,
 * and a stop requested from outside, which ends the run through the stop sequence losing no request.
 */
public class RunExecutionTest {

  private static final long S = 1_000_000_000L;

  @TempDir Path results;
  private final ByteArrayOutputStream console = new ByteArrayOutputStream();

  /** Long enough that only the stop request can end it within the test. */
  public static class LongRun extends Simulation {
    public LongRun() {
      setUp(scenario("long").exec(http("ok").get("/ok")).injectOpen(rampUsers(2_000).during(Duration.ofSeconds(60))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .assertions(global().failedRequests().count().is(0));
    }
  }

  public static class Closed extends Simulation {
    public Closed() {
      setUp(scenario("closed").exec(http("slow").get("/slow?delayMs=20"))
              .injectClosed(constantConcurrentUsers(5).during(Duration.ofSeconds(2))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class ClosedCutShort extends Simulation {
    public ClosedCutShort() {
      setUp(scenario("closed").exec(http("slow").get("/slow?delayMs=20"))
              .injectClosed(constantConcurrentUsers(8).during(Duration.ofMinutes(1))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(Duration.ofSeconds(1));
    }
  }

  public static class AddUsers extends Simulation {
    public AddUsers() {
      setUp(scenario("ramp").exec(http("slow").get("/slow?delayMs=20"))
              .injectClosed(addUsers(2).every(Duration.ofMillis(300)).during(Duration.ofMillis(1500))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class ThreadGroup extends Simulation {
    public ThreadGroup() {
      setUp(scenario("jmeter").exec(http("a").get("/a")).exec(http("b").get("/b"))
              .injectClosed(threads(20).rampUp(Duration.ofSeconds(1)).loops(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class ApacheBench extends Simulation {
    public ApacheBench() {
      setUp(scenario("ab").exec(http("a").get("/a")).exec(http("b").get("/b")).exec(http("c").get("/c"))
              .injectClosed(requests(1000).concurrency(10)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class ApacheBenchTimeLimit extends Simulation {
    public ApacheBenchTimeLimit() {
      setUp(scenario("ab").exec(http("slow").get("/slow?delayMs=5"))
              .injectClosed(requests(1_000_000).concurrency(4).timeLimit(Duration.ofSeconds(1))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class Chained extends Simulation {
    public Chained() {
      setUp(scenario("first").exec(http("first").get("/first?delayMs=100")).injectOpen(atOnceUsers(3))
              .andThen(scenario("second").exec(http("second").get("/second")).injectOpen(atOnceUsers(2))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class Throttled extends Simulation {
    public Throttled() {
      setUp(scenario("throttled").exec(http("ok").get("/ok"))
              .injectClosed(constantConcurrentUsers(20).during(Duration.ofSeconds(12))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .throttle(jumpToRps(200));
    }
  }

  public static class Randomized extends Simulation {
    public Randomized() {
      setUp(scenario("poisson").exec(http("ok").get("/ok"))
              .injectOpen(constantUsersPerSec(40).during(Duration.ofMillis(500)).randomized()))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void randomizedArrivalsKeepTheirCountAndTellTheSeedUnlessTheRunFixedIt() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      RunResult drawn = run(Randomized.class, server);
      String drawnConsole = console.toString(StandardCharsets.UTF_8);
      console.reset();
      RunResult fixed = Engine.run(Randomized.class, new RunOptions(results,
          Map.of("loadtest.baseUrl", server.baseUrl(), "loadtest.seed", "5"), new PrintStream(console, true, StandardCharsets.UTF_8)));

      assertThat(drawn.requests()).isEqualTo(20);
      assertThat(fixed.requests()).isEqualTo(20);
      assertThat(server.received()).isEqualTo(40);
      assertThat(drawnConsole).containsPattern("Randomized arrivals use seed (-?\\d+) \\(-Dloadtest.seed=\\1 repeats them\\)");
      assertThat(console.toString(StandardCharsets.UTF_8)).doesNotContain("Randomized arrivals use seed");
    }
  }

  @Test
  void aClosedModelHoldsItsConcurrencyExactly() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      RunResult result = run(Closed.class, server);

      assertThat(server.maxInFlight()).isEqualTo(5);
      assertThat(result.requests()).isEqualTo(server.received()).isGreaterThan(5); // the users looped
      assertThat(result.ko()).isZero();
      assertThat(RunLogTotals.of(result.runLog()).usersStarted).isEqualTo(5);
    }
  }

  @Test
  void theLiveConsolePrintsProgressAgainstThePlannedDurationAtTheConfiguredInterval() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      Engine.run(Closed.class, new RunOptions(results,
          Map.of("loadtest.baseUrl", server.baseUrl(), "loadtest.console.interval", "1s"),
          new PrintStream(console, true, StandardCharsets.UTF_8)));

      assertThat(console.toString(StandardCharsets.UTF_8))
          .containsPattern("(?m)^00:01 / 00:02 \\[##########----------\\]  50% \\| users +5 \\| +[0-9.]+ req/s \\| OK +\\d+"
              + " \\| KO +0 \\| p50 +[0-9.]+ \\| p95 +[0-9.]+ \\| p99 +[0-9.]+ ms \\| cpu +-?\\d+%$");
    }
  }

  @Test
  void aConsoleIntervalUnderASecondIsRefusedNamingTheKey() {
    assertThatThrownBy(() -> Engine.run(Closed.class, new RunOptions(results,
            Map.of("loadtest.baseUrl", "http://127.0.0.1:9", "loadtest.console.interval", "500ms"),
            new PrintStream(console, true, StandardCharsets.UTF_8))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("loadtest.console.interval must be >= 1s (the console prints whole seconds of figures), was 500ms");
  }

  @Test
  void maxDurationStopsAClosedModelWithoutReplacingTheUsersItEnds() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      RunResult result = run(ClosedCutShort.class, server);

      assertThat(result.endReason()).isEqualTo("max-duration");
      assertThat(result.requests()).isEqualTo(server.received());
      RunLogTotals log = RunLogTotals.of(result.runLog());
      assertThat(log.usersStarted).isEqualTo(8);
      assertThat(log.usersFinished).isEqualTo(8);
    }
  }

  @Test
  void addUsersGrowsTheLoopingUsersStepByStep() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      RunResult result = run(AddUsers.class, server);

      assertThat(server.maxInFlight()).isEqualTo(10);
      assertThat(RunLogTotals.of(result.runLog()).usersStarted).isEqualTo(10);
      assertThat(result.requests()).isEqualTo(server.received());
      assertThat(result.endReason()).isEqualTo("completed");
    }
  }

  @Test
  void aThreadGroupSendsExactlyThreadsTimesLoopsTimesRequestsOnOneConnectionPerThread() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      RunResult result = run(ThreadGroup.class, server);

      assertThat(server.received()).isEqualTo(20 * 3 * 2);
      assertThat(result.requests()).isEqualTo(120);
      assertThat(result.ok()).isEqualTo(120);
      assertThat(server.clientPorts()).hasSize(20);
      // Thread i starts at i * 50 ms: by thread 10 the run is warm, and thread 19 comes 450 ms later.
      List<Long> threadStarts = server.arrivals().stream()
          .collect(Collectors.groupingBy(ArrivalRecordingServer.Arrival::clientPort,
              Collectors.mapping(ArrivalRecordingServer.Arrival::arrivedNanos, Collectors.minBy(Long::compare))))
          .values().stream().map(Optional::orElseThrow).sorted().toList();
      assertThat(threadStarts.get(19) - threadStarts.get(10)).isGreaterThanOrEqualTo(4 * S / 10);
    }
  }

  @Test
  void apacheBenchStyleSendsExactlyTheRequestsAskedFor() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      RunResult result = run(ApacheBench.class, server);

      assertThat(server.received()).isEqualTo(1000);
      assertThat(result.requests()).isEqualTo(1000);
      assertThat(server.maxInFlight()).isLessThanOrEqualTo(10);
    }
  }

  @Test
  void apacheBenchStyleStopsAtItsTimeLimit() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      long start = System.nanoTime();
      RunResult result = run(ApacheBenchTimeLimit.class, server);

      assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(S);
      assertThat(result.requests()).isEqualTo(server.received()).isBetween(4L, 999_999L);
      assertThat(result.endReason()).isEqualTo("completed");
    }
  }

  @Test
  void aChainedPopulationStartsWhenEveryUserOfTheFirstHasFinished() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      RunResult result = run(Chained.class, server);

      List<ArrivalRecordingServer.Arrival> arrivals = server.arrivals();
      long lastFirstAnswered = arrivals.stream().filter(a -> a.path().equals("/first"))
          .mapToLong(ArrivalRecordingServer.Arrival::answeredNanos).max().orElseThrow();
      long firstSecond = arrivals.stream().filter(a -> a.path().equals("/second"))
          .mapToLong(ArrivalRecordingServer.Arrival::arrivedNanos).min().orElseThrow();
      assertThat(arrivals).hasSize(5);
      assertThat(firstSecond).isGreaterThan(lastFirstAnswered);
      assertThat(result.requests()).isEqualTo(5);
    }
  }

  @Test
  void aThrottleHoldsTheRequestRateWithinTwoPercent() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      RunResult result = run(Throttled.class, server);

      List<Long> times = server.arrivals().stream().map(ArrivalRecordingServer.Arrival::arrivedNanos).sorted().toList();
      long from = times.get(0) + S;
      long steady = times.stream().filter(t -> t >= from && t < from + 10 * S).count();
      assertThat(steady).isBetween(1960L, 2040L);
      assertThat(result.requests()).isEqualTo(server.received());
      assertThat(result.ko()).isZero();
    }
  }

  @Test
  void aStopRequestEndsTheRunInterruptedWithEveryServedRequestCounted() throws Exception {
    CompletableFuture<Void> stop = new CompletableFuture<>();
    ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    try (CountingServer server = new CountingServer()) {
      timer.schedule(() -> stop.complete(null), 1_500, TimeUnit.MILLISECONDS);
      RunResult result = Engine.run(LongRun.class, new RunOptions(results, Map.of("loadtest.baseUrl", server.baseUrl()),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), stop));

      assertThat(result.endReason()).isEqualTo("interrupted");
      assertThat(result.requests()).isPositive().isLessThan(2_000).isEqualTo(server.received());
      RunLogTotals log = RunLogTotals.of(result.runLog());
      assertThat(log.ok + log.ko).isEqualTo(server.received());
      assertThat(log.endReason).isEqualTo("interrupted");
      assertThat(result.assertions()).extracting(AssertionSpec::description)
          .containsExactly("global: count of failed requests = 0");
    } finally {
      timer.shutdownNow();
    }
  }

  private RunResult run(Class<? extends Simulation> simulation, ArrivalRecordingServer server) throws Exception {
    return Engine.run(simulation, new RunOptions(results, Map.of("loadtest.baseUrl", server.baseUrl()),
        new PrintStream(console, true, StandardCharsets.UTF_8)));
  }
}
