package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.fixtures.run.JudgedPaced;
import io.throng.app.fixtures.run.Paced;
import io.throng.engine.demo.DemoTarget;
import io.throng.report.BaselineFiles;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code Main baseline} and {@code --repeat} with {@code loadtest.baseline}, on real runs of the
 * app against the demo target: a baseline recorded against a fast target, runs against one that
 * answers 3 s late instead of 50 ms judged regressed, and bad baselines refused with what to do;
 * and a simulation whose setUp names the baseline and its tolerances ({@link JudgedPaced}), with
 * the command line winning over it.
 */
class BaselineRunTest {

  /**
   * Far slower than the noise of a shared machine, where the fast target's 50 ms came back as
   * anything from 50 to 300 ms between runs (and 1.5 s against 3 baseline runs stayed
   * inconclusive): a baseline of 5 runs against 3 judged runs must decide.
   */
  private static final DemoTarget.Settings SLOW = new DemoTarget.Settings(Duration.ofMillis(3000), 0);

  /** A base URL nothing answers on, for runs refused before they start. */
  private static final String NOBODY = "http://127.0.0.1:9";

  @TempDir static Path dir;

  private static Path baseline;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @BeforeAll
  static void recordTheBaselineAgainstAFastTarget() throws Exception {
    baseline = dir.resolve("baselines/Paced.json");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try (DemoTarget fast = DemoTarget.start(new DemoTarget.Settings(Duration.ofMillis(50), 0))) {
      Path fastConfig = config(fast, "fast", "");
      ExitStatus status = main(out, err).run("baseline", "--simulation", "Paced", "--runs", "5", "--out", baseline.toString(),
          "--results-dir", dir.resolve("baseline-runs").toString(), "--config", fastConfig.toString());
      assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    }
    assertThat(runFolders("baseline-runs")).hasSize(5);
    assertThat(text(out)).contains("Run 5 of 5 of io.throng.app.fixtures.run.Paced",
        "Baseline: Paced from 5 run(s), 2 scope(s), written to " + baseline.toAbsolutePath());
    assertThat(Files.readString(baseline)).contains("\"format\" : \"throng-baseline\"", "\"simulation\" : \"Paced\"");
  }

