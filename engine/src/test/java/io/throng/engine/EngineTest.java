package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.requests;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.threads;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.engine.run.RunExecutionTest;
import io.throng.engine.runlog.HostName;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.testing.ArrivalRecordingServer;
import io.throng.engine.testing.CountingServer;
import io.throng.engine.testing.RunLogTotals;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs simulations end to end with the real Netty client against real loopback servers. */
class EngineTest {

  @TempDir Path results;
  private final ByteArrayOutputStream console = new ByteArrayOutputStream();

  public static class OkAndFail extends Simulation {
    public OkAndFail() {
      setUp(scenario("mixed")
              .exec(http("ok").get("/ok"))
              .exec(http("fail").get("/fail"))
              .pause(Duration.ofMillis(10))
              .exec(http("ok").get("/ok"))
              .injectOpen(atOnceUsers(10), rampUsers(40).during(Duration.ofSeconds(1))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class Hanging extends Simulation {
    public Hanging() {
      setUp(scenario("hang").exec(http("hang").get("/hang")).injectOpen(atOnceUsers(5)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          // Long enough for 5 requests to reach the server on a loaded machine before the run ends.
          .maxDuration(Duration.ofSeconds(3));
    }
  }

  public static class DemoDefault extends Simulation {
    public DemoDefault() {
      setUp(scenario("demo").exec(http("user").get("/api/user/7")).injectOpen(atOnceUsers(20)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class NoProtocol extends Simulation {
    public NoProtocol() {
      setUp(scenario("no protocol").exec(http("user").get("/api/user/7")).injectOpen(atOnceUsers(1)));
    }
  }

  /** Counts how often it is built and run, to show that a prepared run runs the simulation it built. */
  public static class Counted extends Simulation {
    static final AtomicInteger built = new AtomicInteger();
    static final AtomicInteger ran = new AtomicInteger();

    public Counted() {
      built.incrementAndGet();
      setUp(scenario("counted").exec(http("ok").get("/ok")).injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }

    @Override
    public void before() {
      ran.incrementAndGet();
    }
  }

  /** 200 users at once, each done with one request well within a second. */
  public static class ShortUsers extends Simulation {
    public ShortUsers() {
      setUp(scenario("short").exec(http("slow").get("/slow")).injectOpen(atOnceUsers(200)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** One population of each workload model, small enough that shard 2 of 3 gets none of some. */
  public static class EveryModel extends Simulation {
    public EveryModel() {
      setUp(
          scenario("open").exec(http("open").get("/ok")).injectOpen(atOnceUsers(5), rampUsers(20).during(Duration.ofMillis(500))),
          scenario("closed").exec(http("closed").get("/ok")).injectClosed(constantConcurrentUsers(2).during(Duration.ofMillis(300))),
          scenario("threads").exec(http("threads").get("/ok")).injectClosed(threads(4).rampUp(Duration.ofMillis(300)).loops(2)),
          scenario("ab").exec(http("ab").get("/ok")).injectClosed(requests(31).concurrency(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }

    @Override
    public String description() {
      return "every injection model";
    }
  }

  @Test
  void threeShardsTogetherRunExactlyTheSimulationEachWithItsShareOfEveryPopulation() throws Exception {
    try (CountingServer server = new CountingServer()) {
      List<RunLogTotals> shards = new ArrayList<>();
      for (int k = 0; k < 3; k++) {
        RunResult result = Engine.run(EveryModel.class, options(Map.of("loadtest.baseUrl", server.baseUrl())).withShard(k, 3));
        assertThat(result.endReason()).isEqualTo("completed");
        assertThat(records(result.runLog(), RunLogEntry.Shard.class)).containsExactly(new RunLogEntry.Shard(k, 3));
        assertThat(records(result.runLog(), RunLogEntry.Host.class))
            .containsExactlyElementsOf(HostName.current().map(RunLogEntry.Host::new).stream().toList());
        // Every shard describes the whole plan, not its share of it.
        assertThat(records(result.runLog(), RunLogEntry.PlanDescription.class))
            .containsExactly(new RunLogEntry.PlanDescription("every injection model"));
        assertThat(records(result.runLog(), RunLogEntry.PopulationProfile.class)).containsExactly(
            new RunLogEntry.PopulationProfile("open", "5 users at once, then 20 users over 500 ms (open model)"),
            new RunLogEntry.PopulationProfile("closed", "2 users for 300 ms (closed model)"),
            new RunLogEntry.PopulationProfile("threads", "4 threads, ramp-up 300 ms, 2 loops"),
            new RunLogEntry.PopulationProfile("ab", "31 requests at concurrency 2"));
        shards.add(RunLogTotals.of(result.runLog()));
      }

      // open: users 0, 3, 6 ... of 25; closed: 1, 1, 0 of 2; threads: 2, 1, 1 of 4; ab: 1, 1, 0 users of 2.
      assertThat(shards).extracting(totals -> totals.usersStarted).containsExactly(9L + 1 + 2 + 1, 8L + 1 + 1 + 1, 8L + 1);
      assertThat(shards).extracting(totals -> totals.requests.get("open")).containsExactly(9L, 8L, 8L);
      assertThat(shards).extracting(totals -> totals.requests.get("threads")).containsExactly(4L, 2L, 2L);
      assertThat(shards).extracting(totals -> totals.requests.get("ab")).containsExactly(16L, 15L, null);
      assertThat(shards).extracting(totals -> totals.requests.containsKey("closed")).containsExactly(true, true, false);
      assertThat(shards.stream().mapToLong(totals -> totals.ok + totals.ko).sum()).isEqualTo(server.received());
    }
  }

  @Test
  void aShardWithNoUserOfItsPopulationStillRunsAndWritesAValidLog() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = Engine.run(DemoDefault.class, options(Map.of("loadtest.baseUrl", server.baseUrl())).withShard(20, 21));

      assertThat(result.endReason()).isEqualTo("completed");
      assertThat(result.requests()).isZero();
      assertThat(server.received()).isZero();
      assertThat(records(result.runLog(), RunLogEntry.Shard.class)).containsExactly(new RunLogEntry.Shard(20, 21));
      assertThat(RunLogTotals.of(result.runLog()).endReason).isEqualTo("completed");
    }
  }

  @Test
  void aRunWithAStartInstantWaitsForItAndItsLogStartsThere() throws Exception {
    try (ArrivalRecordingServer server = new ArrivalRecordingServer()) {
      long wallMillis = System.currentTimeMillis();
      long nanos = System.nanoTime();
      Instant startAt = Instant.ofEpochMilli(wallMillis + 1_500);

      RunResult result = Engine.run(DemoDefault.class,
          options(Map.of("loadtest.baseUrl", server.baseUrl())).withStartAt(startAt));

      assertThat(records(result.runLog(), RunLogEntry.RunStart.class))
          .containsExactly(new RunLogEntry.RunStart(1, startAt.toEpochMilli(), "DemoDefault"));
      long firstArrival = server.arrivals().stream().mapToLong(ArrivalRecordingServer.Arrival::arrivedNanos).min().orElseThrow();
      // The start instant on the nanosecond clock, give or take the millisecond the wall clock was read in.
      assertThat(firstArrival).isGreaterThanOrEqualTo(nanos + 1_499_000_000L);
      assertThat(result.requests()).isEqualTo(20);
    }
  }

  @Test
  void aRunReadyALittleLateStartsAtOnceCountingResponseTimesFromTheInstant() throws Exception {
    try (CountingServer server = new CountingServer()) {
      Instant startAt = Instant.now().minusMillis(600);

      RunResult result = Engine.run(DemoDefault.class,
          options(Map.of("loadtest.baseUrl", server.baseUrl())).withStartAt(startAt));

      assertThat(records(result.runLog(), RunLogEntry.RunStart.class))
          .containsExactly(new RunLogEntry.RunStart(1, startAt.toEpochMilli(), "DemoDefault"));
      List<RunLogEntry.Requests> requests = records(result.runLog(), RunLogEntry.Requests.class);
      assertThat(requests.stream().mapToLong(RunLogEntry.Requests::count).sum()).isEqualTo(20);
      // All 20 users were due at the instant, 600 ms before the run could send anything.
      assertThat(requests).allSatisfy(r -> assertThat(r.histogram().getMinValue()).isGreaterThanOrEqualTo(600_000));
    }
  }

  @Test
  void aRunReadyLongAfterItsStartInstantFailsWithoutSendingAnything() {
    Instant startAt = Instant.now().minus(Duration.ofMinutes(1));

    assertThatThrownBy(() -> Engine.run(DemoDefault.class, options(Map.of()).withStartAt(startAt)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("(--start-at " + startAt.toEpochMilli() + ") had passed");
  }

  @Test
  void shardsDrawRandomizedArrivalsWithTheSeedOfTheirSharedStartInstant() throws Exception {
    ExecutorService shards = Executors.newFixedThreadPool(2);
    try (CountingServer server = new CountingServer()) {
      Map<String, String> properties = Map.of("loadtest.baseUrl", server.baseUrl());
      assertThatThrownBy(() -> Engine.run(RunExecutionTest.Randomized.class, options(properties).withShard(0, 2)))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("randomized arrivals on shard 0/2 need the seed every shard uses: set -Dloadtest.seed=<number>"
              + " on every shard, or give them all the same --start-at");

      Instant startAt = Instant.now().plusSeconds(2);
      List<Future<String>> consoles = new ArrayList<>();
      for (int k = 0; k < 2; k++) {
        RunOptions shard = options(properties).withShard(k, 2).withStartAt(startAt);
        consoles.add(shards.submit(() -> {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          Engine.run(RunExecutionTest.Randomized.class, new RunOptions(results, shard.properties(),
              new PrintStream(out, true, StandardCharsets.UTF_8), shard.stop(), shard.shardIndex(), 2, shard.startAt()));
          return out.toString(StandardCharsets.UTF_8);
        }));
      }

      Pattern seed = Pattern.compile("Randomized arrivals use seed (-?\\d+), drawn from the start instant every shard shares");
      List<String> seeds = new ArrayList<>();
      for (Future<String> console : consoles) {
        Matcher drawn = seed.matcher(console.get(60, TimeUnit.SECONDS));
        assertThat(drawn.find()).as(console.get()).isTrue();
        seeds.add(drawn.group(1));
      }
      assertThat(seeds.get(0)).isEqualTo(seeds.get(1));
      assertThat(server.received()).isEqualTo(20);
    } finally {
      shards.shutdownNow();
    }
  }

  @Test
  void eachScenariosUsersAreLoggedApartEverySecondAndAddUpToAllUsers() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = Engine.run(EveryModel.class, options(Map.of("loadtest.baseUrl", server.baseUrl())));

      List<RunLogEntry.Users> all = records(result.runLog(), RunLogEntry.Users.class);
      List<RunLogEntry.ScenarioUsers> each = records(result.runLog(), RunLogEntry.ScenarioUsers.class);
      assertThat(each.stream().map(RunLogEntry.ScenarioUsers::scenario).distinct())
          .as("in the plan's order").containsExactly("open", "closed", "threads", "ab");
      assertThat(each).hasSize(4 * all.size());
      for (RunLogEntry.Users second : all) {
        List<RunLogEntry.ScenarioUsers> parts = each.stream().filter(u -> u.second() == second.second()).toList();
        assertThat(parts.stream().mapToLong(RunLogEntry.ScenarioUsers::active).sum()).isEqualTo(second.active());
        assertThat(parts.stream().mapToLong(RunLogEntry.ScenarioUsers::started).sum()).isEqualTo(second.started());
        assertThat(parts.stream().mapToLong(RunLogEntry.ScenarioUsers::finished).sum()).isEqualTo(second.finished());
      }
      List<RunLogEntry.ScenarioUsersPeak> peaks = records(result.runLog(), RunLogEntry.ScenarioUsersPeak.class);
      assertThat(peaks).hasSameSizeAs(each);
      for (int i = 0; i < each.size(); i++) {
        assertThat(peaks.get(i).scenario()).isEqualTo(each.get(i).scenario());
        assertThat(peaks.get(i).mostActive()).as("%s", each.get(i)).isGreaterThanOrEqualTo(each.get(i).active());
      }
      assertThat(peaks.stream().filter(p -> p.scenario().equals("open")).mapToLong(RunLogEntry.ScenarioUsersPeak::mostActive)
          .max().orElse(0)).as("5 at once, 20 over 500 ms").isPositive().isLessThanOrEqualTo(25);
      assertThat(each.stream().filter(u -> u.scenario().equals("open")).mapToLong(RunLogEntry.ScenarioUsers::started)
          .sum()).isEqualTo(25);
      assertThat(each.stream().filter(u -> u.scenario().equals("threads")).mapToLong(RunLogEntry.ScenarioUsers::started)
          .sum()).isEqualTo(4);
    }
  }

  @Test
  void usersThatStartAndFinishWithinASecondCountInItsPeak() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = Engine.run(ShortUsers.class, options(Map.of("loadtest.baseUrl", server.baseUrl())));

      assertThat(result.ok()).isEqualTo(200);
      List<RunLogEntry.Users> users = records(result.runLog(), RunLogEntry.Users.class);
      List<RunLogEntry.UsersPeak> peaks = records(result.runLog(), RunLogEntry.UsersPeak.class);
      assertThat(peaks).extracting(RunLogEntry.UsersPeak::second).as("one peak beside every USERS")
          .containsExactlyElementsOf(users.stream().map(RunLogEntry.Users::second).toList());
      // Each user holds its request for 400 ms and all start at once, so all 200 overlap; the
      // users active at the end of a second miss those that finished within it.
      assertThat(peaks.stream().mapToLong(RunLogEntry.UsersPeak::mostActive).max().orElse(0)).isEqualTo(200);
      assertThat(users.get(users.size() - 1).active()).isZero();
      for (int i = 0; i < users.size(); i++) {
        assertThat(peaks.get(i).mostActive()).as("second %d", i).isGreaterThanOrEqualTo(users.get(i).active());
      }
    }
  }

  @Test
  void aRunOfOneScenarioWritesNoScenarioUsers() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = Engine.run(OkAndFail.class, options(Map.of("loadtest.baseUrl", server.baseUrl())));

      assertThat(records(result.runLog(), RunLogEntry.ScenarioUsers.class)).as("USERS says it all").isEmpty();
    }
  }

  @Test
  void countsEveryRequestTheServerReceivedAsOkOrKo() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = Engine.run(OkAndFail.class, options(Map.of("loadtest.baseUrl", server.baseUrl())));

      assertThat(server.received()).isEqualTo(150);
      assertThat(result.requests()).isEqualTo(150);
      assertThat(result.ok()).isEqualTo(100);
      assertThat(result.ko()).isEqualTo(50);
      assertThat(result.endReason()).isEqualTo("completed");
      RunLogTotals log = RunLogTotals.of(result.runLog());
      assertThat(log.ok).isEqualTo(100);
      assertThat(log.ko).isEqualTo(50);
      assertThat(log.errors).containsExactly(Map.entry("fail: STATUS status 500", 50L));
      assertThat(log.statuses).containsOnly(Map.entry("ok: 200", 100L), Map.entry("fail: 500", 50L));
      assertThat(log.usersStarted).isEqualTo(50);
      assertThat(log.usersFinished).isEqualTo(50);
      assertThat(log.endReason).isEqualTo("completed");
      assertThat(console.toString(StandardCharsets.UTF_8)).startsWith("Target: " + server.baseUrl() + "\n");
      assertThat(records(result.runLog(), RunLogEntry.Target.class)).containsExactly(new RunLogEntry.Target(server.baseUrl()));
      // Every request line with its Host header, and every status line with its body, went by.
      assertThat(log.bytesSent).isGreaterThan(150 * "GET /ok HTTP/1.1\r\nhost: 127.0.0.1:1\r\n\r\n".length());
      assertThat(log.bytesReceived).isGreaterThan(150 * "HTTP/1.1 200 OK\r\n\r\nok".length());
    }
  }

  @Test
  void aRefusedConnectionIsACountedKoWithItsReason() throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }

    RunResult result = Engine.run(OkAndFail.class, options(Map.of("loadtest.baseUrl", "http://127.0.0.1:" + closedPort)));

    assertThat(result.ok()).isZero();
    assertThat(result.ko()).isEqualTo(150);
    assertThat(RunLogTotals.of(result.runLog()).errors)
        .containsOnlyKeys("ok: CONNECT connection refused: 127.0.0.1:" + closedPort,
            "fail: CONNECT connection refused: 127.0.0.1:" + closedPort);
  }

  @Test
  void requestsStillInFlightAtMaxDurationAreCountedAsCancelled() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = Engine.run(Hanging.class,
          options(Map.of("loadtest.baseUrl", server.baseUrl(), "loadtest.gracePeriod", "200ms")));

      assertThat(server.received()).isEqualTo(5);
      assertThat(result.endReason()).isEqualTo("max-duration");
      assertThat(result.ko()).isEqualTo(5);
      RunLogTotals log = RunLogTotals.of(result.runLog());
      assertThat(log.ko).isEqualTo(5);
      assertThat(log.errors).containsOnlyKeys("hang: CANCELLED cancelled: the run ended before the response arrived (grace period 200 ms)");
      assertThat(log.endReason).isEqualTo("max-duration");
    }
  }

  @Test
  void runsAgainstTheEmbeddedDemoTargetWhenTheBaseUrlIsDemoAndNamesItsUrlInTheConsoleAndTheLog() throws Exception {
    RunResult result = Engine.run(DemoDefault.class, options(Map.of()));

    assertThat(result.ok()).isEqualTo(20);
    assertThat(result.ko()).isZero();
    Matcher target = Pattern.compile("^Target: (http://127\\.0\\.0\\.1:\\d+) \\(the embedded demo target, as the base URL"
        + " is \"demo\"\\)$", Pattern.MULTILINE).matcher(console.toString(StandardCharsets.UTF_8));
    assertThat(target.find()).as(console.toString(StandardCharsets.UTF_8)).isTrue();
    assertThat(records(result.runLog(), RunLogEntry.Target.class)).containsExactly(new RunLogEntry.Target(target.group(1)));
  }

  @Test
  void aPreparedRunRunsTheSimulationItBuiltOnceAndOnlyWithItsOwnSettings() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunOptions options = options(Map.of("loadtest.baseUrl", server.baseUrl()));
      int built = Counted.built.get();
      int ran = Counted.ran.get();

      PreparedRun prepared = Engine.prepare(Counted.class, options);
      assertThat(prepared.plan().protocol().baseUrl()).isEqualTo(server.baseUrl());
      RunResult result = Engine.run(prepared, options.withShard(0, 1));

      assertThat(result.requests()).isEqualTo(3);
      assertThat(Counted.built.get() - built).as("simulations built").isEqualTo(1);
      assertThat(Counted.ran.get() - ran).as("before() calls").isEqualTo(1);
      assertThatThrownBy(() -> Engine.run(prepared, options))
          .isInstanceOf(IllegalStateException.class)
          .hasMessageContaining("was prepared for one run and ran already: prepare it again for each run");
      PreparedRun another = Engine.prepare(Counted.class, options);
      assertThatThrownBy(() -> Engine.run(another, options(Map.of("loadtest.baseUrl", "http://127.0.0.1:9"))))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("was prepared with other settings than this run's");
      assertThat(server.received()).isEqualTo(3);
      assertThat(results.toFile().list()).hasSize(1);
    }
  }

  @Test
  void aSimulationWithoutProtocolFailsSayingToAddOneAndSendsNothing() {
    assertThatThrownBy(() -> Engine.run(NoProtocol.class, options(Map.of())))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("NoProtocol has no HTTP protocol: add .protocols(http.baseUrl(\"http://host:port\"))");
    assertThat(results.toFile().list()).isEmpty();
  }

  private static <T extends RunLogEntry> List<T> records(Path runLog, Class<T> type) throws Exception {
    List<T> records = new ArrayList<>();
    RunLogReader.read(runLog, entry -> {
      if (type.isInstance(entry)) {
        records.add(type.cast(entry));
      }
    });
    return records;
  }

  private RunOptions options(Map<String, String> properties) {
    Map<String, String> all = new HashMap<>(properties);
    all.put("loadtest.console.interval", "1s");
    return new RunOptions(results, all, new PrintStream(console, true, StandardCharsets.UTF_8));
  }
}
