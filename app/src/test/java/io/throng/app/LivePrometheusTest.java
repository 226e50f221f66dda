package io.throng.app;

import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.dsl.Simulation;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.engine.demo.DemoTarget;
import io.throng.report.ReportGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Prometheus scrapes a 20 s run's {@code /metrics} as protobuf, with native histograms: at
 * the end its query API gives the report's request count, and the p99 it computes from the native
 * histogram is the report's within the histogram's precision; every query of the Grafana
 * dashboard in docs/ runs and, but for the classic buckets Prometheus drops for native ones, has data.
 */
class LivePrometheusTest {

  /** Package-private, so the catalog tests that scan this module's test classes do not see it. */
  static class TwentySeconds extends Simulation {
    TwentySeconds() {
      setUp(scenario("browse")
              .exec(http("home").get("/hello"))
              .exec(http("slow").get("/hello?delayMs=40"))
              .exec(http("flaky").get("/hello?failPercent=10"))
              .injectOpen(constantUsersPerSec(25).during(Duration.ofSeconds(20))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** A native bucket of schema 4 is 2^(1/16) wide: a quantile from it is within that of the exact one. */
  private static final double NATIVE_PRECISION = Math.pow(2, 1.0 / 16) - 1;

  private static final Path DASHBOARD = Path.of("../docs/grafana-dashboard.json");

  /** Every query of the Grafana dashboard in docs/. */
  private static List<String> dashboardQueries() throws IOException {
    List<String> queries = new ArrayList<>();
    new ObjectMapper().readTree(DASHBOARD.toFile()).get("panels")
        .forEach(panel -> panel.get("targets").forEach(target -> queries.add(target.get("expr").asText())));
    assertThat(queries).hasSizeGreaterThan(10);
    return queries;
  }

  @Test
  void prometheusSeesTheReportsCountAndItsP99FromTheNativeHistogram(@TempDir Path folder) throws Exception {
    int metricsPort = PrometheusServer.freePorts(1);
    Path results = Files.createDirectories(folder.resolve("results"));
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    RunResult result;
    Instant returned;
    try (DemoTarget target = DemoTarget.start();
        PrometheusServer prometheus = new PrometheusServer(Files.createDirectories(folder.resolve("prometheus")),
            metricsPort)) {
      result = Engine.run(TwentySeconds.class, new RunOptions(results, Map.of(
          "loadtest.baseUrl", target.baseUri().toString(),
          "loadtest.prometheus.port", "" + metricsPort,
          "loadtest.prometheus.host", "127.0.0.1",
          "loadtest.prometheus.grace", "4s"), new PrintStream(printed, true, StandardCharsets.UTF_8)));
      returned = Instant.now();

      JsonNode totals = new ObjectMapper().readTree(
          ReportGenerator.generate(result.runLog(), result.runDirectory()).resolveSibling("stats.json").toFile())
          .at("/totals");
      // Within the grace: scraped after the run's last second, before the endpoint closed and
      // Prometheus marked its series stale.
      Instant end = returned.minusSeconds(1);
      String runId = result.runDirectory().getFileName().toString();
      String run = "{run_id=\"" + runId + "\"}";
      String why = printed.toString(StandardCharsets.UTF_8) + prometheus.log();

      assertThat(totals.get("count").asLong()).isEqualTo(result.requests()).isGreaterThan(1_400);
      assertThat(prometheus.query("sum(throng_requests_total" + run + ")", end)).as(why)
          .hasValue((double) totals.get("count").asLong());
      assertThat(prometheus.query("sum(throng_errors_total" + run + ")", end))
          .hasValue((double) totals.get("ko").asLong());
      assertThat(prometheus.query("sum(histogram_count(throng_response_time_seconds" + run + "))", end))
          .as("a native histogram, which counts every request").hasValue((double) totals.get("count").asLong());
      assertThat(prometheus.query("count(throng_response_time_seconds_bucket" + run + ")", end))
          .as("no classic buckets: Prometheus took the native histogram").isEmpty();

      double reportP99 = totals.at("/responseTimeMs/p99").asDouble();
      double prometheusP99 = prometheus.query(
          "histogram_quantile(0.99, sum(throng_response_time_seconds" + run + "))", end).orElseThrow() * 1000;
      assertThat(prometheusP99).as("p99 in ms, the report's %.3f", reportP99)
          .isCloseTo(reportP99, within(reportP99 * (NATIVE_PRECISION + 0.001)));

      for (String query : dashboardQueries()) {
        String promql = query.replace("$__rate_interval", "5s").replace("=~\"$run_id\"", "=\"" + runId + "\"")
            .replaceAll("=~\"\\$\\w+\"", "=~\".*\"");
        JsonNode series = prometheus.series(promql, end);
        if (!promql.contains("_bucket")) {
          assertThat(series).as("the dashboard's %s", promql).isNotEmpty();
        }
      }
    }
  }
}
