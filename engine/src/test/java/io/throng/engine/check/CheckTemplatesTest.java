package io.throng.engine.check;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.css;
import static io.throng.dsl.Dsl.csv;
import static io.throng.dsl.Dsl.header;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jsonPath;
import static io.throng.dsl.Dsl.regex;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.substring;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code #{key}} in check expressions and expected values, filled from a CSV feeder per user. */
class CheckTemplatesTest {

  @TempDir Path results;
  private RecordingServer server;

  @BeforeEach
  void startServer() throws Exception {
    server = new RecordingServer();
    server.route("/products", (request, exchange) -> RecordingServer.respond(exchange, 200,
        HtmlXmlChecksTest.resource("products.json"), "Content-Type", "application/json", "X-Shop", "tea"));
    server.route("/page", (request, exchange) -> RecordingServer.respond(exchange, 200,
        HtmlXmlChecksTest.PAGE, "Content-Type", "text/html"));
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  public static class FedFromCsv extends Simulation {
    public FedFromCsv() {
      setUp(scenario("search")
              .feed(csv("checks/terms.csv"))
              .exec(session -> session.set("selector", "a[href^=/p/]").set("shop", "tea"))
              .exec(http("search").get("/products").check(
                  jsonPath("$[?(@.name == '#{term}')].id").saveAs("id"),
                  jsonPath("$[?(@.id == #{id})].name").is("#{term}"),
                  header("X-Shop").is(session -> session.getString("shop")),
                  header("X-Shop").in("coffee", "#{shop}")))
              .exec(http("page").get("/page").check(
                  css("#{selector}").count().is(3),
                  css("li.product a[href=/p/#{id}]").is("#{term}"),
                  regex("<a href=\"([^\"]+)\">#{term}<").is("/p/#{id}")))
              .exec(http("item").get("/item/#{id}"))
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void templatesInExpressionsAndExpectedValuesAreFilledFromEachUsersSession() throws Exception {
    Runs.Outcome run = Runs.run(FedFromCsv.class, results, server.baseUrl());

    assertThat(run.totals().errors).isEmpty();
    assertThat(run.result().ok()).isEqualTo(9);
    assertThat(server.received()).extracting(RecordingServer.Received::path)
        .filteredOn(path -> path.startsWith("/item/"))
        .containsExactlyInAnyOrder("/item/1", "/item/2", "/item/3");
  }

  public static class MissingKeys extends Simulation {
    public MissingKeys() {
      setUp(scenario("missing")
              .exec(http("path").get("/products").check(jsonPath("$[?(@.name == '#{term}')].id").exists()))
              .exec(http("expected").get("/products").check(header("X-Shop").is("#{shop}")))
              .exec(http("bad regex").get("/page").check(regex("#{pattern}").exists()))
              .exec(session -> session.set("pattern", "(unclosed"))
              .exec(http("invalid regex").get("/page").check(regex("#{pattern}").exists()))
              .exec(session -> session.set("empty", ""))
              .exec(http("empty substring").get("/page").check(substring("#{empty}").count().gt(0)))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aMissingKeyOrAnInvalidFilledExpressionIsAKoNamingIt() throws Exception {
    Runs.Outcome run = Runs.run(MissingKeys.class, results, server.baseUrl());

    assertThat(run.totals().errors).containsOnly(
        Map.entry("path: CHECK check jsonPath(\"$[?(@.name == '#{term}')].id\").exists() failed: "
            + "session has no value for 'term'", 1L),
        Map.entry("expected: CHECK check header(\"X-Shop\").is(\"#{shop}\") failed: session has no value for 'shop'", 1L),
        Map.entry("bad regex: CHECK check regex(\"#{pattern}\").exists() failed: session has no value for 'pattern'", 1L),
        Map.entry("invalid regex: CHECK check regex(\"#{pattern}\").exists() failed: "
            + "invalid regex \"(unclosed\": Unclosed group", 1L),
        Map.entry("empty substring: CHECK check substring(\"#{empty}\").count().gt(0) failed: "
            + "substring is empty once filled in", 1L));
  }
}
