package io.throng.engine.runlog;

import io.throng.engine.runlog.RunLogEntry.Status;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
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
 * <p>A log cut off mid-run is read up to its last complete line: a final line without its
 * newline (the writer died while writing it) is ignored, even when it would parse. Unknown
 * record types are skipped.
 */
public final class RunLogReader {

  private RunLogReader() {}

  /**
   * Passes every record of {@code file} to {@code consumer}, in file order.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a run log, has an unsupported version, or has
   *     a malformed complete line; the message names the line
   */
  public static void read(Path file, Consumer<RunLogEntry> consumer) throws IOException {
    boolean lastLineComplete = endsWithNewline(file);
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      int version = checkHeader(file, in.readLine());
      String line = in.readLine();
      int number = 2;
      while (line != null) {
        String next = in.readLine();
        boolean last = next == null;
        if (last && !lastLineComplete) {
          return; // the writer died mid-line: everything before it stands
        }
        try {
          RunLogEntry entry = parse(version, line.split(String.valueOf(RunLogFormat.SEPARATOR), -1));
          if (entry != null) {
            consumer.accept(entry);
          }
        } catch (RuntimeException e) {
          throw new IllegalArgumentException(
              file + " line " + number + " is not a valid run log record: " + e.getMessage(), e);
        }
        line = next;
        number++;
      }
    }
  }

  private static boolean endsWithNewline(Path file) throws IOException {
    try (SeekableByteChannel channel = Files.newByteChannel(file)) {
      if (channel.size() == 0) {
        return true;
      }
      ByteBuffer last = ByteBuffer.allocate(1);
      channel.position(channel.size() - 1).read(last);
      return last.get(0) == '\n';
    }
  }

  private static int checkHeader(Path file, String header) {
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
    return RunLogFormat.VERSION;
  }

  private static RunLogEntry parse(int version, String[] f) {
    return switch (f[0]) {
      case RunLogFormat.RUN -> {
        expect(f, 3);
        yield new RunLogEntry.RunStart(version, Long.parseLong(f[1]), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.SHARD -> {
        expect(f, 3);
        yield new RunLogEntry.Shard(Integer.parseInt(f[1]), Integer.parseInt(f[2]));
      }
      case RunLogFormat.HOST -> {
        expect(f, 2);
        yield new RunLogEntry.Host(RunLogFormat.unescape(f[1]));
      }
      case RunLogFormat.PLAN -> {
        expect(f, 2);
        yield new RunLogEntry.PlanDescription(RunLogFormat.unescape(f[1]));
      }
      case RunLogFormat.POPULATION -> {
        expect(f, 3);
        yield new RunLogEntry.PopulationProfile(RunLogFormat.unescape(f[1]), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.THROTTLE -> {
        expect(f, 2);
        yield new RunLogEntry.ThrottleProfile(RunLogFormat.unescape(f[1]));
      }
      case RunLogFormat.TARGET -> {
        expect(f, 2);
        yield new RunLogEntry.Target(RunLogFormat.unescape(f[1]));
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
      case RunLogFormat.SERVICE -> {
        expect(f, 5);
        yield new RunLogEntry.ServiceTimes(
            Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), Status.valueOf(f[3]), RunLogFormat.decode(f[4]));
      }
      case RunLogFormat.STATUS -> {
        expect(f, 5);
        yield new RunLogEntry.StatusCodes(
            Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), Integer.parseInt(f[3]), Long.parseLong(f[4]));
      }
      case RunLogFormat.RETRY -> {
        expect(f, 4);
        yield new RunLogEntry.Retries(Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), Long.parseLong(f[3]));
      }
      case RunLogFormat.ERROR -> {
        expect(f, 6);
        yield new RunLogEntry.Errors(Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            Long.parseLong(f[4]), RunLogFormat.unescape(f[5]));
      }
      case RunLogFormat.GROUP -> {
        expect(f, 6);
        yield new RunLogEntry.Groups(Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), Status.valueOf(f[3]),
            RunLogFormat.decode(f[4]), RunLogFormat.decode(f[5]));
      }
      case RunLogFormat.HEALTH -> {
        expect(f, 5);
        yield new RunLogEntry.Health(
            Long.parseLong(f[1]), Integer.parseInt(f[2]), Long.parseLong(f[3]), Long.parseLong(f[4]));
      }
      case RunLogFormat.LATE -> {
        expect(f, 4);
        yield new RunLogEntry.LateStarts(Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]));
      }
      case RunLogFormat.TRAFFIC -> {
        expect(f, 4);
        yield new RunLogEntry.Traffic(Long.parseLong(f[1]), Long.parseLong(f[2]), Long.parseLong(f[3]));
      }
      case RunLogFormat.ABORT -> {
        expect(f, 5);
        yield new RunLogEntry.Abort(Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            RunLogFormat.unescape(f[4]));
      }
      case RunLogFormat.USER_ERROR -> {
        expect(f, 7);
        yield new RunLogEntry.UserErrors(Long.parseLong(f[1]), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            RunLogFormat.unescape(f[4]), Long.parseLong(f[5]), RunLogFormat.unescape(f[6]));
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
