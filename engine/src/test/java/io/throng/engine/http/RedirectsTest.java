package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static io.throng.dsl.Dsl.stringBody;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Redirects are followed as browsers follow them, bounded, each hop counted, or not at all when asked. */
class RedirectsTest {

  @TempDir Path results;

  public static class Redirected extends Simulation {
    public Redirected() {
      setUp(scenario("redirects")
              .exec(http("p302").post("/r302").body(stringBody("payload")).header("Authorization", "Bearer t"))
              .exec(http("p307").post("/r307").body(stringBody("payload")))
              .exec(http("g303").get("/r303"))
              .exec(http("loop").get("/loop/0"))
              .exec(http("manual").get("/r302").disableFollowRedirect().check(status().is(302)))
              .exec(http("bad").get("/bad"))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void followsRedirectsLikeABrowserUpToTheLimit() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/r302", (request, exchange) -> RecordingServer.respond(exchange, 302, "", "Location", "/target"));
      server.route("/r303", (request, exchange) ->
          RecordingServer.respond(exchange, 303, "", "Location", server.baseUrl() + "/target?from=303"));
      server.route("/r307", (request, exchange) -> RecordingServer.respond(exchange, 307, "", "Location", "target307"));
      server.route("/bad", (request, exchange) -> RecordingServer.respond(exchange, 302, "", "Location", "http://[nope"));
      for (int i = 0; i < 20; i++) {
        String next = "/loop/" + (i + 1);
        server.route("/loop/" + i, (request, exchange) -> RecordingServer.respond(exchange, 302, "", "Location", next));
      }

      Runs.Outcome run = Runs.run(Redirected.class, results, server.baseUrl());

      assertThat(server.received("/target")).extracting(RecordingServer.Received::method).containsExactly("GET", "GET");
      RecordingServer.Received after302 = server.received("/target").get(0);
      assertThat(after302.body()).isEmpty();
      assertThat(after302.header("Authorization")).isEqualTo("Bearer t"); // same origin keeps credentials
      assertThat(server.received("/target").get(1).query()).isEqualTo("from=303");
      RecordingServer.Received after307 = server.received("/target307").get(0);
      assertThat(after307.method()).isEqualTo("POST");
      assertThat(after307.bodyText()).isEqualTo("payload");
      assertThat(server.received().stream().filter(r -> r.path().startsWith("/loop/"))).hasSize(11);
      assertThat(server.received("/r302")).hasSize(2);
      assertThat(run.totals().okByName).containsEntry("p302", 1L).containsEntry("p302 redirect 1", 1L)
          .containsEntry("p307", 1L).containsEntry("g303", 1L).containsEntry("loop redirect 10", 1L)
          .containsEntry("manual", 1L).doesNotContainKey("manual redirect 1");
      assertThat(run.totals().statuses).containsEntry("manual: 302", 1L).containsEntry("p302: 200", 1L);
      assertThat(run.totals().errors).containsOnly(
          Map.entry("loop: REDIRECT too many redirects: more than 10", 1L),
          Map.entry("bad: REDIRECT redirect 302 to an invalid Location: \"http://[nope\"", 1L));
    }
  }
}
