package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.group;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.HttpRequestBuilder;
import io.throng.dsl.Simulation;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A page's explicit resources, fetched by the real engine from a loopback server. */
class PageResourcesTest {

  private static final String[] RESOURCES = {"/style.css", "/app.js", "/logo.png"};
  private static final long HOLD_MILLIS = 150;

  @TempDir Path results;

  private static HttpRequestBuilder page() {
    return http("page").get("/page").resources(
        http("css").get(RESOURCES[0]), http("js").get(RESOURCES[1]), http("logo").get(RESOURCES[2]));
  }

  public static class Browsing extends Simulation {
    public Browsing() {
      setUp(scenario("browse")
              .group("visit").on(exec(page()))
              .exec(http("after").get("/after"))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /**
   * Each resource's answer waits until all three arrived: fetched one after the other, they would
   * time out on the latch instead. The request after the page arrives only once all were answered.
   */
  @Test
  void resourcesAreFetchedConcurrentlyOnTheirOwnConnectionsAndTheUserWaitsForAll() throws Exception {
    CountDownLatch allArrived = new CountDownLatch(RESOURCES.length);
    AtomicInteger metOnLatch = new AtomicInteger();
    Set<Integer> ports = ConcurrentHashMap.newKeySet();
    AtomicLong lastAnswered = new AtomicLong();
    AtomicLong afterArrived = new AtomicLong();
    try (RecordingServer server = new RecordingServer()) {
      for (String resource : RESOURCES) {
        server.route(resource, (request, exchange) -> {
          ports.add(exchange.getRemoteAddress().getPort());
          allArrived.countDown();
          if (await(allArrived)) {
            metOnLatch.incrementAndGet();
          }
          sleep(HOLD_MILLIS);
          lastAnswered.accumulateAndGet(System.nanoTime(), Math::max);
          RecordingServer.respond(exchange, 200, "r");
        });
      }
      server.route("/after", (request, exchange) -> {
        afterArrived.set(System.nanoTime());
        RecordingServer.respond(exchange, 200, "after");
      });

      Runs.Outcome run = Runs.run(Browsing.class, results, server.baseUrl());

      assertThat(metOnLatch).hasValue(RESOURCES.length);
      assertThat(ports).hasSize(RESOURCES.length);
      assertThat(afterArrived.get()).isGreaterThan(lastAnswered.get());
      assertThat(run.totals().okByName).containsEntry("visit / page", 1L).containsEntry("visit / css", 1L)
          .containsEntry("visit / js", 1L).containsEntry("visit / logo", 1L).containsEntry("after", 1L);
      assertThat(run.totals().ko).isZero();
      long[] durations = GroupsTest.values(run.totals().groupDurations.get("visit OK"));
      assertThat(durations).hasSize(1);
      assertThat(durations[0]).isGreaterThanOrEqualTo(HOLD_MILLIS * 1_000);
    }
  }

  public static class OneConnection extends Simulation {
    public OneConnection() {
      setUp(scenario("one").exec(page()).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).maxConnectionsPerHost(1));
    }
  }

  public static class SharedTwo extends Simulation {
    public SharedTwo() {
      setUp(scenario("shared").exec(page()).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).shareConnections().maxConnectionsPerHost(2));
    }
  }

  @Test
  void maxConnectionsPerHostBoundsAUsersConcurrentResources() throws Exception {
    assertMostConcurrent(OneConnection.class, 1);
  }

  /** Shared, the pool's bound applies to resources as to other requests: 2 of the 3 at a time. */
  @Test
  void withSharedConnectionsResourcesUseTheSharedPool() throws Exception {
    assertMostConcurrent(SharedTwo.class, 2);
  }

