package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * A project with its own SLF4J provider beside the engine's: each case logs in a fresh JVM, since
 * SLF4J chooses once per JVM. The project's provider here is the no-operation one inside slf4j-api,
 * named by a service file of the test's own.
 */
class Slf4jProvidersTest {

  private static final String PROJECTS_PROVIDER = "org.slf4j.helpers.NOP_FallbackServiceProvider";

  @TempDir Path project;

  @Test
  void theProjectsProviderIsChosenWithoutAWord() throws Exception {
    Result result = logInAFreshJvm(true);

    assertThat(result.exitCode()).as(result.stderr()).isZero();
    assertThat(result.stdout()).isEqualTo("org.slf4j.helpers.NOPLoggerFactory\n");
    assertThat(result.stderr()).doesNotContain("SLF4J");
  }

  @Test
  void leftAloneSlf4jWarnsAboutTheTwo() throws Exception {
    // The control: proves the case above would see the warning.
    Result result = logInAFreshJvm(false);

    assertThat(result.exitCode()).as(result.stderr()).isZero();
    assertThat(result.stderr()).contains("multiple SLF4J providers");
  }

  @Test
  void aChoiceOfTheUsersIsKept() throws Exception {
    // Two providers, and the user names the engine's: it stays, where the project's would be chosen.
    Result result = logInAFreshJvm(true, "-Dslf4j.provider=" + Slf4jProviders.ENGINES_PROVIDER);

    assertThat(result.exitCode()).as(result.stderr()).isZero();
    assertThat(result.stdout()).isEqualTo("org.slf4j.jul.JDK14LoggerFactory\n");
  }

  /** Chooses (when {@code args[0]} is {@code prefer}), logs one line, and prints SLF4J's factory. */
  public static void main(String[] args) {
    if (args[0].equals("prefer")) {
      Slf4jProviders.preferTheProjects(Slf4jProvidersTest.class.getClassLoader());
    }
    LoggerFactory.getLogger(Slf4jProvidersTest.class).info("a line from the project");
    System.out.println(LoggerFactory.getILoggerFactory().getClass().getName());
  }

  private record Result(int exitCode, String stdout, String stderr) {}

  private Result logInAFreshJvm(boolean prefer, String... jvmOptions) throws IOException, InterruptedException {
    Path services = project.resolve(Slf4jProviders.SERVICE_FILE);
    Files.createDirectories(services.getParent());
    Files.writeString(services, PROJECTS_PROVIDER + "\n");
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    command.addAll(List.of(jvmOptions));
    command.addAll(List.of("-cp", project + File.pathSeparator + System.getProperty("java.class.path"),
        Slf4jProvidersTest.class.getName(), prefer ? "prefer" : "leave"));
    Process process = new ProcessBuilder(command).start();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException("the JVM that logs did not finish within 60 s");
    }
    return new Result(process.exitValue(), new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
        new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
  }
}
