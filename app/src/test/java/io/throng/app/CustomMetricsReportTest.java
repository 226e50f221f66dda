package io.throng.app;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.dsl.Counter;
import io.throng.dsl.Gauge;
import io.throng.dsl.Simulation;
import io.throng.dsl.Trend;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.engine.demo.DemoTarget;
import io.throng.report.ReportGenerator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real run's custom metrics reach its report: {@code stats.json}, {@code summary.md} and the
 * page hold exactly what the users gave them.
 */
class CustomMetricsReportTest {

  /**
   * 40 users each add 3 orders, set the basket to their number (1 to 40) and record their number
   * times 10 (10 to 400); then one last user sets the basket to -5. Package-private, so the
   * catalog tests that scan this module's test classes do not see it.
   */
  static class Shop extends Simulation {
    final Counter orders = counter("orders placed");
    final Gauge basket = gauge("basket size");
    final Trend queued = trend("queue position");

    Shop() {
      setUp(scenario("shop").exec(http("hello").get("/hello")).exec(session -> {
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

  @Test
  void statsJsonSummaryAndPageHoldWhatTheUsersGave(@TempDir Path folder) throws Exception {
    RunResult result;
    try (DemoTarget target = DemoTarget.start()) {
      result = Engine.run(Shop.class, new RunOptions(Files.createDirectories(folder.resolve("results")),
          Map.of("loadtest.baseUrl", target.baseUri().toString(), "loadtest.warmup", "0s"),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    }
    Path page = ReportGenerator.generate(result.runLog(), result.runDirectory());

    JsonNode metrics = new ObjectMapper().readTree(page.resolveSibling("stats.json").toFile()).get("customMetrics");
    assertThat(metrics).hasSize(3);
    assertThat(metrics.get(0).get("name").asText()).isEqualTo("orders placed");
    assertThat(metrics.get(0).get("kind").asText()).isEqualTo("counter");
    assertThat(metrics.get(0).get("total").asLong()).isEqualTo(120);
    JsonNode basket = metrics.get(1);
    assertThat(basket.get("kind").asText()).isEqualTo("gauge");
    assertThat(basket.get("last").asLong()).isEqualTo(-5);
    assertThat(basket.get("min").asLong()).isEqualTo(-5);
    assertThat(basket.get("max").asLong()).isEqualTo(40);
    JsonNode queued = metrics.get(2);
    assertThat(queued.get("kind").asText()).isEqualTo("trend");
    assertThat(queued.get("count").asLong()).isEqualTo(40);
    assertThat(queued.get("min").asLong()).isEqualTo(10);
    assertThat(queued.get("mean").asDouble()).isEqualTo(205.0);
    assertThat(queued.get("p50").asLong()).isEqualTo(200);
    assertThat(queued.get("p99").asLong()).isEqualTo(400);
    assertThat(queued.get("max").asLong()).isEqualTo(400);
    assertThat(page.resolveSibling("summary.md")).content()
        .contains("| orders placed | counter | 120 |")
        .contains("| queue position | trend | – | 40 | 10 | 205.0 | 200 | 380 | 400 | 400 |");
    assertThat(page).content().contains("<h2 id=\"custom-heading\">Custom metrics</h2>")
        .contains("\u201corders placed\u201d added per second").contains("It went below zero (least -5)");
  }
}
