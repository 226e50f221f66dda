package io.throng.report;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.repeated;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a 5-second run log of as many request names as its first argument says into the folder
 * its second argument names, builds its report there, and prints how long the report took; run
 * in a JVM with a small heap to show that the report of many names fits it. Names below 100 are
 * requested most (50 times a second), so the top of the page is predictable.
 */
final class ManyNamesProbe {

  private ManyNamesProbe() {}

  public static void main(String[] args) throws IOException {
    int names = Integer.parseInt(args[0]);
    Path folder = Path.of(args[1]);
    Path log = folder.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "ManyNames")) {
      for (int s = 0; s < 5; s++) {
        writer.users(s, 100, s == 0 ? 100 : 0, s == 4 ? 100 : 0);
        for (int name = s; name < names; name += 5) {
          long micros = 1_000 + name % 1_000;
          writer.requests(s, "GET /items/" + name, Status.OK, repeated(name < 100 ? 50 : 1, micros));
          writer.serviceTimes(s, "GET /items/" + name, Status.OK, repeated(name < 100 ? 50 : 1, micros));
          writer.statuses(s, "GET /items/" + name, 200, name < 100 ? 50 : 1);
        }
        writer.flush();
      }
      writer.end(START + 5_000, "completed");
    }
    long started = System.nanoTime();
    ReportGenerator.generate(log, Files.createDirectories(folder.resolve("report")));
    System.out.println("report millis " + (System.nanoTime() - started) / 1_000_000);
  }
}
