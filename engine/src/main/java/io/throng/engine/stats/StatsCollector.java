package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLongArray;
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
  private final GeneratorHealth health;
  private final Traffic traffic;
  private final RunLogWriter log;
  private final IntervalListener listener;
  private final Map<String, Histogram> recycled = new HashMap<>();
  private final Map<String, long[]> statusesWritten = new HashMap<>();
  private final Histogram secondAll = RunLogFormat.newHistogram();
  private final Map<String, Long> secondErrors = new HashMap<>();
  private long nextSecond;
  private long usersStartedWritten;
  private long usersFinishedWritten;
  private long lateStartsWritten;
  private long bytesSentWritten;
  private long bytesReceivedWritten;
  private long totalOk;
  private long totalKo;

  public StatsCollector(StatsRecorder recorder, GeneratorHealth health, Traffic traffic, RunLogWriter log) {
    this(recorder, health, traffic, log, IntervalListener.NONE);
  }

  /** A collector that also tells {@code listener} what it writes. */
  public StatsCollector(
      StatsRecorder recorder, GeneratorHealth health, Traffic traffic, RunLogWriter log, IntervalListener listener) {
    this.recorder = recorder;
    this.health = health;
    this.traffic = traffic;
    this.log = log;
    this.listener = listener;
  }

  /** Writes everything recorded since the last call as the next second, and flushes the log. */
  public IntervalSnapshot collect() {
    long second = nextSecond++;
    secondAll.reset();
    long ok = 0;
    long ko = 0;
    for (Map.Entry<String, StatsRecorder.RequestRecorders> e : new TreeMap<>(recorder.requests()).entrySet()) {
      StatsRecorder.RequestRecorders recorders = e.getValue();
      ok += writeInterval(second, e.getKey(), Status.OK, recorders.ok(), recorders.okService());
      ko += writeInterval(second, e.getKey(), Status.KO, recorders.ko(), recorders.koService());
      writeStatuses(second, e.getKey(), recorders.statuses());
    }
    secondErrors.clear();
    recorder.errors().drainGrowth((key, count) -> {
      log.errors(second, key.requestName(), key.kind().name(), count, key.message());
      secondErrors.merge(key.requestName() + ": " + key.message(), count, Long::sum);
    });
    long started = recorder.usersStarted();
    long finished = recorder.usersFinished();
    log.users(second, started - finished, started - usersStartedWritten, finished - usersFinishedWritten);
    usersStartedWritten = started;
    usersFinishedWritten = finished;
    long lateStarts = recorder.lateStarts();
    long maxLate = recorder.takeMaxLateNanos();
    if (lateStarts > lateStartsWritten) {
      log.lateStarts(second, lateStarts - lateStartsWritten, maxLate / 1_000);
      lateStartsWritten = lateStarts;
    }
    long sent = traffic.bytesSent().getAsLong();
    long received = traffic.bytesReceived().getAsLong();
    if (sent > bytesSentWritten || received > bytesReceivedWritten) {
      log.traffic(second, sent - bytesSentWritten, received - bytesReceivedWritten);
      bytesSentWritten = sent;
      bytesReceivedWritten = received;
    }
    GeneratorHealth.Sample generator = health.sample();
    log.health(second, generator.cpuPercent(), generator.gcMillis(), generator.maxLoopLagMicros());
    log.flush();
    totalOk += ok;
    totalKo += ko;
    IntervalSnapshot snapshot = new IntervalSnapshot(second, ok, ko, secondAll, secondErrors, started - finished, generator);
    listener.secondCollected(snapshot);
    return snapshot;
  }

  /** Requests that succeeded, over every second collected so far. */
  public long totalOk() {
    return totalOk;
  }

  /** Requests that failed, over every second collected so far. */
  public long totalKo() {
    return totalKo;
  }

  private long writeInterval(long second, String name, Status status, Recorder responses, Recorder services) {
    Histogram interval = swap(status + " response " + name, responses);
    Histogram service = swap(status + " service " + name, services);
    long count = interval.getTotalCount();
    if (count > 0) {
      log.requests(second, name, status, interval);
      log.serviceTimes(second, name, status, service);
      secondAll.add(interval);
      listener.requests(name, status, interval);
    }
    return count;
  }

  /** Writes how many responses of each status code {@code name} got since the last second. */
  private void writeStatuses(long second, String name, AtomicLongArray counts) {
    long[] written = statusesWritten.computeIfAbsent(name, n -> new long[counts.length()]);
    for (int code = 0; code < written.length; code++) {
      long now = counts.get(code);
      if (now > written[code]) {
        log.statuses(second, name, code, now - written[code]);
        written[code] = now;
      }
    }
  }

  /** The recorder's interval since the last swap, recycling the histogram handed out before. */
  private Histogram swap(String key, Recorder source) {
    Histogram interval = source.getIntervalHistogram(recycled.get(key));
    recycled.put(key, interval);
    return interval;
  }
}
