package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.LongAdder;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Turns what {@link StatsRecorder} gathered into run-log records, one second at a time. Owned by
 * a single thread (the run's stats thread); not thread-safe.
 *
 * <p>Each {@link #collect()} swaps every recorder's interval histogram (HdrHistogram's
 * {@code getIntervalHistogram(recycle)} pattern, which loses no value), writes the second's
 * records, flushes, and keeps running totals for the console and the run's result.
 */
public final class StatsCollector {

  private final StatsRecorder recorder;
  private final RunLogWriter log;
  private final Map<String, Histogram> recycled = new HashMap<>();
  private final Map<StatsRecorder.ErrorKey, Long> errorsWritten = new HashMap<>();
  private final Histogram secondAll = RunLogFormat.newHistogram();
  private long nextSecond;
  private long usersStartedWritten;
  private long usersFinishedWritten;
  private long totalOk;
  private long totalKo;

  public StatsCollector(StatsRecorder recorder, RunLogWriter log) {
    this.recorder = recorder;
    this.log = log;
  }

  /** Writes everything recorded since the last call as the next second, and flushes the log. */
  public IntervalSnapshot collect() {
    long second = nextSecond++;
    secondAll.reset();
    long ok = 0;
    long ko = 0;
    for (Map.Entry<String, StatsRecorder.RequestRecorders> e : new TreeMap<>(recorder.requests()).entrySet()) {
      ok += writeInterval(second, e.getKey(), Status.OK, e.getValue().ok());
      ko += writeInterval(second, e.getKey(), Status.KO, e.getValue().ko());
    }
    writeErrors(second);
    long started = recorder.usersStarted();
    long finished = recorder.usersFinished();
    log.users(second, started - finished, started - usersStartedWritten, finished - usersFinishedWritten);
    usersStartedWritten = started;
    usersFinishedWritten = finished;
    log.flush();
    totalOk += ok;
    totalKo += ko;
    return new IntervalSnapshot(second, ok, ko, secondAll, started - finished);
  }

  /** Requests that succeeded, over every second collected so far. */
  public long totalOk() {
    return totalOk;
  }

  /** Requests that failed, over every second collected so far. */
  public long totalKo() {
    return totalKo;
  }

  private long writeInterval(long second, String name, Status status, Recorder source) {
    String key = status + "\t" + name;
    Histogram interval = source.getIntervalHistogram(recycled.get(key));
    recycled.put(key, interval);
    long count = interval.getTotalCount();
    if (count > 0) {
      log.requests(second, name, status, interval);
      secondAll.add(interval);
    }
    return count;
  }

  private void writeErrors(long second) {
    for (Map.Entry<StatsRecorder.ErrorKey, LongAdder> e : recorder.errors().entrySet()) {
      long now = e.getValue().sum();
      long before = errorsWritten.getOrDefault(e.getKey(), 0L);
      if (now > before) {
        log.errors(second, e.getKey().requestName(), now - before, e.getKey().message());
        errorsWritten.put(e.getKey(), now);
      }
    }
  }
}
