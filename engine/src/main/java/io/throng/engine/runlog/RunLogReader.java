package io.throng.engine.runlog;

import io.throng.engine.runlog.RunLogEntry.Status;
import java.io.IOException;
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
public final class RunLogReader implements AutoCloseable {

  /** How far a second may run ahead of its line number: slack for logs written by hand in tests. */
  private static final int SECONDS_AHEAD_OF_LINES = 60;

  private final Path file;
  private final RunLogLines lines;
  private int version;
  private boolean started;

  private RunLogReader(Path file, RunLogLines lines) {
    this.file = file;
    this.lines = lines;
  }

  /**
   * Passes every record of {@code file} to {@code consumer}, in file order.
   *
   * @throws IOException if the file cannot be read
   * @throws IllegalArgumentException if it is not a run log, has an unsupported version, or has
   *     a malformed complete line; the message names the line
   */
  public static void read(Path file, Consumer<RunLogEntry> consumer) throws IOException {
    try (RunLogReader reader = open(file)) {
      for (RunLogEntry entry = reader.next(); entry != null; entry = reader.next()) {
        consumer.accept(entry);
      }
    }
  }

  /** A pull reader of {@code file}; {@link #next()} returns its records one by one. */
  public static RunLogReader open(Path file) throws IOException {
    return new RunLogReader(file, new RunLogLines(file));
  }

  /**
   * The next record, or {@code null} after the last complete line.
   *
   * @throws IllegalArgumentException if the file is not a valid run log; the message reads
   *     {@code <file> line N: what is wrong}
   */
  public RunLogEntry next() throws IOException {
    try {
      if (version == 0) {
        version = checkHeader(file, lines.next());
      }
      for (String line = lines.next(); line != null; line = lines.next()) {
        RunLogEntry entry = parse(version, line.split(String.valueOf(RunLogFormat.SEPARATOR), -1));
        if (entry != null) {
          checkOrder(entry);
          return entry;
        }
      }
      return null;
    } catch (IllegalArgumentException | ArithmeticException e) {
      throw new IllegalArgumentException(file + " line " + lines.number() + ": " + e.getMessage()
          + "; the file is damaged: report on an intact copy, or on the other run folders");
    }
  }

  /** Whether the log ended mid-line (a killed writer); known once {@link #next()} returned {@code null}. */
  public boolean cutOff() {
    return lines.cutOff();
  }

  @Override
  public void close() throws IOException {
    lines.close();
  }

  private void checkOrder(RunLogEntry entry) {
    if (entry instanceof RunLogEntry.RunStart) {
      if (started) {
        throw new IllegalArgumentException("a second RUN record: two run logs were joined into one file, and reading"
            + " on would count a run twice; keep one, or merge shards with --report folderA,folderB");
      }
      started = true;
    } else if (!started) {
      throw new IllegalArgumentException("a record before the RUN record, which must follow the header");
    }
    long second = second(entry);
    if (second < 0) {
      return;
    }
    if (second > lines.number() + SECONDS_AHEAD_OF_LINES) {
      throw new IllegalArgumentException("second " + second + " on line " + lines.number()
          + ": a run log has a USERS record for every second, so no second exceeds its line number by "
          + SECONDS_AHEAD_OF_LINES);
    }
  }

  private static long second(RunLogEntry entry) {
    if (entry instanceof RunLogEntry.Users r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.ScenarioUsers r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.Requests r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.ServiceTimes r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.StatusCodes r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.Errors r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.Groups r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.Health r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.LateStarts r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.Traffic r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.UserErrors r) {
      return r.second();
    }
    return -1;
  }

  private static long num(String[] f, int i) {
    long value;
    try {
      value = Long.parseLong(f[i]);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(f[0] + " field " + (i + 1) + " is \"" + shorten(f[i]) + "\", not a number");
    }
    if (value < 0 && !(f[0].equals(RunLogFormat.HEALTH) && i == 2 && value == -1)) {
      throw new IllegalArgumentException(f[0] + " field " + (i + 1) + " is " + value + "; it must not be negative");
    }
    if (value > RunLogFormat.MAX_VALUE && !(i == 1 && (f[0].equals(RunLogFormat.RUN) || f[0].equals(RunLogFormat.END)))) {
      throw new IllegalArgumentException(f[0] + " field " + (i + 1) + " is " + value + "; it must be at most "
          + RunLogFormat.MAX_VALUE);
    }
    return value;
  }

