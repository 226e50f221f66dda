package io.throng.kubernetes;

import static io.throng.kubernetes.ShardRunLogs.runLog;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.app.ExitStatus;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.kubernetes.verdict.AtLeastFifty;
import io.throng.kubernetes.verdict.AtLeastHundred;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The forked verdict judges the simulation's assertions on all shards together: 10 + 20 + 30
 * requests pass "at least 50" although no shard does alone, and fail "at least 100".
 */
class MergedVerdictTest {

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

    int fifty = MergedVerdict.FORKED.judge(classpath, AtLeastFifty.class.getName(), shards, root.resolve("fifty"));
    int hundred =
        MergedVerdict.FORKED.judge(classpath, AtLeastHundred.class.getName(), shards, root.resolve("hundred"));

    assertThat(fifty).isEqualTo(ExitStatus.COMPLETED.code());
    assertThat(hundred).isEqualTo(ExitStatus.ASSERTIONS_FAILED.code());
    assertThat(Files.readString(root.resolve("fifty/index.html"))).contains("<dt>Requests</dt><dd>60</dd>");
    assertThat(root.resolve("hundred/junit.xml")).content().contains("failures=\"1\"");
  }
}
