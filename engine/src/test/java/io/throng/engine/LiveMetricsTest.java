package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

  private static final Pattern PORT = Pattern.compile("Prometheus metrics on http://127\\.0\\.0\\.1:(\\d+)/metrics");
  private final HttpClient scraper = HttpClient.newHttpClient();

  @Test
  void aPortInUseFailsTheRunBeforeItsFirstRequestSayingWhatToDo() throws Exception {
    try (CountingServer server = new CountingServer();
        ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();
      assertThatThrownBy(() -> LoadTest.run(OkAndFail.class, options(server.baseUrl(), new ByteArrayOutputStream(),
              "loadtest.prometheus.port", "" + port)))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("loadtest.prometheus.port " + port + " cannot be served on 127.0.0.1")
          .hasMessageContaining("choose a free port, 0 for any free one, or off");
      assertThat(server.received()).isZero();
    }
  }

  @Test
  void aPortThatIsNoNumberIsRefusedNamingTheSetting() {
    assertThatThrownBy(() -> LoadTest.run(OkAndFail.class, options("http://127.0.0.1:1", new ByteArrayOutputStream(),
            "loadtest.prometheus.port", "lots")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("loadtest.prometheus.port must be a port from 1 to 65535 (0 takes a free one, off serves"
            + " no metrics), was lots");
  }

  @Test
  void anEndedRunServesItsTotalsForTheGracePeriodThenStops() throws Exception {
    try (CountingServer server = new CountingServer()) {
      ByteArrayOutputStream printed = new ByteArrayOutputStream();
      CompletableFuture<RunResult> run = CompletableFuture.supplyAsync(() -> {
        try {
          return LoadTest.run(OkAndFail.class, options(server.baseUrl(), printed, "loadtest.prometheus.grace", "3s",
              "loadtest.prometheus.port", "0"));
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      long ended = awaitLine(printed, "Run completed", run);
      int port = port(printed);

      String metrics = scrape(port);
      long scraped = System.nanoTime();
      RunResult result = run.get(30, TimeUnit.SECONDS);
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
      assertThatThrownBy(() -> scrape(port)).as("no longer served").isInstanceOf(ConnectException.class);
    }
  }

  private String scrape(int port) throws IOException, InterruptedException {
    HttpResponse<String> response = scraper.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).isEqualTo(200);
    return response.body();
  }

  /** Waits until the run printed {@code line}; when it did, by {@link System#nanoTime()}. */
  private static long awaitLine(ByteArrayOutputStream printed, String line, CompletableFuture<?> run)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!printed.toString(StandardCharsets.UTF_8).contains(line)) {
      assertThat(run).as("the run goes on").isNotCompletedExceptionally();
      assertThat(System.nanoTime()).as("printed " + line + " in time: " + printed).isLessThan(deadline);
      Thread.sleep(10);
    }
    return System.nanoTime();
  }

  private static int port(ByteArrayOutputStream printed) {
    Matcher port = PORT.matcher(printed.toString(StandardCharsets.UTF_8));
    assertThat(port.find()).as(printed.toString(StandardCharsets.UTF_8)).isTrue();
    return Integer.parseInt(port.group(1));
  }

  private RunOptions options(String baseUrl, ByteArrayOutputStream printed, String... properties) {
    Map<String, String> all = new HashMap<>(Map.of("loadtest.baseUrl", baseUrl, "loadtest.console.interval", "1s",
        "loadtest.prometheus.host", "127.0.0.1", "loadtest.warmup", "0s"));
    for (int i = 0; i < properties.length; i += 2) {
      all.put(properties[i], properties[i + 1]);
    }
    return new RunOptions(results, all, new PrintStream(printed, true, StandardCharsets.UTF_8));
  }
}
