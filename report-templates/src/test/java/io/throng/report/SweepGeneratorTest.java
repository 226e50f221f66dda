package io.throng.report;

import static io.throng.report.PageChecks.ESCAPED_SCRIPT;
import static io.throng.report.PageChecks.SCRIPT;
import static io.throng.report.RunLogFixture.START;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.engine.runlog.RunLogFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SweepGeneratorTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir Path work;

  @Test
  void eachLevelGetsItsOwnReportAndTheSweepStatesTheHighestLevelThatHeld() throws IOException {
    List<SweepLevel> levels = List.of(
        level("100 threads", 5, 10_000, 0),
        level("500 threads", 20, 80_000, 1),
        level("1500 threads", 40, 150_000, 5),
        level("3000 threads", 20, 900_000, 60));
    Path out = work.resolve("sweep");

    Path page = SweepGenerator.generate(levels, SweepLimit.none().maxErrorPercent(5), out);

    for (SweepLevel level : levels) {
      assertThat(level.runFolder().resolve("index.html")).as("the report of " + level.label()).isRegularFile();
    }
    String html = Files.readString(page);
    // 5, 10, ... 50 requests in 10 s: 275 requests; 1500 threads has 5 KOs in each of seconds 5-9:
    // 25 of 2,225 (1.12 %); 3000 threads 300 of 1,400 (21.43 %).
    assertThat(html)
        .contains("<strong>Highest level that held: 1500 threads. First level over the limit: 3000 threads.</strong> · Limit: error ≤ 5.00 %")
        .contains("<tr class=\"held\"><th scope=\"row\"><a href=\"../100-threads/index.html\">100 threads</a></th><td class=\"name\">–</td><td>275</td><td>0.00 %</td>")
        .contains("<a href=\"../1500-threads/index.html\">1500 threads</a></th><td class=\"name\">–</td><td>2,225</td><td>1.12 %</td>")
        .contains("<tr class=\"broken\"><th scope=\"row\"><a href=\"../3000-threads/index.html\">3000 threads</a></th><td class=\"name\">–</td><td>1,400</td><td>21.43 %</td>")
        .contains("<td class=\"name\">first over the limit: error 21.43 % &gt; 5.00 %</td>")
        .contains("<title>First level over the limit: 3000 threads</title>")
        .contains("<path class=\"s-limit\"");
    JsonNode json = new ObjectMapper().readTree(out.resolve(SweepGenerator.JSON_FILE).toFile());
    assertThat(json.get("highestHeld").asText()).isEqualTo("1500 threads");
    assertThat(json.get("firstBroken").asText()).isEqualTo("3000 threads");
    assertThat(json.at("/limit/maxErrorPercent").asDouble()).isEqualTo(5.0);
    assertThat(json.at("/limit/maxP99Ms").isNull()).isTrue();
    assertThat(json.at("/levels/3/breaches/0/figure").asText()).isEqualTo("errorPercent");
    assertThat(json.at("/levels/3/breaches/0/value").asDouble()).isEqualTo(21.429);
    assertThat(json.at("/levels/0/totals/count").asLong()).isEqualTo(275);
  }

  @Test
  void eachLevelSaysWhichProtocolsItsRequestsWentOutOnAsTheRunReportDoes() throws IOException {
    Path out = work.resolve("sweep");

    String html = Files.readString(SweepGenerator.generate(List.of(
        level("one", 5, 10_000, 0, s -> "h2"), level("two", 5, 10_000, 0, s -> s == 0 ? "h1" : "h2")),
        SweepLimit.none(), out));

    // 5, 10, ... 50 requests: 275, of which the 5 of the first second went out over h1 in "two".
    assertThat(html).contains("<th scope=\"col\">Level</th><th scope=\"col\">Protocol</th>")
        .contains("one</a></th><td class=\"name\">h2</td><td>275</td>")
        .contains("two</a></th><td class=\"name\">h1 5, h2 270</td><td>275</td>");
    assertThat(Files.readString(out.resolve(SweepGenerator.MARKDOWN_FILE)))
        .contains("| Level | Protocol | Requests |", "|:--|:--|--:|", "| one | h2 | 275 |", "| two | h1 5, h2 270 | 275 |");
    JsonNode json = JSON.readTree(out.resolve(SweepGenerator.JSON_FILE).toFile());
    assertThat(json.at("/levels/0/totals/protocols")).isEqualTo(JSON.readTree("{\"h2\": 275}"));
    assertThat(json.at("/levels/1/totals/protocols")).isEqualTo(JSON.readTree("{\"h1\": 5, \"h2\": 270}"));
  }

  @Test
  void aP99LimitCanBreakALevelWithoutErrors() throws IOException {
    List<SweepLevel> levels = List.of(level("10 users", 5, 100_000, 0), level("20 users", 10, 300_000, 0));

    String html = Files.readString(SweepGenerator.generate(levels, SweepLimit.none().maxP99(Duration.ofSeconds(1)),
        work.resolve("sweep")));

    // One in fifty requests takes ten times the base time: 3 s at 20 users, where over 1 % of
    // requests do; at 10 users fewer than 1 % do, so the p99 is the four-times tier, 400 ms.
    assertThat(html).contains("<strong>Highest level that held: 10 users. First level over the limit: 20 users.</strong>")
        .contains("first over the limit: p99 3,000 ms &gt; 1,000 ms");
  }

  @Test
  void writeSaysHowEachLevelFaredInThePagesWords() throws IOException {
    List<SweepLevel> levels = List.of(level("10 users", 5, 100_000, 0), level("20 users", 10, 100_000, 20));

    SweepGenerator.Result held = SweepGenerator.write(levels.subList(0, 1), SweepLimit.none().maxErrorPercent(5),
        work.resolve("sweep"));
    SweepGenerator.Result broken = SweepGenerator.write(levels, SweepLimit.none().maxErrorPercent(5), work.resolve("sweep"));

    assertThat(held.limitBroken()).isFalse();
    assertThat(held.verdict()).isEqualTo("Highest level that held: 10 users. Every level held.");
    assertThat(held.levelVerdicts()).containsExactly("held");
    // 550 OK requests and 20 KOs in each of seconds 5-9: 100 of 650.
    assertThat(broken.limitBroken()).isTrue();
    assertThat(broken.verdict()).isEqualTo("Highest level that held: 10 users. First level over the limit: 20 users.");
    assertThat(broken.levelVerdicts()).containsExactly("held", "first over the limit: error 15.38 % > 5.00 %");
    assertThat(broken.page()).isEqualTo(work.resolve("sweep").resolve(SweepGenerator.PAGE_FILE));
  }

  @Test
  void aLevelWithinTheLimitOnASaturatedGeneratorDidNotHold() throws IOException {
    // The third level's generator ran at 95 % CPU in seconds 2-6 of its shard log: not a valid run.
    Path saturated = Files.createDirectories(work.resolve("30-users"));
    RunLogFixture.shardRun(saturated.resolve(RunLogFormat.FILE_NAME), 0, 1, "h", 0, 30, true);
    List<SweepLevel> levels = List.of(level("10 users", 5, 100_000, 0), level("20 users", 10, 100_000, 0),
        new SweepLevel("30 users", saturated));

    SweepGenerator.Result result = SweepGenerator.write(levels, SweepLimit.none().maxErrorPercent(5), work.resolve("sweep"));

    assertThat(result.limitBroken()).isTrue();
    assertThat(result.verdict()).isEqualTo("Highest level that held: 20 users. First level that did not hold: 30 users,"
        + " within the limit but not a valid run (its load generator was saturated).");
    assertThat(result.levelVerdicts()).containsExactly("held", "held",
        "first not held; invalid run: the load generator was saturated");
    JsonNode json = new ObjectMapper().readTree(work.resolve("sweep").resolve(SweepGenerator.JSON_FILE).toFile());
    assertThat(json.get("highestHeld").asText()).isEqualTo("20 users");
    assertThat(json.get("firstBroken").asText()).isEqualTo("30 users");
    assertThat(json.get("levels")).extracting(l -> l.get("valid").asBoolean()).containsExactly(true, true, false);
  }

  @Test
  void aFirstLevelThatWasNotValidLeavesNoLevelHeld() throws IOException {
    Path saturated = Files.createDirectories(work.resolve("10-users"));
    RunLogFixture.shardRun(saturated.resolve(RunLogFormat.FILE_NAME), 0, 1, "h", 0, 30, true);

    SweepGenerator.Result result = SweepGenerator.write(List.of(new SweepLevel("10 users", saturated)),
        SweepLimit.none().maxErrorPercent(50), work.resolve("sweep"));

    assertThat(result.verdict()).startsWith("No level held: the first one was not a valid run. First level that did"
        + " not hold: 10 users");
  }

  @Test
  void withoutALimitEveryLevelIsChartedAndNoneJudged() throws IOException {
    String html = Files.readString(SweepGenerator.generate(List.of(level("a", 5, 1_000, 0), level("b", 10, 1_000, 9)),
        work.resolve("sweep")));

    assertThat(html).contains("No limit given: every level is charted, none is judged.")
        .doesNotContain("Highest level", "s-limit", "class=\"peak\"");
  }

  @Test
  void anExistingLevelReportIsKeptAndLabelsAreEscaped() throws IOException {
    SweepLevel hostile = level(SCRIPT, 5, 1_000, 0);
    Files.writeString(hostile.runFolder().resolve("index.html"), "kept");

    String html = Files.readString(SweepGenerator.generate(List.of(hostile), work.resolve("sweep")));
    String json = Files.readString(work.resolve("sweep").resolve(SweepGenerator.JSON_FILE));

    assertThat(hostile.runFolder().resolve("index.html")).hasContent("kept");
    assertThat(html).contains(ESCAPED_SCRIPT);
    assertThat(json).doesNotContain("<", ">");
    PageChecks.assertOffline(html, PageChecks.RUN_REPORT_LINK);
  }

  @Test
  void aLevelWithoutARunLogIsNamed() {
    Path missing = work.resolve("missing");

    assertThatThrownBy(() -> SweepGenerator.generate(List.of(new SweepLevel("100 threads", missing)), work.resolve("sweep")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("run folder " + missing + " has no run.log: there is no such folder");
  }

  @Test
  void aLevelNeedsALabel() {
    assertThatThrownBy(() -> new SweepLevel("", work))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("label must not be blank, was ''");
    assertThat(SweepLevel.parse("1000 threads=runs/t1000")).isEqualTo(new SweepLevel("1000 threads", Path.of("runs/t1000")));
  }

  /** A 10-second level whose second {@code s} completes {@code step * (s + 1)} OK requests. */
  private SweepLevel level(String label, int step, long micros, int koPerSecond) throws IOException {
    return level(label, step, micros, koPerSecond, s -> null);
  }

  /** The same level, second {@code s}'s requests gone out on {@code protocol.apply(s)}. */
  private SweepLevel level(String label, int step, long micros, int koPerSecond, IntFunction<String> protocol)
      throws IOException {
    Path folder = work.resolve(label.replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", ""));
    RunLogFixture.rampRun(folder, START, "ThreadGroups", 10, step, micros, koPerSecond, -1, protocol);
    return new SweepLevel(label, folder);
  }
}
