package io.throng.engine;

import static io.throng.dsl.Dsl.global;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.testing.CountingServer;
import io.throng.engine.testing.RunLogTotals;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Abort-on-fail assertions on real runs against a loopback server: a run whose error rate crosses
 * the bound stops early, counting every request the server served; one under the bound runs to
 * its end; the delays hold the judgement back.
 */
class AbortOnFailTest {

  /** 3,000 users over 30 s, 100 a second, each sending one OK and one failing request. */
  private static final long PLANNED_REQUESTS = 6_000;

  @TempDir Path results;
  private final ByteArrayOutputStream console = new ByteArrayOutputStream();

  public static class HalfFail extends Simulation {
    public HalfFail() {
      setUp(scenario("half").exec(http("ok").get("/ok")).exec(http("fail").get("/fail"))
              .injectOpen(rampUsers(3_000).during(Duration.ofSeconds(30))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .assertions(global().failedRequests().percent().lt(5).abortOnFail(),
              global().responseTime().max().lt(Duration.ofSeconds(30)));
    }
  }

  public static class HalfFailAfterThreeSeconds extends Simulation {
    public HalfFailAfterThreeSeconds() {
      setUp(scenario("half").exec(http("ok").get("/ok")).exec(http("fail").get("/fail"))
              .injectOpen(rampUsers(3_000).during(Duration.ofSeconds(30))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .assertions(global().failedRequests().percent().lt(5).abortOnFail().notBefore(Duration.ofSeconds(3)));
    }
  }

  public static class HalfFailAfterFiveHundredRequests extends Simulation {
    public HalfFailAfterFiveHundredRequests() {
      setUp(scenario("half").exec(http("ok").get("/ok")).exec(http("fail").get("/fail"))
              .injectOpen(rampUsers(3_000).during(Duration.ofSeconds(30))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .assertions(global().failedRequests().percent().lt(5).abortOnFail().notBeforeRequests(500));
    }
  }

  public static class AllOk extends Simulation {
    public AllOk() {
      setUp(scenario("ok").exec(http("ok").get("/ok")).injectOpen(rampUsers(200).during(Duration.ofSeconds(2))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .assertions(global().failedRequests().percent().lt(5).abortOnFail(),
              global().failedRequests().count().is(0).abortOnFail());
    }
  }

  @Test
  void aRunWhoseErrorRateCrossesTheBoundStopsEarlyLosingNothingAndTheLogSaysWhy() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = run(HalfFail.class, server);

      assertThat(result.endReason()).isEqualTo("aborted");
      assertThat(result.requests()).isPositive().isLessThan(PLANNED_REQUESTS / 4).isEqualTo(server.received());
      RunLogTotals log = RunLogTotals.of(result.runLog());
      assertThat(log.ok + log.ko).isEqualTo(server.received());
      assertThat(log.endReason).isEqualTo("aborted");
      RunLogEntry.Abort abort = RunLogTotals.of(result.runLog()).aborts.get(0);
      assertThat(abort.assertion()).isEqualTo("global: percentage of failed requests < 5 %");
      assertThat(abort.actual()).endsWith(" %");
      assertThat(Double.parseDouble(abort.actual().replace(" %", ""))).isBetween(5.0, 50.0); // ok comes first
      assertThat(abort.expected()).isEqualTo("< 5 %");
      assertThat(abort.second()).isBetween(0L, 5L);
      assertThat(console.toString(StandardCharsets.UTF_8))
          .contains("Stopping at 00:0" + (abort.second() + 1)
              + ": abort-on-fail assertion failed: global: percentage of failed requests < 5 % (actual ")
          .contains("Run aborted: ");
    }
  }

  @Test
  void aRunUnderTheBoundRunsToItsEnd() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = run(AllOk.class, server);

      assertThat(result.endReason()).isEqualTo("completed");
      assertThat(result.requests()).isEqualTo(200).isEqualTo(server.received());
      assertThat(RunLogTotals.of(result.runLog()).aborts).isEmpty();
    }
  }

  @Test
  void noAbortBeforeTheDelayHasPassed() throws Exception {
    try (CountingServer server = new CountingServer()) {
      long start = System.nanoTime();
      RunResult result = run(HalfFailAfterThreeSeconds.class, server);

      assertThat(result.endReason()).isEqualTo("aborted");
      assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(Duration.ofSeconds(3).toNanos());
      assertThat(RunLogTotals.of(result.runLog()).aborts).singleElement()
          .satisfies(abort -> assertThat(abort.second()).isGreaterThanOrEqualTo(2)); // judged 3 s in
      assertThat(result.requests()).isEqualTo(server.received()).isLessThan(PLANNED_REQUESTS / 2);
    }
  }

  @Test
  void noAbortBeforeTheRequestCountHasBeenReached() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = run(HalfFailAfterFiveHundredRequests.class, server);

      assertThat(result.endReason()).isEqualTo("aborted");
      RunLogEntry.Abort abort = RunLogTotals.of(result.runLog()).aborts.get(0);
      long completedWhenJudged = requestsUpTo(result.runLog(), abort.second());
      assertThat(completedWhenJudged).isGreaterThanOrEqualTo(500);
      assertThat(requestsUpTo(result.runLog(), abort.second() - 1)).isLessThan(500);
      assertThat(result.requests()).isEqualTo(server.received()).isLessThan(PLANNED_REQUESTS / 2);
    }
  }

  private RunResult run(Class<? extends Simulation> simulation, CountingServer server) throws Exception {
    return Engine.run(simulation, new RunOptions(results, Map.of("loadtest.baseUrl", server.baseUrl()),
        new PrintStream(console, true, StandardCharsets.UTF_8)));
  }


  /** Requests (OK and KO) the log holds for seconds 0 to {@code last}. */
  private static long requestsUpTo(Path runLog, long last) throws Exception {
    long[] count = new long[1];
    RunLogReader.read(runLog, entry -> {
      if (entry instanceof RunLogEntry.Requests r && r.second() <= last) {
        count[0] += r.count();
      }
    });
    return count[0];
  }
}
