package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RunLogTotals;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each way a target can misbehave ends as the right kind of KO, without a hang, and the users go
 * on with their next request.
 */
class FailureKindsTest {

  private static final int USERS = 4;

  public static class EveryMisbehaviour extends Simulation {
    public EveryMisbehaviour() {
      setUp(scenario("misbehaving")
              .exec(http("silent").get("/silent"))
              .exec(http("reset").get("/reset"))
              .exec(http("garbage").get("/garbage"))
              .exec(http("overlong").get("/overlong"))
              .exec(http("after overlong").get("/ok"))
              .exec(http("big").get("/big"))
              .exec(http("after big").get("/ok"))
              .injectOpen(atOnceUsers(USERS)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @TempDir Path results;

  @Test
  void eachMisbehaviourIsACountedKoOfItsKindAndTheUsersGoOn() throws Exception {
    try (MisbehavingServer server = new MisbehavingServer()) {
      RunResult result = Engine.run(EveryMisbehaviour.class, new RunOptions(results,
          Map.of("loadtest.baseUrl", server.baseUrl(), "loadtest.http.requestTimeout", "500ms"),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));

      RunLogTotals log = RunLogTotals.of(result.runLog());
      assertThat(result.endReason()).isEqualTo("completed");
      assertThat(server.received()).isEqualTo(7 * USERS).isEqualTo(log.ok + log.ko);
      assertThat(log.ko).as("KOs: %s", log.errors).isEqualTo(4 * USERS);
      assertThat(log.errors).hasSize(4);
      assertThat(log.errors).containsEntry("silent: TIMEOUT no response within 500 ms", (long) USERS);
      assertThat(log.errors.keySet()).anyMatch(key -> key.startsWith("reset: CLOSED "));
      assertThat(log.errors.keySet()).anyMatch(key -> key.startsWith("garbage: PROTOCOL malformed response"));
      assertThat(log.errors).containsEntry(
          "overlong: PROTOCOL response longer than its Content-Length (28 more bytes)", (long) USERS);
      assertThat(log.statuses).contains(
          Map.entry("after overlong: 200", (long) USERS),
          Map.entry("big: 200", (long) USERS), Map.entry("after big: 200", (long) USERS));
    }
  }

  public static class BadStatusLine extends Simulation {
    public BadStatusLine() {
      setUp(scenario("bad status").exec(http("bad status").get("/bad-status")).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aStatusLineWithoutANumberIsAProtocolKoNamingTheLine() throws Exception {
    try (MisbehavingServer server = new MisbehavingServer()) {
      RunResult result = Engine.run(BadStatusLine.class, new RunOptions(results,
          Map.of("loadtest.baseUrl", server.baseUrl()),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));

      assertThat(RunLogTotals.of(result.runLog()).errors).containsOnlyKeys("bad status: PROTOCOL malformed response:"
          + " status line \"HTTP/1.1 abc \\u0022OK\\u0022\" is not HTTP-version status-code reason"
          + " (such as HTTP/1.1 200 OK)");
    }
  }
}
