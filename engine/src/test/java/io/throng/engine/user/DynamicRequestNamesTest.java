package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.group;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.stats.StatsRecorder;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Request names that vary give one statistics row per distinct name, up to the configured limit. */
class DynamicRequestNamesTest {

  @TempDir Path results;

  public static class Pages extends Simulation {
    public Pages() {
      setUp(scenario("pages")
              .repeat(4, "i").on(exec(http("page #{i}").get("/pages/#{i}")))
              .exec(http(session -> "user " + session.userId() % 2).get("/who"))
              .group("shop").on(exec(http("item #{i}").get("/item")))
              .exec(http("broken #{nope}").get("/never"))
              .exec(http(session -> " ").get("/never"))
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void countsEachDistinctNameInItsOwnRowAndANameThatCannotBeMadeUnderTheNameAsWritten() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Pages.class, results, server.baseUrl());

      assertThat(server.received("/pages/0")).hasSize(3);
      assertThat(server.received("/never")).isEmpty();
      assertThat(run.totals().requests).isEqualTo(Map.of(
          "page 0", 3L, "page 1", 3L, "page 2", 3L, "page 3", 3L,
          "user 0", 2L, "user 1", 1L,
          "shop / item 3", 3L,
          "broken #{nope}", 3L,
          "(request name function)", 3L));
      assertThat(run.totals().errors).containsOnly(
          Map.entry("broken #{nope}: REQUEST session has no value for 'nope'", 3L),
          Map.entry("(request name function): REQUEST the request name made from the session is blank", 3L));
      assertThat(run.console()).doesNotContain(StatsRecorder.OTHER_NAMES);
    }
  }

  public static class ManyNames extends Simulation {
    public ManyNames() {
      setUp(scenario("many")
              .repeat(10, "i").on(exec(http("id #{i}").get("/id")))
              .exec(http("fixed").get("/fixed"))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void countsNamesPastTheLimitInOneRowAndSaysSoOnce() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      // Five: the plan's two names ("id #{i}" as written, "fixed") count too, then "id 0" to "id 2".
      Runs.Outcome run = Runs.run(ManyNames.class, results, server.baseUrl(), "loadtest.maxRequestNames", "5");

      assertThat(server.received("/id")).hasSize(20);
      assertThat(run.totals().requests).isEqualTo(Map.of(
          "id 0", 2L, "id 1", 2L, "id 2", 2L, StatsRecorder.OTHER_NAMES, 14L, "fixed", 2L));
      assertThat(run.result().ok()).isEqualTo(22);
      String notice = "More than 5 distinct request names: further ones are counted as \"(other names)\""
          + " (-Dloadtest.maxRequestNames=<n> keeps more apart";
      assertThat(run.console()).containsOnlyOnce(notice);
    }
  }
}
