package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.group;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Groups as transactions, run end to end by the real engine against a loopback server. */
class GroupsTest {

  private static final long PAUSE_MILLIS = 200;
  private static final int EXECUTIONS = 3;

  @TempDir Path results;

  public static class Checkout extends Simulation {
    public Checkout() {
      setUp(scenario("checkout")
              // Outside the group: opens the keep-alive connection and loads the client's classes.
              .exec(http("warm").get("/warm"))
              .repeat(EXECUTIONS, "i").on(group("checkout").on(exec(http("cart").get("/cart"))
                  .pause(Duration.ofMillis(PAUSE_MILLIS))
                  .exec(http("pay").get("/pay").queryParam("i", "#{i}"))))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /**
   * Execution {@code i}'s payment takes {@code 100 * i} ms more, so the executions' spans are far
   * apart and the group's durations, sorted, pair with them one to one. A loaded machine may delay
   * one exchange by a few milliseconds, hence the median.
   */
  @Test
  void aGroupLastsFromItsFirstRequestsArrivalToItsLastResponsePauseIncluded() throws Exception {
    Queue<Long> firstArrivals = new ConcurrentLinkedQueue<>();
    Queue<Long> lastWrites = new ConcurrentLinkedQueue<>();
    try (RecordingServer server = new RecordingServer()) {
      server.route("/cart", (request, exchange) -> {
        firstArrivals.add(System.nanoTime());
        sleep(40);
        RecordingServer.respond(exchange, 200, "cart");
      });
      server.route("/pay", (request, exchange) -> {
        sleep(30 + 100 * Integer.parseInt(request.query().substring("i=".length())));
        // Before the write: once written, the client may end the group before this thread runs again.
        lastWrites.add(System.nanoTime());
        RecordingServer.respond(exchange, 200, "paid");
      });

      Runs.Outcome run = Runs.run(Checkout.class, results, server.baseUrl());

      List<Long> arrivals = List.copyOf(firstArrivals);
      List<Long> writes = List.copyOf(lastWrites);
      long[] spans = new long[EXECUTIONS];
      for (int i = 0; i < EXECUTIONS; i++) {
        spans[i] = (writes.get(i) - arrivals.get(i)) / 1_000;
        assertThat(spans[i]).isGreaterThanOrEqualTo((PAUSE_MILLIS + 40 + 30 + 100 * i) * 1_000);
      }
      Arrays.sort(spans);
      long[] durations = values(run.totals().groupDurations.get("checkout OK"));
      long[] cumulated = values(run.totals().groupCumulated.get("checkout OK"));
      assertThat(durations).hasSize(EXECUTIONS);
      long[] late = new long[EXECUTIONS];
      for (int i = 0; i < EXECUTIONS; i++) {
        // The span already holds the pause: the client paused between the two requests the server saw.
        assertThat(durations[i]).isGreaterThanOrEqualTo(spans[i]);
        late[i] = durations[i] - spans[i];
        // Cumulated: the two requests' response times, at least the server's work, without the pause
        // (which a late timer may make longer than asked, so only its asked length is known). Both
        // figures are the tops of their histogram buckets, so a pause that ended on time may leave
        // the cumulated one up to its bucket's width above the bound.
        long bucket = run.totals().groupCumulated.get("checkout OK").sizeOfEquivalentValueRange(cumulated[i]);
        assertThat(cumulated[i]).isBetween((40 + 30 + 100L * i) * 1_000, durations[i] - PAUSE_MILLIS * 1_000 + bucket);
      }
      Arrays.sort(late);
      assertThat(late[EXECUTIONS / 2]).isLessThan(5_000);
      assertThat(run.totals().groupCount("checkout", Status.KO)).isZero();
      assertThat(run.totals().okByName).containsEntry("checkout / cart", 3L).containsEntry("checkout / pay", 3L);
    }
  }

  /** Every value recorded in {@code histogram}, each as its bucket's highest value, in order. */
  static long[] values(Histogram histogram) {
    List<Long> values = new ArrayList<>();
    histogram.recordedValues().forEach(value -> {
      for (long n = 0; n < value.getCountAtValueIteratedTo(); n++) {
        values.add(histogram.highestEquivalentValue(value.getValueIteratedTo()));
      }
    });
    return values.stream().mapToLong(Long::longValue).toArray();
  }

  public static class Failures extends Simulation {
    public Failures() {
      setUp(scenario("failures")
              .group("fine").on(exec(http("a").get("/a")))
              .group("broken").on(exec(http("bad").get("/bad")).exec(http("after bad").get("/a")))
              .group("crashed").on(exec(session -> {
                throw new IllegalStateException("no basket");
              }))
              .group("outer").on(exec(http("o").get("/a"))
                  .group("inner").on(exec(http("i").get("/a")).pause(Duration.ofMillis(50))))
              .tryMax(2, "try").on(group("flaky").on(
                  exec(http("flaky").get("/flaky").queryParam("try", "#{try}").check(status().is(200)))))
              .group("quiet").on(exec(http("static").get("/static").silent())
                  .exec(http("missing").get("/missing").silent()))
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aGroupIsKoWhenARequestOrAStepInsideFailedAndNestedGroupsRecordEachLevel() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/bad", (request, exchange) -> RecordingServer.respond(exchange, 500, "bad"));
      server.route("/missing", (request, exchange) -> RecordingServer.respond(exchange, 404, "gone"));
      server.route("/flaky", (request, exchange) ->
          RecordingServer.respond(exchange, "try=1".equals(request.query()) ? 200 : 503, "flaky"));

      Runs.Outcome run = Runs.run(Failures.class, results, server.baseUrl());

      var totals = run.totals();
      assertThat(totals.groupCount("fine", Status.OK)).isEqualTo(3);
      assertThat(totals.groupCount("fine", Status.KO)).isZero();
      assertThat(totals.groupCount("broken", Status.KO)).isEqualTo(3);
      assertThat(totals.groupCount("broken", Status.OK)).isZero();
      assertThat(totals.groupCount("crashed", Status.KO)).isEqualTo(3);
      assertThat(totals.groupCount("outer", Status.OK)).isEqualTo(3);
      assertThat(totals.groupCount("outer / inner", Status.OK)).isEqualTo(3);
      assertThat(totals.groupDurations.get("outer / inner OK").getMinValue()).isGreaterThanOrEqualTo(50_000);
      assertThat(totals.groupDurations.get("outer OK").getMinValue())
          .isGreaterThanOrEqualTo(totals.groupDurations.get("outer / inner OK").getMinValue());
      assertThat(totals.okByName).containsEntry("outer / o", 3L).containsEntry("outer / inner / i", 3L);
      // The failed try left its group as a KO; the second try's execution is OK.
      assertThat(totals.groupCount("flaky", Status.KO)).isEqualTo(3);
      assertThat(totals.groupCount("flaky", Status.OK)).isEqualTo(3);
      // Silent requests: sent, not counted, and a failed one still fails its group.
      assertThat(server.received("/static")).hasSize(3);
      assertThat(server.received("/missing")).hasSize(3);
      assertThat(totals.requests).doesNotContainKeys("quiet / static", "quiet / missing");
      assertThat(totals.errors.keySet()).noneMatch(error -> error.startsWith("quiet /"));
      assertThat(totals.groupCount("quiet", Status.KO)).isEqualTo(3);
      assertThat(totals.ok + totals.ko).isEqualTo(3 * 7);
    }
  }

  public static class Stopped extends Simulation {
    public Stopped() {
      setUp(scenario("stopped")
              .group("slow").on(exec(http("hang").get("/hang")))
              .injectOpen(atOnceUsers(2)),
          scenario("resting")
              .group("rest").on(exec(http("quick").get("/a")).pause(Duration.ofSeconds(30)))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(Duration.ofMillis(800));
    }
  }

  @Test
  void aUserStoppedInsideAGroupCountsItsExecutionAsKo() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/hang", (request, exchange) -> {
        sleep(3_000);
        RecordingServer.respond(exchange, 200, "late");
      });

      Runs.Outcome run = Runs.run(Stopped.class, results, server.baseUrl(), "loadtest.gracePeriod", "100ms");

      assertThat(run.totals().groupCount("slow", Status.KO)).isEqualTo(2);
      assertThat(run.totals().groupCount("rest", Status.KO)).isEqualTo(1);
      assertThat(run.totals().groupDurations.get("rest KO").getMinValue()).isGreaterThanOrEqualTo(800_000);
      assertThat(run.totals().errors.keySet()).allMatch(error -> error.startsWith("slow / hang: CANCELLED"));
      assertThat(run.totals().ko).isEqualTo(2);
      assertThat(run.totals().usersFinished).isEqualTo(3);
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
