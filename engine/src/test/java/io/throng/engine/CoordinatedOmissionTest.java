package io.throng.engine;

import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.holdFor;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jumpToRps;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import io.throng.dsl.Simulation;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * wrk2's point, end to end: a target that stalls for 2 s once during a constant-rate run. Every
 * user is stuck during the stall, so few requests are in flight to see it; the requests that were
 * due meanwhile go out late. Measured from their intended start the stall shows at p99; measured
 * from the send (service time) it does not.
 */
class CoordinatedOmissionTest {

  private static final int STALL_AT_REQUEST = 600;
  private static final long STALL_MILLIS = 2_000;

  /** 10 looping users held to 200 requests/s for 10 s: about 2,000 requests. */
  static class ConstantRate extends Simulation {
    ConstantRate() {
      setUp(scenario("paced").exec(http("paced").get("/paced"))
              .injectClosed(constantConcurrentUsers(10).during(Duration.ofSeconds(10))))
          .throttle(jumpToRps(200), holdFor(Duration.ofSeconds(10)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @TempDir Path results;

  @Test
  void theStallShowsInResponseTimeFromTheIntendedStartButNotInServiceTime() throws Exception {
    AtomicLong served = new AtomicLong();
    // One handler thread: while it sleeps, the whole target is stalled.
    ExecutorService handlerThread = Executors.newSingleThreadExecutor();
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 100);
    server.setExecutor(handlerThread);
    server.createContext("/", exchange -> {
      if (served.incrementAndGet() == STALL_AT_REQUEST) {
        try {
          Thread.sleep(STALL_MILLIS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      exchange.sendResponseHeaders(200, 2);
      exchange.getResponseBody().write("ok".getBytes(StandardCharsets.US_ASCII));
      exchange.close();
    });
    server.start();
    RunResult result;
    try {
      result = Engine.run(ConstantRate.class, new RunOptions(results,
          Map.of("loadtest.baseUrl", "http://127.0.0.1:" + server.getAddress().getPort()),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    } finally {
      server.stop(0);
      handlerThread.shutdownNow();
    }

    Histogram response = RunLogFormat.newHistogram();
    Histogram service = RunLogFormat.newHistogram();
    long[] late = new long[2];
    RunLogReader.read(result.runLog(), entry -> {
      if (entry instanceof RunLogEntry.Requests r) {
        response.add(r.histogram());
      } else if (entry instanceof RunLogEntry.ServiceTimes s) {
        service.add(s.histogram());
      } else if (entry instanceof RunLogEntry.LateStarts l) {
        late[0] += l.count();
        late[1] = Math.max(late[1], l.maxLagMicros());
      }
    });

    assertThat(result.requests()).isEqualTo(served.get()).isGreaterThan(1_500);
    assertThat(response.getValueAtPercentile(99)).as("response-time p99 (µs)").isGreaterThan(1_000_000);
    assertThat(service.getValueAtPercentile(99)).as("service-time p99 (µs)").isLessThan(500_000);
    assertThat(late[0]).as("requests started late").isGreaterThan(100);
    assertThat(late[1]).as("worst lateness (µs)").isGreaterThan(1_000_000);
  }
}
