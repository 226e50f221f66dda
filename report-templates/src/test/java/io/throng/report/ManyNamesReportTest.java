package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.report.aggregate.RequestRanking;
import io.throng.report.view.ReportModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.IntStream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Run logs with as many request names as the engine lets a run make ({@code maxRequestNames}:
 * 5,000 by default, 50,000 when raised; a URL with an id in it, named per request), reported in a
 * forked JVM with a small heap ({@link ManyNamesProbe}): the page shows the names with the most
 * requests in full, lists the next ones in a collapsed table, and stays small; stats.json keeps
 * every name. How long it took and how big it is are printed, for a person to compare; only a
 * generous bound is asserted. Each heap is about twice the least that held when measured (48 MB
 * and 192 MB).
 */
class ManyNamesReportTest {

  @TempDir Path work;

  @Test
  void fiveThousandNamesFitA96MegabyteHeap() throws IOException, InterruptedException {
    checkReport(reportInForkedJvm(5_000, "-Xmx96m"), 5_000);
  }

  @Test
  void fiftyThousandNamesFitA384MegabyteHeap() throws IOException, InterruptedException {
    checkReport(reportInForkedJvm(50_000, "-Xmx384m"), 50_000);
  }

  private Path reportInForkedJvm(int names, String heap) throws IOException, InterruptedException {
    List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), heap,
        "-cp", System.getProperty("java.class.path"), ManyNamesProbe.class.getName(), Integer.toString(names),
        work.toString());
    long started = System.nanoTime();
    Process probe = new ProcessBuilder(command).redirectErrorStream(true).start();
    String out = new String(probe.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(probe.waitFor()).as(out).isZero();
    long millis = (System.nanoTime() - started) / 1_000_000;
    Path report = work.resolve("report");
    System.out.printf("%,d names, %s: %s, %,d ms with the log's writing, index.html %,d bytes, stats.json %,d bytes%n",
        names, heap, out.strip(), millis, Files.size(report.resolve(ReportGenerator.INDEX_FILE)),
        Files.size(report.resolve(ReportGenerator.STATS_FILE)));
    assertThat(millis).as("a generous bound: it took seconds when measured").isLessThan(180_000);
    return report;
  }

  /** Checks the page and the stats.json of a {@link ManyNamesProbe} run of {@code names} names. */
  private static void checkReport(Path report, int names) throws IOException {
    Path page = report.resolve(ReportGenerator.INDEX_FILE);
    assertThat(Files.size(page)).as("index.html bytes").isLessThan(10_000_000);
    Document html = Jsoup.parse(page.toFile());
    Element shown = html.select("table.statistics").first();
    assertThat(shown.select("tbody tr")).hasSize(ReportModel.MAX_REQUESTS_SHOWN);
    assertThat(shown.select("tbody tr th").first().text()).isEqualTo("GET /items/0");
    assertThat(html.select("section > details.request")).as("a detail section per name shown")
        .hasSize(ReportModel.MAX_REQUESTS_SHOWN);
    assertThat(html.select("details.more-names tbody tr")).hasSize(ReportModel.MAX_REQUESTS_LISTED);
    assertThat(html.select("details.more-names").attr("open")).isEmpty();
    // Every name past those shown and listed was requested once a run.
    int unlisted = names - ReportModel.MAX_REQUESTS_SHOWN - ReportModel.MAX_REQUESTS_LISTED;
    assertThat(html.select("p.more").text()).startsWith(String.format(Locale.ROOT,
        "%,d more request names, with %,d requests in all, are only in stats.json", unlisted, unlisted));
    Path stats = report.resolve(ReportGenerator.STATS_FILE);
    // Before, 1.8 KB a name (89 MB for 50,000) with every name's seconds, then about 770 bytes a
    // name past those ranked first, as objects on one line each (39 MB).
    assertThat(Files.size(stats)).as("stats.json bytes").isLessThan(names * 130L + 2_000_000);
    Set<String> expected = new HashSet<>();
    IntStream.range(0, names).forEach(name -> expected.add("GET /items/" + name));
    Set<String> inFull = new HashSet<>();
    assertThat(requestNames(stats, inFull)).isEqualTo(expected);
    // The names ranked first are in full: names 0-99, requested 50 times a second, among them.
    assertThat(inFull).hasSize(RequestRanking.SHOWN + RequestRanking.LISTED)
        .contains("GET /items/0", "GET /items/99");
  }

  /**
   * Every request name of stats.json, read as a stream (the file is large): those of {@code requests},
   * in full with their {@code seconds} and also added to {@code inFull}, and those of the rows of
   * {@code moreRequests}, found by the {@code name} column. Each name must be there once.
   */
  private static Set<String> requestNames(Path stats, Set<String> inFull) throws IOException {
    Set<String> names = new HashSet<>();
    ObjectMapper mapper = new ObjectMapper();
    try (JsonParser json = new JsonFactory().createParser(stats.toFile())) {
      json.nextToken();
      while (json.nextToken() == JsonToken.FIELD_NAME) {
        String field = json.currentName();
        json.nextToken();
        if (field.equals("requests")) {
          while (json.nextToken() == JsonToken.START_OBJECT) {
            JsonNode request = mapper.readTree(json);
            String name = request.get("name").asText();
            assertThat(names.add(name)).as("listed once: " + name).isTrue();
            assertThat(request.get("seconds")).as("the seconds of " + name).isNotEmpty();
            inFull.add(name);
          }
        } else if (field.equals("moreRequests")) {
          JsonNode more = mapper.readTree(json);
          List<String> columns = new ArrayList<>();
          more.get("columns").forEach(c -> columns.add(c.asText()));
          int column = columns.indexOf("name");
          for (JsonNode row : more.get("rows")) {
            assertThat(row).hasSameSizeAs(more.get("columns"));
            String name = row.get(column).asText();
            assertThat(names.add(name)).as("listed once: " + name).isTrue();
          }
        } else {
          json.skipChildren();
        }
      }
    }
    return names;
  }
}
