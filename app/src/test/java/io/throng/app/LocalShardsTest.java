package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.throng.app.fixtures.run.OneShardFails;
import io.throng.app.fixtures.run.Sharded;
import io.throng.engine.demo.DemoTarget;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code Main --shards 3}: a simulation runs as 3 shard JVMs against a loopback target, and the
 * merged report is compared with one unsharded run of it. Two runs have different latencies, so
 * the comparison is of counts (both equal to what the target served); the merge's exactness is
 * checked on the shards' own logs: the merged percentiles are those of one histogram recorded
 * from every value the shards logged.
 */
class LocalShardsTest {

  private static final String ASSERTION = "global: count of successful requests >= 150";

  @TempDir Path dir;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @Test
  void threeShardProcessesSendWhatOneRunSendsAndTheirLogsMergeExactlyIntoOneJudgedReport() throws Exception {
    ExitStatus sharded;
    ExitStatus single;
    long shardedServed;
    long singleServed;
    try (DemoTarget target = DemoTarget.start()) {
      Path config = Files.writeString(dir.resolve("target.conf"), "loadtest.baseUrl = \"" + target.baseUri() + "\"\n");
      sharded = main().run("--simulation", "Sharded", "--shards", "3", "--start-delay", "15s",
          "--results-dir", dir.resolve("sharded").toString(), "--config", config.toString());
      shardedServed = target.requestsServed();
      single = main().run("--simulation", "Sharded", "--results-dir", dir.resolve("single").toString(),
          "--config", config.toString());
      singleServed = target.requestsServed() - shardedServed;
    }

    String output = out.toString(StandardCharsets.UTF_8);
    assertThat(sharded).as(output + err.toString(StandardCharsets.UTF_8)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(single).isEqualTo(ExitStatus.COMPLETED);
    assertThat(shardedServed).isEqualTo(183);
    assertThat(singleServed).isEqualTo(183);
    // Each shard alone fails the assertion; the run as a whole passes it.
    assertThat(output).contains("[shard 0/3] FAIL " + ASSERTION, "[shard 2/3] FAIL " + ASSERTION,
        "Merging the run logs of 3 of 3 shards", "PASS " + ASSERTION + " (actual 183, expected >= 150)");

    Path runFolder = onlyFolder(dir.resolve("sharded"));
    JsonNode merged = stats(runFolder);
    JsonNode whole = stats(onlyFolder(dir.resolve("single")));
    assertThat(merged.at("/totals/count").asLong()).isEqualTo(shardedServed);
    assertThat(merged.at("/run/runLogs").asInt()).isEqualTo(3);
    assertThat(counts(merged)).isEqualTo(counts(whole)).isEqualTo(Map.of("user", 60L, "hello", 60L, "thread", 18L, "ab", 45L));
    assertThat(runFolder.resolve("junit.xml")).content().contains("tests=\"2\" failures=\"0\"");

    List<Path> shardLogs = new ArrayList<>();
    for (int k = 0; k < 3; k++) {
      shardLogs.add(onlyFolder(runFolder.resolve("shard-" + k)).resolve(RunLogFormat.FILE_NAME));
    }
    Histogram recorded = RunLogFormat.newHistogram();
    List<Long> starts = new ArrayList<>();
    for (int k = 0; k < 3; k++) {
      List<RunLogEntry> entries = entries(shardLogs.get(k));
      assertThat(entries).contains(new RunLogEntry.Shard(k, 3));
      entries.stream().filter(RunLogEntry.RunStart.class::isInstance)
          .forEach(start -> starts.add(((RunLogEntry.RunStart) start).startEpochMillis()));
      entries.stream().filter(RunLogEntry.Requests.class::isInstance)
          .forEach(requests -> ((RunLogEntry.Requests) requests).histogram().recordedValues()
              .forEach(v -> recorded.recordValueWithCount(v.getValueIteratedTo(), v.getCountAtValueIteratedTo())));
    }
    assertThat(starts).as("one start instant").containsOnly(starts.get(0)).hasSize(3);
    assertThat(recorded.getTotalCount()).isEqualTo(183);
    JsonNode times = merged.at("/totals/responseTimeMs");
    for (String p : List.of("p50", "p95", "p99")) {
      double expected = recorded.getValueAtPercentile(Double.parseDouble(p.substring(1))) / 1000.0;
      // stats.json rounds to the microsecond, which is the histogram's unit.
      assertThat(times.get(p).asDouble()).as(p).isCloseTo(expected, within(0.001));
    }
    assertThat(times.get("max").asDouble()).isCloseTo(recorded.getMaxValue() / 1000.0, within(0.001));
  }

  @Test
  void aShardThatFailsLeavesAReportOfTheOthersMarkedPartialAndAToolError() throws Exception {
    ExitStatus status;
    long served;
    try (DemoTarget target = DemoTarget.start()) {
      Path config = Files.writeString(dir.resolve("target.conf"), "loadtest.baseUrl = \"" + target.baseUri() + "\"\n");
      status = main().run("--simulation", OneShardFails.class.getName(), "--shards", "3", "--start-delay", "15s",
          "--results-dir", dir.resolve("partial").toString(), "--config", config.toString());
      served = target.requestsServed();
    }

    String output = out.toString(StandardCharsets.UTF_8);
    String errors = err.toString(StandardCharsets.UTF_8);
    assertThat(status).as(output + errors).isEqualTo(ExitStatus.TOOL_ERROR);
    String mark = "partial: shard 1/3 missing (exit 2: error: ";
    assertThat(output).contains("[shard 1/3] error: ", "shard 1/3 meets a configuration it cannot run with",
        "Merging the run logs of 2 of 3 shards");
    assertThat(errors.strip()).startsWith("error: " + mark).contains("shard 1/3 meets a configuration it cannot run with")
        .endsWith("the merged report is marked partial and covers only what the shards logged; the lines of each"
            + " shard above say why");
    Path runFolder = onlyFolder(dir.resolve("partial"));
    JsonNode merged = stats(runFolder);
    // What the two others measured: every request the target served, about two thirds of the run.
    assertThat(merged.at("/totals/count").asLong()).isEqualTo(served).isBetween(100L, 150L);
    assertThat(merged.at("/run/runLogs").asInt()).isEqualTo(2);
    assertThat(merged.at("/partial/mark").asText()).startsWith(mark);
    assertThat(merged.at("/injectors")).extracting(injector -> injector.get("label").asText())
        .containsExactly("shard 0/3", "shard 2/3");
    assertThat(runFolder.resolve("PARTIAL.txt")).content().contains("\nshard 1/3 missing (exit 2: error: ");
    assertThat(runFolder.resolve("index.html")).content().contains("<strong>Partial report</strong> · " + mark);
    assertThat(runFolder.resolve("summary.md")).content().contains("**partial: shard 1/3 missing (exit 2: error: ");
  }

  @Test
  void aShardThatCannotRunMakesItAToolErrorAfterReportingTheOthers() throws Exception {
    // Every shard is too late for a start instant a minute ago: none writes a run log.
    ExitStatus status = main().run("--simulation", Sharded.class.getName(), "--shards", "2",
        "--start-at", Long.toString(System.currentTimeMillis() - 60_000), "--results-dir", dir.toString());

    assertThat(status).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("[shard 1/2] error: the start instant ");
    assertThat(err.toString(StandardCharsets.UTF_8).strip())
        .endsWith("error: no shard of " + Sharded.class.getName() + " wrote a run log: the shards' lines above say why");
  }

  static Stream<Arguments> outcomes() {
    Optional<Path> logged = Optional.of(Path.of("shard-x", "smoke-1"));
    return Stream.of(
        Arguments.of(List.of(new LocalShards.Outcome(0, 0, logged, ""), new LocalShards.Outcome(1, 1, logged, "")), ""),
        Arguments.of(List.of(new LocalShards.Outcome(0, 0, logged, ""), new LocalShards.Outcome(1, 2, Optional.empty(),
            "error: no class X")), "partial: shard 1/2 missing (exit 2: error: no class X)"),
        Arguments.of(List.of(new LocalShards.Outcome(0, 143, logged, ""), new LocalShards.Outcome(1, 0, Optional.empty(),
            ""), new LocalShards.Outcome(2, 0, logged, "")),
            "partial: shard 0/3 cut short (exit 143 (signal 15)), shard 1/3 missing (exit 0)"));
  }

  @ParameterizedTest
  @MethodSource("outcomes")
  void aShardThatDidNotRunToTheEndMarksTheMergePartial(List<LocalShards.Outcome> outcomes, String mark) {
    assertThat(LocalShards.partialMerge(outcomes).mark()).isEqualTo(mark);
  }

  @Test
  void eachShardServesItsOwnMetricsPortWithItsShardLabelAndOneRunId() throws Exception {
    int port = PrometheusServer.freePorts(2);
    Map<Integer, String> lastScrape = new ConcurrentHashMap<>();
    HttpClient scraper = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    ScheduledExecutorService scrapes = Executors.newSingleThreadScheduledExecutor();
    scrapes.scheduleWithFixedDelay(() -> {
      for (int shardPort : List.of(port, port + 1)) {
        try {
          lastScrape.put(shardPort, scraper.send(HttpRequest.newBuilder(
              URI.create("http://127.0.0.1:" + shardPort + "/metrics")).build(), BodyHandlers.ofString()).body());
        } catch (IOException | InterruptedException e) {
          // not serving (yet or any more)
        }
      }
    }, 0, 200, TimeUnit.MILLISECONDS);
    ExitStatus status;
    try (DemoTarget target = DemoTarget.start()) {
      Path config = Files.writeString(dir.resolve("target.conf"), "loadtest.baseUrl = \"" + target.baseUri() + "\"\n"
          + "loadtest.prometheus { port = " + port + ", host = \"127.0.0.1\", grace = 2s }\n");
      status = main().run("--simulation", "Sharded", "--shards", "2", "--start-delay", "15s",
          "--results-dir", dir.resolve("sharded").toString(), "--config", config.toString());
    } finally {
      scrapes.shutdownNow();
    }

    assertThat(status).as(out.toString(StandardCharsets.UTF_8)).isEqualTo(ExitStatus.COMPLETED);
    long total = 0;
    Set<String> runIds = new HashSet<>();
    for (int k = 0; k < 2; k++) {
      String metrics = lastScrape.get(port + k);
      assertThat(metrics).as("shard %d's last scrape", k).contains("shard=\"" + k + "\"").doesNotContain(
          "shard=\"" + (1 - k) + "\"");
      Matcher requests = Pattern.compile("throng_requests_total\\{.*run_id=\"([^\"]+)\".*} (\\d+)\\.0").matcher(metrics);
      while (requests.find()) {
        runIds.add(requests.group(1));
        total += Long.parseLong(requests.group(2));
      }
    }
    assertThat(runIds).as("one run id on every shard").hasSize(1);
    assertThat(total).isEqualTo(stats(onlyFolder(dir.resolve("sharded"))).at("/totals/count").asLong()).isEqualTo(183);
  }

  private Main main() throws Exception {
    Path testClasses = Path.of(Sharded.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    JavaCommand shardJvm = JavaCommand.thisJdk(List.of("-Xmx256m"), classpath);
    return new Main(List.of(testClasses), getClass().getClassLoader(), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), new CompletableFuture<>(), Map.of(), shardJvm);
  }

  /** Each request name's count: those in full in {@code requests} and the rows of {@code moreRequests}. */
  private static Map<String, Long> counts(JsonNode stats) {
    Map<String, Long> counts = new TreeMap<>();
    stats.get("requests").forEach(request -> counts.put(request.get("name").asText(), request.get("count").asLong()));
    JsonNode more = stats.get("moreRequests");
    List<String> columns = new ArrayList<>();
    more.get("columns").forEach(column -> columns.add(column.asText()));
    more.get("rows").forEach(row -> counts.put(row.get(columns.indexOf("name")).asText(),
        row.get(columns.indexOf("count")).asLong()));
    return counts;
  }

  private static JsonNode stats(Path runFolder) throws IOException {
    return new ObjectMapper().readTree(runFolder.resolve("stats.json").toFile());
  }

  private static List<RunLogEntry> entries(Path runLog) throws IOException {
    List<RunLogEntry> entries = new ArrayList<>();
    RunLogReader.read(runLog, entries::add);
    return entries;
  }

  private static Path onlyFolder(Path parent) throws IOException {
    try (Stream<Path> folders = Files.list(parent)) {
      List<Path> all = folders.filter(Files::isDirectory).toList();
      assertThat(all).as("folders in %s", parent).hasSize(1);
      return all.get(0);
    }
  }
}
