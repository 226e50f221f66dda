package io.throng.app;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.LoadTest;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.engine.demo.DemoTarget;
import io.throng.report.ReportGenerator;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole path a user takes: a simulation runs on the real engine against the demo target, and
 * the report's figures equal what the target says it served.
 */
class EndToEndTest {

  /** Package-private, so the catalog tests that scan this module's test classes do not see it. */
  static class UsersAndFailures extends Simulation {
    UsersAndFailures() {
      setUp(scenario("browse")
              .exec(http("user").get("/api/user/42"))
              .exec(http("flaky").get("/hello?failPercent=10"))
              .injectOpen(atOnceUsers(20), rampUsers(180).during(Duration.ofSeconds(2))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void theReportCountsExactlyWhatTheTargetServed(@TempDir Path results) throws Exception {
    RunResult result;
    long served;
    try (DemoTarget target = DemoTarget.start()) {
      result = LoadTest.run(UsersAndFailures.class, new RunOptions(results,
          Map.of("loadtest.baseUrl", target.baseUri().toString()),
          new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
      served = target.requestsServed();
    }

    String html = Files.readString(ReportGenerator.generate(result.runLog(), result.runDirectory()));

    assertThat(served).isEqualTo(400);
    assertThat(figure(html, "Requests")).isEqualTo(served);
    assertThat(figure(html, "OK")).isEqualTo(380);
    assertThat(figure(html, "KO")).isEqualTo(20);
    assertThat(html).contains("status 500");
  }

  /** A headline figure of the report, such as {@code <dt>Requests</dt><dd>1,234</dd>}. */
  private static long figure(String html, String label) {
    Matcher m = Pattern.compile("<dt>" + label + "</dt><dd[^>]*>([0-9,]+)</dd>").matcher(html);
    assertThat(m.find()).as("report shows %s", label).isTrue();
    return Long.parseLong(m.group(1).replace(",", ""));
  }
}
