package io.throng.kubernetes;

import static io.throng.kubernetes.ShardRunLogs.runLog;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.app.ExitStatus;
import io.throng.app.RunOutcomeFile;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.kubernetes.verdict.AtLeastFifty;
import io.throng.kubernetes.verdict.AtLeastHundred;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The forked verdict judges the simulation's assertions on all shards together: 10 + 20 + 30
 * requests pass "at least 50" although no shard does alone, and fail "at least 100".
 */
class MergedVerdictTest {

  private static final long START = 1_796_000_000_000L;

  @TempDir Path root;

  @Test
  void judgesTheAssertionsOnTheShardsTogether() throws Exception {
    List<Path> shards = new ArrayList<>();
    int[] requests = {10, 20, 30};
    for (int k = 0; k < requests.length; k++) {
      Path folder = Files.createDirectories(root.resolve("shard-" + k));
      Files.writeString(folder.resolve(RunLogFormat.FILE_NAME), runLog(root.resolve("logs"), "home" + k, requests[k]));
      shards.add(folder);
    }
    List<Path> classpath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(Path::of).toList();

    RunOutcomeFile fifty = MergedVerdict.FORKED.judge(classpath, AtLeastFifty.class.getName(), shards, root.resolve("fifty"));
    RunOutcomeFile hundred =
        MergedVerdict.FORKED.judge(classpath, AtLeastHundred.class.getName(), shards, root.resolve("hundred"));

    assertThat(fifty.outcome()).isEqualTo(ExitStatus.COMPLETED);
    assertThat(fifty.report()).contains(root.resolve("fifty/index.html").toAbsolutePath());
    assertThat(hundred.outcome()).isEqualTo(ExitStatus.ASSERTIONS_FAILED);
    assertThat(hundred.failedAssertions()).singleElement().asString().endsWith("(actual 60, expected >= 100)");
    assertThat(RunOutcomeFile.read(root.resolve("hundred").resolve(RunOutcomeFile.FILE_NAME))).isEqualTo(hundred);
    assertThat(Files.readString(root.resolve("fifty/index.html"))).contains("<dt>Requests</dt><dd>60</dd>");
    assertThat(root.resolve("hundred/junit.xml")).content().contains("failures=\"1\"");
  }

  @Test
  void aMergedRunOnASaturatedGeneratorFailsWithFailOnInvalidAndPassesWithout() throws Exception {
    // Two shards that pass "at least 50" together; the second one's generator ran at 95 % CPU for 4 s.
    List<Path> shards = List.of(shard("shard-0", 30, 20), shard("shard-1", 30, 95));
    List<Path> classpath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(Path::of).toList();

    RunOutcomeFile lenient = MergedVerdict.FORKED.judge(classpath, AtLeastFifty.class.getName(), shards, root.resolve("lenient"));
    RunOutcomeFile strict;
    System.setProperty("loadtest.failOnInvalid", "true");
    try {
      strict = MergedVerdict.FORKED.judge(classpath, AtLeastFifty.class.getName(), shards, root.resolve("strict"));
    } finally {
      System.clearProperty("loadtest.failOnInvalid");
    }

    assertThat(lenient.outcome()).isEqualTo(ExitStatus.COMPLETED);
    assertThat(strict.outcome()).isEqualTo(ExitStatus.RUN_INVALID);
    assertThat(Files.readString(root.resolve("strict/index.html"))).contains("<strong>Invalid run</strong>");
  }

  @Test
  void noOutcomeAfterAVerdictThatWentToItsEndSaysWhatToRebuild() {
    assertThatThrownBy(() -> MergedVerdict.outcome(0, root))
        .isInstanceOf(IOException.class)
        .hasMessage("the merged verdict ended with exit status 0 but wrote no " + root.resolve("outcome.json")
            + ": the throng-app in the image is older than the plugin; build the image with the plugin's version");
  }

  @Test
  void noOutcomeAfterAJvmThatDidNotEndIsAToolErrorAndACorruptedOneSaysWhichFile() throws Exception {
    assertThat(MergedVerdict.outcome(137, root).outcome()).isEqualTo(ExitStatus.TOOL_ERROR);

    Files.writeString(root.resolve("outcome.json"), "{\"schemaVersion\": 7}");
    assertThatThrownBy(() -> MergedVerdict.outcome(0, root))
        .isInstanceOf(IOException.class)
        .hasMessageStartingWith(root.resolve("outcome.json").toAbsolutePath() + " is not a valid outcome.json:"
            + " its schemaVersion is 7 where 1 is read");
  }

  /** A shard's folder with a run log of 4 seconds of {@code perSecond} requests at {@code cpuPercent} CPU. */
  private Path shard(String name, int perSecond, int cpuPercent) throws IOException {
    Path folder = Files.createDirectories(root.resolve(name));
    try (RunLogWriter log = RunLogWriter.create(folder.resolve(RunLogFormat.FILE_NAME), START, "Sharded")) {
      for (int s = 0; s < 4; s++) {
        Histogram histogram = RunLogFormat.newHistogram();
        for (int i = 1; i <= perSecond; i++) {
          histogram.recordValue(i * 1_000L);
        }
        log.users(s, 1, s == 0 ? 1 : 0, s == 3 ? 1 : 0);
        log.requests(s, "home", Status.OK, histogram);
        log.health(s, cpuPercent, 0, 150);
      }
      log.end(START + 4_000, "completed");
    }
    return folder;
  }
}
