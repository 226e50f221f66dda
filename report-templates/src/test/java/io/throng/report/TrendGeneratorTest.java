package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.report.history.HistoryFile;
import io.throng.report.history.HistoryRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrendGeneratorTest {

  @TempDir Path dir;

  @Test
  void aSlowdownIsMarkedAtItsFirstRunOnAnInertPageThatEscapesNames() throws IOException {
    Path file = dir.resolve("Smoke.csv");
    for (int i = 0; i < 10; i++) {
      // p50 60 ms, then 90 ms from the sixth run on, with a little noise; throughput steady.
      double p50 = (i < 5 ? 60_000 : 90_000) + (i % 3) * 500;
      HistoryFile.append(file, row(i, p50, 30 + (i % 2) * 0.1));
    }

    TrendGenerator.Result trend = TrendGenerator.generate(file, dir.resolve("trend"));

    assertThat(trend.page()).isEqualTo(dir.resolve("trend").resolve(TrendGenerator.PAGE_FILE));
    assertThat(dir.resolve("trend/report.css")).isRegularFile();
    assertThat(trend.runs()).isEqualTo(10);
    assertThat(trend.changes()).singleElement().asString()
        .startsWith("CHANGE request " + PageChecks.SCRIPT + " p50 at run 6 (smoke-6, v6): 60.400 ms -> 90.500 ms"
            + " (+49.8 %), worse; p = ");
    assertThat(trend.summary()).isEqualTo("10 run(s), oldest first. 1 change point(s), 1 to a worse level.");
    String html = Files.readString(trend.page());
    PageChecks.assertOffline(html, "$^");
    assertThat(html)
        .doesNotContain(PageChecks.SCRIPT)
        .contains("<h2 id=\"scope-0\">request " + PageChecks.ESCAPED_SCRIPT + "</h2>")
        .contains("<path class=\"s-change\"")
        .contains("<tr class=\"broken\"><th scope=\"row\">request " + PageChecks.ESCAPED_SCRIPT
            + "</th><td class=\"name\">p50</td><td class=\"name\">run 6 (smoke-6, v6)</td><td>60.400 ms -&gt; 90.500 ms"
            + " (+49.8 %)</td><td class=\"name\">worse</td>")
        .contains("No change point: the runs vary no more than their order at random would.")
        .contains("<title>run 6 · 2026-12-03 10:05:00.000 · smoke-6 · v6 · p50 91.000 ms</title>");
  }

  @Test
  void tooFewRunsAreDrawnAndSaidSo() throws IOException {
    Path file = dir.resolve("Smoke.csv");
    for (int i = 0; i < 3; i++) {
      HistoryFile.append(file, row(i, 60_000, 30));
    }

    TrendGenerator.Result trend = TrendGenerator.generate(file, dir.resolve("trend"));

    assertThat(trend.changes()).isEmpty();
    assertThat(trend.summary()).isEqualTo("3 run(s), oldest first. Too few runs to look for change points: at least 8"
        + " are needed.");
    assertThat(Files.readString(trend.page())).contains("No change points looked for: too few runs to look for"
        + " change points: 3 of at least 8");
  }

  @Test
  void aMissingOrEmptyHistoryIsNamed() throws IOException {
    assertThatThrownBy(() -> TrendGenerator.generate(dir.resolve("none.csv"), dir.resolve("trend")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("none.csv does not exist");
    Path empty = Files.writeString(dir.resolve("empty.csv"), "");
    assertThatThrownBy(() -> TrendGenerator.generate(empty, dir.resolve("trend")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty.csv is empty");
    Path header = Files.writeString(dir.resolve("header.csv"), "time,simulation,run,label,all.p50\n");
    assertThatThrownBy(() -> TrendGenerator.generate(header, dir.resolve("trend")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("header.csv holds no run yet");
    assertThat(dir.resolve("trend")).doesNotExist();
  }

  private static HistoryRow row(int i, double p50Micros, double throughput) {
    Map<String, Double> values = new LinkedHashMap<>();
    values.put("request " + PageChecks.SCRIPT + ".p50", p50Micros);
    values.put("request " + PageChecks.SCRIPT + ".throughput", throughput);
    return new HistoryRow(Instant.parse("2026-12-03T10:00:00Z").plusSeconds(60L * i), "Smoke", "smoke-" + (i + 1),
        "v" + (i + 1), values);
  }
}
