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
import io.throng.engine.testing.ConsoleRun;
import io.throng.engine.testing.CountingServer;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
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

  @Test
  void theRunLogAndTheScrapeHoldExactlyWhatTheUsersGave() throws Exception {
    try (CountingServer server = new CountingServer()) {
      ByteArrayOutputStream printed = new ByteArrayOutputStream();
      ConsoleRun run = ConsoleRun.start(Shop.class, printed, options(server.baseUrl(), printed,
          "loadtest.prometheus.grace", "5s", "loadtest.prometheus.port", "0"));
      run.awaitLine("Run completed");
      String metrics = ConsoleRun.scrape(run.metricsPort());
      RunResult result = run.result();

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
      Engine.run(Shop.class, options(server.baseUrl(), new ByteArrayOutputStream(),
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
      assertThatThrownBy(() -> Engine.run(Clash.class, options(server.baseUrl(), new ByteArrayOutputStream(),
              "loadtest.prometheus.port", "0")))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("custom metrics \"orders placed\" and \"orders-placed\" would both be throng_custom_orders_placed"
              + " in Prometheus: rename one");
      assertThat(server.received()).isZero();
    }
  }

  private RunOptions options(String baseUrl, ByteArrayOutputStream printed, String... properties) {
    return ConsoleRun.options(results, baseUrl, printed, properties);
  }
}
