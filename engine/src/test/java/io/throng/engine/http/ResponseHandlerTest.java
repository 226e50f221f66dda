package io.throng.engine.http;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyLength;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.throng.dsl.Simulation;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Responses end in time or as a timeout KO, also after a pause, bodies are kept only when checks
 * need them, up to the cap, and an idle connection holds no timer.
 */
class ResponseHandlerTest {

  @TempDir Path results;

  public static class Timeouts extends Simulation {
    public Timeouts() {
      setUp(scenario("timeouts")
              .exec(http("own timeout").get("/slow").timeout(Duration.ofMillis(200)))
              .exec(http("protocol timeout").get("/slow"))
              .exec(http("big, streamed").get("/big").check(bodyLength().is(5000)))
              .exec(http("big, checked").get("/big").check(bodyString().exists()))
              .exec(http("small, checked").get("/small").check(bodyString().is("tiny")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).requestTimeout(Duration.ofMillis(300)));
    }
  }

  public static class TimeoutAfterPause extends Simulation {
    public TimeoutAfterPause() {
      setUp(scenario("timeout after a pause")
              .exec(http("small").get("/small")).pause(Duration.ofMillis(100))
              .exec(http("after a pause").get("/slow").timeout(Duration.ofMillis(200)))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void timesOutAndCapsKeptBodies() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      routeSlow(server);
      server.route("/big", (request, exchange) -> RecordingServer.respond(exchange, 200, "x".repeat(5000)));
      server.route("/small", (request, exchange) -> RecordingServer.respond(exchange, 200, "tiny"));

      Runs.Outcome run = Runs.run(Timeouts.class, results, server.baseUrl(), "loadtest.http.maxBodyBytes", "1000");

      assertThat(run.totals().errors).containsOnly(
          Map.entry("own timeout: TIMEOUT no response within 200 ms", 1L),
          Map.entry("protocol timeout: TIMEOUT no response within 300 ms", 1L),
          Map.entry("big, checked: CHECK response body larger than 1000 bytes (loadtest.http.maxBodyBytes), which the checks need whole", 1L));
      assertThat(run.totals().okByName).containsOnlyKeys("big, streamed", "small, checked");
    }
  }

  @Test
  void timesOutAfterAPauseOnTheSameConnection() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      routeSlow(server);
      server.route("/small", (request, exchange) -> RecordingServer.respond(exchange, 200, "tiny"));

      Runs.Outcome run = Runs.run(TimeoutAfterPause.class, results, server.baseUrl());

      assertThat(run.totals().errors).containsOnly(Map.entry("after a pause: TIMEOUT no response within 200 ms", 1L));
      assertThat(run.totals().okByName).containsOnlyKeys("small");
    }
  }

  /** {@code /slow} answers after a second, past every timeout of these tests. */
  private static void routeSlow(RecordingServer server) {
    server.route("/slow", (request, exchange) -> {
      try {
        Thread.sleep(1_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      RecordingServer.respond(exchange, 200, "late");
    });
  }

  @Test
  void anIdleConnectionHoldsNoTimerUntilItsNextRequest() {
    ResponseDecoder decoder = new ResponseDecoder();
    ResponseHandler handler = new ResponseHandler(decoder);
    EmbeddedChannel channel = new EmbeddedChannel(decoder, handler);
    OutgoingRequest request = new OutgoingRequest(new Target(false, "127.0.0.1", 80, null), HttpMethod.GET, "/",
        new DefaultHttpHeaders(), new byte[0], Duration.ofSeconds(60).toNanos());
    List<Integer> statuses = new ArrayList<>();
    ExchangeListener listener = new ExchangeListener() {
      @Override
      public void onResponse(Response response, long endNanos) {
        statuses.add(response.status());
      }

      @Override
      public void onFailure(FailureKind kind, String message, long endNanos) {
        statuses.add(-1);
      }
    };

    handler.begin(listener, request, -1, null);
    channel.writeInbound(Unpooled.copiedBuffer("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n", StandardCharsets.US_ASCII));
    assertThat(statuses).containsExactly(200);
    assertThat(channel.runScheduledPendingTasks()).as("a busy connection keeps its timer for the next request").isPositive();

    handler.idle();
    assertThat(channel.runScheduledPendingTasks()).as("nothing scheduled while idle").isEqualTo(-1);

    handler.begin(listener, request, -1, null);
    assertThat(channel.runScheduledPendingTasks()).as("the next request's timer").isPositive();
  }
}
