package io.throng.engine.check;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.substring;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Substring checks search a body as it arrives, without keeping it: a 3 MiB body passes the
 * default 1 MiB cap of kept bodies and is still searched whole, to its first and last bytes.
 */
class BodySearchTest {

  static final String BIG = "START" + "x".repeat(3 << 20) + " mid " + "y".repeat(1000) + " mid END";
  static final String UTF16 = "héllo, wörld, wörld";

  @TempDir Path results;
  private RecordingServer server;

  @BeforeEach
  void startServer() throws Exception {
    server = new RecordingServer();
    server.route("/big", (request, exchange) -> RecordingServer.respond(exchange, 200, BIG,
        "Content-Type", "text/plain; charset=UTF-8"));
    server.route("/utf16", (request, exchange) -> {
      byte[] bytes = UTF16.getBytes(StandardCharsets.UTF_16BE);
      exchange.getResponseHeaders().add("Content-Type", "text/plain; charset=UTF-16BE");
      exchange.sendResponseHeaders(200, bytes.length);
      exchange.getResponseBody().write(bytes);
      exchange.close();
    });
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  public static class Searches extends Simulation {
    public Searches() {
      setUp(scenario("search")
              .exec(http("start").get("/big").check(substring("START").exists(), substring("START").is(0)))
              .exec(http("end").get("/big").check(substring("END").exists(),
                  substring("END").is(BIG.length() - 3)))
              .exec(http("count").get("/big").check(substring("mid").count().is(2),
                  substring("mid").find(1).is(BIG.lastIndexOf("mid")), substring("absent").notExists()))
              .exec(http("utf16").get("/utf16").check(substring("wörld").count().is(2),
                  substring("wörld").find(1).is(UTF16.lastIndexOf("wörld"))))
              .exec(http("missing").get("/big").check(substring("END").exists(), substring("none").exists()))
              .exec(http("whole body").get("/big").check(substring("END").exists(), bodyString().exists()))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void findsMatchesAtTheStartAndTheEndOfABodyLargerThanTheCapAndCountsThem() throws Exception {
    Runs.Outcome run = Runs.run(Searches.class, results, server.baseUrl());

    assertThat(run.totals().errors).containsOnlyKeys(
        "missing: CHECK check substring(\"none\").exists() failed: found nothing",
        "whole body: CHECK response body larger than 1048576 bytes (loadtest.http.maxBodyBytes), which the checks"
            + " need whole");
    assertThat(run.result().ok()).isEqualTo(4);
  }
}
