package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.ConsoleRun;
import io.throng.engine.testing.CountingServer;
import java.io.ByteArrayOutputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadtest.prometheus.port} serves {@code /metrics} from a real run against a loopback
 * server: a port in use fails before the first request, and a run that ended serves its totals
 * for the grace period, then stops serving.
 */
class LiveMetricsTest {

  @TempDir Path results;

  /** 30 users, each a request that passes and one that fails with status 500. */
  public static class OkAndFail extends Simulation {
    public OkAndFail() {
      setUp(scenario("mixed").exec(http("ok").get("/ok")).exec(http("fail").get("/fail")).injectOpen(atOnceUsers(30)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }


  @Test
  void aPortInUseFailsTheRunBeforeItsFirstRequestSayingWhatToDo() throws Exception {
    try (CountingServer server = new CountingServer();
        ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();
      assertThatThrownBy(() -> Engine.run(OkAndFail.class, options(server.baseUrl(), new ByteArrayOutputStream(),
              "loadtest.prometheus.port", "" + port)))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("loadtest.prometheus.port " + port + " cannot be served on 127.0.0.1")
          .hasMessageContaining("choose a free port, 0 for any free one, or off");
      assertThat(server.received()).isZero();
    }
  }

  @Test
  void aPortThatIsNoNumberIsRefusedNamingTheSetting() {
    assertThatThrownBy(() -> Engine.run(OkAndFail.class, options("http://127.0.0.1:1", new ByteArrayOutputStream(),
            "loadtest.prometheus.port", "lots")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("loadtest.prometheus.port must be a port from 1 to 65535 (0 takes a free one, off serves"
            + " no metrics), was lots");
  }

  @Test
  void anEndedRunServesItsTotalsForTheGracePeriodThenStops() throws Exception {
    try (CountingServer server = new CountingServer()) {
      ByteArrayOutputStream printed = new ByteArrayOutputStream();
      ConsoleRun run = ConsoleRun.start(OkAndFail.class, printed, options(server.baseUrl(), printed,
          "loadtest.prometheus.grace", "3s", "loadtest.prometheus.port", "0"));
      long ended = run.awaitLine("Run completed");
      int port = run.metricsPort();

      String metrics = ConsoleRun.scrape(port);
      long scraped = System.nanoTime();
      RunResult result = run.result();
      long returned = System.nanoTime();

      assertThat(result.ok()).isEqualTo(30);
      assertThat(result.ko()).isEqualTo(30);
      // Labels in the order the text format sorts them: by name.
      String runLabels = "run_id=\"" + result.runDirectory().getFileName() + "\",shard=\"0\",simulation=\"OkAndFail\"";
      assertThat(metrics)
          .contains("throng_requests_total{request=\"ok\"," + runLabels + ",status=\"OK\"} 30.0")
          .contains("throng_requests_total{request=\"fail\"," + runLabels + ",status=\"KO\"} 30.0")
          .contains("throng_errors_total{kind=\"STATUS\",request=\"fail\"," + runLabels + "} 30.0")
          .contains("throng_responses_total{code=\"500\",request=\"fail\"," + runLabels + "} 30.0")
          .contains("throng_response_time_seconds_count{request=\"ok\"," + runLabels + ",status=\"OK\"} 30")
          .contains("throng_response_time_seconds_bucket{request=\"ok\"," + runLabels + ",status=\"OK\",le=\"+Inf\"} 30")
          .contains("throng_service_time_seconds_count{request=\"fail\"," + runLabels + ",status=\"KO\"} 30")
          .contains("throng_users_started_total{" + runLabels + "} 30.0")
          .contains("throng_users_finished_total{" + runLabels + "} 30.0")
          .contains("throng_users_active{" + runLabels + "} 0.0");
      assertThat(Duration.ofNanos(returned - ended)).as("served after the end").isGreaterThanOrEqualTo(
          Duration.ofMillis(2_900));
      assertThat(Duration.ofNanos(scraped - ended)).isLessThan(Duration.ofSeconds(3));
      assertThatThrownBy(() -> ConsoleRun.scrape(port)).as("no longer served").isInstanceOf(ConnectException.class);
    }
  }

  private RunOptions options(String baseUrl, ByteArrayOutputStream printed, String... properties) {
    return ConsoleRun.options(results, baseUrl, printed, properties);
  }
}
