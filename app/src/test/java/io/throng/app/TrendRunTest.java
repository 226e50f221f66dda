package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.fixtures.run.Paced;
import io.throng.engine.demo.DemoTarget;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadtest.history} and {@code Main trend} on real runs of the app against the demo
 * target: five runs against a target answering 50 ms late, four against one answering 1 s late,
 * each appending its row, then the trend page marking the change at the sixth run.
 */
class TrendRunTest {

  /** Far beyond a shared machine's run-to-run noise, where a 50 ms answer came back in 50 to 300 ms. */
  private static final DemoTarget.Settings SLOW = new DemoTarget.Settings(Duration.ofMillis(1000), 0);

  @TempDir Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @Test
  void runsAppendTheirFiguresAndTheTrendMarksTheSlowdown() throws Exception {
    String history = dir.resolve("history/{simulation}.csv").toString();
    Path file = dir.resolve("history/Paced.csv");
    try (DemoTarget fast = DemoTarget.start(new DemoTarget.Settings(Duration.ofMillis(50), 0))) {
      assertThat(run(fast, "fast", 5, "loadtest.history = \"" + history + "\"\nloadtest.historyLabel = v1\n"))
          .as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    }
    try (DemoTarget slow = DemoTarget.start(SLOW)) {
      assertThat(run(slow, "slow", 4, "loadtest.history = \"" + history + "\"\nloadtest.historyLabel = v2\n"))
          .as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    }

    List<String> lines = Files.readAllLines(file);
    assertThat(lines).hasSize(10);
    assertThat(lines.get(0)).isEqualTo("time,simulation,run,label,all.p50,all.p95,all.p99,all.errorPercent,"
        + "all.throughput,request hello.p50,request hello.p95,request hello.p99,request hello.errorPercent,"
        + "request hello.throughput");
    assertThat(lines.subList(1, 6)).allSatisfy(line -> assertThat(line).matches(
        "20\\d\\d-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d \\+0000,Paced,paced-[^,]+,v1(,\\d+\\.\\d{3}){10}"));
    assertThat(lines.get(9)).contains(",Paced,", ",v2,");
    assertThat(text(out)).contains("History: 10 figures of paced-", " appended to " + file.toAbsolutePath());

    out.reset();
    ExitStatus status = main().run("trend", "--out", dir.resolve("trend").toString(), "--simulation", "Paced", history);

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    String console = text(out);
    assertThat(console).contains("CHANGE request hello p50 at run 6 (paced-", ", v2): ", "CHANGE all p95 at run 6 (",
        "9 run(s), oldest first. ", "Trend: " + dir.resolve("trend/trend.html").toAbsolutePath());
    assertThat(console.lines().filter(line -> line.startsWith("CHANGE ") && line.contains(" p50 ")))
        .allSatisfy(line -> assertThat(line).contains(" at run 6 (", "), worse; p = "));
    String page = Files.readString(dir.resolve("trend/trend.html"));
    assertThat(page).contains("<path class=\"s-change\"", "<h2 id=\"scope-1\">request hello</h2>",
        "<td class=\"name\">p50</td><td class=\"name\">run 6 (paced-");
  }

  @Test
  void aHistoryThatIsNoHistoryOrShardsAreRefusedBeforeAnyRun() throws Exception {
    Path other = Files.writeString(dir.resolve("other.csv"), "name,value\nx,1\n");
    Path config = Files.writeString(dir.resolve("bad.conf"), "loadtest.baseUrl = \"http://127.0.0.1:9\"\n"
        + "loadtest.history = \"" + other + "\"\n");

    assertThat(main().run("--simulation", "Paced", "--results-dir", dir.resolve("refused").toString(), "--config",
        config.toString())).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: loadtest.history: history " + other + " is no Throng history");
    assertThat(main().run("--simulation", "Paced", "--shards", "2", "--results-dir", dir.resolve("refused").toString(),
        "--config", config.toString())).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: loadtest.history records whole runs: leave it out for --shards, --shard");
    try (Stream<Path> folders = Files.list(dir.resolve("refused"))) {
      assertThat(folders.filter(Files::isDirectory)).isEmpty();
    }
    assertThat(main().run("trend", "--out", dir.resolve("trend").toString(), dir.resolve("{simulation}.csv").toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("{simulation} in its path: give --simulation <name>");
  }

  @Test
  void aRunWhoseRequestsDifferFromTheHistoryIsAToolErrorKeepingItsReport() throws Exception {
    Path file = Files.writeString(dir.resolve("Paced.csv"), "time,simulation,run,label,all.p50\n"
        + "2026-12-03 10:00:00 +0000,Paced,paced-0,,1.000\n");
    ExitStatus status;
    try (DemoTarget target = DemoTarget.start()) {
      status = run(target, "changed", 1, "loadtest.history = \"" + file + "\"\n");
    }

    assertThat(status).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: the run's figures were not appended to its history: history " + file
        + " has other columns than run paced-", "; new in this run: all.p95, all.p99,",
        "move " + file + " aside and start a new one; the run's report is in ");
    assertThat(Files.readAllLines(file)).hasSize(2);
  }

  private ExitStatus run(DemoTarget target, String name, int repeat, String settings) throws Exception {
    Path config = Files.writeString(dir.resolve(name + ".conf"),
        "loadtest.baseUrl = \"" + target.baseUri() + "\"\n" + settings);
    return main().run("--simulation", "Paced", "--repeat", Integer.toString(repeat), "--results-dir",
        dir.resolve(name).toString(), "--config", config.toString());
  }

  private Main main() throws Exception {
    Path testClasses = Path.of(Paced.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return new Main(List.of(testClasses), TrendRunTest.class.getClassLoader(),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
        new CompletableFuture<>());
  }

  private static String text(ByteArrayOutputStream bytes) {
    return bytes.toString(StandardCharsets.UTF_8);
  }

}
