package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.app.fixtures.run.AbStyle;
import io.throng.engine.demo.DemoTarget;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import io.throng.report.ReportGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The ApacheBench summary at the end of a run, on real runs of the app against the demo target:
 * printed by default after a request-budget run, on demand after any other, and what it prints is
 * the run log's summary ({@code AbSummaryTest} checks that against the log's histograms).
 */
class AbConsoleSummaryTest {

  @TempDir Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @Test
  void aRequestBudgetRunEndsWithItsSummaryCountingWhatTheTargetServed() throws Exception {
    long served;
    ExitStatus status;
    try (DemoTarget target = DemoTarget.start()) {
      status = run("AbStyle", target, "loadtest.failPercent = 10");
      served = target.requestsServed();
    }

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    Path runFolder = onlyRunFolder();
    String printed = text(out);
    assertThat(printed).contains("\n" + ReportGenerator.abSummary(runFolder) + "\nReport: ");
    assertThat(served).isEqualTo(50);
    assertThat(printed).contains(
        "Complete requests:      50\n",
        "Failed requests:        5\n",
        "   (Connect: 0, Receive: 0, Length: 0, Exceptions: 5)\n",
        "Non-2xx responses:      5\n");
    Histogram all = histogramOf(runFolder.resolve(RunLogFormat.FILE_NAME));
    assertThat(all.getTotalCount()).isEqualTo(served);
    assertThat(printed).contains(String.format(" 100%%  %5d (longest request)\n", Math.round(all.getMaxValue() / 1_000.0)));
  }

  @Test
  void theSettingTurnsItOffForARequestBudgetAndOnForAnyOtherRun() throws Exception {
    try (DemoTarget target = DemoTarget.start()) {
      run("AbStyle", target, "loadtest.abSummary = false");
      assertThat(text(out)).doesNotContain("Complete requests:");

      run("Asserted", target, "loadtest.abSummary = yes");
      assertThat(text(out)).contains("Complete requests:      200\n", "Percentage of the requests served within");

      out.reset();
      run("Asserted", target, "");
      assertThat(text(out)).doesNotContain("Complete requests:");

      out.reset();
      // A misspelt value stops the run before it starts, rather than after it.
      assertThat(run("AbStyle", target, "loadtest.abSummary = maybe")).isEqualTo(ExitStatus.TOOL_ERROR);
      assertThat(text(out)).doesNotContain("Complete requests:").doesNotContain("Report: ");
      assertThat(text(err)).contains("error: loadtest.abSummary must be true or false, was 'maybe'");
    }
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource(nullValues = "-", textBlock = """
      true, true
      ON, true
      yes, true
      ' false ', false
      no, false
      off, false
      1, -
      '', -
      """)
  void readsBooleansAsHoconDoes(String value, Boolean expected) {
    Map<String, String> overrides = Map.of(AbConsoleSummary.SETTING.name(), value);
    if (expected == null) {
      assertThatThrownBy(() -> AbConsoleSummary.SETTING.read(new Properties(), overrides))
          .hasMessage("loadtest.abSummary must be true or false, was '" + value + "'");
    } else {
      assertThat(AbConsoleSummary.SETTING.read(new Properties(), overrides)).contains(expected);
    }
  }

  /** Runs the fixture {@code simulation} on {@code target} with {@code settings} as its --config file. */
  private ExitStatus run(String simulation, DemoTarget target, String settings) throws Exception {
    Path config = Files.writeString(Files.createTempFile(dir, "run", ".conf"),
        "loadtest.baseUrl = \"" + target.baseUri() + "\"\n" + settings + "\n");
    Path testClasses = Path.of(AbStyle.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    Main main = new Main(List.of(testClasses), getClass().getClassLoader(),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
        new CompletableFuture<>());
    return main.run("--simulation", simulation, "--results-dir", dir.resolve("runs").toString(), "--config", config.toString());
  }

  private static Histogram histogramOf(Path runLog) throws IOException {
    Histogram all = RunLogFormat.newHistogram();
    RunLogReader.read(runLog, entry -> {
      if (entry instanceof RunLogEntry.Requests requests) {
        all.add(requests.histogram());
      }
    });
    return all;
  }

  private Path onlyRunFolder() throws IOException {
    try (Stream<Path> folders = Files.list(dir.resolve("runs"))) {
      List<Path> all = folders.filter(Files::isDirectory).toList();
      assertThat(all).hasSize(1);
      return all.get(0);
    }
  }

  private static String text(ByteArrayOutputStream bytes) {
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
