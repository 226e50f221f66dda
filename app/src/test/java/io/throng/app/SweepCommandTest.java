package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.fixtures.run.AbStyle;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code Main sweep}: levels run in new JVMs against their embedded demo targets, and its bad command lines. */
class SweepCommandTest {

  @TempDir Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  @Test
  void runsEachLevelInANewJvmAndStopsAfterTheFirstLevelOverTheLimit() throws Exception {
    Path sweep = dir.resolve("sweep");

    ExitStatus status = main().run("sweep", "--simulation", AbStyle.class.getName(), "--parameter", "failPercent",
        "--levels", "0,10,20", "--max-error-percent", "5", "--stop-at-first-break", "--out", sweep.toString());

    assertThat(status).as(text(err) + text(out)).isEqualTo(ExitStatus.COMPLETED);
    String console = text(out);
    // Each level is its own run of AbStyle, which prints its ApacheBench summary: 50 requests, 5 of
    // them answered 500 at failPercent=10.
    assertThat(console).contains(
        "Sweep level 1 of 3: failPercent=0\n", "failPercent=0: held\n",
        "Sweep level 2 of 3: failPercent=10\n", "Failed requests:        5\n",
        "failPercent=10: first over the limit: error 10.00 % > 5.00 %\n",
        "Stopped at the first level that did not hold; not run: failPercent=20\n",
        "Highest level that held: failPercent=0. First level over the limit: failPercent=10.\n",
        "| failPercent=10 | h1 | 50 | 10.00 % |", "Sweep: " + sweep.resolve("sweep.html").toAbsolutePath() + "\n");
    assertThat(console.split("Complete requests:      50\n", -1)).as("one summary per level run").hasSize(3);
    assertThat(sweep.resolve("failPercent-20")).doesNotExist();
    assertThat(Files.readString(sweep.resolve("sweep.html")))
        .contains("Highest level that held: failPercent=0. First level over the limit: failPercent=10.");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      --simulation X --levels 1,2                         | error: --parameter is required with --simulation
      --simulation X --parameter threads                  | error: --levels is required with --simulation
      --simulation X --parameter t --levels 1 runs/a      | error: run folders go without --simulation: a sweep either runs its levels or reports on finished ones, was runs/a
      --simulation X --parameter t --levels 1 --max-p99 x | error: --max-p99 x: not a time such as 1500ms or 1.5s
      --out o --levels 1,2 runs/a                         | error: --levels goes with --simulation: without it, the levels are finished run folders
      --out o --stop-at-first-break runs/a                | error: --stop-at-first-break goes with --simulation: without it, the levels are finished run folders
      """)
  void badCommandLinesEndWithOneLineSayingWhatToFix(String line, String error) throws Exception {
    String[] args = ("sweep " + line).split(" ");

    assertThat(main().run(args)).isEqualTo(ExitStatus.TOOL_ERROR);
    String[] lines = text(err).strip().split("\\R");
    assertThat(lines[lines.length - 1]).isEqualTo(error);
  }

  private Main main() throws Exception {
    Path testClasses = Path.of(AbStyle.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    return new Main(List.of(testClasses), getClass().getClassLoader(), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), new CompletableFuture<>());
  }

  private static String text(ByteArrayOutputStream bytes) {
    return bytes.toString(StandardCharsets.UTF_8);
  }
}
