package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.Simulation;
import io.throng.engine.testing.RunLogTotals;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every attempt on the wire is counted: against a server that closes every reused keep-alive
 * connection of {@code /stale} without answering, what the server served equals the run log's
 * OK + KO + retried, with connections per user or shared, for a page's resources, and with the
 * retry turned off.
 */
class RetriedAttemptsTest {

  private static final int USERS = 4;
  private static final int ROUNDS = 5;

  /** GETs and PUTs (idempotent, sent again), POSTs (never sent twice) and plain answers, mixed. */
  public static class Mixed extends Simulation {
    public Mixed() {
      HttpProtocolBuilder protocol = http.baseUrl(config().getString("baseUrl"));
      if (Boolean.parseBoolean(config().getString("shared"))) {
        protocol = protocol.shareConnections().maxConnectionsPerHost(2);
      }
      setUp(scenario("mixed")
              .repeat(ROUNDS).on(exec(http("ok").get("/ok"))
                  .exec(http("stale get").get("/stale"))
                  .exec(http("stale put").put("/stale"))
                  .exec(http("ok again").get("/ok"))
                  .exec(http("stale post").post("/stale")))
              .injectOpen(atOnceUsers(USERS)))
          .protocols(protocol.retryOnStaleConnection(Boolean.parseBoolean(config().getString("retry"))));
    }
  }

  /** A page whose resource goes on the connection the page came back on. */
  public static class PageWithResource extends Simulation {
    public PageWithResource() {
      setUp(scenario("page")
              .exec(http("page").get("/ok").resources(http("style").get("/stale")))
              .injectOpen(atOnceUsers(USERS)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @TempDir Path results;

  @Test
  void aPageResourceLostOnAStaleConnectionIsCountedAsRetried() throws Exception {
    try (MisbehavingServer server = new MisbehavingServer()) {
      Runs.Outcome run = Runs.run(PageWithResource.class, results, server.baseUrl());

      RunLogTotals log = run.totals();
      assertThat(log.okByName).containsEntry("page", (long) USERS).containsEntry("style", (long) USERS);
      assertThat(log.retriedByName).containsOnly(Map.entry("style", (long) USERS));
      assertThat(server.received()).isEqualTo(3L * USERS).isEqualTo(log.ok + log.ko + log.retried);
    }
  }

  @Test
  void withConnectionsPerUserTheServedRequestsAreOkPlusKoPlusRetried() throws Exception {
    RunLogTotals log = run(false, true);

    // Per user and round, each /stale request after another on its connection loses one attempt.
    assertThat(log.retried).isPositive();
    assertThat(log.retriedByName).containsOnlyKeys("stale get", "stale put");
    assertThat(log.okByName).containsEntry("stale get", (long) USERS * ROUNDS)
        .containsEntry("stale put", (long) USERS * ROUNDS);
  }

  @Test
  void withSharedConnectionsTheServedRequestsAreOkPlusKoPlusRetried() throws Exception {
    RunLogTotals log = run(true, true);

    assertThat(log.retried).isPositive();
    assertThat(log.retriedByName.keySet()).isSubsetOf("stale get", "stale put");
  }

  @Test
  void withTheRetryOffALostAttemptIsAKoThatSaysWhy() throws Exception {
    RunLogTotals log = run(false, false);

    assertThat(log.retried).isZero();
    assertThat(log.retriedByName).isEmpty();
    // Each round's GET follows a request on its connection and is lost; the PUT then opens a new one.
    assertThat(log.errors).containsEntry(
        "stale get: CLOSED reused connection closed by the server before any response"
            + " (not sent again: retryOnStaleConnection is off)", (long) USERS * ROUNDS);
  }

  /** Runs {@link Mixed} and checks the invariant that holds in every mode; returns the log's totals. */
  private RunLogTotals run(boolean shared, boolean retry) throws Exception {
    try (MisbehavingServer server = new MisbehavingServer()) {
      Runs.Outcome run = Runs.run(Mixed.class, results, server.baseUrl(),
          "loadtest.shared", Boolean.toString(shared), "loadtest.retry", Boolean.toString(retry),
          "loadtest.eventLoops", "2");

      RunLogTotals log = run.totals();
      assertThat(run.result().endReason()).isEqualTo("completed");
      assertThat(log.ok + log.ko).isEqualTo((long) USERS * ROUNDS * 5);
      assertThat(server.received()).as("served; log OK %s, KO %s, retried %s", log.ok, log.ko, log.retried)
          .isEqualTo(log.ok + log.ko + log.retried);
      assertThat(log.okByName).containsEntry("ok", (long) USERS * ROUNDS)
          .containsEntry("ok again", (long) USERS * ROUNDS);
      assertThat(log.errors.keySet()).allMatch(error -> error.contains(": CLOSED "));
      return log;
    }
  }
}
