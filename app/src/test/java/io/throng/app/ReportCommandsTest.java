package io.throng.app;

import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report commands on real runs: two short simulations run on the engine against the demo
 * target, then each command reads their folders as a user would from a shell.
 */
class ReportCommandsTest {

  /** 100 users, one request each, all answered 200. Package-private, so catalog tests do not see it. */
  static class Light extends Simulation {
    Light() {
      setUp(scenario("light").exec(http("user").get("/api/user/1"))
              .injectOpen(rampUsers(100).during(Duration.ofSeconds(1))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** 200 users, one request each, exactly 10 of every 100 answered 500. */
  static class Heavy extends Simulation {
    Heavy() {
      setUp(scenario("heavy").exec(http("hello").get("/hello?failPercent=10"))
              .injectOpen(rampUsers(200).during(Duration.ofSeconds(1))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @TempDir static Path results;

  private static Path light;
  private static Path heavy;
  private static long heavyServed;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @BeforeAll
  static void runBothSimulations() throws Exception {
    try (DemoTarget target = DemoTarget.start()) {
      light = run(Light.class, target);
      long before = target.requestsServed();
      heavy = run(Heavy.class, target);
      heavyServed = target.requestsServed() - before;
    }
  }

  @Test
  void abSummaryPrintsTheRunInApacheBenchsLayout() {
    ExitStatus status = new AbSummaryCommand().run(stream(out), stream(err), heavy.toString());

    assertThat(status).isEqualTo(ExitStatus.COMPLETED);
    assertThat(heavyServed).isEqualTo(200);
    assertThat(text(out)).contains(
        "Complete requests:      200\n",
        "Failed requests:        20\n",
        "   (Connect: 0, Receive: 0, Length: 0, Exceptions: 20)\n",
        "Non-2xx responses:      20\n",
        "Connection Times (ms)\n",
        "Percentage of the requests served within a certain time (ms)\n")
        .containsPattern("Requests per second:    [0-9]+\\.[0-9]{2} \\[#/sec\\] \\(mean\\)\n")
        .containsPattern(" 100%  +[0-9]+ \\(longest request\\)\n");
  }

  @Test
  void compareWritesTheComparisonOfLabelledRuns() throws Exception {
    Path outDir = results.resolve("compare");

    ExitStatus status = new CompareCommand().run(stream(out), stream(err),
        "--out", outDir.toString(), "light=" + light, "heavy=" + heavy);

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    // The console shows the table written beside the page, then where the page is.
    assertThat(text(out)).isEqualTo(Files.readString(outDir.resolve("comparison.md"))
        + "Comparison: " + outDir.resolve("comparison.html").toAbsolutePath() + "\n");
    assertThat(text(out)).contains("| light | light | ", "| heavy | heavy | ");
    String html = Files.readString(outDir.resolve("comparison.html"));
    // Each run folder already has its report from the run, so both labels link to it.
    assertThat(html).contains(">light</a>", ">heavy</a>", "<td>100</td><td>0</td>", "<td>200</td><td>20</td>");
    assertThat(outDir.resolve("comparison.json")).isRegularFile();
  }

  @Test
  void sweepStatesTheHighestLevelThatHeld() throws Exception {
    Path outDir = results.resolve("sweep");

    ExitStatus status = new SweepCommand().run(stream(out), stream(err), "--out", outDir.toString(),
        "--max-error-percent", "5", "--max-p99=10s", "100 users=" + light, "200 users=" + heavy);

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(text(out)).startsWith(Files.readString(outDir.resolve("sweep.md"))).contains("\nSweep: ")
        .contains("| 200 users | h1 | 200 | 10.00 % |");
    assertThat(Files.readString(outDir.resolve("sweep.html")))
        .contains("Highest level that held: 100 users. First level over the limit: 200 users.")
        .contains("first over the limit: error 10.00 % &gt; 5.00 %");
  }

  @Test
  void badInputEndsWithOneLineSayingWhatToFix() {
    assertThat(new CompareCommand().run(stream(out), stream(err), "--out", "x", light.toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).isEqualTo("error: run folders must be >= 2, was 1");

    assertThat(new CompareCommand().run(stream(out), stream(err), light.toString(), heavy.toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).isEqualTo("error: --out is required: the folder to write comparison.html into");

    assertThat(new SweepCommand().run(stream(out), stream(err), "--out", "x", "--max-p99", "soon", light.toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).isEqualTo("error: --max-p99 soon: not a time such as 1500ms or 1.5s");

    assertThat(new SweepCommand().run(stream(out), stream(err), "--out", "x", "--max-error-percent", "120", light.toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).isEqualTo("error: --max-error-percent 120: maxErrorPercent must be between 0 and 100, was 120.0");

    assertThat(new AbSummaryCommand().run(stream(out), stream(err), results.toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).isEqualTo("error: run folder " + results + " has no run.log");

    assertThat(new AbSummaryCommand().run(stream(out), stream(err), "--json", light.toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("usage: java -cp <classpath> io.throng.app.Main ab <run folder>");
    assertThat(lastLine(err)).isEqualTo("error: unknown option --json");
  }

  @Test
  void helpPrintsUsage() {
    assertThat(new SweepCommand().run(stream(out), stream(err), "--help")).isEqualTo(ExitStatus.COMPLETED);
    assertThat(text(out)).contains("--max-error-percent", "--max-p99", "lightest first");
  }

  private static Path run(Class<? extends Simulation> simulation, DemoTarget target) throws Exception {
    RunResult result = Engine.run(simulation, new RunOptions(results,
        Map.of("loadtest.baseUrl", target.baseUri().toString()),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
    ReportGenerator.generate(result.runLog(), result.runDirectory());
    return result.runDirectory();
  }

  private static PrintStream stream(ByteArrayOutputStream bytes) {
    return new PrintStream(bytes, true, StandardCharsets.UTF_8);
  }

  private static String text(ByteArrayOutputStream bytes) {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  private static String lastLine(ByteArrayOutputStream bytes) {
    String[] lines = text(bytes).strip().split("\\R");
    return lines[lines.length - 1];
  }
}
