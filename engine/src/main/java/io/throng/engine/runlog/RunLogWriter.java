package io.throng.engine.runlog;

import io.throng.engine.runlog.RunLogEntry.Status;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;

/**
 * Appends records to a run log in {@link RunLogFormat}. Not thread-safe: one collector thread
 * owns it. Call {@link #flush()} after each second's records so a killed run keeps its data.
 *
 * <pre>{@code
 * try (RunLogWriter log = RunLogWriter.create(dir.resolve(RunLogFormat.FILE_NAME), start, "Smoke")) {
 *   log.requests(0, "user", Status.OK, histogram);
 *   log.flush();
 *   log.end(System.currentTimeMillis(), "completed");
 * }
 * }</pre>
 */
public final class RunLogWriter implements Closeable {

  private final Path file;
  private BufferedWriter out; // from start() on

  private RunLogWriter(Path file) {
    this.file = file;
  }

  /** Creates (or replaces) the file and writes its header and {@code RUN} record. */
  public static RunLogWriter create(Path file, long startEpochMillis, String simulationName)
      throws IOException {
    RunLogWriter writer = forFile(file);
    writer.start(startEpochMillis, simulationName);
    return writer;
  }

  /**
   * A writer of {@code file}, which {@link #start} creates: a run makes what writes its log before
   * second 0, and starts the log once second 0 is known; a run that never starts leaves no file.
   */
  public static RunLogWriter forFile(Path file) {
    return new RunLogWriter(file);
  }

  /**
   * A writer that formats every record as a log's would be and keeps none, for running the
   * collector's code before a run ({@code CollectorWarmup}).
   */
  public static RunLogWriter discarding() {
    RunLogWriter writer = new RunLogWriter(null);
    writer.out = new BufferedWriter(Writer.nullWriter());
    return writer;
  }

  /** Creates (or replaces) the file and writes its header and {@code RUN} record; before anything else. */
  public void start(long startEpochMillis, String simulationName) throws IOException {
    out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    line(RunLogFormat.MAGIC, Integer.toString(RunLogFormat.VERSION));
    line(RunLogFormat.RUN, Long.toString(startEpochMillis), RunLogFormat.escape(simulationName));
    flush();
  }

  /** Says that this log is shard {@code index} of {@code count}; written right after {@code RUN}, in a sharded run only. */
  public void shard(int index, int count) {
    line(RunLogFormat.SHARD, Integer.toString(index), Integer.toString(count));
  }

  /** Names the machine that runs this shard; written right after {@code SHARD}, in a sharded run only. */
  public void host(String hostName) {
    line(RunLogFormat.HOST, RunLogFormat.escape(hostName));
  }

  /** Writes the simulation's description; written after {@code RUN} (and {@code SHARD}), before any second. */
  public void plan(String description) {
    line(RunLogFormat.PLAN, RunLogFormat.escape(description));
  }

  /** Writes one population's injection profile in words; follows {@link #plan}, one per population. */
  public void population(String scenarioName, String profile) {
    line(RunLogFormat.POPULATION, RunLogFormat.escape(scenarioName), RunLogFormat.escape(profile));
  }

  /** Writes the run's throttle in words; follows the {@code POPULATION} records, in a throttled run only. */
  public void throttle(String words) {
    line(RunLogFormat.THROTTLE, RunLogFormat.escape(words));
  }

  /** Writes one base URL the run sends its requests to; follows the plan's records, one per URL. */
  public void target(String baseUrl) {
    line(RunLogFormat.TARGET, RunLogFormat.escape(baseUrl));
  }

  /** Writes the rules the run's validity is judged by; follows the {@code TARGET} records, once. */
  public void validity(ValidityRules rules) {
    line(RunLogFormat.VALIDITY, Integer.toString(rules.cpuPercent()), Long.toString(rules.loopLagMicros()),
        Long.toString(rules.lateBasisPoints()), Integer.toString(rules.consecutiveSeconds()),
        Integer.toString(rules.runPercent()));
  }

  public void users(long second, long active, long started, long finished) {
    line(RunLogFormat.USERS, Long.toString(second), Long.toString(active), Long.toString(started),
        Long.toString(finished));
  }

  /** Writes the users of one scenario in a run of several: {@code users}' counts for it alone. */
  public void scenarioUsers(long second, String scenario, long active, long started, long finished) {
    line(RunLogFormat.SCENARIO_USERS, Long.toString(second), RunLogFormat.escape(scenario), Long.toString(active),
        Long.toString(started), Long.toString(finished));
  }

  /** Writes the most users active at once during {@code second}; follows its {@link #users}. */
  public void usersPeak(long second, long mostActive) {
    line(RunLogFormat.USERS_PEAK, Long.toString(second), Long.toString(mostActive));
  }

  /** Writes the most users of one scenario active at once during {@code second}; follows its {@link #scenarioUsers}. */
  public void scenarioUsersPeak(long second, String scenario, long mostActive) {
    line(RunLogFormat.SCENARIO_USERS_PEAK, Long.toString(second), RunLogFormat.escape(scenario),
        Long.toString(mostActive));
  }

  /** Writes the response times of one request name and status; an empty histogram is skipped. */
  public void requests(long second, String name, Status status, Histogram histogram) {
    if (histogram.getTotalCount() == 0) {
      return;
    }
    line(RunLogFormat.REQUEST, Long.toString(second), RunLogFormat.escape(name), status.name(),
        RunLogFormat.encode(histogram));
  }

