package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RunLogTotals;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs simulations end to end with the real Netty client against real loopback servers. */
class LoadTestTest {

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
          .maxDuration(Duration.ofSeconds(1));
    }
  }

  public static class DemoDefault extends Simulation {
    public DemoDefault() {
      setUp(scenario("demo").exec(http("user").get("/api/user/7")).injectOpen(atOnceUsers(20)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void countsEveryRequestTheServerReceivedAsOkOrKo() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = LoadTest.run(OkAndFail.class, options(Map.of("loadtest.baseUrl", server.baseUrl())));

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

    RunResult result = LoadTest.run(OkAndFail.class, options(Map.of("loadtest.baseUrl", "http://127.0.0.1:" + closedPort)));

    assertThat(result.ok()).isZero();
    assertThat(result.ko()).isEqualTo(150);
    assertThat(RunLogTotals.of(result.runLog()).errors)
        .containsOnlyKeys("ok: CONNECT connection refused: 127.0.0.1:" + closedPort,
            "fail: CONNECT connection refused: 127.0.0.1:" + closedPort);
  }

  @Test
  void requestsStillInFlightAtMaxDurationAreCountedAsCancelled() throws Exception {
    try (CountingServer server = new CountingServer()) {
      RunResult result = LoadTest.run(Hanging.class,
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
  void runsAgainstTheEmbeddedDemoTargetWhenNoBaseUrlIsSet() throws Exception {
    RunResult result = LoadTest.run(DemoDefault.class, options(Map.of()));

    assertThat(result.ok()).isEqualTo(20);
    assertThat(result.ko()).isZero();
    assertThat(console.toString(StandardCharsets.UTF_8)).contains("using the embedded demo target at http://127.0.0.1:");
  }

  private RunOptions options(Map<String, String> properties) {
    Map<String, String> all = new HashMap<>(properties);
    all.put("loadtest.console.interval", "1s");
    return new RunOptions(results, all, new PrintStream(console, true, StandardCharsets.UTF_8));
  }
}
