package io.throng.report.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HistoryFileTest {

  private static final Instant START = Instant.parse("2026-12-03T10:43:58.250Z");

  @TempDir Path dir;

  @Test
  void theHeaderIsWrittenOnceAndEachRunIsOneRowInOtavasLayout() throws IOException {
    Path file = dir.resolve("history/Smoke.csv");
    HistoryFile.append(file, row("smoke-1", "3f2a91c", 61_994, 0.5, 29.4117));
    HistoryFile.append(file, row("smoke-2", "", 80_000, 0, 30));

    assertThat(Files.readString(file)).isEqualTo("""
        time,simulation,run,label,all.p50,all.errorPercent,request hello.throughput
        2026-12-03 10:43:58 +0000,Smoke,smoke-1,3f2a91c,61.994,0.500,29.412
        2026-12-03 10:43:58 +0000,Smoke,smoke-2,,80.000,0.000,30.000
        """);
  }

  @Test
  void whatItWritesItReadsBackNamesWithCommasAndQuotesIncluded() throws IOException {
    Path file = dir.resolve("Smoke.csv");
    Map<String, Double> values = new LinkedHashMap<>();
    values.put("request GET /a,b \"quoted\".p95", 12_500.0);
    values.put("group Check\nout.throughput", 3.25);
    HistoryFile.append(file, new HistoryRow(START, "Smoke", "smoke-1", "v1, \"rc\"", values));

    assertThat(Files.readString(file)).startsWith(
        "time,simulation,run,label,\"request GET /a,b \"\"quoted\"\".p95\",group Check out.throughput\n");
    History history = HistoryFile.read(file);
    assertThat(history.columns()).containsExactly("request GET /a,b \"quoted\".p95", "group Check out.throughput");
    HistoryRow read = history.rows().get(0);
    assertThat(read.label()).isEqualTo("v1, \"rc\"");
    assertThat(read.time()).isEqualTo(Instant.parse("2026-12-03T10:43:58Z"));
    assertThat(read.values()).containsEntry("request GET /a,b \"quoted\".p95", 12_500.0)
        .containsEntry("group Check out.throughput", 3.25);
  }

  @Test
  void aRunWithOtherColumnsIsRefusedSayingWhichAndWhatToDo() throws IOException {
    Path file = dir.resolve("Smoke.csv");
    HistoryFile.append(file, row("smoke-1", "", 1, 0, 1));
    Map<String, Double> other = new LinkedHashMap<>();
    other.put("all.p50", 1.0);
    other.put("all.errorPercent", 0.0);
    other.put("request checkout.throughput", 1.0);
    String before = Files.readString(file);

    assertThatThrownBy(() -> HistoryFile.append(file, new HistoryRow(START, "Smoke", "smoke-2", "", other)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("history " + file + " has other columns than run smoke-2; new in this run: request"
            + " checkout.throughput; missing from this run: request hello.throughput. A history keeps one set of"
            + " columns, as Otava reads one header per file: when the simulation's requests or groups changed, move "
            + file + " aside and start a new one");
    assertThat(Files.readString(file)).isEqualTo(before);
  }

  @Test
  void aRunOfAnotherSimulationIsRefused() throws IOException {
    Path file = dir.resolve("Smoke.csv");
    HistoryFile.append(file, row("smoke-1", "", 1, 0, 1));
    HistoryRow checkout = new HistoryRow(START, "Checkout", "checkout-1", "", row("x", "", 1, 0, 1).values());

    assertThatThrownBy(() -> HistoryFile.append(file, checkout))
        .hasMessageContaining("holds runs of Smoke, but run checkout-1 is of Checkout: give each simulation its own"
            + " file, such as loadtest.history = \"src/test/loadtest/history/{simulation}.csv\"");
  }

  @Test
  void aFileThatIsNoHistoryOrWasCutOffIsRefused() throws IOException {
    Path other = Files.writeString(dir.resolve("other.csv"), "a,b,c\n1,2,3\n");
    assertThatThrownBy(() -> HistoryFile.append(other, row("smoke-1", "", 1, 0, 1)))
        .hasMessageContaining("is no Throng history: its header does not start with time,simulation,run,label");
    assertThatThrownBy(() -> HistoryFile.requireHistoryOrNone(other)).hasMessageContaining("is no Throng history");
    assertThatThrownBy(() -> HistoryFile.requireHistoryOrNone(dir)).hasMessageContaining("is a folder: name a .csv file");
    HistoryFile.requireHistoryOrNone(dir.resolve("missing.csv"));

    Path cut = dir.resolve("cut.csv");
    HistoryFile.append(cut, row("smoke-1", "", 1, 0, 1));
    Files.writeString(cut, Files.readString(cut) + "2026-12-03 10:43:58 +0000,Smoke,smo");
    assertThatThrownBy(() -> HistoryFile.append(cut, row("smoke-2", "", 1, 0, 1)))
        .hasMessageContaining("ends in the middle of a line (a run was cut off while appending): remove its last line");
  }

  @Test
  void aDamagedHistoryIsReadWithTheLineAtFault() throws IOException {
    Path file = dir.resolve("Smoke.csv");
    HistoryFile.append(file, row("smoke-1", "", 1, 0, 1));
    String good = Files.readString(file);

    Files.writeString(file, good + "2026-12-03 10:43:58 +0000,Smoke,smoke-2,,fast,0,1\n");
    assertThatThrownBy(() -> HistoryFile.read(file))
        .hasMessage("history " + file + " line 3: all.p50 is 'fast', no number: fix or remove that line");
    Files.writeString(file, good + "2026-12-03 10:43:58 +0000,Smoke,smoke-2,,1\n");
    assertThatThrownBy(() -> HistoryFile.read(file)).hasMessageContaining("line 3 has 5 fields, its header 7");
    Files.writeString(file, good + "yesterday,Smoke,smoke-2,,1,0,1\n");
    assertThatThrownBy(() -> HistoryFile.read(file)).hasMessageContaining("line 3: time 'yesterday' is not");
    Files.writeString(file, good.replace("all.p50", "all.p42"));
    assertThatThrownBy(() -> HistoryFile.read(file)).hasMessageContaining("has a column 'all.p42' that is no"
        + " <scope>.<metric> Throng writes");
    assertThatThrownBy(() -> HistoryFile.read(dir.resolve("none.csv")))
        .hasMessageContaining("does not exist: runs append to it with -Dloadtest.history=");
  }

  /** A row of three columns: all p50 (in microseconds), all error %, request hello throughput. */
  private static HistoryRow row(String run, String label, double p50Micros, double errorPercent, double throughput) {
    Map<String, Double> values = new LinkedHashMap<>();
    values.put("all.p50", p50Micros);
    values.put("all.errorPercent", errorPercent);
    values.put("request hello.throughput", throughput);
    return new HistoryRow(START, "Smoke", run, label, values);
  }
}
