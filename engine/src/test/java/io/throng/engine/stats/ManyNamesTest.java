package io.throng.engine.stats;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.CompletionSeconds;
import io.throng.engine.testing.RunLogTotals;
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.StampingServer;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 50,000 distinct request names: the names limit keeps the statistics bounded, and the timeline stays right. */
class ManyNamesTest {

  static final int USERS = 10;
  static final int NAMES_PER_USER = 5_000;

  @TempDir Path results;

  public static class FiftyThousandNames extends Simulation {
    public FiftyThousandNames() {
      setUp(scenario("names")
              .repeat(NAMES_PER_USER, "i").on(exec(
                  http(session -> "item " + session.userId() + "-" + session.getInt("i")).get("/item")))
              .injectOpen(atOnceUsers(USERS)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void keepsTheFirstNamesApartCountsTheRestInOneRowAndEverySecondMatchesTheServer() throws Exception {
    try (StampingServer server = new StampingServer()) {
      Runs.Outcome run = Runs.run(FiftyThousandNames.class, results, server.baseUrl(), "loadtest.warmup", "0s");
      RunLogTotals totals = run.totals();
      CompletionSeconds seconds = CompletionSeconds.of(run.result().runLog(), server, 5);

      assertThat(server.served()).isEqualTo((long) USERS * NAMES_PER_USER);
      assertThat(totals.ok).isEqualTo(server.served());
      // The limit counts every name: the plan's one ("(request name function)" is not made) and those made.
      assertThat(totals.requests).hasSizeBetween(StatsRecorder.DEFAULT_MAX_NAMES - 1, StatsRecorder.DEFAULT_MAX_NAMES + 1)
          .containsKey(StatsRecorder.OTHER_NAMES);
      assertThat(totals.requests.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(server.served());
      assertThat(run.console()).containsOnlyOnce("More than 5000 distinct request names");
      seconds.assertMatch();
    }
  }
}
