package io.throng.engine.runlog;

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
 * record types (a word in capitals) are skipped.
 *
 * <p>The input is untrusted: a line longer than {@link RunLogFormat#MAX_LINE_BYTES}, bytes that are
 * not UTF-8, a line that is not a record, a field that is not a number or lies outside
 * {@code 0..2^40}, a histogram that is damaged or inflates beyond the run log's shape, a second
 * that goes backwards, a second {@code USERS} record for a second, or a second header or
 * {@code RUN} record (two logs joined) is refused with {@code <file> line N: what is wrong}, so
 * a damaged log is never counted wrong or twice. Memory stays within one line and one histogram;
 * the reader starts no thread.
 */
public final class RunLogReader implements AutoCloseable {

  /** How far a second may run ahead of its line number: slack for logs written by hand in tests. */
  private static final int SECONDS_AHEAD_OF_LINES = 60;

  private final Path file;
  private final RunLogLines lines;
  private int version;
  private boolean started;
  private long lastSecond;
  private long lastUsersSecond = -1;

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
    if (version == 0) {
      version = checkHeader();
    }
    try {
      for (String line = lines.next(); line != null; line = lines.next()) {
        RunLogEntry entry = RunLogRecords.parse(version, line.split(String.valueOf(RunLogFormat.SEPARATOR), -1));
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
    // A second's parts come together and in order, so a step back means pieces of logs were
    // joined or reordered, and reading on would count some seconds twice.
    if (second < lastSecond) {
      throw new IllegalArgumentException("second " + second + " after second " + lastSecond
          + ": a run log's seconds only go forward, so parts of it were joined or reordered");
    }
    if (entry instanceof RunLogEntry.Users && second <= lastUsersSecond) {
      throw new IllegalArgumentException("a second USERS record for second " + second
          + ": each second has one, so parts of the log were joined");
    }
    lastSecond = second;
    if (entry instanceof RunLogEntry.Users) {
      lastUsersSecond = second;
    }
  }

  private static long second(RunLogEntry entry) {
    if (entry instanceof RunLogEntry.Users r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.ScenarioUsers r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.UsersPeak r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.ScenarioUsersPeak r) {
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
    if (entry instanceof RunLogEntry.CustomCounter r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.CustomGauge r) {
      return r.second();
    }
    if (entry instanceof RunLogEntry.CustomTrend r) {
      return r.second();
    }
    return -1;
  }

  /** Reads the first line; its messages name the file once and need no line number: it is the first. */
  private int checkHeader() throws IOException {
    String header;
    try {
      header = lines.next();
    } catch (IllegalArgumentException notText) {
      header = null;
    }
    String[] fields = header == null ? new String[0] : header.split("\t", -1);
    if (fields.length != 2 || !RunLogFormat.MAGIC.equals(fields[0])) {
      throw new IllegalArgumentException(file + " is not a Throng run log: its first line must be \""
          + RunLogFormat.MAGIC + "<tab>" + RunLogFormat.VERSION + "\"");
    }
    if (!Integer.toString(RunLogFormat.VERSION).equals(fields[1])) {
      throw new IllegalArgumentException(file + " is a run log of version " + RunLogRecords.shorten(fields[1])
          + "; this Throng reads version " + RunLogFormat.VERSION);
    }
    return RunLogFormat.VERSION;
  }
}
