package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.repeat;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Connections are owned per user by default, or shared per event loop within a per-host limit. */
class ChannelPoolTest {

  @TempDir Path results;

  public static class Shared extends Simulation {
    public Shared() {
      setUp(scenario("shared").exec(repeat(3).on(exec(http("busy").get("/busy")))).injectOpen(atOnceUsers(10)))
          .protocols(http.baseUrl(config().getString("baseUrl")).shareConnections().maxConnectionsPerHost(2));
    }
  }

  public static class PerUser extends Simulation {
    public PerUser() {
      setUp(scenario("per user").exec(repeat(3).on(exec(http("busy").get("/busy")))).injectOpen(atOnceUsers(10)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** Each user alternates between the base URL's host and a second one. */
  public static class TwoHosts extends Simulation {
    public TwoHosts() {
      String other = config().getString("otherUrl");
      setUp(scenario("two hosts").exec(repeat(3).on(exec(http("first").get("/busy")).exec(http("second").get(other + "/busy"))))
              .injectOpen(atOnceUsers(10)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aUsersOwnPoolKeepsOneConnectionPerHostWhenItMeetsASecondHost() throws Exception {
    try (Busy first = new Busy(); Busy second = new Busy()) {
      Runs.Outcome run = Runs.run(TwoHosts.class, results, first.recording.baseUrl(),
          "loadtest.eventLoops", "1", "loadtest.otherUrl", second.recording.baseUrl());

      assertThat(run.result().ok()).isEqualTo(60);
      assertThat(first.clientPorts).hasSize(10);
      assertThat(second.clientPorts).hasSize(10);
    }
  }

  @Test
  void aSharedPoolOpensNoMoreThanItsLimitPerHostAndEveryRequestStillCompletes() throws Exception {
    try (Busy server = new Busy()) {
      Runs.Outcome run = Runs.run(Shared.class, results, server.recording.baseUrl(), "loadtest.eventLoops", "1");

      assertThat(run.result().ok()).isEqualTo(30);
      assertThat(server.maxConcurrent.get()).isLessThanOrEqualTo(2);
      assertThat(server.clientPorts).hasSizeLessThanOrEqualTo(2);
    }
  }

  @Test
  void eachUserKeepsItsOwnConnectionByDefault() throws Exception {
    try (Busy server = new Busy()) {
      Runs.Outcome run = Runs.run(PerUser.class, results, server.recording.baseUrl(), "loadtest.eventLoops", "1");

      assertThat(run.result().ok()).isEqualTo(30);
      assertThat(server.clientPorts).hasSize(10);
    }
  }

  /** A server that takes 50 ms per request and notes concurrency and client ports. */
  private static final class Busy implements AutoCloseable {
    final RecordingServer recording = new RecordingServer();
    final AtomicInteger concurrent = new AtomicInteger();
    final AtomicInteger maxConcurrent = new AtomicInteger();
    final Set<Integer> clientPorts = ConcurrentHashMap.newKeySet();

    Busy() throws Exception {
      recording.route("/busy", (request, exchange) -> {
        clientPorts.add(exchange.getRemoteAddress().getPort());
        maxConcurrent.accumulateAndGet(concurrent.incrementAndGet(), Math::max);
        try {
          Thread.sleep(50);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        concurrent.decrementAndGet();
        RecordingServer.respond(exchange, 200, "done");
      });
    }

    @Override
    public void close() {
      recording.close();
    }
  }
}
