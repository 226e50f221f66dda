package io.throng.kubernetes;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;

/** Real run logs, written by the engine's writer, and pod logs that carry them as the app prints. */
final class ShardRunLogs {

  private ShardRunLogs() {}

  /** A run log of {@code requests} OK requests named {@code name}, 1 to {@code requests} ms. */
  static String runLog(Path directory, String name, int requests) throws IOException {
    Path file = Files.createDirectories(directory).resolve(name + "." + RunLogFormat.FILE_NAME);
    long start = 1_796_000_000_000L;
    try (RunLogWriter log = RunLogWriter.create(file, start, "Sharded")) {
      Histogram histogram = RunLogFormat.newHistogram();
      for (int i = 1; i <= requests; i++) {
        histogram.recordValue(i * 1_000L);
      }
      log.users(0, 0, requests, requests);
      log.requests(0, name, Status.OK, histogram);
      log.serviceTimes(0, name, Status.OK, histogram);
      log.statuses(0, name, 200, requests);
      log.health(0, 12, 0, 150);
      log.end(start + 1_000, "completed");
    }
    return Files.readString(file, StandardCharsets.UTF_8);
  }

  /** What the app prints to stdout and stderr in a pod that ran to the end. */
  static String podLog(String runLog) {
    return "[    1s] users      0 |     10.0 req/s | OK        10 | KO         0\n"
        + RunLogBlock.BEGIN + "\n" + runLog + RunLogBlock.END + "\n"
        + "Report: /results/sharded-20261129-223005/index.html\n";
  }
}