  @Test
  void repeatedRunsAgainstASlowerTargetRegressWithTheirSentenceTableAndTestCases() throws Exception {
    ExitStatus status;
    try (DemoTarget slow = DemoTarget.start(SLOW)) {
      status = main().run("--simulation", "Paced", "--repeat", "3", "--results-dir", dir.resolve("slow").toString(),
          "--config", config(slow, "slow", "loadtest.baseline = \"" + baseline + "\"\n").toString());
    }

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.REGRESSED);
    List<Path> runs = runFolders("slow");
    assertThat(runs).hasSize(3);
    String console = text(out);
    assertThat(console).contains("Run 3 of 3", "REGRESSED request hello: p50 ", "REGRESSED all: p50 ",
        "Baseline: 3 run(s) judged against " + baseline + " (5 runs): ",
        "Regressed: Paced is worse than its baseline in all p50, ", " request hello p50");
    Path last = runs.get(2);
    assertThat(console).contains("table in " + last.resolve("baseline.md").toAbsolutePath());
    assertThat(Files.readString(last.resolve("summary.md")))
        .contains("## Against the baseline", "3 judged run(s) of Paced against a baseline of 5 run(s).",
            "| request hello | p95 | ");
    assertThat(Files.readString(last.resolve(BaselineFiles.JUNIT_FILE)))
        .contains("<testcase classname=\"Paced baseline\" name=\"request hello: p50\"><failure message=\"REGRESSED");
    assertThat(Files.readString(last.resolve("index.html")))
        .contains("<strong>Regressed against its baseline</strong> · all p50, ",
            "3 judged run(s) of Paced against " + baseline + ", a baseline of 5 run(s): ");
    assertThat(Files.readString(runs.get(0).resolve("index.html"))).doesNotContain("baseline-heading");
    assertThat(runs.get(0).resolve("baseline.md")).doesNotExist();
    RunOutcomeFile outcome = RunOutcomeFile.read(dir.resolve("slow").resolve(RunOutcomeFile.FILE_NAME));
    assertThat(outcome.outcome()).isEqualTo(ExitStatus.REGRESSED);
    assertThat(outcome.runFolder()).contains(last.toAbsolutePath());
    assertThat(outcome.regressions()).anySatisfy(sentence -> assertThat(sentence).startsWith("REGRESSED request hello: p50 "));
    assertThat(RunOutcomeFile.read(runs.get(0).resolve(RunOutcomeFile.FILE_NAME)).regressions())
        .as("an earlier repeat was not judged on its own").isEmpty();
  }

  @Test
  void withFailOnRegressionFalseARegressionOnlyWarns() throws Exception {
    ExitStatus status;
    try (DemoTarget slow = DemoTarget.start(SLOW)) {
      status = main().run("--simulation", "Paced", "--repeat", "3", "--results-dir", dir.resolve("warned").toString(),
          "--config",
          config(slow, "warned", "loadtest.baseline = \"" + baseline + "\"\nloadtest.failOnRegression = false\n")
              .toString());
    }

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(text(out)).contains("Regressed: Paced is worse than its baseline in ");
    assertThat(text(err)).contains("warning: loadtest.failOnRegression is false: the regression does not fail the run");
  }

  @Test
  void aBaselineOfRunFoldersIsRecordedAsFromItsOwnRuns() throws Exception {
    Path again = dir.resolve("again.json");
    List<String> args = new ArrayList<>(List.of("baseline", "--out", again.toString()));
    runFolders("baseline-runs").forEach(folder -> args.add(folder.toString()));

    assertThat(main().run(args.toArray(String[]::new))).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(Files.readString(again)).isEqualTo(Files.readString(baseline));
  }

  @Test
  void aMissingDamagedOrOtherVersionBaselineFailsBeforeAnyRun() throws Exception {
    Path damaged = Files.writeString(dir.resolve("damaged.json"), "{\"format\": \"throng-baseline\", \"version\": 1,");
    Path future = Files.writeString(dir.resolve("future.json"),
        Files.readString(baseline).replace("\"version\" : 1", "\"version\" : 2"));
    assertRefusedBeforeRunning(dir.resolve("nope.json"), "does not exist: record one with mvn loadtest:baseline");
    assertRefusedBeforeRunning(damaged, "is damaged (");
    assertRefusedBeforeRunning(future, "has schema version 2, this Throng reads version 1: record it again");
  }

  @Test
  void aBaselineOfAnotherSimulationIsAToolError() throws Exception {
    Path other = Files.writeString(dir.resolve("other.json"),
        Files.readString(baseline).replace("\"simulation\" : \"Paced\"", "\"simulation\" : \"Checkout\""));
    ExitStatus status;
    try (DemoTarget target = DemoTarget.start()) {
      status = main().run("--simulation", "Paced", "--results-dir", dir.resolve("other").toString(), "--config",
          config(target, "other", "loadtest.baseline = \"" + other + "\"\n").toString());
    }
    assertThat(status).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: could not judge the run against its baseline: baseline " + other
        + " is of simulation Checkout, but run ");
  }

  @Test
  void badSettingsFailBeforeAnyRun() throws Exception {
    assertThat(main().run("--simulation", "Paced", "--repeat", "0")).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: --repeat must be a whole number >= 1, was '0'");
    assertRefusedBeforeRunning("loadtest.tolerance.p96 = 5", "error: loadtest.tolerance.p96 is no metric a baseline"
        + " judges; known: p50, p95, p99, errorPercent, throughput");
    assertRefusedBeforeRunning("loadtest.repeat = many", "error: loadtest.repeat must be a whole number >= 1, was 'many'");
    assertRefusedBeforeRunning("loadtest.failOnRegression = perhaps",
        "error: loadtest.failOnRegression must be true or false, was 'perhaps'");
    assertThat(main().run("--simulation", "Paced", "--shard", "1/2", "--repeat", "2")).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: --shard 1/2 runs a share of the load once: leave out --repeat,");
    assertThat(main().run("baseline", "--simulation", "Paced", dir.toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: give run folders to record, or --simulation to run: not both");
  }

  @Test
  void theBaselineOfTheSetUpJudgesTheRunWithItsOwnTolerances() throws Exception {
    ExitStatus status;
    try (DemoTarget slow = DemoTarget.start(SLOW)) {
      status = main().run("--simulation", "JudgedPaced", "--results-dir", dir.resolve("judged-slow").toString(),
          "--config", config(slow, "judged-slow", "loadtest.baselineFile = \"" + baseline + "\"\n").toString());
    }

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.REGRESSED);
    assertThat(text(out)).contains("REGRESSED all: p50 ", "tolerance 10 %)", "REGRESSED request hello: p50 ",
        "Baseline: 1 run(s) judged against " + baseline + " (5 runs): 2 regressed, ")
        .as("p95 is 60 times slower too, but the setUp lets it be 1,000 times").doesNotContain("REGRESSED all: p95");
    Path run = runFolders("judged-slow").get(0);
    assertThat(Files.readString(run.resolve("index.html")))
        .contains("<strong>Regressed against its baseline</strong> · all p50, request hello p50.",
            "<td>100000 %</td><td class=\"verdict\">");
  }

  @Test
  void theCommandLineWinsOverTheSetUpMetricByMetricAndAnUnchangedRunPasses() throws Exception {
    ExitStatus status;
    try (DemoTarget fast = DemoTarget.start(new DemoTarget.Settings(Duration.ofMillis(50), 0))) {
      status = main().run("--simulation", "JudgedPaced", "--results-dir", dir.resolve("judged-same").toString(),
          "--config", config(fast, "judged-same", "loadtest.baselineFile = \"" + baseline + "\"\n"
              + "loadtest.tolerance.p50 = 100000\n").toString());
    }

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(text(out)).contains("Baseline: 1 run(s) judged against " + baseline + " (5 runs): 0 regressed, ")
        .doesNotContain("REGRESSED");
    Path run = runFolders("judged-same").get(0);
    assertThat(Files.readString(run.resolve("index.html"))).contains("<h2 id=\"baseline-heading\">")
        .doesNotContain("Regressed against its baseline");
    assertThat(Files.readString(run.resolve(BaselineFiles.JUNIT_FILE))).doesNotContain("<failure");
  }

  @Test
  void aBaselineFileOnTheCommandLineWinsOverTheSetUpsAndAMissingOneFailsBeforeAnyRun() throws Exception {
    Path config = config(NOBODY, "judged-missing", "loadtest.baselineFile = \"" + baseline + "\"\n"
        + "loadtest.baseline = \"" + dir.resolve("elsewhere.json") + "\"\n");
    assertThat(main().run("--simulation", "JudgedPaced", "--results-dir", dir.resolve("refused").toString(),
        "--config", config.toString())).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: baseline " + dir.resolve("elsewhere.json") + " does not exist");

    err.reset();
    Path missing = config(NOBODY, "judged-none", "loadtest.baselineFile = \"" + dir.resolve("none.json")
        + "\"\n");
    assertThat(main().run("--simulation", "JudgedPaced", "--results-dir", dir.resolve("refused").toString(),
        "--config", missing.toString())).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains("error: baseline " + dir.resolve("none.json") + " does not exist");
    assertThat(runFolders("refused")).isEmpty();
  }

  @Test
  void aShardIsNotJudgedAgainstTheSetUpsBaselineAndSaysSo() throws Exception {
    Path missing = dir.resolve("never-read.json");

    ExitStatus status = runJudgedPacedOnAFastTarget("judged-shard", missing, "--simulation", "JudgedPaced", "--shard", "1/2");

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(text(out)).contains("Baseline: not judged against " + missing + ", which the setUp names: a sharded"
        + " run carries a share of the load in each process");
    assertThat(runFolders("judged-shard").get(0).resolve(BaselineFiles.MARKDOWN_FILE)).doesNotExist();
  }

  @Test
  void recordingTheBaselineOfASimulationWritesTheFileItsSetUpNames() throws Exception {
    Path named = dir.resolve("named/Paced.json");

    ExitStatus status = runJudgedPacedOnAFastTarget("named-runs", named, "baseline", "--simulation", "JudgedPaced",
        "--runs", "1");

    assertThat(status).as(text(err)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(text(out)).contains("Baseline: Paced from 1 run(s), 2 scope(s), written to " + named.toAbsolutePath());
    assertThat(Files.readString(named)).contains("\"simulation\" : \"Paced\"", "\"seconds\" : [");
  }

  /**
   * Runs {@code command} (a run or a {@code baseline} command of {@code JudgedPaced}) against a fast
   * target, into {@code results}, with {@code baselineFile} as the file its setUp names.
   */
  private ExitStatus runJudgedPacedOnAFastTarget(String results, Path baselineFile, String... command) throws Exception {
    try (DemoTarget fast = DemoTarget.start(new DemoTarget.Settings(Duration.ofMillis(50), 0))) {
      List<String> args = new ArrayList<>(List.of(command));
      args.addAll(List.of("--results-dir", dir.resolve(results).toString(),
          "--config", config(fast, results, "loadtest.baselineFile = \"" + baselineFile + "\"\n").toString()));
      return main().run(args.toArray(String[]::new));
    }
  }

  private void assertRefusedBeforeRunning(Path file, String message) throws Exception {
    assertRefusedBeforeRunning("loadtest.baseline = \"" + file + "\"", message);
  }

  private void assertRefusedBeforeRunning(String settings, String message) throws Exception {
    err.reset();
    Path config = Files.writeString(Files.createTempFile(dir, "bad", ".conf"),
        "loadtest.baseUrl = \"http://127.0.0.1:9\"\n" + settings + "\n");
    ExitStatus status = main().run("--simulation", "Paced", "--results-dir", dir.resolve("refused").toString(),
        "--config", config.toString());
    assertThat(status).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(text(err)).contains(message);
    // Refused before any run: the results folder holds only the outcome, a tool error without a run folder.
    assertThat(runFolders("refused")).isEmpty();
    RunOutcomeFile outcome = RunOutcomeFile.read(dir.resolve("refused").resolve(RunOutcomeFile.FILE_NAME));
    assertThat(outcome.outcome()).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(outcome.runFolder()).isEmpty();
  }

  private static Path config(DemoTarget target, String name, String settings) throws IOException {
    return config(target.baseUri().toString(), name, settings);
  }

  private static Path config(String baseUrl, String name, String settings) throws IOException {
    return Files.writeString(dir.resolve(name + ".conf"), "loadtest.baseUrl = \"" + baseUrl + "\"\n" + settings);
  }

  private static List<Path> runFolders(String results) throws IOException {
    try (Stream<Path> folders = Files.list(dir.resolve(results))) {
      return folders.filter(Files::isDirectory).sorted().toList();
    }
  }

  private Main main() throws Exception {
    return main(out, err);
  }

  private static Main main(ByteArrayOutputStream out, ByteArrayOutputStream err) throws Exception {
    Path testClasses = Path.of(Paced.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return new Main(List.of(testClasses), BaselineRunTest.class.getClassLoader(),
        new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
        new CompletableFuture<>());
  }

  private static String text(ByteArrayOutputStream bytes) {
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