  private void assertMostConcurrent(Class<? extends Simulation> simulation, int most) throws Exception {
    AtomicInteger busy = new AtomicInteger();
    AtomicInteger mostBusy = new AtomicInteger();
    Set<Integer> ports = ConcurrentHashMap.newKeySet();
    try (RecordingServer server = new RecordingServer()) {
      for (String resource : RESOURCES) {
        server.route(resource, (request, exchange) -> {
          ports.add(exchange.getRemoteAddress().getPort());
          mostBusy.accumulateAndGet(busy.incrementAndGet(), Math::max);
          sleep(100);
          busy.decrementAndGet();
          RecordingServer.respond(exchange, 200, "r");
        });
      }

      Runs.Outcome run = Runs.run(simulation, results, server.baseUrl());

      assertThat(mostBusy).hasValue(most);
      assertThat(ports).hasSize(most);
      assertThat(run.totals().ok).isEqualTo(1 + RESOURCES.length);
    }
  }

  public static class BrokenResource extends Simulation {
    public BrokenResource() {
      setUp(scenario("broken")
              .group("visit").on(exec(http("page").get("/page").resources(
                  http("css").get("/style.css"), http("moved").get("/moved"), http("gone").get("/gone"),
                  http("wrong").get("/wrong").check(status().is(201)))))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aFailedResourceIsAKoInItsOwnRowAndFailsTheGroupWhileRedirectsAreFollowed() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route("/moved", (request, exchange) ->
          RecordingServer.respond(exchange, 302, "", "Location", "/style.css?v=2"));
      server.route("/gone", (request, exchange) -> RecordingServer.respond(exchange, 404, "gone"));

      Runs.Outcome run = Runs.run(BrokenResource.class, results, server.baseUrl());

      assertThat(run.totals().okByName).containsEntry("visit / page", 1L).containsEntry("visit / css", 1L)
          .containsEntry("visit / moved", 1L).doesNotContainKeys("visit / gone", "visit / wrong");
      assertThat(run.totals().requests).containsEntry("visit / gone", 1L).containsEntry("visit / wrong", 1L);
      assertThat(run.totals().ko).isEqualTo(2);
      assertThat(server.received("/style.css")).extracting(RecordingServer.Received::query)
          .containsExactlyInAnyOrder(null, "v=2");
      assertThat(run.totals().groupCount("visit", Status.KO)).isEqualTo(1);
      assertThat(run.totals().groupCount("visit", Status.OK)).isZero();
    }
  }

  public static class StoppedDuringResources extends Simulation {
    public StoppedDuringResources() {
      setUp(scenario("stopped").group("visit").on(exec(page())).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(Duration.ofMillis(800));
    }
  }

  /** Nothing lost: the run's end cancels the resources in flight, each a KO, and the group's execution too. */
  @Test
  void resourcesInFlightWhenTheRunStopsAreCountedAsCancelled() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      server.route(RESOURCES[1], (request, exchange) -> {
        sleep(3_000);
        RecordingServer.respond(exchange, 200, "late");
      });
      server.route(RESOURCES[2], (request, exchange) -> {
        sleep(3_000);
        RecordingServer.respond(exchange, 200, "late");
      });

      Runs.Outcome run = Runs.run(StoppedDuringResources.class, results, server.baseUrl(),
          "loadtest.gracePeriod", "100ms");

      assertThat(run.totals().okByName).containsEntry("visit / page", 1L).containsEntry("visit / css", 1L);
      assertThat(run.totals().ko).isEqualTo(2);
      assertThat(run.totals().errors.keySet()).hasSize(2)
          .allMatch(error -> error.startsWith("visit / js: CANCELLED") || error.startsWith("visit / logo: CANCELLED"));
      assertThat(run.totals().groupCount("visit", Status.KO)).isEqualTo(1);
      assertThat(run.totals().usersFinished).isEqualTo(1);
    }
  }

  static boolean await(CountDownLatch latch) {
    try {
      return latch.await(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static List<String> paths(RecordingServer server) {
    return server.received().stream().map(RecordingServer.Received::path).toList();
  }
}
