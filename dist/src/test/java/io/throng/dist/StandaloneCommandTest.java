package io.throng.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The unpacked archive as a user without Maven has it: {@code bin/throng run Hello.java} compiles
 * the file and runs it against the embedded demo target, in a fresh JVM per case.
 */
class StandaloneCommandTest {

  private static final Path HOME = Path.of(System.getProperty("throng.home", "target/throng-home-not-set"));

  private static final String PASSING = """
      import static io.throng.dsl.Dsl.*;

      import io.throng.dsl.Simulation;

      public class Hello extends Simulation {
        public Hello() {
          setUp(scenario("hello").exec(http("hello").get("/hello")).injectOpen(atOnceUsers(config().getLong("users", 3))))
              .protocols(http.baseUrl("demo"))
              .assertions(global().successfulRequests().count().is(config().getLong("users", 3)));
        }
      }
      """;

  private record Finished(int status, String output) {}

  @Test
  void runCompilesTheJavaFileAndRunsItWritingItsReport(@TempDir Path work) throws Exception {
    Path source = Files.writeString(work.resolve("Hello.java"), PASSING);

    Finished run = throng(work, "run", source.toString(), "--results-dir", work.resolve("runs").toString(),
        "-Dloadtest.users=5");

    assertThat(run.status()).as(run.output()).isZero();
    assertThat(run.output()).contains("PASS global: count of successful requests = 5").contains("Report: ");
    try (Stream<Path> runs = Files.list(work.resolve("runs"))) {
      Path folder = runs.filter(Files::isDirectory).findFirst().orElseThrow();
      assertThat(Files.readString(folder.resolve("index.html"))).contains("<dt>Requests</dt><dd>5</dd>");
      assertThat(folder.resolve("junit.xml")).exists();
    }
  }

  @Test
  void aFailedAssertionExitsWithOne(@TempDir Path work) throws Exception {
    Path source = Files.writeString(work.resolve("Hello.java"), PASSING.replace("is(config().getLong(\"users\", 3))", "is(1000L)"));

    Finished run = throng(work, "run", source.toString(), "--results-dir", work.resolve("runs").toString());

    assertThat(run.status()).as(run.output()).isEqualTo(1);
    assertThat(run.output()).contains("FAIL global: count of successful requests = 1000 (actual 3");
  }

  @Test
  void aSourceThatDoesNotCompileExitsWithTwoShowingTheCompilersMessage(@TempDir Path work) throws Exception {
    Path source = Files.writeString(work.resolve("Broken.java"),
        "public class Broken extends io.throng.dsl.Simulation { int x = missing(); }\n");

    Finished run = throng(work, "run", source.toString());

    assertThat(run.status()).isEqualTo(2);
    assertThat(run.output()).contains("Broken.java does not compile").contains("cannot find symbol");
  }

  @Test
  void helpListsTheCommandsAndExitStatusesAndAnUnknownCommandExitsWithTwo(@TempDir Path work) throws Exception {
    Finished help = throng(work, "--help");
    Finished unknown = throng(work, "rnu");

    assertThat(help.status()).isZero();
    assertThat(help.output()).contains("throng run <Simulation.java|SimulationName>").contains("exit status: 0");
    assertThat(unknown.status()).isEqualTo(2);
    assertThat(unknown.output()).contains("unknown command 'rnu'");
  }

  private static Finished throng(Path directory, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(HOME.resolve("bin/throng").toString()));
    command.addAll(List.of(args));
    Path output = directory.resolve("throng-" + System.nanoTime() + ".out");
    ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
        .redirectErrorStream(true).redirectOutput(output.toFile());
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Process process = builder.start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("throng " + String.join(" ", args) + " did not end within 120 s");
    }
    return new Finished(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
  }
}
