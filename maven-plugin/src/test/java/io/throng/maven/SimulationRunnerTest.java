package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.throng.app.ForkedSettings;
import io.throng.app.JvmDefaults;
import io.throng.dsl.Simulation;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DefaultArtifact;
import org.apache.maven.artifact.handler.DefaultArtifactHandler;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Resolution and the fork's command line, on a small project compiled here; no Maven runs. */
class SimulationRunnerTest {

  private static final ForkedSettings NO_SETTINGS = ForkedSettings.none();

  private static final String FOUND = "perf.Browse, perf.Checkout, perf.Quick, perf.Strict";
  private static final AtomicInteger RUNS = new AtomicInteger();

  @TempDir static Path project;

  private final RecordingLog log = new RecordingLog();

  private static Path dslJar;
  private static Path classes;
  private static Path testClasses;

  @BeforeAll
  static void compileProject() throws Exception {
    dslJar = Path.of(Simulation.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    classes = Files.createDirectories(project.resolve("target/classes"));
    testClasses = Files.createDirectories(project.resolve("target/test-classes"));
    compile(testClasses, "perf/Checkout.java", "package perf; public class Checkout extends io.throng.dsl.Simulation {}");
    compile(classes, "perf/Browse.java", "package perf; public class Browse extends io.throng.dsl.Simulation {}");
    compile(testClasses, "perf/Quick.java", quick("Quick", "global().failedRequests().count().is(0)"));
    compile(testClasses, "perf/Strict.java", quick("Strict", "global().failedRequests().count().gt(0)"));
  }

  /** Five requests to the embedded demo target, and one assertion. */
  private static String quick(String name, String assertion) {
    return "package perf; import static io.throng.dsl.Dsl.*; public class " + name
        + " extends io.throng.dsl.Simulation { public " + name + "() {"
        + " setUp(scenario(\"q\").exec(http(\"user\").get(\"/api/user/1\")).injectOpen(atOnceUsers(5)))"
        + ".protocols(http.baseUrl(\"demo\")).assertions(" + assertion + "); } }";
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "Checkout              | perf.Checkout",
        "' perf.Browse '       | perf.Browse",
        "Checkout,Browse       | perf.Checkout perf.Browse",
        "'*ck*, Browse'         | perf.Checkout perf.Quick perf.Browse",
        "perf.?rowse           | perf.Browse",
        "perf.Quick,perf.Browse,perf.Quick | perf.Quick perf.Browse",
        "perf.Quick,Browse     | perf.Quick perf.Browse",
      })
  void resolvesNamesListsAndPatternsAmongMainAndTestClasses(String simulation, String expected) throws Exception {
    assertThat(SimulationRunner.resolve(request(simulation, Map.of()))).containsExactly(expected.split(" "));
  }

  @Test
  void allResolvesEverySimulationWhateverTheName() throws Exception {
    RunRequest request = withAll(request("Nope", Map.of()));

    assertThat(SimulationRunner.resolve(request)).containsExactly("perf.Browse", "perf.Checkout", "perf.Quick", "perf.Strict");
  }

  @Test
  void unknownNameFailsListingTheSimulationsFound() {
    assertThatThrownBy(() -> SimulationRunner.resolve(request("Nope", Map.of())))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no simulation named Nope; found: " + FOUND);
    assertThatThrownBy(() -> SimulationRunner.resolve(request("perf.Nope", Map.of())))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no simulation named perf.Nope; found: " + FOUND);
    assertThatThrownBy(() -> SimulationRunner.resolve(request("*Nope*", Map.of())))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no simulation matches *Nope*; found: " + FOUND);
  }

