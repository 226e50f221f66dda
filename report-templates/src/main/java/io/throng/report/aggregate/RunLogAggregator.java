package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogEntry.Errors;
import io.throng.engine.runlog.RunLogEntry.RunEnd;
import io.throng.engine.runlog.RunLogEntry.RunStart;
import io.throng.engine.runlog.RunLogEntry.Requests;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogEntry.Users;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;

/**
 * Folds run-log records, in file order, into a {@link RunSummary}. Not thread-safe: one reader
 * feeds it. Feed it several logs to build one summary across them only once their seconds share
 * one start instant.
 *
 * <pre>{@code
 * RunSummary run = RunLogAggregator.aggregate(runDir.resolve(RunLogFormat.FILE_NAME));
 * }</pre>
 */
public final class RunLogAggregator implements Consumer<RunLogEntry> {

  private static final String TOTAL = "total";

  private RunStart start;
  private RunEnd end;
  private long lastSecond = -1;
  private final Map<String, Tally> byName = new TreeMap<>();
  private final Tally all = new Tally();
  private final Map<ErrorKey, Long> errors = new HashMap<>();
  private long peakActive;
  private long started;
  private long finished;

  /**
   * Reads {@code runLog} and returns its summary.
   *
   * @throws IllegalArgumentException if the file is not a readable run log or has no
   *     {@code RUN} record
   */
  public static RunSummary aggregate(Path runLog) throws IOException {
    RunLogAggregator aggregator = new RunLogAggregator();
    RunLogReader.read(runLog, aggregator);
    if (aggregator.start == null) {
      throw new IllegalArgumentException(
          runLog + " has no RUN record: the run was cut off before it started, there is nothing to report");
    }
    return aggregator.summary();
  }

  @Override
  public void accept(RunLogEntry entry) {
    if (entry instanceof RunStart s) {
      // A second RUN means logs were concatenated; their seconds do not share a start, keep the first.
      start = start == null ? s : start;
    } else if (entry instanceof Requests r) {
      seen(r.second());
      byName.computeIfAbsent(r.name(), name -> new Tally()).add(r);
      all.add(r);
    } else if (entry instanceof Errors e) {
      seen(e.second());
      errors.merge(new ErrorKey(e.message(), e.name()), e.count(), Long::sum);
    } else if (entry instanceof Users u) {
      seen(u.second());
      peakActive = Math.max(peakActive, u.active());
      started += u.started();
      finished += u.finished();
    } else if (entry instanceof RunEnd e) {
      end = e;
    }
  }

  /** The summary of what was read so far; requires a {@code RUN} record. */
  public RunSummary summary() {
    if (start == null) {
      throw new IllegalStateException("no RUN record was read");
    }
    List<RequestSummary> requests = new ArrayList<>(byName.size());
    byName.forEach((name, tally) -> requests.add(tally.summary(name)));
    RequestSummary total = all.summary(TOTAL);
    List<ErrorSummary> errorList = new ArrayList<>(errors.size());
    errors.forEach((key, count) -> errorList.add(new ErrorSummary(key.message(), key.requestName(), count)));
    errorList.sort(Comparator.comparingLong(ErrorSummary::count).reversed()
        .thenComparing(ErrorSummary::message)
        .thenComparing(ErrorSummary::requestName));
    return new RunSummary(start.simulationName(), start.startEpochMillis(), Optional.ofNullable(end).map(e -> new Ending(e.endEpochMillis(), e.reason())),
        lastSecond + 1, requests, total, total.seconds(), errorList,
        new UserSummary(peakActive, started, finished));
  }

  private void seen(long second) {
    lastSecond = Math.max(lastSecond, second);
  }

  private record ErrorKey(String message, String requestName) {}

  /** OK/KO counts, per second too, and merged response times of one request name (or of all of them). */
  private static final class Tally {
    // Auto-resizing, so it only takes the memory the observed range needs and a value beyond
    // RunLogFormat.HIGHEST_TRACKABLE_MICROS from a future writer cannot make add() throw.
    private final Histogram histogram = new Histogram(RunLogFormat.SIGNIFICANT_DIGITS);
    private final TreeMap<Long, long[]> perSecond = new TreeMap<>();
    private long ok;
    private long ko;

    void add(Requests requests) {
      histogram.add(requests.histogram());
      boolean isOk = requests.status() == Status.OK;
      if (isOk) {
        ok += requests.count();
      } else {
        ko += requests.count();
      }
      perSecond.computeIfAbsent(requests.second(), second -> new long[2])[isOk ? 0 : 1] += requests.count();
    }

    RequestSummary summary(String name) {
      List<SecondCount> seconds = new ArrayList<>(perSecond.size());
      perSecond.forEach((second, okKo) -> seconds.add(new SecondCount(second, okKo[0], okKo[1])));
      return new RequestSummary(name, ok, ko, ResponseTimes.of(histogram), seconds);
    }
  }
}
