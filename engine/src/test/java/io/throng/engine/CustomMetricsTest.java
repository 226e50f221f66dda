package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.opentelemetry.proto.metrics.v1.ExponentialHistogramDataPoint;
import io.opentelemetry.proto.metrics.v1.Metric;
import io.throng.dsl.Counter;
import io.throng.dsl.Gauge;
import io.throng.dsl.Simulation;
import io.throng.dsl.Trend;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Custom metrics updated from a real run's steps against a loopback server: the run log, the
 * Prometheus scrape and the final OTLP push hold exactly what the users gave them.
 */
class CustomMetricsTest {

  @TempDir Path results;

  /**
   * 40 users each add 3 orders, set the basket to their number (1 to 40) and record their number
   * times 10 as a queue position; then one last user sets the basket to -5.
   */
  public static class Shop extends Simulation {
    final Counter orders = counter("orders placed");
    final Gauge basket = gauge("basket size");
    final Trend queued = trend("queue position");

    public Shop() {
      setUp(scenario("shop").exec(http("ok").get("/ok")).exec(session -> {
        orders.add(3);
        basket.set(session.userId() + 1);
        queued.record((session.userId() + 1) * 10);
        return session;
      }).injectOpen(atOnceUsers(40)).andThen(scenario("close").exec(session -> {
        basket.set(-5);
        return session;
      }).injectOpen(atOnceUsers(1)))).protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** Two names that Prometheus would give one name. */
  public static class Clash extends Simulation {
    public Clash() {
      counter("orders placed");
      gauge("orders-placed");
      setUp(scenario("s").exec(http("ok").get("/ok")).injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  private static final Pattern PORT = Pattern.compile("Prometheus metrics on http://127\\.0\\.0\\.1:(\\d+)/metrics");

  @Test
  void theRunLogAndTheScrapeHoldExactlyWhatTheUsersGave() throws Exception {
    try (CountingServer server = new CountingServer()) {
      ByteArrayOutputStream printed = new ByteArrayOutputStream();
      CompletableFuture<RunResult> run = CompletableFuture.supplyAsync(() -> {
        try {
          return LoadTest.run(Shop.class, options(server.baseUrl(), printed, "loadtest.prometheus.grace", "5s",
              "loadtest.prometheus.port", "0"));
        } catch (Exception e) {
          throw new IllegalStateException(e);
        }
      });
      awaitLine(printed, "Run completed", run);
      String metrics = scrape(port(printed));
      RunResult result = run.get(30, TimeUnit.SECONDS);

      List<RunLogEntry> log = new ArrayList<>();
      RunLogReader.read(result.runLog(), log::add);
      assertThat(log).filteredOn(RunLogEntry.CustomMetric.class::isInstance).containsExactly(
          new RunLogEntry.CustomMetric("COUNTER", "orders placed"), new RunLogEntry.CustomMetric("GAUGE", "basket size"),
          new RunLogEntry.CustomMetric("TREND", "queue position"));
      assertThat(log.stream().filter(RunLogEntry.CustomCounter.class::isInstance)
          .mapToLong(e -> ((RunLogEntry.CustomCounter) e).sum()).sum()).isEqualTo(120);
      List<RunLogEntry.CustomGauge> gauges = log.stream().filter(RunLogEntry.CustomGauge.class::isInstance)
          .map(RunLogEntry.CustomGauge.class::cast).toList();
      assertThat(gauges.get(gauges.size() - 1).last()).isEqualTo(-5);
      assertThat(gauges.stream().mapToLong(RunLogEntry.CustomGauge::min).min().orElseThrow()).isEqualTo(-5);
      assertThat(gauges.stream().mapToLong(RunLogEntry.CustomGauge::max).max().orElseThrow()).isEqualTo(40);
      Histogram trend = new Histogram(3);
      log.stream().filter(RunLogEntry.CustomTrend.class::isInstance)
          .forEach(e -> trend.add(((RunLogEntry.CustomTrend) e).values()));
      assertThat(trend.getTotalCount()).isEqualTo(40);
      assertThat(trend.getMinValue()).isEqualTo(10);
      assertThat(trend.getMaxValue()).isEqualTo(400);

      String runLabels = "run_id=\"" + result.runDirectory().getFileName() + "\",shard=\"0\",simulation=\"Shop\"";
      assertThat(metrics)
          .contains("throng_custom_orders_placed_total{" + runLabels + "} 120.0")
          .contains("throng_custom_basket_size{" + runLabels + "} -5.0")
          .contains("throng_custom_queue_position_count{" + runLabels + "} 40")
          .contains("throng_custom_queue_position_sum{" + runLabels + "} 8200.0")
          .contains("throng_custom_queue_position_bucket{" + runLabels + ",le=\"10.0\"} 1")
          .contains("throng_custom_queue_position_bucket{" + runLabels + ",le=\"100.0\"} 10")
          .contains("throng_custom_queue_position_bucket{" + runLabels + ",le=\"+Inf\"} 40");
    }
  }

  @Test
  void theFinalOtlpPushHoldsTheSameValues() throws Exception {
    try (CountingServer server = new CountingServer(); OtlpReceiver receiver = new OtlpReceiver(200)) {
      LoadTest.run(Shop.class, options(server.baseUrl(), new ByteArrayOutputStream(),
          "loadtest.otlp.endpoint", receiver.baseUrl()));

      // Pushes may arrive out of order; the counts are cumulative, so the final push counted the most.
      Map<String, Metric> metrics = receiver.pushes().stream()
          .map(push -> push.request().getResourceMetrics(0).getScopeMetricsList().stream()
              .flatMap(scope -> scope.getMetricsList().stream())
              .collect(Collectors.toMap(Metric::getName, metric -> metric)))
          .max(Comparator.comparingLong(pushed -> pushed.get("throng.custom.queue_position").getExponentialHistogram()
              .getDataPoints(0).getCount()))
          .orElseThrow();
      assertThat(metrics.get("throng.custom.orders_placed").getSum().getDataPoints(0).getAsInt()).isEqualTo(120);
      assertThat(metrics.get("throng.custom.orders_placed").getSum().getIsMonotonic()).isTrue();
      assertThat(metrics.get("throng.custom.basket_size").getGauge().getDataPoints(0).getAsDouble()).isEqualTo(-5);
      ExponentialHistogramDataPoint queued =
          metrics.get("throng.custom.queue_position").getExponentialHistogram().getDataPoints(0);
      assertThat(queued.getCount()).isEqualTo(40);
      assertThat(queued.getSum()).isEqualTo(8200);
      assertThat(queued.getAttributesList()).isEmpty();
    }
  }

  @Test
  void namesThatPrometheusWouldMergeFailBeforeTheRunSayingWhichOnes() throws Exception {
    try (CountingServer server = new CountingServer()) {
      assertThatThrownBy(() -> LoadTest.run(Clash.class, options(server.baseUrl(), new ByteArrayOutputStream(),
              "loadtest.prometheus.port", "0")))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("custom metrics \"orders placed\" and \"orders-placed\" would both be throng_custom_orders_placed"
              + " in Prometheus: rename one");
      assertThat(server.received()).isZero();
    }
  }

  private static String scrape(int port) throws Exception {
    HttpResponse<String> response = HttpClient.newHttpClient().send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).isEqualTo(200);
    return response.body();
  }

  private static void awaitLine(ByteArrayOutputStream printed, String line, CompletableFuture<?> run)
      throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (!printed.toString(StandardCharsets.UTF_8).contains(line)) {
      assertThat(run).as("the run goes on").isNotCompletedExceptionally();
      assertThat(System.nanoTime()).as("printed " + line + " in time: " + printed).isLessThan(deadline);
      Thread.sleep(10);
    }
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