  @Test
  void missingNameFailsListingTheSimulationsFound() {
    assertThatThrownBy(() -> SimulationRunner.resolve(request(null, Map.of())))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no simulation given: pass -Dsimulation=<name> (or A,B, or a pattern such as '*Smoke*'),"
            + " or -Dloadtest.all to run them all; found: " + FOUND);
  }

  @Test
  void inProcessRunPassesWhenTheAssertionsDo() throws IOException {
    RunRequest request = inProcess("Quick", true);

    assertThatCode(() -> new SimulationRunner(log).run(request)).doesNotThrowAnyException();
    assertThat(onlyReport(request.resultsDirectory())).content().contains("<td class=\"verdict\">PASS</td>");
  }

  @Test
  void failedAssertionsFailTheBuildListingThemOrOnlyWarnWhenAskedTo() {
    assertThatThrownBy(() -> new SimulationRunner(log).run(inProcess("Strict", true)))
        .isInstanceOf(MojoFailureException.class)
        .hasMessageStartingWith("perf.Strict failed its assertions:" + System.lineSeparator()
            + "  - global: count of failed requests > 0 (actual 0, expected > 0)");

    assertThatCode(() -> new SimulationRunner(log).run(inProcess("Strict", false))).doesNotThrowAnyException();
    assertThat(log.warnings()).anySatisfy(w -> assertThat(w).startsWith("perf.Strict failed its assertions:"))
        .contains("loadtest.failOnAssertion is false: the build goes on");
  }

  @Test
  void aMissingConfigFileFailsBeforeAnyRun() {
    RunRequest base = request("Checkout", Map.of());
    Path missing = project.resolve("nope.conf");
    RunRequest request = new RunRequest(base.simulation(), false, base.resultsDirectory(), null, true, missing, true,
        project, classes, testClasses, base.projectArtifacts(), base.pluginArtifacts(), new Properties(), new Properties());

    assertThatThrownBy(() -> new SimulationRunner(log).run(request))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("config file " + missing + " does not exist: fix -Dloadtest.config or the plugin's <config>");
  }

  @Test
  void theAotCacheOnAJdkBefore25FailsBeforeAnyRunSayingWhatToDo() {
    assumeTrue(Runtime.version().feature() < AotCache.FIRST_FEATURE, "Maven's JDK has the cache: nothing to refuse");
    RunRequest request = request("Checkout", Map.of()).withAotCacheDirectory(project.resolve("target/loadtest-aot"));

    assertThatThrownBy(() -> new SimulationRunner(log).run(request))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageStartingWith("loadtest.aotCache needs a JDK 25 or later, but the forked JVM would run on "
            + Runtime.version())
        .hasMessageContaining("JAVA_HOME=");
    assertThat(project.resolve("target/loadtest-aot")).doesNotExist();
  }

  @Test
  void theAotCacheIsNotUsedInMavensJvmAndSaysSo() {
    RunRequest request = inProcess("Quick", true).withAotCacheDirectory(project.resolve("target/loadtest-aot-in-process"));

    assertThatCode(() -> new SimulationRunner(log).run(request)).doesNotThrowAnyException();
    assertThat(log.warnings()).contains("loadtest.aotCache is not used when loadtest.fork is false: the run uses Maven's JVM");
    assertThat(project.resolve("target/loadtest-aot-in-process")).doesNotExist();
  }

  @Test
  void projectWithoutTheDslFailsSayingWhichDependencyToAdd() {
    RunRequest request = request("Checkout", Map.of());
    RunRequest withoutDsl =
        new RunRequest(
            request.simulation(), false, request.resultsDirectory(), null, true, null, true, project, classes,
            testClasses, List.of(), request.pluginArtifacts(), new Properties(), new Properties());

    assertThatThrownBy(() -> SimulationRunner.resolve(withoutDsl))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageEndingWith("add the dependency io.throng:throng-dsl to the project");
  }

  @Test
  void forkPassesTheConfigFileToMain() {
    RunRequest base = request("Checkout", Map.of());
    RunRequest request = new RunRequest(base.simulation(), false, base.resultsDirectory(), null, true,
        Path.of("ci.conf"), true, project, classes, testClasses, base.projectArtifacts(), base.pluginArtifacts(),
        new Properties(), new Properties());

    assertThat(SimulationRunner.command(request, "perf.Checkout", NO_SETTINGS)).endsWith(
        "--config", Path.of("ci.conf").toAbsolutePath().toString());
  }

  @Test
  void shardsForkMainWithShardsWhichStartsAndMergesThemEvenWhenForkIsOff() {
    RunRequest base = request("Checkout", Map.of("loadtest.shards", "3", "loadtest.startDelay", "10s"));
    RunRequest request = new RunRequest(base.simulation(), false, base.resultsDirectory(), null, false, null, true,
        project, classes, testClasses, base.projectArtifacts(), base.pluginArtifacts(), new Properties(),
        base.userProperties(), 3, "10s");

    List<String> command = SimulationRunner.command(request, "perf.Checkout", NO_SETTINGS);

    assertThat(command).endsWith("--simulation", "perf.Checkout", "--results-dir",
        base.resultsDirectory().toAbsolutePath().toString(), "--shards", "3", "--start-delay", "10s");
    assertThat(command).noneMatch(argument -> argument.startsWith("-Dloadtest.shards") || argument.startsWith("-Dloadtest.startDelay"));
  }

  @Test
  void forkRunsMainWithJvmArgsLoadtestPropertiesAndTheProjectClasspathFirst() throws IOException {
    RunRequest request =
        request(
            "Checkout",
            Map.of(
                "loadtest.baseUrl", "http://127.0.0.1:9999",
                "loadtest.skip", "false",
                "loadtest.jvmArgs", "-Xmx1g",
                "loadtest.fork", "true",
                "loadtest.config", "x.conf",
                "simulation", "Checkout",
                "other", "x"));

    List<String> command;
    Path settingsFile;
    try (ForkedSettings settings = ForkedSettings.write(SimulationRunner.loadtestProperties(request))) {
      command = SimulationRunner.command(request, "perf.Checkout", settings);
      settingsFile = Path.of(command.get(3).substring(("-D" + ForkedSettings.FILE_PROPERTY + "=").length()));
      // The settings reach the fork in a file only its owner reads, not on its command line.
      assertThat(Files.readString(settingsFile)).contains("loadtest.baseUrl=http\\://127.0.0.1\\:9999",
          "loadtest.users=5").doesNotContain("simulation=", "other=");
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(settingsFile))).isEqualTo("rw-------");
    }
    assertThat(settingsFile).doesNotExist();

    assertThat(command.get(0)).isEqualTo(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    assertThat(command.subList(1, command.size()))
        .containsExactly(
            "-Xmx1g",
            "-XX:+UseZGC",
            "-D" + ForkedSettings.FILE_PROPERTY + "=" + settingsFile,
            "-cp",
            String.join(
                File.pathSeparator,
                testClasses.toString(),
                classes.toString(),
                dslJar.toString(),
                "/repo/app.jar",
                "/repo/netty-epoll-linux.jar",
                "/repo/netty-epoll.jar"),
            "io.throng.app.Main",
            "--simulation",
            "perf.Checkout",
            "--results-dir",
            project.resolve("target/loadtest").toString());
  }

  @Test
  void theRunsPropertiesAreTheBuildsUserPropertiesWinning() {
    // Which properties reach a run is RunProperties' own test; here, that the request's user properties come last.
    Properties system = new Properties();
    system.setProperty("loadtest.baseUrl", "from-system");
    Properties user = new Properties();
    user.setProperty("loadtest.baseUrl", "from-user");
    RunRequest base = request("Checkout", Map.of());
    RunRequest request =
        new RunRequest(
            base.simulation(), false, base.resultsDirectory(), null, true, null, true, project, classes,
            testClasses, base.projectArtifacts(), base.pluginArtifacts(), system, user);

    assertThat(SimulationRunner.loadtestProperties(request)).containsExactly(Map.entry("loadtest.baseUrl", "from-user"));
  }

  @ParameterizedTest
  @CsvSource({
    "17.0.8+7, false", "17.0.9+9, true", "17.0.15+6, true", "18.0.2+9, false", "20, false",
    "21+35, false", "21.0.1+12, true", "22, true", "25, true"})
  void knowsWhichJavaTrimsItsNativeHeap(String version, boolean trims) {
    assertThat(SimulationRunner.trimsNativeHeap(Runtime.Version.parse(version))).isEqualTo(trims);
  }

  /** benchmarks/run.sh measures Throng as a user gets it: its default options are these, word for word. */
  @Test
  void theBenchmarkScriptRunsWithTheDefaultJvmArgs() throws IOException {
    String script = Files.readString(Path.of("..", "benchmarks", "run.sh"));

    assertThat(script).contains("JVM_OPTIONS=${JVM_OPTIONS:-" + SimulationMojo.DEFAULT_JVM_ARGS + "}\n");
    // run.sh's h2 case drops the lean compiler options by these prefixes, as the plugin does by the list.
    assertThat(script).contains("grep -v -e '^-XX:Tier4' -e '^-XX:CompileCommand='");
    assertThat(JvmDefaults.LEAN_COMPILER)
        .allMatch(option -> option.startsWith("-XX:Tier4") || option.startsWith("-XX:CompileCommand="));
    assertThat(SimulationRunner.jvmArgs(SimulationMojo.DEFAULT_JVM_ARGS).stream()
        .filter(option -> option.startsWith("-XX:Tier4") || option.startsWith("-XX:CompileCommand=")))
        .containsExactlyElementsOf(JvmDefaults.LEAN_COMPILER);
  }

  @Test
  void defaultJvmArgsDropTheNativeHeapTrimOnlyWhereJavaLacksIt() {
    assertThat(SimulationRunner.forkJvmArgs(SimulationMojo.DEFAULT_JVM_ARGS, Runtime.Version.parse("17.0.15"), false))
        .contains(SimulationMojo.TRIM_NATIVE_HEAP)
        .containsAll(SimulationRunner.jvmArgs(SimulationMojo.DEFAULT_JVM_ARGS));
    assertThat(SimulationRunner.forkJvmArgs(SimulationMojo.DEFAULT_JVM_ARGS, Runtime.Version.parse("17.0.8"), false))
        .doesNotContain(SimulationMojo.TRIM_NATIVE_HEAP)
        .hasSize(SimulationRunner.jvmArgs(SimulationMojo.DEFAULT_JVM_ARGS).size() - 1);
    // The build's own options are its choice, even on an older JVM.
    assertThat(SimulationRunner.forkJvmArgs("-Xmx1g " + SimulationMojo.TRIM_NATIVE_HEAP, Runtime.Version.parse("17.0.8"), false))
        .containsExactly("-Xmx1g", SimulationMojo.TRIM_NATIVE_HEAP);
  }

  @Test
  void aProjectThatSpeaksHttp2ForksWithoutTheLeanCompilerOptionsUnlessItChoseItsOwn() {
    List<String> defaults = SimulationRunner.jvmArgs(SimulationMojo.DEFAULT_JVM_ARGS);
    assertThat(SimulationRunner.forkJvmArgs(SimulationMojo.DEFAULT_JVM_ARGS, Runtime.Version.parse("17.0.15"), true))
        .doesNotContainAnyElementsOf(JvmDefaults.LEAN_COMPILER)
        .contains("-XX:+UseSerialGC", SimulationMojo.TRIM_NATIVE_HEAP, "-Dio.netty.jfr.enabled=false")
        .hasSize(defaults.size() - JvmDefaults.LEAN_COMPILER.size());
    assertThat(defaults).containsAll(JvmDefaults.LEAN_COMPILER);
    String own = "-Xmx1g " + String.join(" ", JvmDefaults.LEAN_COMPILER);
    assertThat(SimulationRunner.forkJvmArgs(own, Runtime.Version.parse("17.0.15"), true))
        .isEqualTo(SimulationRunner.jvmArgs(own));
  }

  @Test
  void splitsJvmArgsOnWhitespace() {
    assertThat(SimulationRunner.jvmArgs(null)).isEmpty();
    assertThat(SimulationRunner.jvmArgs("  ")).isEmpty();
    assertThat(SimulationRunner.jvmArgs(" -Xmx2g\t -XX:+UseZGC ")).containsExactly("-Xmx2g", "-XX:+UseZGC");
  }

  /**
   * A project whose test classpath has its own throng-dsl, and a plugin that brings the app, a
   * second throng-dsl (another version: dropped), two netty jars that differ by classifier only
   * (both kept), a pom-only artifact and its own jar (both dropped).
   */
  private static RunRequest request(String simulation, Map<String, String> userProperties) {
    Properties user = new Properties();
    user.putAll(userProperties);
    Properties system = new Properties();
    system.setProperty("loadtest.users", "5");
    return new RunRequest(
        simulation,
        false,
        project.resolve("target/loadtest"),
        " -Xmx1g  -XX:+UseZGC ",
        true,
        null,
        true,
        project,
        classes,
        testClasses,
        List.of(artifact("io.throng", "throng-dsl", "0.1.0", "jar", null, dslJar)),
        List.of(
            artifact("io.throng", "loadtest-maven-plugin", "0.2.0", "maven-plugin", null, Path.of("/repo/plugin.jar")),
            artifact("io.throng", "throng-app", "0.2.0", "jar", null, Path.of("/repo/app.jar")),
            artifact("io.throng", "throng-dsl", "0.2.0", "jar", null, Path.of("/repo/dsl-0.2.0.jar")),
            artifact("io.netty", "netty-epoll", "4.2", "jar", "linux", Path.of("/repo/netty-epoll-linux.jar")),
            artifact("io.netty", "netty-epoll", "4.2", "jar", null, Path.of("/repo/netty-epoll.jar")),
            artifact("io.netty", "netty-bom", "4.2", "pom", null, Path.of("/repo/netty-bom.pom"))),
        system,
        user);
  }

  private static RunRequest withAll(RunRequest r) {
    return new RunRequest(r.simulation(), true, r.resultsDirectory(), r.jvmArgs(), r.fork(), r.config(),
        r.failOnAssertion(), r.baseDirectory(), r.classesDirectory(), r.testClassesDirectory(), r.projectArtifacts(),
        r.pluginArtifacts(), r.systemProperties(), r.userProperties());
  }

  /**
   * A run of {@code simulation} in this JVM, into a fresh results folder: the plugin's artifacts
   * are this test's own class path (app, engine, report and theirs).
   */
  private static RunRequest inProcess(String simulation, boolean failOnAssertion) {
    String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<Artifact> plugin = new ArrayList<>();
    for (String entry : classpath.split(File.pathSeparator)) {
      plugin.add(artifact("test", "entry-" + plugin.size(), "1", "jar", null, Path.of(entry)));
    }
    return new RunRequest(simulation, false, project.resolve("runs-" + RUNS.incrementAndGet()), "-Xmx1g", false,
        null, failOnAssertion, project, classes, testClasses,
        List.of(artifact("io.throng", "throng-dsl", "0.1.0", "jar", null, dslJar)), plugin,
        new Properties(), new Properties());
  }

  private static Path onlyReport(Path results) throws IOException {
    try (Stream<Path> runs = Files.list(results)) {
      return runs.map(run -> run.resolve("index.html")).filter(Files::isRegularFile).findFirst().orElseThrow();
    }
  }

  private static Artifact artifact(
      String groupId, String artifactId, String version, String type, String classifier, Path file) {
    DefaultArtifactHandler handler = new DefaultArtifactHandler(type);
    handler.setAddedToClasspath(!type.equals("pom"));
    DefaultArtifact artifact =
        new DefaultArtifact(groupId, artifactId, version, "compile", type, classifier, handler);
    artifact.setFile(file.toFile());
    return artifact;
  }

  private static void compile(Path output, String path, String source) throws Exception {
    Path file = project.resolve("src/" + path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, source);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status =
        javac.run(null, null, null, "-cp", dslJar.toString(), "-d", output.toString(), file.toString());
    assertThat(status).as("javac status for " + path).isZero();
  }
}
