package io.throng.engine.user;

import static io.throng.dsl.Dsl.allowList;
import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.denyList;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Resources found in HTML pages by {@code inferHtmlResources}, fetched from a loopback server. */
class InferredResourcesTest {

  /** Under {@code /site/}, with a base href elsewhere: a relative URL resolves against the base. */
  private static final String PAGE = """
      <!DOCTYPE html><html><head>
      <base href="/assets/">
      <link rel="stylesheet" href="main.css">
      <link rel="shortcut icon" href="/favicon.ico">
      <link rel="preconnect" href="/not-a-resource">
      <script src="/js/app.js"></script>
      <script src="/js/app.js"></script>
      <script src="/js/ads/tracker.js"></script>
      <script>inline()</script>
      </head><body>
      <img src="logo.png#top" alt="">
      <img srcset="/img/small.png 1x, /img/large.png 2x" alt="">
      <iframe src="/frame.html"></iframe>
      <a href="/link-not-fetched">link</a>
      <img src="data:image/png;base64,AAAA" alt="">
      </body></html>
      """;

  @TempDir Path results;

  public static class Inferring extends Simulation {
    public Inferring() {
      setUp(scenario("infer")
              .exec(http("home").get("/site/home").resources(http("app").get("/js/app.js")))
              .exec(http("api").get("/api"))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).inferHtmlResources(denyList(".*/ads/.*")));
    }
  }

  @Test
  void anHtmlPagesReferencedResourcesAreFetchedOnceEachExplicitOnesIncludedAndTheDenyListIsLeftOut() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/site/home", (request, exchange) ->
          RecordingServer.respond(exchange, 200, PAGE, "Content-Type", "text/html; charset=utf-8"));
      // Not HTML: its body, though it looks like a page, is not parsed.
      server.route("/api", (request, exchange) ->
          RecordingServer.respond(exchange, 200, "<img src=\"/nope.png\">", "Content-Type", "application/json"));

      Runs.Outcome run = Runs.run(Inferring.class, results, server.baseUrl());

      assertThat(PageResourcesTest.paths(server)).containsExactlyInAnyOrder("/site/home", "/assets/main.css",
          "/favicon.ico", "/js/app.js", "/assets/logo.png", "/img/small.png", "/frame.html", "/api");
      assertThat(run.totals().okByName).containsEntry("home", 1L).containsEntry("GET /assets/main.css", 1L)
          .containsEntry("GET /favicon.ico", 1L).containsEntry("app", 1L).doesNotContainKey("GET /js/app.js")
          .containsEntry("GET /assets/logo.png", 1L).containsEntry("GET /img/small.png", 1L)
          .containsEntry("GET /frame.html", 1L);
      assertThat(run.totals().ko).isZero();
    }
  }

  public static class Allowing extends Simulation {
    public Allowing() {
      setUp(scenario("allow").exec(http("home").get("/site/home")).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl"))
              .inferHtmlResources(allowList(".*\\.css$", ".*\\.js$"), denyList(".*/ads/.*")));
    }
  }

  @Test
  void theAllowListKeepsOnlyTheUrlsMatchingOneOfItsPatterns() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/site/home", (request, exchange) ->
          RecordingServer.respond(exchange, 200, PAGE, "Content-Type", "text/html"));

      Runs.Outcome run = Runs.run(Allowing.class, results, server.baseUrl());

      assertThat(PageResourcesTest.paths(server))
          .containsExactlyInAnyOrder("/site/home", "/assets/main.css", "/js/app.js");
      assertThat(run.totals().ok).isEqualTo(3);
    }
  }
}
