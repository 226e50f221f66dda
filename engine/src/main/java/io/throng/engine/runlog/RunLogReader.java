package io.throng.engine.runlog;

import io.throng.engine.runlog.RunLogEntry.Status;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Reads a run log written in {@link RunLogFormat}, one record at a time, so memory does not
 * grow with the length of the run.
 *
 * <pre>{@code
 * RunLogReader.read(runDir.resolve(RunLogFormat.FILE_NAME), entry -> {
 *   if (entry instanceof RunLogEntry.Requests r) total += r.count();
 * });
 * }</pre>
 *
 * <p>A log cut off mid-run is read up to its last complete line: a final line that is
 * incomplete (the writer died while writing it) is ignored. Unknown record types are skipped.
 */
public final class RunLogReader {

  private RunLogReader() {}

  /**
   * Passes every record of {@code file} to {@code consumer}, in file order.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a run log, has an unsupported version, or has
   *     a malformed line other than a truncated last one; the message names the line
   */
  public static void read(Path file, Consumer<RunLogEntry> consumer) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String header = in.readLine();
      checkHeader(file, header);
      String line = in.readLine();
      int number = 2;
      while (line != null) {
        String next = in.readLine();
        try {
          RunLogEntry entry = parse(line.split(String.valueOf(RunLogFormat.SEPARATOR), -1));
          if (entry != null) {
            consumer.accept(entry);
          }
        } catch (RuntimeException e) {
          if (next != null) {
            throw new IllegalArgumentException(
                file + " line " + number + " is not a valid run log record: " + e.getMessage(), e);
          }
          // The last line may be cut off by a killed writer: everything before it stands.
        }
        line = next;
        number++;
      }
    }
  }

  private static void checkHeader(Path file, String header) {
    String[] fields = header == null ? new String[0] : header.split("\t", -1);
    if (fields.length != 2 || !RunLogFormat.MAGIC.equals(fields[0])) {
      throw new IllegalArgumentException(
          file + " is not a Throng run log: its first line must be \"" + RunLogFormat.MAGIC
              + "<tab>" + RunLogFormat.VERSION + "\"");
    }
    if (!Integer.toString(RunLogFormat.VERSION).equals(fields[1])) {
      throw new IllegalArgumentException(
          file + " is a run log of version " + fields[1] + "; this Throng reads version "
              + RunLogFormat.VERSION);
    }
  }

  private static RunLogEntry parse(String[] f) {
    return switch (f[0]) {
      case RunLogFormat.RUN -> {
        expect(f, 3);
        yield new RunLogEntry.RunStart(RunLogFormat.VERSION, Long.parseLong(f[1]), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.USERS -> {
        expect(f, 5);
        yield new RunLogEntry.Users(
            Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]));
      }
      case RunLogFormat.REQUEST -> {
        expect(f, 5);
        yield new RunLogEntry.Requests(
            Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), Status.valueOf(f[3]), RunLogFormat.decode(f[4]));
      }
      case RunLogFormat.ERROR -> {
        expect(f, 5);
        yield new RunLogEntry.Errors(
            Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), Long.parseLong(f[3]), RunLogFormat.unescape(f[4]));
      }
      case RunLogFormat.END -> {
        expect(f, 3);
        yield new RunLogEntry.RunEnd(Long.parseLong(f[1]), RunLogFormat.unescape(f[2]));
      }
      default -> null;
    };
  }

  private static void expect(String[] fields, int count) {
    if (fields.length != count) {
      throw new IllegalArgumentException(
          fields[0] + " needs " + count + " fields, has " + fields.length);
    }
  }
}
