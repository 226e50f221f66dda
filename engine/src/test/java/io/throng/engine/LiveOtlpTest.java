package io.throng.engine;

import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest;
import io.opentelemetry.proto.common.v1.KeyValue;
import io.opentelemetry.proto.metrics.v1.AggregationTemporality;
import io.opentelemetry.proto.metrics.v1.ExponentialHistogramDataPoint;
import io.opentelemetry.proto.metrics.v1.Metric;
import io.opentelemetry.proto.metrics.v1.NumberDataPoint;
import io.opentelemetry.proto.metrics.v1.ResourceMetrics;
import io.throng.dsl.Simulation;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.testing.ConsoleRun;
import io.throng.engine.testing.CountingServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.HdrHistogram.HistogramIterationValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadtest.otlp.endpoint} pushes a real run's figures to an in-process OTLP/HTTP receiver,
 * which decodes them with the protocol's own classes: the last push holds the run log's counts
 * and, bucket by bucket, its response times; a receiver that refuses every push, or a port nobody
 * listens on, costs the run one warning and nothing else.
 */
class LiveOtlpTest {

  @TempDir Path results;

  /** 3 s of users, each a request that passes and one that fails with status 500. */
  public static class ThreeSeconds extends Simulation {
    public ThreeSeconds() {
      setUp(scenario("mixed").exec(http("ok").get("/ok")).exec(http("fail").get("/fail"))
              .injectOpen(constantUsersPerSec(20).during(Duration.ofSeconds(3))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** A native bucket of scale 4: bucket i holds (2^(i/16), 2^((i+1)/16)] seconds. */
  private static int bucketOf(long micros) {
    return (int) Math.ceil(Math.log(micros / 1e6) / Math.log(2) * 16) - 1;
  }

  @Test
  void theLastPushHoldsTheRunLogsCountsAndResponseTimeBuckets() throws Exception {
    try (CountingServer target = new CountingServer(); OtlpReceiver receiver = new OtlpReceiver(200)) {
      ByteArrayOutputStream printed = new ByteArrayOutputStream();
      RunResult result = Engine.run(ThreeSeconds.class, options(target.baseUrl(), printed,
          "loadtest.otlp.endpoint", receiver.baseUrl(), "loadtest.otlp.headers.X-Api-Key", "secret-key-123"));

      assertThat(result.ok()).isEqualTo(60);
      assertThat(result.ko()).isEqualTo(60);
      String console = printed.toString(StandardCharsets.UTF_8);
      assertThat(console).contains("OTLP metrics to " + receiver.baseUrl() + "/v1/metrics every 1 s")
          .doesNotContain("secret-key-123").doesNotContain("Warning");
      List<OtlpReceiver.Push> pushes = receiver.pushes();
      assertThat(pushes).as("pushes during the run and the final one").hasSizeGreaterThanOrEqualTo(2);
      assertThat(pushes).allSatisfy(push -> assertThat(push.headers().get("X-api-key")).containsExactly("secret-key-123"));

      // Pushes are served concurrently, so the one that arrived last need not be the final one; the
      // counts are cumulative, so the final one is the push that counted the most requests.
      ExportMetricsServiceRequest last = pushes.stream().map(OtlpReceiver.Push::request)
          .max(Comparator.comparingLong(LiveOtlpTest::requestsCounted)).orElseThrow();
      assertThat(pushes).as("the run's metrics only, under the run's resource")
          .allSatisfy(push -> assertThat(push.request().getResourceMetricsCount()).isOne());
      ResourceMetrics resourceMetrics = last.getResourceMetrics(0);
      assertThat(attributes(resourceMetrics.getResource().getAttributesList())).containsEntry("simulation", "ThreeSeconds")
          .containsEntry("run_id", result.runDirectory().getFileName().toString()).containsEntry("shard", "0")
          .containsEntry("service.name", "throng");
      Map<String, Metric> metrics = resourceMetrics.getScopeMetricsList().stream()
          .flatMap(scope -> scope.getMetricsList().stream()).collect(Collectors.toMap(Metric::getName, m -> m));

      RunLog log = RunLog.of(result.runLog());
      assertThat(metrics.get("throng.requests").getSum().getIsMonotonic()).isTrue();
      assertThat(metrics.get("throng.requests").getSum().getAggregationTemporality())
          .isEqualTo(AggregationTemporality.AGGREGATION_TEMPORALITY_CUMULATIVE);
      assertThat(sums(metrics.get("throng.requests"), "status")).isEqualTo(log.requests)
          .isEqualTo(Map.of("ok OK", 60L, "fail KO", 60L));
      assertThat(sums(metrics.get("throng.errors"), "kind")).isEqualTo(Map.of("fail STATUS", 60L));
      assertThat(sums(metrics.get("throng.responses"), "code")).isEqualTo(Map.of("ok 200", 60L, "fail 500", 60L));
      assertThat(single(metrics.get("throng.users.started"))).isEqualTo(60);
      assertThat(single(metrics.get("throng.users.finished"))).isEqualTo(60);
      assertThat(metrics.get("throng.users.active").getGauge().getDataPoints(0).getAsDouble()).isZero();
      assertThat(metrics).containsKeys("throng.event_loop.lag", "throng.generator.gc", "throng.late_starts");

      Metric responseTimes = metrics.get("throng.response_time");
      assertThat(responseTimes.getUnit()).isEqualTo("s");
      assertThat(responseTimes.getExponentialHistogram().getAggregationTemporality())
          .isEqualTo(AggregationTemporality.AGGREGATION_TEMPORALITY_CUMULATIVE);
      for (ExponentialHistogramDataPoint point : responseTimes.getExponentialHistogram().getDataPointsList()) {
        String series = attributes(point.getAttributesList()).get("request") + " "
            + attributes(point.getAttributesList()).get("status");
        assertThat(point.getScale()).isEqualTo(4);
        assertThat(point.getCount()).as(series).isEqualTo(log.requests.get(series));
        assertThat(buckets(point)).as(series).isEqualTo(log.responseTimeBuckets.get(series));
      }
      assertThat(metrics.get("throng.service_time").getExponentialHistogram().getDataPointsList())
          .extracting(ExponentialHistogramDataPoint::getCount).containsOnly(60L);
    }
  }

  @Test
  void aReceiverThatRefusesEveryPushCostsTheRunOneWarning() throws Exception {
    try (CountingServer target = new CountingServer(); OtlpReceiver receiver = new OtlpReceiver(503)) {
      assertRunCompletesWithOneWarning(target, receiver.baseUrl(), "HTTP status code 503");
    }
  }

  @Test
  void aPortNobodyListensOnCostsTheRunOneWarning() throws Exception {
    int closed;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closed = socket.getLocalPort();
    }
    try (CountingServer target = new CountingServer()) {
      assertRunCompletesWithOneWarning(target, "http://127.0.0.1:" + closed, "Connect");
    }
  }

  @Test
  void anEndpointWithCredentialsInItIsRefusedWithoutShowingThem() {
    assertThatThrownBy(() -> Engine.run(ThreeSeconds.class, options("http://127.0.0.1:1", new ByteArrayOutputStream(),
            "loadtest.otlp.endpoint", "http://user:hunter2@127.0.0.1:4318")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("loadtest.otlp.endpoint must be the http:// or https:// URL of an OTLP/HTTP receiver")
        .hasMessageContaining("credentials in loadtest.otlp.headers")
        .hasMessageNotContaining("hunter2");
  }

  private void assertRunCompletesWithOneWarning(CountingServer target, String endpoint, String reason)
      throws Exception {
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    RunResult result = Engine.run(ThreeSeconds.class, options(target.baseUrl(), printed,
        "loadtest.otlp.endpoint", endpoint, "loadtest.otlp.headers.Authorization", "Bearer secret-token-456"));

    assertThat(result.ok()).isEqualTo(60);
    assertThat(result.ko()).isEqualTo(60);
    assertThat(result.runLog()).exists();
    String console = printed.toString(StandardCharsets.UTF_8);
    assertThat(console.lines().filter(line -> line.contains("OTLP push to")))
        .as(console).singleElement().asString()
        .startsWith("Warning: OTLP push to " + endpoint + "/v1/metrics failed: ").contains(reason)
        .endsWith("The run goes on; further failures are not shown.");
    assertThat(console).contains("Run completed").doesNotContain("secret-token-456");
  }

  private static Map<String, String> attributes(List<KeyValue> attributes) {
    return attributes.stream().collect(Collectors.toMap(KeyValue::getKey, kv -> kv.getValue().getStringValue()));
  }

  /** A counter's points by request name and the other attribute, such as "ok OK". */
  private static Map<String, Long> sums(Metric metric, String label) {
    Map<String, Long> sums = new HashMap<>();
    for (NumberDataPoint point : metric.getSum().getDataPointsList()) {
      Map<String, String> attributes = attributes(point.getAttributesList());
      sums.put(attributes.get("request") + " " + attributes.get(label), point.getAsInt());
    }
    return sums;
  }

  /** The requests a push counted: its {@code throng.requests} points added up, 0 without them. */
  private static long requestsCounted(ExportMetricsServiceRequest push) {
    return push.getResourceMetricsList().stream().flatMap(r -> r.getScopeMetricsList().stream())
        .flatMap(scope -> scope.getMetricsList().stream()).filter(m -> m.getName().equals("throng.requests"))
        .flatMap(m -> m.getSum().getDataPointsList().stream()).mapToLong(NumberDataPoint::getAsInt).sum();
  }

  private static long single(Metric metric) {
    assertThat(metric.getSum().getDataPointsCount()).isOne();
    return metric.getSum().getDataPoints(0).getAsInt();
  }

  /** The point's non-empty buckets by index; zeros as index {@link Integer#MIN_VALUE}. */
  private static Map<Integer, Long> buckets(ExponentialHistogramDataPoint point) {
    Map<Integer, Long> buckets = new TreeMap<>();
    if (point.getZeroCount() > 0) {
      buckets.put(Integer.MIN_VALUE, point.getZeroCount());
    }
    List<Long> counts = point.getPositive().getBucketCountsList();
    for (int i = 0; i < counts.size(); i++) {
      if (counts.get(i) > 0) {
        buckets.put(point.getPositive().getOffset() + i, counts.get(i));
      }
    }
    return buckets;
  }

  /** What the run log holds: request counts and response-time buckets by request name and status. */
  private record RunLog(Map<String, Long> requests, Map<String, Map<Integer, Long>> responseTimeBuckets) {

    static RunLog of(Path file) throws IOException {
      RunLog log = new RunLog(new HashMap<>(), new HashMap<>());
      RunLogReader.read(file, entry -> {
        if (entry instanceof RunLogEntry.Requests requests) {
          String series = requests.name() + " " + requests.status();
          log.requests.merge(series, requests.count(), Long::sum);
          Map<Integer, Long> buckets = log.responseTimeBuckets.computeIfAbsent(series, s -> new TreeMap<>());
          for (HistogramIterationValue value : requests.histogram().recordedValues()) {
            long micros = value.getValueIteratedTo();
            buckets.merge(micros == 0 ? Integer.MIN_VALUE : bucketOf(micros), value.getCountAtValueIteratedTo(),
                Long::sum);
          }
        }
      });
      return log;
    }
  }

  private RunOptions options(String baseUrl, ByteArrayOutputStream printed, String... properties) {
    return ConsoleRun.options(results, baseUrl, printed, withOtlpEverySecond(properties));
  }

  private static String[] withOtlpEverySecond(String... properties) {
    List<String> all = new ArrayList<>(List.of("loadtest.otlp.interval", "1s", "loadtest.otlp.timeout", "5s"));
    all.addAll(List.of(properties));
    return all.toArray(String[]::new);
  }
}
