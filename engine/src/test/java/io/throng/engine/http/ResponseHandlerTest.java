package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyLength;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Responses end in time or as a timeout KO, and bodies are kept only when checks need them, up to the cap. */
class ResponseHandlerTest {

  @TempDir Path results;

  public static class Timeouts extends Simulation {
    public Timeouts() {
      setUp(scenario("timeouts")
              .exec(http("own timeout").get("/slow").timeout(Duration.ofMillis(200)))
              .exec(http("protocol timeout").get("/slow"))
              .exec(http("big, streamed").get("/big").check(bodyLength().is(5000)))
              .exec(http("big, checked").get("/big").check(bodyString().exists()))
              .exec(http("small, checked").get("/small").check(bodyString().is("tiny")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).requestTimeout(Duration.ofMillis(300)));
    }
  }

  @Test
  void timesOutAndCapsKeptBodies() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/slow", (request, exchange) -> {
        try {
          Thread.sleep(1_000);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        RecordingServer.respond(exchange, 200, "late");
      });
      server.route("/big", (request, exchange) -> RecordingServer.respond(exchange, 200, "x".repeat(5000)));
      server.route("/small", (request, exchange) -> RecordingServer.respond(exchange, 200, "tiny"));

      Runs.Outcome run = Runs.run(Timeouts.class, results, server.baseUrl(), "loadtest.http.maxBodyBytes", "1000");

      assertThat(run.totals().errors).containsOnly(
          Map.entry("own timeout: TIMEOUT no response within 200 ms", 1L),
          Map.entry("protocol timeout: TIMEOUT no response within 300 ms", 1L),
          Map.entry("big, checked: CHECK response body larger than 1000 bytes (loadtest.http.maxBodyBytes), which the checks need whole", 1L));
      assertThat(run.totals().okByName).containsOnlyKeys("big, streamed", "small, checked");
    }
  }
}
