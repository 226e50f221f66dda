package io.throng.engine;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.*;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Feeder;
import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** docs/scenario-language.md's shop example, word for word, run end to end against a small shop. */
class ShopScenarioTest {

  @TempDir Path results;

  public static class Shop extends Simulation {

    Feeder users = csv("users.csv").circular();              // columns: username,password

    ScenarioBuilder shop = scenario("shop")
        .feed(users)
        .exec(http("login").post("/login")
            .formParam("user", "#{username}").formParam("password", "#{password}")
            .check(status().is(200), jsonPath("$.token").saveAs("token")))
        .pause(ofMillis(10), ofMillis(30))
        .repeat(3, "page").on(
            exec(http("search").get("/search")
                .queryParam("q", session -> randomTerm()).queryParam("page", "#{page}")
                .header("Authorization", "Bearer #{token}")
                .check(jsonPath("$.items[*]").count().gt(0), jsonPath("$.items[0].sku").saveAs("sku"))))
        .doIf(session -> session.contains("sku")).then(
            group("checkout").on(
                exec(http("cart").post("/cart").body(json("{\"sku\": \"#{sku}\"}")))
                .tryMax(3).on(exec(http("pay").post("/pay").basicAuth("#{username}", "#{password}")
                    .check(status().in(200, 201))))))
        .exitHereIfFailed()
        .exec(http("receipt").get("/receipt").check(substring("thank you").exists()));

    public Shop() {
      setUp(shop.injectOpen(atOnceUsers(4), rampUsers(6).during(ofSeconds(1))))
          .protocols(http.baseUrl(config().getString("baseUrl"))
              .header("Accept", "application/json")
              .userAgent("shop-load-test"));
    }

    private static String randomTerm() {
      List<String> terms = List.of("shoes", "socks", "hats");
      return terms.get(ThreadLocalRandom.current().nextInt(terms.size()));
    }
  }

  @Test
  void theReadmeExampleRunsEndToEnd() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/login", (request, exchange) -> RecordingServer.respond(exchange, 200,
          "{\"token\": \"t-" + request.bodyText().hashCode() + "\"}", "Content-Type", "application/json"));
      server.route("/search", (request, exchange) -> RecordingServer.respond(exchange, 200,
          "{\"items\": [{\"sku\": \"S-1\"}, {\"sku\": \"S-2\"}]}", "Content-Type", "application/json"));
      server.route("/pay", (request, exchange) -> RecordingServer.respond(exchange, 201, "paid"));
      server.route("/receipt", (request, exchange) -> RecordingServer.respond(exchange, 200, "thank you!"));

      Runs.Outcome run = Runs.run(Shop.class, results, server.baseUrl());

      assertThat(run.totals().errors).isEmpty();
      assertThat(run.result().ok()).isEqualTo(10 * (1 + 3 + 2 + 1));
      assertThat(run.totals().okByName).containsOnlyKeys("login", "search", "checkout / cart", "checkout / pay", "receipt");
      assertThat(server.received("/cart")).allSatisfy(r -> assertThat(r.bodyText()).isEqualTo("{\"sku\": \"S-1\"}"));
      assertThat(server.received("/search")).allSatisfy(r -> assertThat(r.header("Authorization")).startsWith("Bearer t-"));
      assertThat(server.received("/pay").get(0).header("Authorization")).startsWith("Basic ");
    }
  }
}
