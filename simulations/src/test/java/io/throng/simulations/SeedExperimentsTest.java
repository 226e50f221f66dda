package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.ExitStatus;
import io.throng.app.Main;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each seed experiment at CI scale, run as docs/seeds.md runs it — {@code Main}, its {@code sweep}
 * (one new JVM per level) or {@code compare} — against the embedded demo target, and the figures
 * its author copied by hand found in what it printed and wrote.
 */
class SeedExperimentsTest {

  private static final String SERVED_WITHIN = "Percentage of the requests served within a certain time (ms)\n";

  @TempDir Path dir;

  @Test
  void seed000RunsTheThreeAbCasesEachWithItsSummaryAndChartsThem() throws Exception {
    Path sweep = dir.resolve("sweep");

    String console = main("sweep", "--simulation", ExpressVsNginx.class.getName(), "--parameter", "case",
        "--levels", "200x10,100x10,200x50", "--out", sweep.toString());

    assertThat(console).containsSubsequence("Sweep level 1 of 3: case=200x10\n", "Complete requests:      200\n",
        "Sweep level 2 of 3: case=100x10\n", "Complete requests:      100\n",
        "Sweep level 3 of 3: case=200x50\n", "Complete requests:      200\n", "Sweep: ");
    assertAbSummaries(console, 3);
    assertThat(occurrences(console, "Failed requests:        0\n")).isEqualTo(3);
    assertThat(Files.readString(sweep.resolve("sweep.html")))
        .contains(">case=200x10</a>", ">case=100x10</a>", ">case=200x50</a>");
  }

  @Test
  void seed001StopsAtItsTimeLimitOrBudgetAndPrintsAbsSummary() throws Exception {
    String console = main("--simulation", NodeVsVertx.class.getName(), "--results-dir", dir.toString(),
        "--config", config("loadtest.timeLimit = 1s", "loadtest.requests = 2000").toString());

    assertAbSummaries(console, 1);
    assertThat(console).contains("Failed requests:        0\n", "Time taken for tests:   ");
    // Whichever came first, the report counts what the summary says completed.
    String complete = console.replaceAll("(?s).*Complete requests: +([0-9]+)\n.*", "$1");
    assertThat(Files.readString(onlyRunFolder(dir).resolve("index.html")))
        .contains("<dt>Requests</dt><dd>" + String.format(Locale.ROOT, "%,d", Long.parseLong(complete)) + "</dd>");
  }

  @Test
  void seed002ChartsErrorRateResponseTimeAndThroughputAgainstTheThreadCount() throws Exception {
    Path sweep = dir.resolve("sweep");

    String console = main("sweep", "--simulation", ThreadGroupSweep.class.getName(), "--parameter", "threads",
        "--levels", "10,20,40", "--max-error-percent", "1", "--out", sweep.toString());

    assertThat(console).contains("threads=10: held\n", "threads=40: held\n",
        "Highest level that held: threads=40. Every level held.\n");
    String html = Files.readString(sweep.resolve("sweep.html"));
    // Each level's protocol, then its requests: ten loops of one request per thread.
    assertThat(html).contains(">threads=10</a></th><td class=\"name\">h1</td><td>100</td>",
        ">threads=20</a></th><td class=\"name\">h1</td><td>200</td>",
        ">threads=40</a></th><td class=\"name\">h1</td><td>400</td>", "Error % against the level",
        "Response time against the level", "Throughput against the level");
    for (String level : List.of("threads-10", "threads-20", "threads-40")) {
      assertThat(onlyRunFolder(sweep.resolve(level)).resolve("index.html")).as(level + "'s own report").isRegularFile();
    }
  }

  @Test
  void seed003TabulatesThreeRepeatsWithTheirMeanAndSpread() throws Exception {
    List<String> runs = new ArrayList<>();
    for (int repeat = 1; repeat <= 3; repeat++) {
      Path results = dir.resolve("repeat-" + repeat);
      main("--simulation", RampUp10MinEvery5s.class.getName(), "--results-dir", results.toString(),
          "--config", config("loadtest.duration = 1s").toString());
      runs.add("demo=" + onlyRunFolder(results));
    }
    List<String> compare = new ArrayList<>(List.of("compare", "--out", dir.resolve("compared").toString()));
    compare.addAll(runs);

    main(compare.toArray(String[]::new));

    String html = Files.readString(dir.resolve("compared/comparison.html"));
    assertThat(html).contains(">demo#1</a>", ">demo#2</a>", ">demo#3</a>", "Mean TPS", "Peak TPS", "Requests",
        "Errors", "Over repeats");
    assertThat(html).contains("±");
  }

  @Test
  void seed004CountsFailedRequestsByKindAtEachConcurrency() throws Exception {
    Path sweep = dir.resolve("sweep");

    String console = main("sweep", "--simulation", FastRouterStatic.class.getName(), "--parameter", "concurrency",
        "--levels", "20,40", "--out", sweep.toString(),
        "--config", config("loadtest.requests = 200", "loadtest.failPercent = 2").toString());

    // 2 % of 200 requests got a 26-byte error page instead of the 10,699-byte file, at each level.
    assertAbSummaries(console, 2);
    assertThat(occurrences(console, "Failed requests:        4\n"
        + "   (Connect: 0, Receive: 0, Length: 4, Exceptions: 0)\n"
        + "Non-2xx responses:      4\n")).isEqualTo(2);
    assertThat(console).contains("Connection Times (ms)\n", "Total:   ");
  }

  /** Every block of ab's summary, {@code runs} times. */
  private static void assertAbSummaries(String console, int runs) {
    for (String block : List.of("Concurrency Level:", "Time taken for tests:", "Complete requests:", "Failed requests:",
        "Requests per second:", "[ms] (mean response time)", "[ms] (mean, across all concurrent requests)",
        "Connection Times (ms)", SERVED_WITHIN, " 100%")) {
      assertThat(occurrences(console, block)).as(block).isEqualTo(runs);
    }
  }

  /** Runs {@code Main} with {@code args} in this JVM and returns what it printed; it must succeed. */
  private static String main(String... args) {
    ByteArrayOutputStream console = new ByteArrayOutputStream();
    PrintStream original = System.out;
    int status;
    System.setOut(new PrintStream(console, true, StandardCharsets.UTF_8));
    try {
      status = Main.execute(args);
    } finally {
      System.setOut(original);
    }
    String printed = console.toString(StandardCharsets.UTF_8);
    assertThat(status).as(printed).isEqualTo(ExitStatus.COMPLETED.code());
    return printed;
  }

  private Path config(String... settings) throws IOException {
    return Files.write(Files.createTempFile(dir, "ci", ".conf"), List.of(settings));
  }

  private static Path onlyRunFolder(Path results) throws IOException {
    try (Stream<Path> folders = Files.list(results)) {
      List<Path> runs = folders.filter(folder -> Files.isRegularFile(folder.resolve("run.log"))).toList();
      assertThat(runs).hasSize(1);
      return runs.get(0);
    }
  }

  private static int occurrences(String text, String part) {
    return text.split(Pattern.quote(part), -1).length - 1;
  }
}
