package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.csv;
import static io.throng.dsl.Dsl.feed;
import static io.throng.dsl.Dsl.generatorFeeder;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.iteratorFeeder;
import static io.throng.dsl.Dsl.jsonFile;
import static io.throng.dsl.Dsl.listFeeder;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Feeder;
import io.throng.dsl.Simulation;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Feeders fill sessions during a real run; an exhausted queue stops only the users that ask for
 * more, and a feeder whose code throws only the users it threw for, each a scenario error.
 */
class FeedTest {

  @TempDir Path results;

  public static class Fed extends Simulation {
    public Fed() {
      Feeder users = csv("feeders/users.csv");
      AtomicInteger sequence = new AtomicInteger();
      setUp(scenario("fed")
              .feed(users)
              .exec(http("login").post("/login").formParam("user", "#{username}").formParam("password", "#{password}"))
              .feed(jsonFile("feeders/items.json").circular())
              .exec(http("item").get("/items/#{sku}").queryParam("qty", "#{qty}"))
              .feed(listFeeder(List.of(Map.of("color", "red"))).random())
              .feed(generatorFeeder(() -> Map.of("seq", sequence.incrementAndGet())))
              .exec(http("paint").get("/paint/#{color}/#{seq}"))
              .injectOpen(atOnceUsers(5)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void feedsRecordsIntoSessionsAndStopsUsersWhenAQueueRunsOut() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Fed.class, results, server.baseUrl());

      assertThat(server.received("/login")).extracting(RecordingServer.Received::bodyText).containsExactlyInAnyOrder(
          "user=alice&password=p%2C1", "user=bob&password=p2", "user=carol&password=p3");
      assertThat(server.received("/items/A-1").size() + server.received("/items/B-2").size()).isEqualTo(3);
      assertThat(server.received("/items/A-1")).extracting(RecordingServer.Received::query).contains("qty=2");
      assertThat(server.received().stream().map(RecordingServer.Received::path).filter(p -> p.startsWith("/paint/red/")))
          .hasSize(3).doesNotHaveDuplicates();
      assertThat(run.totals().errors).containsExactly(
          Map.entry("feed feeders/users.csv: FEEDER feeder feeders/users.csv has no more records", 2L));
      assertThat(run.result().ok()).isEqualTo(9);
      assertThat(run.result().endReason()).isEqualTo("completed");
    }
  }

  /**
   * A closed model of three users that each take a record an iteration, from a queue of five: once
   * it is empty, each user that finds it so stops with one KO and no new user takes its slot,
   * instead of every later iteration counting a KO as fast as the loop goes.
   */
  public static class ClosedOnAQueue extends Simulation {
    public ClosedOnAQueue() {
      Feeder accounts = listFeeder(List.of(Map.of("n", 1), Map.of("n", 2), Map.of("n", 3), Map.of("n", 4),
          Map.of("n", 5)));
      setUp(scenario("accounts")
              .feed(accounts)
              .exec(http("account").get("/accounts/#{n}"))
              .injectClosed(constantConcurrentUsers(3).during(Duration.ofSeconds(2))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void inAClosedModelAUserThatFindsTheQueueEmptyStopsAndIsNotReplaced() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(ClosedOnAQueue.class, results, server.baseUrl());

      assertThat(server.received()).extracting(RecordingServer.Received::path).containsExactlyInAnyOrder(
          "/accounts/1", "/accounts/2", "/accounts/3", "/accounts/4", "/accounts/5");
      assertThat(run.totals().errors).containsExactly(
          Map.entry("feed list of 5 records: FEEDER feeder list of 5 records has no more records", 3L));
      assertThat(run.result().ok()).isEqualTo(5);
      assertThat(run.totals().usersFinished).isEqualTo(3);
    }
  }

  /**
   * Of six users, every second one's record cannot be made by the generator; the users that get
   * one go on into a group, where an iterator that says it has more but throws ends them too.
   */
  public static class ThrowingFeeders extends Simulation {
    public ThrowingFeeders() {
      AtomicInteger calls = new AtomicInteger();
      Feeder everyOther = generatorFeeder(() -> {
        int call = calls.incrementAndGet();
        if (call % 2 == 0) {
          throw new IllegalStateException("no seat left");
        }
        return Map.of("seat", call);
      });
      Feeder broken = iteratorFeeder(new Iterator<>() {
        @Override
        public boolean hasNext() {
          return true;
        }

        @Override
        public Map<String, Object> next() {
          throw new UnsupportedOperationException("the upstream cursor is closed");
        }
      });
      setUp(scenario("booking")
              .exec(http("home").get("/home"))
              .feed(everyOther)
              .exec(http("seat").get("/seats/#{seat}"))
              .group("pay").on(feed(broken).exec(http("pay").post("/pay")))
              .injectOpen(atOnceUsers(6)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aFeederThatThrowsIsAScenarioErrorOfItsUserAndTheRunGoesOn() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(ThrowingFeeders.class, results, server.baseUrl());

      assertThat(server.received("/home")).hasSize(6);
      assertThat(server.received().stream().map(RecordingServer.Received::path).filter(p -> p.startsWith("/seats/")))
          .containsExactlyInAnyOrder("/seats/1", "/seats/3", "/seats/5");
      assertThat(server.received("/pay")).isEmpty();
      assertThat(run.totals().ok + run.totals().ko).isEqualTo(server.received().size()).isEqualTo(9);
      assertThat(run.totals().errors).isEmpty();
      assertThat(run.totals().userErrors).containsOnly(
          Map.entry("booking: feed #1 java.lang.IllegalStateException no seat left", 3L),
          Map.entry("booking: pay / feed #2 java.lang.UnsupportedOperationException the upstream cursor is closed", 3L));
      assertThat(run.totals().groupCount("pay", RunLogEntry.Status.KO)).isEqualTo(3);
      assertThat(run.totals().usersFinished).isEqualTo(6);
      assertThat(run.result().endReason()).isEqualTo("completed");
      assertThat(run.console()).contains("Run completed: 9 requests, 9 OK, 0 KO", "6 scenario error(s)");
    }
  }
}
