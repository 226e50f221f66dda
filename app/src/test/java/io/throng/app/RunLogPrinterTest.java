package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunLogPrinterTest {

  @TempDir Path dir;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  @Test
  void printsTheRunLogByteForByteBetweenTheMarkers() throws Exception {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, 1_764_457_200_000L, "Shop \u00e9t\u00e9 <b>")) {
      writer.shard(0, 2);
      writer.errors(0, "pay", "STATUS", 3, "status 503\tService Unavailable");
      writer.end(1_764_457_201_000L, "completed");
    }

    RunLogPrinter.print(log, new PrintStream(out, true, StandardCharsets.UTF_8));

    assertThat(out.toString(StandardCharsets.UTF_8))
        .isEqualTo("-----BEGIN THRONG RUN LOG-----\n" + Files.readString(log) + "-----END THRONG RUN LOG-----\n");
  }

  @Test
  void leavesOutALastLineCutOffBeforeItsNewline() throws Exception {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, 0, "Killed")) {
      writer.users(0, 1, 1, 0);
    }
    String complete = Files.readString(log);
    Files.writeString(log, "REQUEST\t1\tuser\tOK\tHIST", StandardOpenOption.APPEND);

    RunLogPrinter.print(log, new PrintStream(out, true, StandardCharsets.UTF_8));

    assertThat(out.toString(StandardCharsets.UTF_8))
        .isEqualTo("-----BEGIN THRONG RUN LOG-----\n" + complete + "-----END THRONG RUN LOG-----\n");
  }
}
