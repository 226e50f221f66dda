package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.fixtures.a.Steady;
import io.throng.app.fixtures.run.Asserted;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The paths of {@link Main} that end before the engine starts; the engine's own tests run it. */
class MainTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @Test
  void runningOutOfMemorySaysWhatToChangeNotWhereItStruck() {
    assertThat(Main.fatalMessage(new OutOfMemoryError("Java heap space")))
        .startsWith("error: the JVM ran out of memory (Java heap space): give it more heap with -Xmx")
        .contains("<jvmArgs>-Xmx2g</jvmArgs>", "loadtest.maxRequestNames", "loadtest.http.maxBodyBytes")
        .doesNotContain("stack trace");
    assertThat(Main.fatalMessage(new IllegalStateException("boom")))
        .isEqualTo("error: java.lang.IllegalStateException: boom; the stack trace above shows where");
  }

  @Test
  void unknownSimulationIsAToolErrorListingWhatWasFound() throws Exception {
    ExitStatus status = main().run("--simulation", "Nope");

    assertThat(status).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err))
        .startsWith("error: no simulation named Nope; found: io.throng.app.fixtures.a.RampUp, ");
  }

  @Test
  void aRunThatCannotStartStillWritesItsOutcomeForTheCaller(@TempDir Path dir) throws Exception {
    assertThat(main().run("--simulation", "Nope", "--results-dir", dir.toString())).isEqualTo(ExitStatus.TOOL_ERROR);

    assertThat(RunOutcomeFile.read(dir.resolve(RunOutcomeFile.FILE_NAME))).isEqualTo(
        new RunOutcomeFile(Optional.empty(), Optional.empty(), ExitStatus.TOOL_ERROR, List.of(), false));
  }

  @Test
  void missingSimulationIsAToolErrorListingWhatWasFound(@TempDir Path dir) throws Exception {
    ExitStatus status = main().run("--results-dir", dir.toString());

    assertThat(status).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err))
        .startsWith("error: no simulation given: pass --simulation <name>; found: io.throng.app.fixtures.");
  }

  @Test
  void ambiguousSimulationIsAToolError() throws Exception {
    ExitStatus status = main().run("--simulation=RampUp");

    assertThat(status).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).startsWith("error: simulation name RampUp is ambiguous: use one of ");
  }

  @Test
  void badArgumentsPrintUsageThenTheError() throws Exception {
    ExitStatus status = main().run("--simulation", "Smoke", "--threads", "4");

    assertThat(status).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .startsWith("usage: java -cp <classpath> io.throng.app.Main");
    assertThat(lastLine(err)).isEqualTo("error: unknown argument --threads");
  }

  @Test
  void helpPrintsUsage() throws Exception {
    assertThat(main().run("--help")).isEqualTo(ExitStatus.COMPLETED);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("--results-dir", "-Dloadtest.baseUrl=",
        "io.throng.app.Main compare --out", "io.throng.app.Main sweep --simulation", "io.throng.app.Main ab <run folder>");
  }

  @Test
  void subcommandsCompareSweepAndSummarizeRunFolders(@TempDir Path dir) throws Exception {
    Path a = injector(dir.resolve("a"), 3);
    Path b = injector(dir.resolve("b"), 4);

    assertThat(main().run("ab", a.toString())).isEqualTo(ExitStatus.COMPLETED);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("Complete requests:      3\n", "Failed requests:        0\n");
    assertThat(main().run("compare", "--out", dir.resolve("compared").toString(), "a=" + a, "b=" + b))
        .isEqualTo(ExitStatus.COMPLETED);
    assertThat(lastLine(out)).isEqualTo("Comparison: " + dir.resolve("compared/comparison.html").toAbsolutePath());
    assertThat(main().run("sweep", "--out", dir.resolve("swept").toString(), "3 users=" + a, "4 users=" + b))
        .isEqualTo(ExitStatus.COMPLETED);
    assertThat(lastLine(out)).isEqualTo("Sweep: " + dir.resolve("swept/sweep.html").toAbsolutePath());
    assertThat(main().run("ab")).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).isEqualTo("error: run folders must be 1, was 0");
  }

  @Test
  void searchesOnlyTheClassDirectoriesOfTheClasspath(@TempDir Path dir) throws Exception {
    Path classes = Files.createDirectories(dir.resolve("classes"));
    String classpath =
        String.join(File.pathSeparator, dir.resolve("missing.jar").toString(), "", classes.toString());

    assertThat(Main.classDirectories(classpath)).containsExactly(classes);
  }

  @Test
  void reportRegeneratesTheReportOfARunFolder(@TempDir Path run) throws Exception {
    try (RunLogWriter log = RunLogWriter.create(run.resolve("run.log"), 1_714_564_800_000L, "Old")) {
      log.end(1_714_564_801_000L, "completed");
    }

    assertThat(main().run("--report", run.toString())).isEqualTo(ExitStatus.COMPLETED);
    assertThat(lastLine(out)).isEqualTo("Report: " + run.resolve("index.html").toAbsolutePath());
    assertThat(run.resolve("index.html")).content().contains("<h1>Old</h1>");
  }

  @Test
  void reportMergesSeveralRunFoldersBesideTheFirstOrIntoOutput(@TempDir Path dir) throws Exception {
    Path a = injector(dir.resolve("a"), 3);
    Path b = injector(dir.resolve("b"), 4);

    assertThat(main().run("--report", a + "," + b)).isEqualTo(ExitStatus.COMPLETED);
    assertThat(lastLine(out)).matches("Report: " + Pattern.quote(dir.toAbsolutePath().toString())
        + "/merged-\\d{8}-\\d{6}/index.html");
    assertThat(main().run("--report", a + "," + b, "--output", dir.resolve("merged").toString())).isEqualTo(ExitStatus.COMPLETED);
    assertThat(dir.resolve("merged/index.html")).content().contains("<dt>Requests</dt><dd>7</dd>");
  }

  @Test
  void reportWithASimulationChecksItsAssertionsOnTheMergedRunLogs(@TempDir Path dir) throws Exception {
    Path a = injector(dir.resolve("a"), 100);
    Path b = injector(dir.resolve("b"), 60);

    ExitStatus status = main().run("--report", a + "," + b, "--simulation", "Asserted", "--output", dir.resolve("merged").toString());

    assertThat(status).isEqualTo(ExitStatus.ASSERTIONS_FAILED);
    assertThat(out.toString(StandardCharsets.UTF_8)).contains(
        "PASS global: count of successful requests >= 150 (actual 160, expected >= 150)\n",
        "FAIL flaky: count of failed requests = 0 (",
        "1 of 2 assertions failed\nReport: " + dir.resolve("merged/index.html").toAbsolutePath());
    assertThat(dir.resolve("merged/junit.xml")).content().contains("tests=\"3\" failures=\"1\"");
  }

  @Test
  void reportNeedsRunFolders(@TempDir Path dir) throws Exception {
    assertThat(main().run("--report", dir.toString())).isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).isEqualTo("error: " + dir.toAbsolutePath()
        + " has no run.log: pass a run folder, such as target/loadtest/smoke-20261129-221503");
  }

  @Test
  void reportOnADoubledRunLogExitsWithItsLineAndWhatToDo(@TempDir Path dir) throws Exception {
    Path run = injector(dir.resolve("run"), 5);
    Path log = run.resolve("run.log");
    Files.writeString(log, Files.readString(log).repeat(2));
    String classpath = testClassPath();

    Process report = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", classpath, Main.class.getName(), "--report", run.toString()).redirectErrorStream(true).start();
    String output = new String(report.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

    assertThat(report.waitFor()).as(output).isEqualTo(ExitStatus.TOOL_ERROR.code());
    assertThat(output).contains(log.toAbsolutePath() + " line 5: a second THRONG-RUNLOG header: two run logs were"
        + " joined into one file").contains("keep one, or merge shards with --report folderA,folderB")
        .doesNotContain("\tat ").doesNotContain("Exception");
    assertThat(run.resolve("index.html")).doesNotExist();
  }

  @Test
  void aStepThatRunsTheJvmOutOfMemoryStopsTheRunWithWhatToDo(@TempDir Path dir) throws Exception {
    String output = runOutOfMemory("Hoards", dir);

    assertThat(output).contains("error: the JVM ran out of memory in a virtual user's step: stopping the run")
        .doesNotContain("\tat ");
    assertEndedOutOfMemoryWithItsReport(dir, output);
  }

  @Test
  void runningOutOfMemoryOnAnEventLoopOutsideAnyStepStopsTheRunToo(@TempDir Path dir) throws Exception {
    // Before, Netty logged the error (its stack trace shows where) and the run sat out the user's ten-minute pause.
    String output = runOutOfMemory("HoardsOnTheLoop", dir);

    assertThat(output).contains("error: the JVM ran out of memory on an event loop: stopping the run");
    assertEndedOutOfMemoryWithItsReport(dir, output);
  }

  @Test
  void http3OnTheDemoTargetWhereQuicCannotLoadIsRefusedSayingWhatToAdd(@TempDir Path dir) throws Exception {
    String classpath = testClassPath();
    String withoutQuic = Stream.of(classpath.split(File.pathSeparator))
        .filter(entry -> !Path.of(entry).getFileName().toString().startsWith("netty-codec-native-quic"))
        .collect(Collectors.joining(File.pathSeparator));
    assertThat(withoutQuic).as("QUIC's native library is on the test class path").isNotEqualTo(classpath);

    // The demo target starts its HTTP/3 listener before the client: it says the client's words.
    String output = runToToolError(withoutQuic, "Http3OnTheDemo", dir);

    assertThat(output).contains("error: enableHttp3() needs QUIC's native library, which cannot be loaded here (")
        .contains("): add io.netty:netty-codec-native-quic with this machine's classifier (such as linux-x86_64)"
            + " to the class path, or remove enableHttp3()")
        .doesNotContain("\tat ").doesNotContain("IllegalStateException");
  }

  private static String runOutOfMemory(String simulation, Path dir) throws Exception {
    return runToToolError(testClassPath(), simulation, dir);
  }

  private static String testClassPath() {
    return System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
  }

  /**
   * Runs {@code simulation} on {@code classpath} in a JVM of 64 MB of heap and returns its output
   * once it exited with a tool error; one that has not within 60 s is killed, so that a run that
   * hangs fails the test, not CI.
   */
  private static String runToToolError(String classpath, String simulation, Path dir) throws Exception {
    Process run = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx64m",
        "-cp", classpath, Main.class.getName(), "--simulation", simulation, "--results-dir", dir.toString())
        .redirectErrorStream(true).start();
    CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
      try {
        return new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    boolean exited = run.waitFor(60, TimeUnit.SECONDS);
    if (!exited) {
      run.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    }
    String output = read.get(10, TimeUnit.SECONDS);
    assertThat(exited).as("exited within 60 s: %s", output).isTrue();
    assertThat(run.exitValue()).as(output).isEqualTo(ExitStatus.TOOL_ERROR.code());
    return output;
  }

  private static void assertEndedOutOfMemoryWithItsReport(Path dir, String output) throws IOException {
    assertThat(output).contains("error: the JVM ran out of memory during the run, which stopped it; its report"
        + " covers what ran before: give it more heap with -Xmx");
    try (Stream<Path> runs = Files.list(dir)) {
      Path folder = runs.filter(Files::isDirectory).findFirst().orElseThrow();
      assertThat(Files.readString(folder.resolve("run.log"))).as(output).contains("END\t")
          .endsWith("\tinterrupted-out-of-memory\n");
      assertThat(folder.resolve("index.html")).as(output).exists();
    }
  }

  /** A run folder whose log holds {@code requests} OK requests of 1 ms in second 0. */
  private static Path injector(Path folder, long requests) throws Exception {
    Files.createDirectories(folder);
    try (RunLogWriter log = RunLogWriter.create(folder.resolve("run.log"), 1_714_564_800_000L, "Split")) {
      Histogram times = RunLogFormat.newHistogram();
      times.recordValueWithCount(1_000, requests);
      log.requests(0, "user", RunLogEntry.Status.OK, times);
      log.end(1_714_564_801_000L, "completed");
    }
    return folder;
  }

  @Test
  void aFullyQualifiedSimulationIsLoadedWithoutScanningTheClassDirectories(@TempDir Path dir) throws Exception {
    Path a = injector(dir.resolve("a"), 100);
    Path classes = dir.resolve("classes");
    Path broken = classes.resolve("z/Broken.class");
    Files.createDirectories(broken.getParent());
    Files.write(broken, new byte[] {(byte) 0xCA, (byte) 0xFE});
    SimulationCatalogTest.RecordingLoader loader = new SimulationCatalogTest.RecordingLoader(getClass().getClassLoader());
    Main main = new Main(List.of(classes), loader, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), new CompletableFuture<>());

    ExitStatus status = main.run("--report", a.toString(), "--simulation", Asserted.class.getName(),
        "--output", dir.resolve("judged").toString());

    assertThat(status).as(err.toString(StandardCharsets.UTF_8)).isEqualTo(ExitStatus.ASSERTIONS_FAILED);
    assertThat(loader.asked).contains(Asserted.class.getName()).doesNotContain("z.Broken");
  }

  @Test
  void aMissingConfigFileIsAToolError(@TempDir Path dir) throws Exception {
    assertThat(main().run("--simulation", "Steady", "--config", dir.resolve("nope.conf").toString()))
        .isEqualTo(ExitStatus.TOOL_ERROR);
    assertThat(lastLine(err)).isEqualTo("error: config file " + dir.resolve("nope.conf").toAbsolutePath() + " does not exist");
  }

  private Main main() throws Exception {
    Path testClasses =
        Path.of(Steady.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return new Main(
        List.of(testClasses),
        getClass().getClassLoader(),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        new CompletableFuture<>());
  }

  private static String lastLine(ByteArrayOutputStream stream) {
    String[] lines = stream.toString(StandardCharsets.UTF_8).strip().split("\\R");
    return lines[lines.length - 1];
  }
}
