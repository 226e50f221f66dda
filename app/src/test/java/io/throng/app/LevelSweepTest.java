package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The level loop on levels whose runs are written here, each with as many KOs in 100 as its level. */
class LevelSweepTest {

  @TempDir Path dir;

  private final List<String> ran = new ArrayList<>();
  private final List<String> log = new ArrayList<>();

  @Test
  void runsEachLevelInItsOwnFolderAndWritesTheSweepAfterEach() throws IOException {
    Path out = dir.resolve("sweep");

    LevelSweep.Outcome outcome = LevelSweep.of("failPercent", " 0, 2 ,4 ", out).maxErrorPercent("5")
        .run(this::writeLevel, log::add);

    assertThat(ran).containsExactly("failPercent=0 in sweep/failPercent-0", "failPercent=2 in sweep/failPercent-2",
        "failPercent=4 in sweep/failPercent-4");
    assertThat(outcome.page()).isEqualTo(out.resolve("sweep.html")).isRegularFile();
    assertThat(outcome.notRun()).isEmpty();
    assertThat(outcome.verdict()).isEqualTo("Highest level that held: failPercent=4. Every level held.");
    List<String> table = Files.readString(out.resolve("sweep.md")).lines().toList();
    assertThat(log).startsWith("Sweep level 1 of 3: failPercent=0", "failPercent=0: held",
        "Sweep level 2 of 3: failPercent=2", "failPercent=2: held",
        "Sweep level 3 of 3: failPercent=4", "failPercent=4: held",
        "Highest level that held: failPercent=4. Every level held.")
        .endsWith("Sweep: " + outcome.page().toAbsolutePath());
    assertThat(log.subList(7, log.size() - 1)).as("the sweep's table, line by line").isEqualTo(table);
    assertThat(Files.readString(outcome.page())).contains(">failPercent=0</a>", ">failPercent=4</a>");
  }

  @Test
  void stopsAfterTheFirstLevelOverTheLimitWhenAsked() throws IOException {
    LevelSweep sweep = LevelSweep.of("failPercent", "0,10,20,30", dir.resolve("sweep")).maxErrorPercent("5%");

    LevelSweep.Outcome stopped = sweep.stopAtFirstBreak(true).run(this::writeLevel, log::add);

    assertThat(ran).hasSize(2);
    assertThat(stopped.notRun()).containsExactly("failPercent=20", "failPercent=30");
    assertThat(stopped.verdict())
        .isEqualTo("Highest level that held: failPercent=0. First level over the limit: failPercent=10.");
    assertThat(log).contains("failPercent=10: first over the limit: error 10.00 % > 5.00 %",
        "Stopped at the first level that did not hold; not run: failPercent=20, failPercent=30");
    assertThat(dir.resolve("sweep/failPercent-20")).doesNotExist();

    ran.clear();
    assertThat(sweep.run(this::writeLevel, log::add).notRun()).isEmpty();
    assertThat(ran).hasSize(4);
  }

  @Test
  void aP99LimitJudgesTheLevelsToo() throws IOException {
    LevelSweep.Outcome outcome = LevelSweep.of("failPercent", "0,10", dir.resolve("sweep")).maxP99("0.5ms")
        .run(this::writeLevel, log::add);

    // Every request of these levels took 1 ms.
    assertThat(outcome.verdict()).isEqualTo("No level held: the first one already broke the limit."
        + " First level over the limit: failPercent=0.");
    assertThat(log).contains("failPercent=0: first over the limit: p99 1.00 ms > 0.500 ms");
  }

  @Test
  void aLevelThatWroteNoRunFolderStopsTheSweepNamingIt() {
    assertThatThrownBy(() -> LevelSweep.of("threads", "10", dir).run((parameter, value, results) -> { }, log::add))
        .isInstanceOf(IOException.class)
        .hasMessage("level threads=10 wrote no run folder with a run.log under " + dir.resolve("threads-10").toAbsolutePath()
            + ": its output above says why");
  }

  @ParameterizedTest(name = "{0} / {1}: {2}")
  @CsvSource(delimiter = '|', textBlock = """
      a b        | 1       | parameter must be a configuration key such as threads, was 'a b'
      ''         | 1       | parameter must be a configuration key such as threads, was ''
      threads    | ' , '   | levels must be >= 1, was 0: give them lightest first, separated by commas, such as 100,500,1000
      threads    | 1,2,1   | levels must differ, was 1 twice
      url        | a/b,a:b | levels must differ, was a/b and a:b, which share the folder url-a_b
      """)
  void badParametersAndLevelsAreRejectedSayingWhy(String parameter, String levels, String message) {
    assertThatThrownBy(() -> LevelSweep.of(parameter, levels, dir))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }

  @ParameterizedTest(name = "{0} -> {1} µs")
  @CsvSource(textBlock = """
      1500ms, 1500000
      1.5s, 1500000
      1500, 1500000
      2s, 2000000
      0.25ms, 250
      20 ms , 20000
      """)
  void timesAreMillisecondsUnlessTheySaySeconds(String text, long micros) {
    assertThat(LevelSweep.time(text)).isEqualTo(Duration.ofNanos(micros * 1_000));
  }

  @ParameterizedTest
  @ValueSource(strings = {"fast", "-1", "1.5 min", "ms"})
  void anyOtherTimeIsRejected(String text) {
    assertThatThrownBy(() -> LevelSweep.time(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("not a time such as 1500ms or 1.5s");
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', textBlock = """
      five | not a number such as 5
      120  | maxErrorPercent must be between 0 and 100, was 120.0
      """)
  void badErrorPercentagesAreRejected(String text, String message) {
    assertThatThrownBy(() -> LevelSweep.of("threads", "1", dir).maxErrorPercent(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(message);
  }

  /** Writes a 1-second run of 100 requests of 1 ms into a run folder, {@code value} of them KO. */
  private void writeLevel(String parameter, String value, Path results) throws IOException {
    ran.add(parameter + "=" + value + " in " + dir.relativize(results));
    Path folder = Files.createDirectories(results.resolve("levels-20240501-120000"));
    long ko = Long.parseLong(value);
    try (RunLogWriter writer = RunLogWriter.create(folder.resolve(RunLogFormat.FILE_NAME), 1_714_564_800_000L, "Levels")) {
      writer.users(0, 10, 10, 10);
      writer.requests(0, "hello", RunLogEntry.Status.OK, histogram(100 - ko));
      if (ko > 0) {
        writer.requests(0, "hello", RunLogEntry.Status.KO, histogram(ko));
        writer.errors(0, "hello", "STATUS", ko, "status 500");
      }
      writer.end(1_714_564_801_000L, "completed");
    }
    // As Main leaves it in its results folder, naming the level's run folder.
    RunOutcomeFile.toolError(Optional.of(folder), false).withOutcome(ExitStatus.COMPLETED)
        .write(results.resolve(RunOutcomeFile.FILE_NAME));
  }

  private static Histogram histogram(long count) {
    Histogram histogram = RunLogFormat.newHistogram();
    histogram.recordValueWithCount(1_000, count);
    return histogram;
  }
}
