package io.throng.report;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.report.view.ReportModel;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run log with as many request names as the engine lets a run make ({@code maxRequestNames},
 * 5,000: a URL with an id in it, named per request): the page shows the names with the most
 * requests in full, lists the next ones in a collapsed table, and stays small; stats.json keeps
 * every name. How long it took and how big it is are printed, for a person to compare; only a
 * generous bound is asserted. (50,000 names do not fit the aggregator's memory: it keeps four
 * HdrHistograms of 16 KB or more per name.)
 */
class ManyNamesReportTest {

  private static final int NAMES = 5_000;

  @TempDir Path work;

  @Test
  void fiveThousandNamesMakeAPageUnderTenMegabytesWithEveryNameInStatsJson() throws IOException {
    Path log = work.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "ManyNames")) {
      for (int s = 0; s < 5; s++) {
        writer.users(s, 100, s == 0 ? 100 : 0, s == 4 ? 100 : 0);
        for (int name = s; name < NAMES; name += 5) {
          // Names below 100 are requested most (50 times), so the top of the page is predictable.
          writer.requests(s, "GET /items/" + name, Status.OK, repeated(name < 100 ? 50 : 1, 1_000 + name % 1_000));
        }
        writer.flush();
      }
      writer.end(START + 5_000, "completed");
    }

    long started = System.nanoTime();
    Path page = ReportGenerator.generate(log, Files.createDirectories(work.resolve("report")));
    long millis = (System.nanoTime() - started) / 1_000_000;
    long bytes = Files.size(page);
    System.out.printf("5,000 names: report written in %,d ms, index.html %,d bytes, stats.json %,d bytes%n",
        millis, bytes, Files.size(page.resolveSibling(ReportGenerator.STATS_FILE)));

    assertThat(bytes).as("index.html bytes").isLessThan(10_000_000);
    assertThat(millis).as("a generous bound: it took seconds when measured").isLessThan(120_000);
    Document html = Jsoup.parse(page.toFile());
    Element shown = html.select("table.statistics").first();
    assertThat(shown.select("tbody tr")).hasSize(ReportModel.MAX_REQUESTS_SHOWN);
    assertThat(shown.select("tbody tr th").first().text()).isEqualTo("GET /items/0");
    assertThat(html.select("section > details.request")).as("a detail section per name shown")
        .hasSize(ReportModel.MAX_REQUESTS_SHOWN);
    assertThat(html.select("details.more-names tbody tr")).hasSize(ReportModel.MAX_REQUESTS_LISTED);
    assertThat(html.select("details.more-names").attr("open")).isEmpty();
    assertThat(html.select("p.more").text()).startsWith(
        "3,950 more request names, with 3,950 requests in all, are only in stats.json");
    JsonNode stats = new ObjectMapper().readTree(page.resolveSibling(ReportGenerator.STATS_FILE).toFile());
    assertThat(stats.get("requests")).hasSize(NAMES);
  }
}
