package io.throng.report;

import static io.throng.report.PageChecks.ESCAPED_SCRIPT;
import static io.throng.report.PageChecks.SCRIPT;
import static io.throng.report.RunLogFixture.START;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ComparisonGeneratorTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path work;

  @Test
  void threeRealRunsGiveSeed003sTableWithGroupsSpreadAndDeltas() throws IOException {
    // Labelled by their label.txt, as a script running repeats would leave them.
    Path a1 = run("rampup-1", "apache#1", 10, 2_000, 0);
    Path a2 = run("rampup-2", "apache#2", 12, 2_000, 0);
    Path n1 = run("rampup-3", "nginx", 10, 3_000, 5);

    Path page = ComparisonGenerator.generate(List.of(a1, a2, n1), work.resolve("out"));

    assertThat(page).isEqualTo(work.resolve("out").resolve("comparison.html"));
    assertThat(work.resolve("out").resolve("report.css")).isRegularFile();
    String html = Files.readString(page);
    // 10, 20, ... 120 requests in 12 s: 780 requests, 65/s, peak 120; with step 12: 936, 78/s, 144.
    assertThat(html)
        .contains("<th scope=\"row\">apache#1</th><td class=\"name\">apache</td><td class=\"name\">–</td><td>65.0/s</td><td>120</td><td>780</td><td>0</td><td>0.00 %</td>")
        .contains("<th scope=\"row\">apache#2</th><td class=\"name\">apache</td><td class=\"name\">–</td><td>78.0/s</td><td>144</td><td>936</td><td>0</td>")
        // nginx: 5 KOs in each of seconds 6 to 11.
        .contains("<th scope=\"row\">nginx</th><td class=\"name\">nginx</td><td class=\"name\">–</td><td>67.5/s</td><td>125</td><td>810</td><td>30</td><td>3.70 %</td>")
        .contains("<th scope=\"row\">apache</th><td>2</td><td>71.5/s<span class=\"spread\">± 9.19/s</span><span class=\"spread\">65.0/s – 78.0/s</span></td>")
        .contains("<span class=\"delta worse\">+30</span>", "<span class=\"delta worse\">+3.70 pp</span>")
        .contains("<path class=\"s-line s-c0\"", "<path class=\"s-line s-c0 s-d1\"", "<path class=\"s-line s-c1\"")
        .contains("<span class=\"key s-line s-c1\">nginx</span>");
    JsonNode json = new ObjectMapper().readTree(work.resolve("out").resolve(ComparisonGenerator.JSON_FILE).toFile());
    assertThat(json.get("baseline").asText()).isEqualTo("apache");
    assertThat(json.get("runs")).hasSize(3);
    assertThat(json.at("/runs/2/totals/ko").asLong()).isEqualTo(30);
    assertThat(json.at("/groups/0/figures/requests/mean").asDouble()).isEqualTo(858);
    assertThat(json.at("/groups/0/figures/requests/stdDev").asDouble()).isEqualTo(110.309);
    assertThat(json.at("/groups/1/vsBaseline/errors/difference").asDouble()).isEqualTo(30);
    assertThat(json.at("/groups/1/vsBaseline/errors/percent").isNull()).isTrue();
    // p95 of each run is the 4x tail: 8 ms for apache, 12 ms for nginx: +50 % within the
    // histograms' three significant digits (8.003 and 12.007 ms).
    assertThat(json.at("/groups/1/vsBaseline/p95Ms/percent").asDouble()).isCloseTo(50.0, within(0.05));
  }

  @Test
  void eachRunSaysWhichProtocolsItsRequestsWentOutOnAsTheRunReportDoes() throws IOException {
    Path h2 = work.resolve("h2");
    RunLogFixture.rampRun(h2, START, "RampUp", 12, 10, 2_000, 0, -1, s -> "h2");
    Path mixed = work.resolve("mixed");
    RunLogFixture.rampRun(mixed, START, "RampUp", 12, 10, 2_000, 0, -1, s -> s == 0 ? "h1" : "h2");
    Path older = run("older", "older", 10, 2_000, 0);
    Path out = work.resolve("out");

    String html = Files.readString(ComparisonGenerator.generateLabelled(List.of(
        new ComparedRun("h2", h2), new ComparedRun("mixed", mixed), new ComparedRun("older", older)), out));

    // 10, 20, ... 120 requests: 780, of which the 10 of the first second went out over h1 in "mixed";
    // the older log records no protocol.
    assertThat(html).contains("<th scope=\"col\">Group</th><th scope=\"col\">Protocol</th>")
        .contains("<td class=\"name\">h2</td><td class=\"name\">h2</td><td>65.0/s</td>")
        .contains("<td class=\"name\">mixed</td><td class=\"name\">h1 10, h2 770</td><td>65.0/s</td>")
        .contains("<td class=\"name\">older</td><td class=\"name\">–</td><td>65.0/s</td>");
    assertThat(Files.readString(out.resolve(ComparisonGenerator.MARKDOWN_FILE)))
        .contains("| Run | Group | Protocol | Mean TPS |", "|:--|:--|:--|--:|", "| h2 | h2 | h2 | 65.0/s |",
            "| mixed | mixed | h1 10, h2 770 | 65.0/s |", "| older | older | – | 65.0/s |");
    JsonNode json = JSON.readTree(out.resolve(ComparisonGenerator.JSON_FILE).toFile());
    assertThat(json.at("/runs/0/totals/protocols")).isEqualTo(JSON.readTree("{\"h2\": 780}"));
    assertThat(json.at("/runs/1/totals/protocols")).isEqualTo(JSON.readTree("{\"h1\": 10, \"h2\": 770}"));
    assertThat(json.at("/runs/2/totals/protocols")).isEqualTo(JSON.readTree("{}"));
  }

  @Test
  void aRunOnASaturatedGeneratorIsFlaggedInvalid() throws IOException {
    Path quiet = run("quiet", "quiet", 10, 2_000, 0);
    Path busy = work.resolve("busy");
    RunLogFixture.rampRun(busy, START, "RampUp", 12, 10, 2_000, 0, 95);

    String html = Files.readString(ComparisonGenerator.generate(List.of(quiet, busy), work.resolve("out")));

    assertThat(html).contains("<td class=\"name\">Completed</td><td class=\"name\">quiet</td>")
        .contains("<td class=\"name\">Completed · invalid run: the load generator was saturated</td>"
            + "<td class=\"name\">busy</td>");
  }

  @Test
  void labelsAndNamesFromTheRunsAreEscapedAsText() throws IOException {
    Path hostile = work.resolve("hostile");
    RunLogFixture.rampRun(hostile, START, "Sim " + SCRIPT, 3, 5, 1_000, 1, -1, s -> SCRIPT);
    Path other = run("other", "other", 5, 1_000, 0);

    ComparisonGenerator.generateLabelled(
        List.of(new ComparedRun(SCRIPT + " & \"x\"#1", hostile), new ComparedRun("other", other)), work.resolve("out"));

    String html = Files.readString(work.resolve("out").resolve(ComparisonGenerator.PAGE_FILE));
    String json = Files.readString(work.resolve("out").resolve(ComparisonGenerator.JSON_FILE));
    assertThat(html).doesNotContain("<script")
        .contains("<th scope=\"row\">" + ESCAPED_SCRIPT + " &amp; &quot;x&quot;#1</th>")
        .contains("Sim " + ESCAPED_SCRIPT)
        .contains("<td class=\"name\">" + ESCAPED_SCRIPT + "</td>")
        .contains("<span class=\"key s-line s-c0\">" + ESCAPED_SCRIPT + " &amp; &quot;x&quot;#1</span>");
    assertThat(json).doesNotContain("<", ">", "&")
        .contains("\"label\" : \"\\u003Cscript\\u003Ealert(1)\\u003C/script\\u003E \\u0026 \\\"x\\\"#1\"");
  }

  @Test
  void runsLinkToTheirOwnReportsAndThePageLoadsNothingElse() throws IOException {
    Path withReport = run("run #1 with report", "a", 5, 1_000, 0);
    ReportGenerator.generate(withReport.resolve("run.log"), withReport);
    Path without = run("without", "b", 5, 1_000, 0);

    String html = Files.readString(ComparisonGenerator.generate(List.of(withReport, without), work.resolve("out")));

    assertThat(html).contains("<a href=\"../run%20%231%20with%20report/index.html\">a</a>")
        .contains("<th scope=\"row\">b</th>");
    PageChecks.assertOffline(html, PageChecks.RUN_REPORT_LINK);
  }

  @Test
  void aFolderWithoutARunLogIsNamedAndNothingIsWritten() throws IOException {
    Path good = run("good", "good", 5, 1_000, 0);
    Path empty = Files.createDirectories(work.resolve("empty"));

    assertThatThrownBy(() -> ComparisonGenerator.generate(List.of(good, empty), work.resolve("out")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("run folder " + empty + " has no run.log");
    assertThatThrownBy(() -> ComparisonGenerator.generate(List.of(work.resolve("missing")), work.resolve("out")))
        .hasMessage("run folder " + work.resolve("missing") + " has no run.log: there is no such folder");
    assertThat(work.resolve("out")).doesNotExist();
  }

  /** A 12-second ramp-up in {@code work/name}, labelled {@code label} by its label file. */
  private Path run(String name, String label, int step, long micros, int koPerSecond) throws IOException {
    Path folder = work.resolve(name);
    RunLogFixture.rampRun(folder, START, "RampUp", 12, step, micros, koPerSecond);
    Files.writeString(folder.resolve(ComparedRun.LABEL_FILE), label + "\n");
    return folder;
  }
}
