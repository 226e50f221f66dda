package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.pace;
import static io.throng.dsl.Dsl.percentage;
import static io.throng.dsl.Dsl.repeat;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of step, run end to end by the real engine against a recording server. */
class StepsTest {

  @TempDir Path results;

  public static class Loops extends Simulation {
    public Loops() {
      setUp(scenario("loops")
              .repeat(3, "i").on(exec(http("repeat").get("/repeat/#{i}")))
              .exec(session -> session.set("n", 0))
              .asLongAs(session -> session.getInt("n") < 2).on(
                  exec(http("asLongAs").get("/asLongAs")).exec(session -> session.set("n", session.getInt("n") + 1)))
              .repeat(session -> 2).on(repeat(2).on(exec(http("nested").get("/nested"))))
              .during(Duration.ofMillis(200), "d").on(exec(http("during").get("/during")).pause(Duration.ofMillis(20)))
              .repeat(3).on(pace(Duration.ofMillis(100)).exec(http("paced").get("/paced")))
              .pause(Duration.ofMillis(10), Duration.ofMillis(20))
              .injectOpen(atOnceUsers(4)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void loopsRunTheirBodiesAsOftenAsTheySay() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      long start = System.nanoTime();
      Runs.Outcome run = Runs.run(Loops.class, results, server.baseUrl());
      long elapsed = System.nanoTime() - start;

      assertThat(server.received("/repeat/0")).hasSize(4);
      assertThat(server.received("/repeat/1")).hasSize(4);
      assertThat(server.received("/repeat/2")).hasSize(4);
      assertThat(server.received("/repeat/3")).isEmpty();
      assertThat(server.received("/asLongAs")).hasSize(8);
      assertThat(server.received("/nested")).hasSize(16);
      assertThat(server.received("/during")).hasSizeGreaterThanOrEqualTo(4);
      assertThat(server.received("/paced")).hasSize(12);
      assertThat(elapsed).isGreaterThanOrEqualTo(Duration.ofMillis(200 + 200).toNanos()); // during, then 2 pace periods
      assertThat(run.result().ko()).isZero();
      assertThat(run.result().endReason()).isEqualTo("completed");
    }
  }

  public static class LongLoops extends Simulation {
    public LongLoops() {
      setUp(scenario("long")
              .repeat(200_000).on(exec(session -> session))
              .repeat(20_000).on(exec(http("instant failure").get("/#{missing}")))
              .exec(http("after").get("/after"))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void longLoopsOfInstantStepsNeitherOverflowNorBlock() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(LongLoops.class, results, server.baseUrl());

      assertThat(run.result().ko()).isEqualTo(40_000);
      assertThat(server.received("/after")).hasSize(2);
    }
  }

  public static class Forever extends Simulation {
    public Forever() {
      setUp(scenario("forever")
              .forever("turn").on(exec(http("forever").get("/forever/#{turn}")).pause(Duration.ofMillis(20)))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(Duration.ofMillis(1500));
    }
  }

  @Test
  void foreverLoopsUntilTheRunEnds() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Forever.class, results, server.baseUrl(), "loadtest.gracePeriod", "200ms");

      assertThat(run.result().endReason()).isEqualTo("max-duration");
      assertThat(server.received("/forever/0")).hasSize(2);
      assertThat(server.received("/forever/1")).hasSize(2);
    }
  }

  public static class Conditions extends Simulation {
    public Conditions() {
      setUp(scenario("conditions")
              .exec(session -> session.set("admin", session.userId() % 2 == 0))
              .doIf(session -> session.getBoolean("admin")).then(exec(http("admin").get("/admin")))
              .doIfOrElse(session -> session.getBoolean("admin"))
                  .then(exec(http("yes").get("/yes")))
                  .orElse(exec(http("no").get("/no")))
              .roundRobinSwitch().on(exec(http("rr").get("/rr/a")), exec(http("rr").get("/rr/b")), exec(http("rr").get("/rr/c")))
              .randomSwitch().on(percentage(100).then(exec(http("always").get("/always"))))
              .randomSwitch().on(
                  percentage(30).then(exec(http("r30").get("/r30"))),
                  percentage(70).then(exec(http("r70").get("/r70"))))
              .randomSwitch().on(percentage(50).then(exec(http("half").get("/half"))))
              .uniformRandomSwitch().on(exec(http("u").get("/u1")), exec(http("u").get("/u2")))
              .doIf(session -> { throw new IllegalStateException("boom"); }).then(exec(http("never").get("/never")))
              .injectOpen(atOnceUsers(60)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void conditionsAndSwitchesPickTheirBranches() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Conditions.class, results, server.baseUrl());

      assertThat(server.received("/admin")).hasSize(30);
      assertThat(server.received("/yes")).hasSize(30);
      assertThat(server.received("/no")).hasSize(30);
      assertThat(server.received("/rr/a")).hasSize(20);
      assertThat(server.received("/rr/b")).hasSize(20);
      assertThat(server.received("/rr/c")).hasSize(20);
      assertThat(server.received("/always")).hasSize(60);
      assertThat(server.received("/r30").size() + server.received("/r70").size()).isEqualTo(60);
      assertThat(server.received("/r30")).isNotEmpty();
      assertThat(server.received("/r70")).isNotEmpty();
      assertThat(server.received("/half")).isNotEmpty().hasSizeLessThan(60);
      assertThat(server.received("/u1").size() + server.received("/u2").size()).isEqualTo(60);
      assertThat(server.received("/never")).isEmpty();
      assertThat(run.result().ko()).isZero();
    }
  }

  public static class Tries extends Simulation {
    public Tries() {
      setUp(scenario("tries")
              .group("checkout").on(exec(http("cart").get("/cart")).group("pay").on(exec(http("card").get("/card"))))
              .tryMax(3, "try").on(exec(http("flaky").get("/flaky").queryParam("try", "#{try}").check(status().is(200))))
              .tryMax(2).on(exec(http("broken").get("/broken")).exec(http("skipped").get("/skipped")))
              .exitHereIfFailed()
              .exec(http("never").get("/never"))
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void groupsPrefixNamesTriesRetryAndAFailedUserExits() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/flaky", (request, exchange) ->
          RecordingServer.respond(exchange, "try=2".equals(request.query()) ? 200 : 503, "flaky"));
      server.route("/broken", (request, exchange) -> RecordingServer.respond(exchange, 500, "broken"));

      Runs.Outcome run = Runs.run(Tries.class, results, server.baseUrl());

      assertThat(run.totals().okByName).containsEntry("checkout / cart", 3L).containsEntry("checkout / pay / card", 3L)
          .containsEntry("flaky", 3L);
      assertThat(server.received("/flaky")).extracting(RecordingServer.Received::query)
          .containsOnly("try=0", "try=1", "try=2").hasSize(9);
      assertThat(run.totals().errors).containsOnly(
          Map.entry("flaky: CHECK check status().is(200) failed: found 503", 6L),
          Map.entry("broken: STATUS status 500", 6L));
      assertThat(server.received("/skipped")).isEmpty();
      assertThat(server.received("/never")).isEmpty();
    }
  }
}