  private static Status status(String word) {
    return switch (word) {
      case "OK" -> Status.OK;
      case "KO" -> Status.KO;
      default -> throw new IllegalArgumentException("status \"" + shorten(word) + "\" is neither OK nor KO");
    };
  }

  private static String shorten(String text) {
    return text.length() <= 40 ? text : text.substring(0, 40) + "...";
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
        yield new RunLogEntry.RunStart(version, num(f, 1), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.SHARD -> {
        expect(f, 3);
        yield new RunLogEntry.Shard((int) num(f, 1), (int) num(f, 2));
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
            num(f, 1), num(f, 2), num(f, 3), num(f, 4));
      }
      case RunLogFormat.SCENARIO_USERS -> {
        expect(f, 6);
        yield new RunLogEntry.ScenarioUsers(num(f, 1), RunLogFormat.unescape(f[2]), num(f, 3), num(f, 4), num(f, 5));
      }
      case RunLogFormat.REQUEST -> {
        expect(f, 5);
        yield new RunLogEntry.Requests(
            num(f, 1), RunLogFormat.unescape(f[2]), status(f[3]), RunLogFormat.decode(f[4]));
      }
      case RunLogFormat.SERVICE -> {
        expect(f, 5);
        yield new RunLogEntry.ServiceTimes(
            num(f, 1), RunLogFormat.unescape(f[2]), status(f[3]), RunLogFormat.decode(f[4]));
      }
      case RunLogFormat.STATUS -> {
        expect(f, 5);
        yield new RunLogEntry.StatusCodes(
            num(f, 1), RunLogFormat.unescape(f[2]), (int) num(f, 3), num(f, 4));
      }
      case RunLogFormat.RETRY -> {
        expect(f, 4);
        yield new RunLogEntry.Retries(num(f, 1), RunLogFormat.unescape(f[2]), num(f, 3));
      }
      case RunLogFormat.ERROR -> {
        expect(f, 6);
        yield new RunLogEntry.Errors(num(f, 1), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            num(f, 4), RunLogFormat.unescape(f[5]));
      }
      case RunLogFormat.GROUP -> {
        expect(f, 6);
        yield new RunLogEntry.Groups(num(f, 1), RunLogFormat.unescape(f[2]), status(f[3]),
            RunLogFormat.decode(f[4]), RunLogFormat.decode(f[5]));
      }
      case RunLogFormat.HEALTH -> {
        expect(f, 5);
        yield new RunLogEntry.Health(
            num(f, 1), (int) num(f, 2), num(f, 3), num(f, 4));
      }
      case RunLogFormat.LATE -> {
        expect(f, 4);
        yield new RunLogEntry.LateStarts(num(f, 1), num(f, 2), num(f, 3));
      }
      case RunLogFormat.TRAFFIC -> {
        expect(f, 4);
        yield new RunLogEntry.Traffic(num(f, 1), num(f, 2), num(f, 3));
      }
      case RunLogFormat.ABORT -> {
        expect(f, 5);
        yield new RunLogEntry.Abort(num(f, 1), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            RunLogFormat.unescape(f[4]));
      }
      case RunLogFormat.USER_ERROR -> {
        expect(f, 7);
        yield new RunLogEntry.UserErrors(num(f, 1), RunLogFormat.unescape(f[2]), RunLogFormat.unescape(f[3]),
            RunLogFormat.unescape(f[4]), num(f, 5), RunLogFormat.unescape(f[6]));
      }
      case RunLogFormat.END -> {
        expect(f, 3);
        yield new RunLogEntry.RunEnd(num(f, 1), RunLogFormat.unescape(f[2]));
      }
      case RunLogFormat.MAGIC -> throw new IllegalArgumentException("a second " + RunLogFormat.MAGIC
          + " header: two run logs were joined into one file, and reading on would count a run twice;"
          + " keep one, or merge shards with --report folderA,folderB");
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
