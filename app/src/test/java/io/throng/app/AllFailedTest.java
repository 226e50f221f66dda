package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.fixtures.run.AllFailing;
import io.throng.engine.demo.DemoTarget;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run where every request failed and no assertion says that matters still exits 0, but the
 * console, the page and summary.md say so, and junit.xml holds the run's test case.
 */
class AllFailedTest {

  @Test
  void everyRequestFailedWithoutAssertionsExitsZeroAndSaysSoEverywhere(@TempDir Path dir) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ExitStatus status;
    try (DemoTarget target = DemoTarget.start()) {
      Path testClasses = Path.of(AllFailing.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      Main main = new Main(List.of(testClasses), getClass().getClassLoader(),
          new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true,
          StandardCharsets.UTF_8), new CompletableFuture<>());
      Path config = Files.writeString(dir.resolve("target.conf"), "loadtest.baseUrl = \"" + target.baseUri() + "\"\n");

      status = main.run("--simulation", "AllFailing", "--results-dir", dir.resolve("runs").toString(),
          "--config", config.toString());
      assertThat(target.requestsServed()).isEqualTo(10);
    }

    assertThat(status).isEqualTo(ExitStatus.COMPLETED);
    assertThat(out.toString(StandardCharsets.UTF_8)).endsWith("\nOutcome: Completed, every request failed\n");
    Path run;
    try (Stream<Path> folders = Files.list(dir.resolve("runs"))) {
      run = folders.filter(Files::isDirectory).findFirst().orElseThrow();
    }
    assertThat(run.resolve("index.html")).content().contains("<strong>Completed, every request failed</strong>");
    assertThat(run.resolve("summary.md")).content()
        .startsWith("### Load test: AllFailing: Completed, every request failed, no assertions\n");
    assertThat(run.resolve("junit.xml")).content()
        .contains("<testsuite name=\"AllFailing\" tests=\"1\" failures=\"0\" errors=\"0\"")
        .contains("<testcase classname=\"AllFailing\" name=\"run\">\n    <system-out>Completed, every request failed</system-out>");
  }
}
