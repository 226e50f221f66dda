package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code rendezVous(n)} run end to end by the real engine, users spread over two event loops. */
class RendezVousTest {

  @TempDir Path results;

  public static class Sale extends Simulation {
    public Sale() {
      setUp(scenario("sale")
              .exec(http("arrive").get("/arrive"))
              .rendezVous(5)
              .exec(http("buy").get("/buy"))
              .injectOpen(rampUsers(5).during(Duration.ofSeconds(1))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void usersWaitUntilTheFifthArrivesThenAllGoOnTogether() throws Exception {
    Queue<Long> arrivals = new ConcurrentLinkedQueue<>();
    Queue<Long> purchases = new ConcurrentLinkedQueue<>();
    try (RecordingServer server = new RecordingServer()) {
      server.route("/arrive", (request, exchange) -> {
        arrivals.add(System.nanoTime());
        RecordingServer.respond(exchange, 200, "hi");
      });
      server.route("/buy", (request, exchange) -> {
        purchases.add(System.nanoTime());
        RecordingServer.respond(exchange, 200, "bought");
      });

      Runs.Outcome run = Runs.run(Sale.class, results, server.baseUrl(), "loadtest.eventLoops", "2");

      assertThat(arrivals).hasSize(5);
      assertThat(purchases).hasSize(5);
      long firstArrival = Collections.min(arrivals);
      long fifthArrival = Collections.max(arrivals);
      List<Long> afterFifth = purchases.stream().map(at -> (at - fifthArrival) / 1_000_000).toList();
      // Nobody bought before the fifth user arrived, and all bought right after it.
      assertThat(afterFifth).allMatch(millis -> millis >= 0 && millis < 100);
      assertThat(Duration.ofNanos(fifthArrival - firstArrival)).isGreaterThan(Duration.ofMillis(500));
      assertThat(run.result().ok()).isEqualTo(10);
      assertThat(run.result().ko()).isZero();
    }
  }

  public static class TooFew extends Simulation {
    public TooFew() {
      setUp(scenario("too few")
              .exec(http("arrive").get("/arrive"))
              .rendezVous(5)
              .exec(http("buy").get("/buy"))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(Duration.ofMillis(500));
    }
  }

  @Test
  void aRunThatEndsReleasesTheUsersStillWaitingWithoutTheirGracePeriod() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      long start = System.nanoTime();
      Runs.Outcome run = Runs.run(TooFew.class, results, server.baseUrl(), "loadtest.gracePeriod", "20s");
      Duration took = Duration.ofNanos(System.nanoTime() - start);

      assertThat(took).isLessThan(Duration.ofSeconds(10));
      assertThat(server.received("/buy")).isEmpty();
      assertThat(run.totals().usersStarted).isEqualTo(2);
      assertThat(run.totals().usersFinished).isEqualTo(2);
      assertThat(run.result().ok()).isEqualTo(2);
      assertThat(run.result().ko()).isZero();
    }
  }
}
