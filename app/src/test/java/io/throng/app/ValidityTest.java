package io.throng.app;

import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.dsl.Simulation;
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
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run whose only event loop is starved by its own users is marked invalid, with why; a light run is not. */
class ValidityTest {

  @TempDir Path results;

  /** Each user burns 60 ms of CPU on the run's one event loop: 20 users/s need 1.2 s of it per second. */
  static class Starved extends Simulation {
    {
      setUp(scenario("burn").exec(session -> burn(session, 60)).exec(http("hello").get("/hello"))
          .injectOpen(constantUsersPerSec(20).during(Duration.ofSeconds(6))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** Three requests a second: a loaded 2-core machine serves them without the loop falling behind. */
  static class Quiet extends Simulation {
    {
      setUp(scenario("quiet").exec(http("hello").get("/hello"))
          .injectOpen(constantUsersPerSec(3).during(Duration.ofSeconds(6))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  private static <T> T burn(T session, long millis) {
    long until = System.nanoTime() + millis * 1_000_000;
    long spin = 0;
    while (System.nanoTime() < until) {
      spin++;
    }
    return spin < 0 ? null : session;
  }

  @Test
  void aStarvedGeneratorMakesTheRunInvalidAndFailsItWhenAsked() throws Exception {
    Run run = run(Starved.class, Map.of("loadtest.eventLoops", "1", "loadtest.failOnInvalid", "true"));

    assertThat(run.status).as(run.console).isEqualTo(ExitStatus.RUN_INVALID);
    assertThat(run.console).contains("Invalid run: the load generator was saturated in ")
        .contains("event-loop lag of 10 ms or more in seconds ")
        .contains("error: the run is not valid, as loadtest.failOnInvalid is true");
    JsonNode validity = run.stats.get("validity");
    assertThat(validity.get("valid").asBoolean()).isFalse();
    assertThat(validity.get("longestSaturatedStreak").asLong()).isGreaterThanOrEqualTo(3);
    assertThat(validity.get("saturatedSeconds").get(0).get("signals").toString()).contains("loopLag");
    assertThat(Files.readString(run.folder.resolve("index.html"))).contains("<strong>Invalid run</strong>");
    assertThat(Files.readString(run.folder.resolve("summary.md"))).contains("**Invalid run**: the load generator");
    assertThat(Files.readString(run.folder.resolve("junit.xml"))).contains("invalid run: the load generator");

    // Rebuilt from the run log alone, the report gives the same verdict.
    Path rebuilt = results.resolve("rebuilt");
    ReportGenerator.generate(run.folder.resolve(RunFiles.RUN_LOG), rebuilt);
    JsonNode again = new ObjectMapper().readTree(rebuilt.resolve("stats.json").toFile()).get("validity");
    assertThat(again).isEqualTo(validity);
  }

  @Test
  void aLightRunIsValidAndPasses() throws Exception {
    Run run = run(Quiet.class, Map.of("loadtest.failOnInvalid", "true"));

    assertThat(run.status).as(run.console).isEqualTo(ExitStatus.COMPLETED);
    assertThat(run.console).doesNotContain("Invalid run");
    assertThat(run.stats.get("validity").get("valid").asBoolean()).isTrue();
    assertThat(run.stats.get("validity").get("reason").asText()).isEmpty();
  }

  private record Run(ExitStatus status, String console, JsonNode stats, Path folder) {}

  private Run run(Class<? extends Simulation> simulation, Map<String, String> settings) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream console = new PrintStream(out, true, StandardCharsets.UTF_8);
    RunResult result;
    try (DemoTarget target = DemoTarget.start()) {
      Map<String, String> all = new java.util.HashMap<>(settings);
      all.put("loadtest.baseUrl", target.baseUri().toString());
      all.put("loadtest.warmup", "0s");
      result = Engine.run(simulation, new RunOptions(results, all, console));
    }
    ExitStatus status = Verdict.print(ReportGenerator.generate(result.runLog(), result.runDirectory(), result.assertions()),
        settings, console, console);
    JsonNode stats = new ObjectMapper().readTree(result.runDirectory().resolve("stats.json").toFile());
    return new Run(status, out.toString(StandardCharsets.UTF_8), stats, result.runDirectory());
  }
}
