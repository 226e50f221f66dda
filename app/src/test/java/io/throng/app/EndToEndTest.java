package io.throng.app;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.generatorFeeder;
import static io.throng.dsl.Dsl.global;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.fixtures.run.Asserted;
import io.throng.app.fixtures.run.Endless;
import io.throng.dsl.Simulation;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.engine.demo.DemoTarget;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import io.throng.report.ReportGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole path a user takes: a simulation runs on the real engine against the demo target, and
 * the report's figures equal what the target says it served; assertions decide the exit status;
 * Ctrl-C still leaves a run log and a report.
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

  /** Half the requests fail: the abort-on-fail assertion stops the run long before its 30 s. */
  static class HalfFailing extends Simulation {
    HalfFailing() {
      setUp(scenario("browse")
              .exec(http("flaky").get("/hello?failPercent=50"))
              .injectOpen(rampUsers(3_000).during(Duration.ofSeconds(30))))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .assertions(global().failedRequests().percent().lt(5).abortOnFail().notBefore(Duration.ofSeconds(1)));
    }
  }

  /** Every other user's record cannot be made: those users end as scenario errors, the others go on. */
  static class FeederFailing extends Simulation {
    FeederFailing() {
      AtomicLong calls = new AtomicLong();
      setUp(scenario("browse")
              .exec(http("home").get("/hello"))
              .feed(generatorFeeder(() -> {
                if (calls.incrementAndGet() % 2 == 0) {
                  throw new IllegalStateException("no user <id> left");
                }
                return Map.of("id", 42);
              }))
              .exec(http("user").get("/api/user/#{id}"))
              .injectOpen(atOnceUsers(10)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aFeederThatThrowsIsAScenarioErrorInTheConsoleReportAndStatsJson(@TempDir Path results) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    RunResult result;
    long served;
    try (DemoTarget target = DemoTarget.start()) {
      result = Engine.run(FeederFailing.class, new RunOptions(results,
          Map.of("loadtest.baseUrl", target.baseUri().toString()), new PrintStream(out, true, StandardCharsets.UTF_8)));
      served = target.requestsServed();
    }

    String html = Files.readString(ReportGenerator.generate(result.runLog(), result.runDirectory()));
    String json = Files.readString(result.runDirectory().resolve(ReportGenerator.STATS_FILE));

    assertThat(result.endReason()).isEqualTo("completed");
    assertThat(served).isEqualTo(15);
    assertThat(figure(html, "Requests")).isEqualTo(served);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("Run completed: 15 requests, 15 OK, 0 KO",
        "5 scenario error(s)");
    assertThat(html).contains("<h3>Scenario errors</h3>")
        .contains("<tr><td class=\"message\">no user &lt;id&gt; left</td><td class=\"name\">browse</td>"
            + "<td class=\"name\">feed #1</td><td class=\"kind\">java.lang.IllegalStateException</td><td>5</td></tr>");
    assertThat(json).contains("\"scenarioErrors\" : [\n    {\n      \"scenario\" : \"browse\",\n"
        + "      \"step\" : \"feed #1\",\n      \"exception\" : \"java.lang.IllegalStateException\",\n"
        + "      \"message\" : \"no user \\u003Cid\\u003E left\",\n      \"count\" : 5\n    }\n  ]")
        .contains("\"errors\" : [ ]");
  }

  @Test
  void aRunStoppedByAnAssertionExitsWithOneSayingWhichInTheConsoleAndReport(@TempDir Path results) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream console = new PrintStream(out, true, StandardCharsets.UTF_8);
    RunResult result;
    try (DemoTarget target = DemoTarget.start()) {
      result = Engine.run(HalfFailing.class,
          new RunOptions(results, Map.of("loadtest.baseUrl", target.baseUri().toString()), console));
      assertThat(result.requests()).isEqualTo(target.requestsServed()).isLessThan(1_500);
    }

    ExitStatus status = Verdict.print(ReportGenerator.generate(result.runLog(), result.runDirectory(), result.assertions()),
        Map.of(), console, console);

    assertThat(result.endReason()).isEqualTo("aborted");
    assertThat(status).isEqualTo(ExitStatus.ASSERTIONS_FAILED);
    assertThat(out.toString(StandardCharsets.UTF_8))
        .containsPattern("Stopping at 00:0\\d: abort-on-fail assertion failed: global: percentage of failed requests"
            + " < 5 % \\(actual [0-9.]+ %, expected < 5 %\\)")
        .containsPattern("FAIL global: percentage of failed requests < 5 % \\(actual [0-9.]+ %")
        .contains("1 of 1 assertions failed");
    assertThat(result.runDirectory().resolve("index.html")).content()
        .containsPattern("<strong>Aborted by an assertion</strong> · Stopped at 00:0\\d by assertion: global: percentage of failed"
            + " requests &lt; 5 % \\(actual [0-9.]+ %\\)");
    assertThat(result.runDirectory().resolve("junit.xml")).content().contains("failures=\"1\"");
  }

  @Test
  void theReportCountsExactlyWhatTheTargetServed(@TempDir Path results) throws Exception {
    RunResult result;
    long served;
    try (DemoTarget target = DemoTarget.start()) {
      result = Engine.run(UsersAndFailures.class, new RunOptions(results,
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

  @Test
  void aFailedAssertionExitsWithOneAndShowsInTheConsoleJUnitXmlAndReport(@TempDir Path dir) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ExitStatus status;
    try (DemoTarget target = DemoTarget.start()) {
      Path config = Files.writeString(dir.resolve("target.conf"), "loadtest.baseUrl = \"" + target.baseUri() + "\"\n");
      Path testClasses = Path.of(Asserted.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      Main main = new Main(List.of(testClasses), getClass().getClassLoader(),
          new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
          new CompletableFuture<>());

      status = main.run("--simulation", "Asserted", "--results-dir", dir.resolve("runs").toString(), "--config", config.toString());
      assertThat(target.requestsServed()).isEqualTo(200);
    }

    assertThat(status).isEqualTo(ExitStatus.ASSERTIONS_FAILED);
    Path folder = onlyRunFolder(dir.resolve("runs"));
    RunOutcomeFile outcome = RunOutcomeFile.read(folder.resolve(RunOutcomeFile.FILE_NAME));
    assertThat(outcome).isEqualTo(new RunOutcomeFile(Optional.of(folder), Optional.of(folder.resolve("index.html")),
        ExitStatus.ASSERTIONS_FAILED, List.of("flaky: count of failed requests = 0 (actual 10, expected = 0)"), false));
    assertThat(RunOutcomeFile.read(dir.resolve("runs").resolve(RunOutcomeFile.FILE_NAME))).as("the latest run's")
        .isEqualTo(outcome);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains(
        "PASS global: count of successful requests >= 150 (actual 190, expected >= 150)\n",
        "FAIL flaky: count of failed requests = 0 (actual 10, expected = 0)\n",
        "1 of 2 assertions failed\nReport: ");
    Path runFolder = onlyRunFolder(dir.resolve("runs"));
    assertThat(runFolder.resolve("junit.xml")).content()
        .contains("<testsuite name=\"Asserted\" tests=\"3\" failures=\"1\"")
        .contains("<testcase classname=\"Asserted\" name=\"global: count of successful requests &gt;= 150\"/>")
        .contains("<failure type=\"AssertionFailed\" message=\"actual 10, expected = 0\">");
    assertThat(runFolder.resolve("index.html")).content()
        .contains("<td class=\"verdict\">FAIL</td><th scope=\"row\">flaky: count of failed requests = 0</th><td>10</td>")
        .contains("<td class=\"verdict\">PASS</td>");
  }

  @Test
  void aShardWaitsForItsStartInstantAndPrintsItsRunLogVerbatimAfterItsReport(@TempDir Path dir) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    long startAt = System.currentTimeMillis() + 2_000;
    ExitStatus status;
    try (DemoTarget target = DemoTarget.start()) {
      Path testClasses = Path.of(Asserted.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      Main main = new Main(List.of(testClasses), getClass().getClassLoader(),
          new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
          new CompletableFuture<>(), Map.of("THRONG_SHARD", "${INDEX}/3", "INDEX", "1", "THRONG_START_AT", Long.toString(startAt)),
          LocalShards.thisJvm());

      Path config = Files.writeString(dir.resolve("target.conf"), "loadtest.baseUrl = \"" + target.baseUri() + "\"\n");
      status = main.run("--simulation", "Asserted", "--results-dir", dir.resolve("runs").toString(), "--config",
          config.toString(), "--print-run-log");
      assertThat(target.requestsServed()).as("users 1, 4, 7 ... of 100, two requests each").isEqualTo(66);
    }

    Path runLog = onlyRunFolder(dir.resolve("runs")).resolve("run.log");
    String output = out.toString(StandardCharsets.UTF_8);
    assertThat(status).isEqualTo(ExitStatus.ASSERTIONS_FAILED); // 60-odd successful requests are not 150
    assertThat(output).endsWith("Report: " + runLog.resolveSibling("index.html").toAbsolutePath() + "\n"
        + "Outcome: Completed\n-----BEGIN THRONG RUN LOG-----\n" + Files.readString(runLog) + "-----END THRONG RUN LOG-----\n");
    assertThat(Files.readString(runLog)).startsWith("THRONG-RUNLOG\t1\nRUN\t" + startAt + "\tAsserted\nSHARD\t1\t3\n");
  }

  @Test
  void ctrlCStopsTheRunAndStillWritesItsRunLogAndReport(@TempDir Path dir) throws Exception {
    Path results = dir.resolve("runs");
    try (DemoTarget target = DemoTarget.start()) {
      String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
      Process run = new ProcessBuilder(
              Path.of(System.getProperty("java.home"), "bin", "java").toString(),
              "-Dloadtest.baseUrl=" + target.baseUri(), "-Dloadtest.console.interval=1s",
              "-cp", classpath, Main.class.getName(),
              "--simulation", Endless.class.getName(), "--results-dir", results.toString())
          .redirectErrorStream(true)
          .redirectOutput(dir.resolve("output.txt").toFile())
          .start();
      try {
        Path runLog = awaitRequestsLogged(results, run);
        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(run.pid())).inheritIO().start();
        assertThat(kill.waitFor()).isZero();
        assertThat(run.waitFor(60, TimeUnit.SECONDS)).as("the run ends after SIGINT").isTrue();

        String output = Files.readString(dir.resolve("output.txt"));
        assertThat(run.exitValue()).as(output).isEqualTo(128 + 2);
        assertThat(output).contains("Stopping: ending the run and writing its report", "Run interrupted:", "Report: ")
            .endsWith("\nOutcome: Interrupted\n");
        List<String> lines = Files.readAllLines(runLog);
        assertThat(lines.get(lines.size() - 1)).startsWith("END\t").endsWith("\tinterrupted");
        RunOutcomeFile outcome = RunOutcomeFile.read(runLog.resolveSibling(RunOutcomeFile.FILE_NAME));
        assertThat(outcome.interrupted()).isTrue();
        assertThat(outcome.outcome()).isEqualTo(ExitStatus.COMPLETED);
        assertThat(outcome.report()).contains(runLog.resolveSibling("index.html").toAbsolutePath());
        assertThat(loggedRequests(runLog)).isPositive().isLessThan(6_000).isEqualTo(target.requestsServed());
        // The same word in every file a person or a CI server reads.
        assertThat(runLog.resolveSibling("index.html")).content()
            .contains("<p class=\"status status-incomplete\" role=\"alert\"><strong>Interrupted</strong> · Stopped from"
                + " outside (Ctrl-C, SIGTERM, a cancelled CI job)");
        assertThat(runLog.resolveSibling("stats.json")).content()
            .contains("\"completed\" : false,\n    \"outcome\" : \"interrupted\",");
        assertThat(runLog.resolveSibling("summary.md")).content().startsWith("### Load test: Endless: Interrupted, no assertions\n");
        assertThat(runLog.resolveSibling("junit.xml")).content()
            .contains("<testsuite name=\"Endless\" tests=\"1\" failures=\"0\" errors=\"1\"")
            .contains("<testcase classname=\"Endless\" name=\"run\">")
            .contains("<error type=\"RunInterrupted\" message=\"the run was interrupted: its figures cover only the part that ran\">");
      } finally {
        run.destroyForcibly();
      }
    }
  }

  /** Waits until the child's run log holds a REQUEST record, so the run is well under way. */
  private static Path awaitRequestsLogged(Path results, Process run) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (System.nanoTime() < deadline && run.isAlive()) {
      // The results folder exists a moment before the run's own folder inside it.
      List<Path> folders = Files.isDirectory(results) ? runFolders(results) : List.of();
      Path runLog = folders.isEmpty() ? null : folders.get(0).resolve("run.log");
      if (runLog != null && Files.isRegularFile(runLog) && Files.readString(runLog).contains("\nREQUEST\t")) {
        return runLog;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("no request was logged under " + results + " (run alive: " + run.isAlive() + ")");
  }

  private static long loggedRequests(Path runLog) throws IOException {
    AtomicLong requests = new AtomicLong();
    RunLogReader.read(runLog, entry -> {
      if (entry instanceof RunLogEntry.Requests r) {
        requests.addAndGet(r.count());
      }
    });
    return requests.get();
  }

  private static Path onlyRunFolder(Path results) throws IOException {
    List<Path> all = runFolders(results);
    assertThat(all).hasSize(1);
    return all.get(0);
  }

  private static List<Path> runFolders(Path results) throws IOException {
    try (Stream<Path> folders = Files.list(results)) {
      return folders.filter(Files::isDirectory).toList();
    }
  }

  /** A headline figure of the report, such as {@code <dt>Requests</dt><dd>1,234</dd>}. */
  private static long figure(String html, String label) {
    Matcher m = Pattern.compile("<dt>" + label + "</dt><dd[^>]*>([0-9,]+)</dd>").matcher(html);
    assertThat(m.find()).as("report shows %s", label).isTrue();
    return Long.parseLong(m.group(1).replace(",", ""));
  }
}
