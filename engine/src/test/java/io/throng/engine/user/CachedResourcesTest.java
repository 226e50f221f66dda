package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each user's HTTP cache, seen from a loopback server over two visits of a page. */
class CachedResourcesTest {

  private static final String ETAG = "\"v1\"";
  private static final String MODIFIED = "Tue, 01 Dec 2026 10:00:00 GMT";

  @TempDir Path results;

  private static ScenarioBuilder twoVisits(String name) {
    return scenario(name).repeat(2).on(exec(http("page").get("/page").resources(
        http("css").get("/style.css"), http("js").get("/app.js"), http("logo").get("/logo.png"),
        http("never").get("/never"))));
  }

  public static class Caching extends Simulation {
    public Caching() {
      setUp(twoVisits("cache").injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class NotCaching extends Simulation {
    public NotCaching() {
      setUp(twoVisits("nocache").injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")).disableCaching());
    }
  }

  /** ETag on the css, Last-Modified on the js, max-age on the logo, no-store on the last one. */
  private static RecordingServer server(AtomicInteger notModified) throws Exception {
    RecordingServer server = new RecordingServer();
    server.route("/style.css", (request, exchange) -> {
      if (ETAG.equals(header(request, "If-None-Match"))) {
        notModified.incrementAndGet();
        RecordingServer.respond(exchange, 304, "", "ETag", ETAG);
      } else {
        RecordingServer.respond(exchange, 200, "body{}", "ETag", ETAG);
      }
    });
    server.route("/app.js", (request, exchange) -> {
      if (MODIFIED.equals(header(request, "If-Modified-Since"))) {
        notModified.incrementAndGet();
        RecordingServer.respond(exchange, 304, "");
      } else {
        RecordingServer.respond(exchange, 200, "x()", "Last-Modified", MODIFIED, "Cache-Control", "no-cache");
      }
    });
    server.route("/logo.png", (request, exchange) ->
        RecordingServer.respond(exchange, 200, "png", "Cache-Control", "public, max-age=600", "ETag", "\"logo\""));
    server.route("/never", (request, exchange) ->
        RecordingServer.respond(exchange, 200, "n", "Cache-Control", "no-store", "ETag", "\"never\""));
    return server;
  }

  @Test
  void theSecondVisitSendsValidatorsGets304sCountedOkAndSkipsFreshResources() throws Exception {
    AtomicInteger notModified = new AtomicInteger();
    try (RecordingServer server = server(notModified)) {

      Runs.Outcome run = Runs.run(Caching.class, results, server.baseUrl());

      // Two users, each with a cache of its own: each one's second visit is conditional.
      assertThat(notModified).hasValue(4);
      assertThat(server.received("/style.css")).extracting(r -> header(r, "If-None-Match"))
          .containsExactlyInAnyOrder(null, null, ETAG, ETAG);
      assertThat(server.received("/logo.png")).hasSize(2);
      assertThat(server.received("/never")).hasSize(4).allMatch(r -> header(r, "If-None-Match") == null);
      assertThat(run.totals().statuses).containsEntry("css: 304", 2L).containsEntry("js: 304", 2L);
      assertThat(run.totals().okByName).containsEntry("page", 4L).containsEntry("css", 4L).containsEntry("js", 4L)
          .containsEntry("logo", 2L).containsEntry("never", 4L);
      assertThat(run.totals().ko).isZero();
    }
  }

  @Test
  void disableCachingSendsNoValidatorsAndRequestsFreshResourcesAgain() throws Exception {
    AtomicInteger notModified = new AtomicInteger();
    try (RecordingServer server = server(notModified)) {

      Runs.Outcome run = Runs.run(NotCaching.class, results, server.baseUrl());

      assertThat(notModified).hasValue(0);
      assertThat(server.received()).allMatch(r -> header(r, "If-None-Match") == null
          && header(r, "If-Modified-Since") == null);
      assertThat(server.received("/logo.png")).hasSize(4);
      assertThat(run.totals().okByName).containsEntry("logo", 4L).containsEntry("css", 4L);
    }
  }

  /** The JDK server spells header names its own way ({@code If-none-match}). */
  private static String header(RecordingServer.Received request, String name) {
    return request.headers().entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
        .map(e -> e.getValue().get(0)).findFirst().orElse(null);
  }
}
