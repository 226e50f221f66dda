package io.throng.report;

import static io.throng.report.PageChecks.ESCAPED_SCRIPT;
import static io.throng.report.PageChecks.SCRIPT;
import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.AssertionCondition;
import io.throng.dsl.model.AssertionMetric;
import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.AssertionSpec;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.assertion.AssertionResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportGeneratorTest {

  @TempDir Path runDir;

  @Test
  void writesIndexAndStylesheetIntoTheRunFolderBesideTheLog() throws IOException {
    Path log = writeRun("Checkout", "home", "status 500", true);

    Path index = ReportGenerator.generate(log, runDir);

    assertThat(index).isEqualTo(runDir.resolve("index.html")).isRegularFile();
    assertThat(runDir.resolve("report.css")).isRegularFile();
    assertThat(runDir.resolve("index.html.part")).doesNotExist();
    assertThat(log).isRegularFile();
    String html = Files.readString(index, StandardCharsets.UTF_8);
    assertThat(html)
        .contains("<h1>Checkout</h1>")
        .contains("2024-05-01T12:00:00.250Z")
        .contains("<strong>Completed</strong>", "End reason: completed")
        .contains("<dt>Requests</dt><dd>86</dd>", "<dt>KO</dt><dd class=\"ko\">3</dd>", "3.49 %")
        // 86 requests over 4 s.
        .contains("<dt>Mean TPS</dt><dd>21.5/s</dd>")
        // Second 2 holds 40 requests (38 OK + 2 KO): "+2 s" after 12:00:00.250 is 12:00:02 UTC.
        .contains("<dt>Peak TPS</dt><dd>40/s</dd>", "+2 s", "12:00:02 UTC")
        .contains("status 500", "66.67 %")
        .contains("<svg class=\"chart\"", "<path class=\"s-ok\"", "<path class=\"s-ko\"");
  }

  @Test
  void aRunThatFellBehindItsScheduleSaysSoAndShowsServiceTimesBesideResponseTimes() throws IOException {
    Path log = RunLogFixture.sampleRun(runDir.resolve(RunLogFormat.FILE_NAME));

    String html = withoutBreaks(Files.readString(ReportGenerator.generate(log, runDir), StandardCharsets.UTF_8));

    assertThat(html)
        .contains("<strong>4 requests started late, worst by 100 ms at +6 s.</strong> The run fell behind its")
        .contains("<path class=\"s-late\"", "Requests started late per second. Worst lag: 100 ms")
        .contains("<th scope=\"col\">Service p99</th>", "<dt>Service p50 / p95 / p99</dt>");
    assertThat(html)
        .contains("<strong>Invalid run</strong> · the load generator was saturated in ")
        .doesNotContain("may have been the bottleneck")
        .contains("<h2 id=\"generator-heading\">Load generator</h2>", "<dt>Peak CPU</dt><dd>95 %</dd>",
            "<dt>Worst event-loop lag</dt><dd>140 ms</dd>", "<path class=\"s-cpu\"", "<path class=\"s-lag\"");
    assertThat(html).containsPattern("<dt>Traffic on the wire</dt><dd>[0-9.]+ KB sent, [0-9.]+ KB received "
        + "\\(mean [0-9.]+ KB/s sent, [0-9.]+ KB/s received\\)</dd>")
        .contains("Total transferred:", "[Kbytes/sec] received");
    // POST /checkout's OK service times are 5 ms shorter than its response times: p50 26.0, not 31.0.
    assertThat(html).containsPattern("<a href=\"#request-2\">POST /checkout</a></th><td>h1</td><td>201</td>(<td>[^<]*</td>){5}"
        + "<td>31.0</td>(<td>[^<]*</td>){8}<td>26.0</td><td>2,001</td><td>2,001</td></tr>");
    // The protocols used, with their counts when several; count, OK, KO, then the attempts lost on a
    // stale connection and sent again.
    assertThat(html).contains("<th scope=\"col\">Protocol</th>", "<th scope=\"col\">Retried</th>",
        "<a href=\"#request-1\">GET /</a></th><td>h1 10, h2 705</td><td>715</td><td>715</td><td>0</td><td>4</td>");
  }

  @Test
  void groupRowsComeBeforeWhatTheyHoldLinkToTheirSectionsAndTheirNamesAreEscaped() throws IOException {
    Path log = runDir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Groups")) {
      writer.requests(0, SCRIPT + " / inner / GET /", Status.OK, repeated(4, 1_000));
      writer.requests(0, SCRIPT + " / POST /", Status.OK, repeated(6, 3_000));
      writer.groups(0, SCRIPT, Status.OK, repeated(9, 900_000), repeated(9, 7_000));
      writer.groups(0, SCRIPT, Status.KO, repeated(1, 2_000_000), repeated(1, 7_000));
      writer.groups(0, SCRIPT + " / inner", Status.OK, repeated(4, 1_000), repeated(4, 1_000));
      writer.requests(0, "a", Status.OK, repeated(1, 3_000));
      writer.end(START + 1_000, "completed");
    }

    String html = withoutBreaks(Files.readString(ReportGenerator.generate(log, runDir), StandardCharsets.UTF_8));

    // Scenario order: the inner group's request ran first, so the inner group comes before POST /.
    assertThat(html).doesNotContain(SCRIPT).containsSubsequence(
        "<tr class=\"group\"><th scope=\"row\"><span class=\"tag\">Group</span> <a href=\"#group-1\">" + ESCAPED_SCRIPT
            + "</a></th><td>–</td><td>10</td>",
        "<tr class=\"group\"><th scope=\"row\"><span class=\"tag\">Group</span> <a href=\"#group-2\">" + ESCAPED_SCRIPT
            + " / inner</a></th><td>–</td><td>4</td>",
        ESCAPED_SCRIPT + " / inner / GET /</a>",
        ESCAPED_SCRIPT + " / POST /</a>",
        ">a</a>",
        "<tfoot>",
        // Each group's own section, in the table's order, listing the requests it holds.
        "<h3 id=\"group-1-heading\"><span class=\"tag\">Group</span> " + ESCAPED_SCRIPT + "</h3>",
        "<dt>Count</dt><dd>10</dd>",
        "<dt>KO</dt><dd class=\"ko\">1</dd>",
        "<dt>Cumulated response time p50 / p95 / p99</dt><dd>7.00 / 7.00 / 7.00 ms</dd>",
        "<table class=\"members\">",
        ">" + ESCAPED_SCRIPT + " / inner / GET /</a></th><td>–</td><td>4</td>",
        ">" + ESCAPED_SCRIPT + " / POST /</a></th><td>–</td><td>6</td>",
        "<h4>Duration percentiles per second</h4>",
        "<h4>Cumulated-response-time percentiles per second</h4>",
        "<h3 id=\"group-2-heading\"><span class=\"tag\">Group</span> " + ESCAPED_SCRIPT + " / inner</h3>",
        "<h3 id=\"request-1-heading\">" + ESCAPED_SCRIPT + " / inner / GET /</h3>",
        "<h3 id=\"request-2-heading\">" + ESCAPED_SCRIPT + " / POST /</h3>",
        "<h3 id=\"request-3-heading\">a</h3>");
  }

  @Test
  void anOnScheduleRunHasNoLateWarning() throws IOException {
    String html = Files.readString(ReportGenerator.generate(writeRun("Checkout", "home", "status 500", true), runDir),
        StandardCharsets.UTF_8);

    assertThat(html).doesNotContain("started late,", "class=\"warning\"")
        .contains("Every request started on schedule", "The run log has no health records of the load generator.");
  }

  @Test
  void withAssertionsShowsEachWithItsVerdictAndWritesJUnitXmlBeside() throws IOException {
    Path log = writeRun("Checkout", "home", SCRIPT, true);
    List<AssertionSpec> assertions = List.of(
        new AssertionSpec(new AssertionScope.Global(),
            new AssertionMetric.Requests(AssertionMetric.Outcome.FAILED, AssertionMetric.Measure.COUNT),
            AssertionCondition.of(AssertionCondition.Comparison.LT, 10)),
        new AssertionSpec(new AssertionScope.Details(SCRIPT),
            AssertionMetric.Throughput.PEAK, AssertionCondition.of(AssertionCondition.Comparison.GT, 0)));

    ReportGenerator.Result result = ReportGenerator.generate(log, runDir, assertions);

    assertThat(result.passed()).isFalse();
    assertThat(result.index()).isEqualTo(runDir.resolve("index.html"));
    assertThat(result.junitXml()).isEqualTo(runDir.resolve("junit.xml")).content()
        .contains("<testsuite name=\"Checkout\" tests=\"3\" failures=\"1\"");
    assertThat(result.assertions()).extracting(AssertionResult::passed).containsExactly(true, false);
    String html = Files.readString(result.index(), StandardCharsets.UTF_8);
    assertThat(html)
        .contains("<h2 id=\"assertions-heading\">Assertions</h2>")
        .contains("<tr class=\"pass\"><td class=\"verdict\">PASS</td><th scope=\"row\">global: count of failed requests &lt; 10</th><td>3</td><td>&lt; 10</td></tr>")
        .contains("<tr class=\"fail\"><td class=\"verdict\">FAIL</td><th scope=\"row\">" + ESCAPED_SCRIPT + ": peak requests per second &gt; 0 req/s</th>")
        .doesNotContain(SCRIPT);
  }

  @Test
  void withoutAssertionsThePageHasNoAssertionsSection() throws IOException {
    String html = Files.readString(ReportGenerator.generate(writeRun("Checkout", "home", "status 500", true), runDir));

    assertThat(html).doesNotContain("assertions-heading");
  }

  @Test
  void aLogWithoutEndStillRendersAndSaysTheRunWasCutOff() throws IOException {
    Path log = writeRun("Killed", "home", "status 500", false);

    String html = Files.readString(ReportGenerator.generate(log, runDir.resolve("report")));

    assertThat(html)
        .contains("<strong>Cut off</strong>", "the run was cut off")
        .doesNotContain("End reason")
        .contains("<dt>Requests</dt><dd>86</dd>")
        .contains("<dt>Duration</dt><dd>4.0 s</dd>");
  }

  @Test
  void aTruncatedLastLineIsDroppedAndTheReportSaysIncomplete() throws IOException {
    Path log = writeRun("Killed mid-write", "home", "status 500", false);
    try (RunLogWriter writer = RunLogWriter.create(runDir.resolve("donor.log"), START, "donor")) {
      writer.requests(4, "home", Status.OK, repeated(500, 1_000));
    }
    String donor = Files.readAllLines(runDir.resolve("donor.log")).get(2);
    // The writer died half-way through the line of second 4: no newline, half the histogram.
    Files.writeString(log, donor.substring(0, donor.length() / 2),
        StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND);

    String html = Files.readString(ReportGenerator.generate(log, runDir));

    assertThat(html)
        .contains("<strong>Cut off</strong>", "the run was cut off")
        .contains("<dt>Requests</dt><dd>86</dd>");
  }

  @Test
  void namesAndMessagesFromTheLogAreEscapedAsText() throws IOException {
    Path log = writeRun("Sim " + SCRIPT, "req " + SCRIPT, "boom " + SCRIPT + " & \"quoted\"", true);

    String html = withoutBreaks(Files.readString(ReportGenerator.generate(log, runDir)));
    String json = Files.readString(runDir.resolve(ReportGenerator.STATS_FILE));
    String markdown = Files.readString(runDir.resolve(ReportGenerator.SUMMARY_FILE));

    assertThat(json).doesNotContain("<", ">", "&")
        .contains("\"simulation\" : \"Sim \\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E\"")
        .contains("\"message\" : \"boom \\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E \\u0026 \\\"quoted\\\"\"");
    // Every < is backslash-escaped, which CommonMark renders as a literal character.
    assertThat(markdown).doesNotContainPattern("(?<!\\\\)<")
        .contains("### Load test: Sim \\<script>alert(1)\\</script>: Completed, no assertions")
        .contains("| req \\<script>alert(1)\\</script> | – | 85 |")
        .contains("| boom \\<script>alert(1)\\</script> & \"quoted\" | req ");

    assertThat(html)
        .doesNotContain("<script")
        .contains("<h1>Sim " + ESCAPED_SCRIPT + "</h1>")
        .contains("<a href=\"#request-1\">req " + ESCAPED_SCRIPT + "</a>")
        .contains("<h3 id=\"request-1-heading\">req " + ESCAPED_SCRIPT + "</h3>")
        .contains("boom " + ESCAPED_SCRIPT + " &amp; &quot;quoted&quot;");
  }

  @Test
  void scenarioErrorsAreShownApartFromRequestErrorsEscapedAndInStatsJson() throws IOException {
    Path log = runDir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Crashes")) {
      writer.users(0, 2, 2, 0);
      writer.requests(0, "home", Status.OK, repeated(4, 2_000));
      writer.userErrors(0, "shop", "checkout / exec #1", "java.lang.IllegalStateException", 2, "no basket " + SCRIPT);
      writer.userErrors(1, "shop", "checkout / exec #1", "java.lang.IllegalStateException", 3, "no basket " + SCRIPT);
      writer.userErrors(1, "shop", "exec #2", "java.lang.NullPointerException", 1, "");
      writer.users(1, 0, 0, 2);
      writer.end(START + 2_000, "completed");
    }

    String html = Files.readString(ReportGenerator.generate(log, runDir));
    String json = Files.readString(runDir.resolve(ReportGenerator.STATS_FILE));

    assertThat(html).doesNotContain("<script")
        .contains("<p class=\"note\">No errors were logged.</p>")
        .contains("<h3>Scenario errors</h3>")
        .contains("<tr><td class=\"message\">no basket " + ESCAPED_SCRIPT + "</td><td class=\"name\">shop</td>"
            + "<td class=\"name\">checkout / exec #1</td><td class=\"kind\">java.lang.IllegalStateException</td>"
            + "<td>5</td></tr>")
        .contains("<td class=\"name\">exec #2</td><td class=\"kind\">java.lang.NullPointerException</td><td>1</td>");
    assertThat(json).doesNotContain("<")
        .contains("\"scenario\" : \"shop\",\n      \"step\" : \"checkout / exec #1\",\n"
            + "      \"exception\" : \"java.lang.IllegalStateException\",\n"
            + "      \"message\" : \"no basket \\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E\",\n      \"count\" : 5")
        .contains("\"totals\" : {\n    \"count\" : 4,");
    assertThat(runDir.resolve(ReportGenerator.SUMMARY_FILE)).content()
        .contains("| shop: no basket \\<script>alert(1)\\</script> | checkout / exec #1"
            + " | java.lang.IllegalStateException | 5 |")
        .contains("| shop: – | exec #2 | java.lang.NullPointerException | 1 |");
  }

  @Test
  void aRunLogWrittenBeforeScenarioErrorsHasNone() throws IOException {
    Path log = writeRun("Checkout", "home", "status 500", true);

    String html = Files.readString(ReportGenerator.generate(log, runDir));

    assertThat(html).doesNotContain("Scenario errors");
    assertThat(Files.readString(runDir.resolve(ReportGenerator.STATS_FILE))).contains("\"scenarioErrors\" : [ ]");
  }

  @Test
  void theDescriptionAndInjectionProfilesAreShownEscapedAsText() throws IOException {
    Path log = runDir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Described")) {
      writer.plan("peak " + SCRIPT);
      writer.population("browse " + SCRIPT, "10 users at once (open model)");
      writer.throttle("reach 5 req/s in 1 s & " + SCRIPT);
      writer.requests(0, "home", Status.OK, repeated(3, 3_000));
      writer.end(START + 1_000, "completed");
    }

    String html = Files.readString(ReportGenerator.generate(log, runDir));
    String json = Files.readString(runDir.resolve(ReportGenerator.STATS_FILE));

    assertThat(html).doesNotContain("<script")
        .contains("<p class=\"description\">peak " + ESCAPED_SCRIPT + "</p>")
        .contains("<li>browse " + ESCAPED_SCRIPT + ": 10 users at once (open model)</li>")
        .contains("<li>throttle: reach 5 req/s in 1 s &amp; " + ESCAPED_SCRIPT + "</li>");
    assertThat(json).doesNotContain("<", ">", "&")
        .contains("\"description\" : \"peak \\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E\"");
  }

  @Test
  void aLogWithoutPlanRecordsShowsNoDescriptionNorProfiles() throws IOException {
    Path log = writeRun("Older", "home", "boom", true);

    String html = Files.readString(ReportGenerator.generate(log, runDir));

    assertThat(html).doesNotContain("class=\"description\"", "class=\"injection\"");
  }

  @Test
  void thePageNeedsNothingButItsStylesheet() throws IOException {
    Path log = writeRun("Offline", "home", "status 500", true);

    String html = Files.readString(ReportGenerator.generate(log, runDir));

    PageChecks.assertOffline(html, "$^");
    String css = Files.readString(runDir.resolve("report.css"));
    assertThat(css).doesNotContain("@import", "url(", "http://", "https://");
  }

  @Test
  void assertionsOnShardsHoldForTheMergedRunNotShardByShard() throws IOException {
    List<Path> shards = new ArrayList<>();
    for (int k = 0; k < 2; k++) {
      Path log = Files.createDirectories(runDir.resolve("shard-" + k)).resolve(RunLogFormat.FILE_NAME);
      try (RunLogWriter writer = RunLogWriter.create(log, START, "Sharded")) {
        writer.shard(k, 2);
        writer.requests(0, "home", Status.OK, repeated(60, 3_000));
        writer.end(START + 1_000, "completed");
      }
      shards.add(log);
    }
    List<AssertionSpec> assertions = List.of(new AssertionSpec(new AssertionScope.Global(),
        new AssertionMetric.Requests(AssertionMetric.Outcome.SUCCESSFUL, AssertionMetric.Measure.COUNT),
        AssertionCondition.of(AssertionCondition.Comparison.GTE, 100)));

    ReportGenerator.Result merged = ReportGenerator.generate(shards, runDir, assertions);

    assertThat(merged.passed()).isTrue();
    assertThat(merged.assertions()).extracting(AssertionResult::message).containsExactly("actual 120, expected >= 100");
    assertThat(merged.junitXml()).content().contains("<testsuite name=\"Sharded\" tests=\"2\" failures=\"0\"");
    assertThat(ReportGenerator.generate(shards.get(0), runDir.resolve("shard-0"), assertions).passed()).isFalse();
  }

  @Test
  void aFileThatIsNotARunLogIsRejectedWithItsName() throws IOException {
    Path notALog = Files.writeString(runDir.resolve("notes.txt"), "hello\n");

    assertThatThrownBy(() -> ReportGenerator.generate(notALog, runDir))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("notes.txt is not a Throng run log");
    assertThat(runDir.resolve("index.html")).doesNotExist();
  }

  /** Four seconds: 10, 15, 40 (peak, 2 KO) and 21 requests, 3 KO in all; ends at 4 s if completed. */
  @Test
  void aProtocolFromTheLogIsEscapedAsText() throws IOException {
    Path log = runDir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Protocols")) {
      writer.requests(0, "r", Status.OK, repeated(3, 1_000));
      writer.protocols(0, "r", SCRIPT, 3);
      writer.end(START + 1_000, "completed");
    }

    String html = withoutBreaks(Files.readString(ReportGenerator.generate(log, runDir)));

    assertThat(html).doesNotContain(SCRIPT).contains(">r</a></th><td>" + ESCAPED_SCRIPT + "</td><td>3</td>");
    assertThat(runDir.resolve(ReportGenerator.STATS_FILE)).content().doesNotContain("<")
        .containsPattern("\"protocols\" : \\{\\s*\"\\\\u003Cscript\\\\u003Ealert\\(1\\)\\\\u003C/script\\\\u003E\" : 3");
    assertThat(runDir.resolve(ReportGenerator.SUMMARY_FILE)).content()
        .contains("| r | \\<script>alert(1)\\</script> | 3 |");
  }

  private Path writeRun(String simulation, String request, String message, boolean completed)
      throws IOException {
    Path log = runDir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, simulation)) {
      writer.users(0, 5, 5, 0);
      writer.requests(0, request, Status.OK, repeated(10, 3_000));
      writer.requests(1, request, Status.OK, repeated(14, 4_000));
      writer.requests(1, "login", Status.KO, repeated(1, 50_000));
      writer.errors(1, "login", "CONNECT", 1, "connection refused");
      writer.requests(2, request, Status.OK, repeated(38, 5_000));
      writer.requests(2, request, Status.KO, repeated(2, 900_000));
      writer.errors(2, request, "STATUS", 2, message);
      writer.requests(3, request, Status.OK, repeated(21, 4_500));
      writer.users(3, 0, 0, 5);
      writer.flush();
      if (completed) {
        writer.end(START + 4_000, "completed");
      }
    }
    return log;
  }

  @Test
  void aMergedReportShowsEachInjectorAndOneLogDoesNot() throws IOException {
    Path a = RunLogFixture.shardRun(runDir.resolve("a.log"), 0, 2, SCRIPT, 0, 30, false);
    Path b = RunLogFixture.shardRun(runDir.resolve("b.log"), 1, 2, "throng-run-1-xyz", 0, 20, true);

    String merged = Files.readString(ReportGenerator.generate(List.of(a, b), runDir.resolve("merged")));
    String single = Files.readString(ReportGenerator.generate(a, runDir.resolve("single")));

    assertThat(merged).doesNotContain(SCRIPT).containsSubsequence(
        "<p class=\"status status-invalid\" role=\"alert\"><strong>Invalid run</strong> · the load generator was"
            + " saturated in 5 of 10 seconds, 5 in a row",
        "<a href=\"#injectors-heading\">Injectors</a>",
        "<h2 id=\"injectors-heading\">Injectors</h2>",
        "<p class=\"warning\" role=\"alert\"><strong>Invalid injector: shard 1/2 on throng-run-1-xyz: the load"
            + " generator was saturated in 5 of 10 seconds, 5 in a row",
        "<th scope=\"row\">shard 0/2</th><td class=\"name\">" + ESCAPED_SCRIPT + "</td><td>305</td><td>300</td><td>5</td>",
        "<tr class=\"invalid\"><th scope=\"row\">shard 1/2 <span class=\"tag tag-warn\">invalid</span></th>",
        "<h3>Requests per second of each injector</h3>",
        "<title id=\"injectors-throughput-title\">Requests per second of each injector</title>");
    assertThat(single).doesNotContain("injectors-heading", "Requests per second of each injector");
  }

  /** {@code html} without the {@code <wbr>} that let names wrap after their separators. */
  private static String withoutBreaks(String html) {
    return html.replace("<wbr>", "");
  }
}
