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
 * A server that closes a reused keep-alive connection without answering (its idle timeout racing
 * the next request): an idempotent request is sent again on a new connection and succeeds, its
 * lost attempt counted as retried; a POST is not sent twice and counts as a KO.
 */
class StaleConnectionTest {

  static class TwoOnOneConnection extends Simulation {
    TwoOnOneConnection() {
      setUp(scenario("stale")
              .exec(http("first").get("/stale"))
              .exec(http("second get").get("/stale"))
              .exec(http("third post").post("/stale"))
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @TempDir Path results;

  @Test
  void anIdempotentRequestLostOnAReusedConnectionIsSentAgainAndAPostIsNot() throws Exception {
    try (MisbehavingServer server = new MisbehavingServer()) {
      RunResult result = Engine.run(TwoOnOneConnection.class, new RunOptions(results,
          Map.of("loadtest.baseUrl", server.baseUrl()),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));

      RunLogTotals log = RunLogTotals.of(result.runLog());
      assertThat(log.okByName).containsEntry("first", 3L).containsEntry("second get", 3L);
      assertThat(log.errors).containsOnlyKeys(
          "third post: CLOSED connection closed before the response was complete");
      assertThat(log.retriedByName).containsOnly(Map.entry("second get", 3L));
      // first + lost second + resent second + lost post, for each user: every attempt counted
      assertThat(server.received()).isEqualTo(4 * 3).isEqualTo(log.ok + log.ko + log.retried);
    }
  }
}