  /** Writes the service times of the requests just written by {@link #requests}. */
  public void serviceTimes(long second, String name, Status status, Histogram histogram) {
    if (histogram.getTotalCount() == 0) {
      return;
    }
    line(RunLogFormat.SERVICE, Long.toString(second), RunLogFormat.escape(name), status.name(),
        RunLogFormat.encode(histogram));
  }

  public void statuses(long second, String name, int code, long count) {
    line(RunLogFormat.STATUS, Long.toString(second), RunLogFormat.escape(name), Integer.toString(code),
        Long.toString(count));
  }

  /** Writes that {@code count} requests of one request name went out on {@code protocol}, a single word. */
  public void protocols(long second, String name, String protocol, long count) {
    line(RunLogFormat.PROTOCOL, Long.toString(second), RunLogFormat.escape(name), RunLogFormat.escape(protocol),
        Long.toString(count));
  }

  /** Writes {@code count} attempts of one request name lost on a stale connection and sent again. */
  public void retries(long second, String name, long count) {
    line(RunLogFormat.RETRY, Long.toString(second), RunLogFormat.escape(name), Long.toString(count));
  }

  /** Writes {@code count} KOs of one kind and message; {@code kind} is a single word. */
  public void errors(long second, String name, String kind, long count, String message) {
    line(RunLogFormat.ERROR, Long.toString(second), RunLogFormat.escape(name), RunLogFormat.escape(kind),
        Long.toString(count), RunLogFormat.escape(message));
  }

  /**
   * Writes the executions of one group and status: their durations and, in the same order of
   * fields, their cumulated response times; an empty histogram of durations is skipped.
   */
  public void groups(long second, String name, Status status, Histogram durations, Histogram cumulatedResponseTimes) {
    if (durations.getTotalCount() == 0) {
      return;
    }
    line(RunLogFormat.GROUP, Long.toString(second), RunLogFormat.escape(name), status.name(),
        RunLogFormat.encode(durations), RunLogFormat.encode(cumulatedResponseTimes));
  }

  public void health(long second, int cpuPercent, long gcMillis, long maxLoopLagMicros) {
    line(RunLogFormat.HEALTH, Long.toString(second), Integer.toString(cpuPercent), Long.toString(gcMillis),
        Long.toString(maxLoopLagMicros));
  }

  public void lateStarts(long second, long count, long maxLagMicros) {
    line(RunLogFormat.LATE, Long.toString(second), Long.toString(count), Long.toString(maxLagMicros));
  }

  public void traffic(long second, long bytesSent, long bytesReceived) {
    line(RunLogFormat.TRAFFIC, Long.toString(second), Long.toString(bytesSent), Long.toString(bytesReceived));
  }

  /** Says that an abort-on-fail assertion failed on the figures up to {@code second} and stopped the run. */
  public void abort(long second, String assertion, String actual, String expected) {
    line(RunLogFormat.ABORT, Long.toString(second), RunLogFormat.escape(assertion), RunLogFormat.escape(actual),
        RunLogFormat.escape(expected));
    flush();
  }

  /** Writes {@code count} crashes of one step, exception class and message; see {@link RunLogFormat}. */
  public void userErrors(long second, String scenarioName, String step, String exceptionClass, long count,
      String message) {
    line(RunLogFormat.USER_ERROR, Long.toString(second), RunLogFormat.escape(scenarioName), RunLogFormat.escape(step),
        RunLogFormat.escape(exceptionClass), Long.toString(count), RunLogFormat.escape(message));
  }

  /** Declares a custom metric: {@code kind} is {@code COUNTER}, {@code GAUGE} or {@code TREND}; follows {@link #validity}. */
  public void customMetric(String kind, String name) {
    line(RunLogFormat.CUSTOM_METRIC, kind, RunLogFormat.escape(name));
  }

  /** Writes what was added to a custom counter in {@code second}. */
  public void customCounter(long second, String name, long sum) {
    line(RunLogFormat.CUSTOM_COUNTER, Long.toString(second), RunLogFormat.escape(name), Long.toString(sum));
  }

  /** Writes a custom gauge's value at the close of {@code second}, and the least and most it was set to in it. */
  public void customGauge(long second, String name, long last, long min, long max) {
    line(RunLogFormat.CUSTOM_GAUGE, Long.toString(second), RunLogFormat.escape(name), Long.toString(last),
        Long.toString(min), Long.toString(max));
  }

  /** Writes the values recorded into a custom trend in {@code second}; an empty histogram is skipped. */
  public void customTrend(long second, String name, Histogram values) {
    if (values.getTotalCount() == 0) {
      return;
    }
    line(RunLogFormat.CUSTOM_TREND, Long.toString(second), RunLogFormat.escape(name), RunLogFormat.encode(values));
  }

  public void end(long endEpochMillis, String reason) {
    line(RunLogFormat.END, Long.toString(endEpochMillis), RunLogFormat.escape(reason));
    flush();
  }

  public void flush() {
    try {
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException("could not write the run log", e);
    }
  }

  @Override
  public void close() throws IOException {
    if (out != null) {
      out.close();
    }
  }

  private void line(String... fields) {
    try {
      out.write(String.join(String.valueOf(RunLogFormat.SEPARATOR), fields));
      out.write('\n');
    } catch (IOException e) {
      throw new UncheckedIOException("could not write the run log", e);
    }
  }
}
