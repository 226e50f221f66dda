package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogFormat;
import io.throng.report.aggregate.RangeCounts;
import io.throng.report.aggregate.ResponseTimeRanges;
import io.throng.report.aggregate.RunLogAggregator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The values a reader gets by resting the pointer on a chart: SVG {@code <title>} elements on
 * hover bands (one per second of a short run) and on each band of the response-time ranges bar,
 * read back from the written page of {@link RunLogFixture#scenarioRun}.
 */
class ChartTitlesTest {

  @TempDir static Path work;

  private static Path log;
  private static Document page;

  @BeforeAll
  static void writeTheReport() throws IOException {
    log = RunLogFixture.scenarioRun(work.resolve(RunLogFormat.FILE_NAME));
    page = Jsoup.parse(ReportGenerator.generate(log, Files.createDirectories(work.resolve("report"))).toFile());
  }

  @Test
  void eachSecondOfThroughputHasItsCountsAsATitle() {
    List<String> titles = hoverTitles("run-throughput");

    assertThat(titles).hasSize(20)
        .startsWith("+0 s · 22 requests (22 OK, 0 KO)")
        .contains("+5 s · 45 requests (44 OK, 1 KO)", "+12 s · 25 requests (22 OK, 3 KO)");
  }

  @Test
  void usersPercentilesAndEveryRequestsChartsHaveTitlesToo() {
    assertThat(hoverTitles("run-users")).hasSize(20)
        .startsWith("+0 s · 2 active at most, 2 started, 0 finished")
        .contains("+9 s · 16 active at most, 2 started, 2 finished", "+19 s · 0 active at most, 0 started, 0 finished");
    assertThat(hoverTitles("run-users-1")).as("scenario shopper's users").hasSize(20)
        .contains("+9 s · 8 active at most, 1 started, 1 finished");
    assertThat(hoverTitles("run-users-2")).as("scenario browser's users").hasSize(20);
    assertThat(hoverTitles("run-percentiles")).hasSize(20)
        .allSatisfy(title -> assertThat(title).matches("\\+\\d+ s · p50 [\\d,.]+, p95 [\\d,.]+, p99 [\\d,.]+, "
            + "max [\\d,.]+ ms \\(\\d+ requests\\)"));
    for (int request = 1; request <= 11; request++) {
      assertThat(hoverTitles("request-" + request + "-throughput")).as("request %d", request).hasSize(20);
    }
  }

  @Test
  void theRangesBarTitlesEachBandWithItsCountAndShare() {
    assertThat(page.select("svg.ranges-bar").first().select("rect > title")).extracting(Element::text)
        .containsExactly("OK, under 800 ms: 472 (70.87 %)", "OK, 800 ms to 1,200 ms: 118 (17.72 %)",
            "OK, 1,200 ms or more: 59 (8.86 %)", "KO: 17 (2.55 %)");
  }

  @Test
  void rangesTakeTheBoundsGivenAndATimeOfExactlyABoundCountsAboveIt() throws IOException {
    RangeCounts ranges = RunLogAggregator.aggregate(List.of(log),
        ResponseTimeRanges.of(Duration.ofMillis(100), Duration.ofSeconds(1), Duration.ofSeconds(2))).total().ranges();

    // GET /payments/status takes exactly 1,000 ms in second 0 (then 1 ms more each second): all 1 s or more.
    assertThat(ranges.ok()).containsExactly(4 * 59L, 5 * 59L, 2 * 59L, 0L);
    assertThat(ranges.ko()).isEqualTo(17);
  }

  /** The hover titles of the chart whose SVG title has the id {@code chartId + "-title"}, in order. */
  private static List<String> hoverTitles(String chartId) {
    Element svg = page.getElementById(chartId + "-title").parent();
    return svg.select("rect.hover > title").eachText();
  }
}
