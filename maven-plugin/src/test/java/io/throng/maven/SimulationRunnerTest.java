package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.artifact.DefaultArtifact;
import org.apache.maven.artifact.handler.DefaultArtifactHandler;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Resolution and the fork's command line, on a small project compiled here; no Maven runs. */
class SimulationRunnerTest {

  @TempDir static Path project;

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
  }

  @Test
  void resolvesASimpleNameAmongMainAndTestClasses() throws Exception {
    assertThat(SimulationRunner.resolve(request("Checkout", Map.of()))).isEqualTo("perf.Checkout");
    assertThat(SimulationRunner.resolve(request(" perf.Browse ", Map.of()))).isEqualTo("perf.Browse");
  }

  @Test
  void unknownNameFailsListingTheSimulationsFound() {
    assertThatThrownBy(() -> SimulationRunner.resolve(request("Nope", Map.of())))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no simulation named Nope; found: perf.Browse, perf.Checkout");
  }

  @Test
  void missingNameFailsListingTheSimulationsFound() {
    assertThatThrownBy(() -> SimulationRunner.resolve(request(null, Map.of())))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage("no simulation given: pass -Dsimulation=<name>; found: perf.Browse, perf.Checkout");
  }

  @Test
  void projectWithoutTheDslFailsSayingWhichDependencyToAdd() {
    RunRequest request = request("Checkout", Map.of());
    RunRequest withoutDsl =
        new RunRequest(
            request.simulation(), request.resultsDirectory(), null, project, classes, testClasses,
            List.of(), request.pluginArtifacts(), new Properties(), new Properties());

    assertThatThrownBy(() -> SimulationRunner.resolve(withoutDsl))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessageEndingWith("add the dependency io.throng:throng-dsl to the project");
  }

  @Test
  void forkRunsMainWithJvmArgsLoadtestPropertiesAndTheProjectClasspathFirst() {
    RunRequest request =
        request(
            "Checkout",
            Map.of(
                "loadtest.baseUrl", "http://127.0.0.1:9999",
                "loadtest.skip", "false",
                "loadtest.jvmArgs", "-Xmx1g",
                "simulation", "Checkout",
                "other", "x"));

    List<String> command = SimulationRunner.command(request, "perf.Checkout");

    assertThat(command.get(0)).isEqualTo(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    assertThat(command.subList(1, command.size()))
        .containsExactly(
            "-Xmx1g",
            "-XX:+UseZGC",
            "-Dloadtest.baseUrl=http://127.0.0.1:9999",
            "-Dloadtest.users=5",
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
  void userPropertiesWinOverSystemProperties() {
    Properties system = new Properties();
    system.setProperty("loadtest.baseUrl", "from-system");
    system.setProperty("loadtest.users", "5");
    system.setProperty("java.version", "17");
    Properties user = new Properties();
    user.setProperty("loadtest.baseUrl", "from-user");
    RunRequest base = request("Checkout", Map.of());
    RunRequest request =
        new RunRequest(
            base.simulation(), base.resultsDirectory(), null, project, classes, testClasses,
            base.projectArtifacts(), base.pluginArtifacts(), system, user);

    assertThat(SimulationRunner.loadtestProperties(request))
        .containsExactly(Map.entry("loadtest.baseUrl", "from-user"), Map.entry("loadtest.users", "5"));
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
        project.resolve("target/loadtest"),
        " -Xmx1g  -XX:+UseZGC ",
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
