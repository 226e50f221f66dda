package io.throng.engine;

import static io.throng.dsl.Dsl.global;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A stop requested from outside ends the run through the stop sequence, losing no request. */
class RunExecutionTest {

  /** Long enough that only the stop request can end it within the test. */
  public static class LongRun extends Simulation {
    public LongRun() {
      setUp(scenario("long").exec(http("ok").get("/ok")).injectOpen(rampUsers(2_000).during(Duration.ofSeconds(60))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .assertions(global().failedRequests().count().is(0));
    }
  }

  @Test
  void aStopRequestEndsTheRunInterruptedWithEveryServedRequestCounted(@TempDir Path results) throws Exception {
    CompletableFuture<Void> stop = new CompletableFuture<>();
    ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    try (CountingServer server = new CountingServer()) {
      timer.schedule(() -> stop.complete(null), 1_500, TimeUnit.MILLISECONDS);
      RunResult result = LoadTest.run(LongRun.class, new RunOptions(results, Map.of("loadtest.baseUrl", server.baseUrl()),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), stop));

      assertThat(result.endReason()).isEqualTo("interrupted");
      assertThat(result.requests()).isPositive().isLessThan(2_000).isEqualTo(server.received());
      AtomicLong logged = new AtomicLong();
      AtomicReference<String> endReason = new AtomicReference<>();
      RunLogReader.read(result.runLog(), entry -> {
        if (entry instanceof RunLogEntry.Requests r) {
          logged.addAndGet(r.count());
        } else if (entry instanceof RunLogEntry.RunEnd end) {
          endReason.set(end.reason());
        }
      });
      assertThat(logged.get()).isEqualTo(server.received());
      assertThat(endReason.get()).isEqualTo("interrupted");
      assertThat(result.assertions()).extracting(AssertionSpec::description)
          .containsExactly("global: count of failed requests = 0");
    } finally {
      timer.shutdownNow();
    }
  }
}
