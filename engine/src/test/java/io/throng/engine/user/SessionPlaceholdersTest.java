package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.stringBody;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Session values reach the request parts through #{key} templates and functions of the session. */
class SessionPlaceholdersTest {

  @TempDir Path results;

  public static class Placeholders extends Simulation {
    public Placeholders() {
      setUp(scenario("placeholders")
              .exec(session -> session.set("id", 42).set("token", "abc").set("term", "a b&c"))
              .exec(http("templated").post("/items/#{id}")
                  .queryParam("q", "#{term}")
                  .queryParam("user", session -> "u" + session.userId())
                  .header("Authorization", "Bearer #{token}")
                  .body(stringBody("{\"id\": #{id}}")))
              .exec(http("computed").get(session -> "/items/" + (session.getInt("id") + 1)))
              .exec(http("missing").get("/secure").header("Authorization", "Bearer #{nope}"))
              .exec(http("after").get("/after"))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class Selectors extends Simulation {
    public Selectors() {
      setUp(scenario("selectors")
              .exec(session -> session.set("ids", java.util.List.of(7, 8, 9))
                  .set("user", java.util.Map.of("name", "ann", "address", java.util.Map.of("city", "Oslo"))))
              .exec(http("selected").get("/sel/#{ids[1]}/#{ids.size()}/#{user.address.city}")
                  .queryParam("who", "#{user.name}")
                  .queryParam("any", "#{ids.random()}")
                  .queryParam("has", "#{token.exists()},#{token.isUndefined()}"))
              .exec(http("outOfRange").get("/sel/#{ids[3]}"))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void readsListsAndMapsOfTheSessionAndFailsAnIndexOutOfRangeNamingKeyAndIndex() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Selectors.class, results, server.baseUrl());

      RecordingServer.Received selected = server.received("/sel/8/3/Oslo").get(0);
      assertThat(selected.query()).matches("who=ann&any=[789]&has=false%2Ctrue");
      assertThat(server.received()).hasSize(1);
      assertThat(run.totals().errors).containsExactly(
          java.util.Map.entry("outOfRange: REQUEST session value 'ids' has 3 element(s): no index [3]", 1L));
    }
  }

  @Test
  void fillsPlaceholdersFromTheSessionAndFailsOnlyTheRequestWhoseKeyIsMissing() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Placeholders.class, results, server.baseUrl());

      RecordingServer.Received templated = server.received("/items/42").get(0);
      assertThat(templated.method()).isEqualTo("POST");
      assertThat(templated.query()).isEqualTo("q=a+b%26c&user=u0");
      assertThat(templated.header("Authorization")).isEqualTo("Bearer abc");
      assertThat(templated.bodyText()).isEqualTo("{\"id\": 42}");
      assertThat(server.received("/items/43")).hasSize(1);
      assertThat(server.received("/secure")).isEmpty();
      assertThat(server.received("/after")).hasSize(1);
      assertThat(run.totals().errors).containsExactly(java.util.Map.entry("missing: REQUEST session has no value for 'nope'", 1L));
      assertThat(run.result().ok()).isEqualTo(3);
      assertThat(run.result().ko()).isEqualTo(1);
      assertThat(run.result().endReason()).isEqualTo("completed");
    }
  }
}
