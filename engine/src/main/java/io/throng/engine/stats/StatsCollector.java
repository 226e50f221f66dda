package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Turns what the event loops recorded into run-log records, one step of {@link #STEP_NANOS} at a
 * time. Owned by a single thread (the run's stats thread); not thread-safe.
 *
 * <p>Each {@link #collectStep()} swaps every loop's interval ({@link LoopRecorder#swap()}, which
 * loses no value), merges the loops' intervals name by name, writes the second's records,
 * flushes, and keeps running totals for the console and the run's result.
 */
public final class StatsCollector {

  /**
   * How often the run writes what completed: a killed JVM (OOM killer, pod eviction) loses at most
   * this much of its traffic, plus what was in flight. The swap is one phaser flip per loop.
   */
  public static final long STEP_NANOS = 200_000_000L;

  /** Steps in a second: the run calls {@link #collect()} on every such step, {@link #collectStep()} on the others. */
  public static final int STEPS_PER_SECOND = 5;

  private final StatsRecorder recorder;
  private final GeneratorHealth health;
  private final Traffic traffic;
  private final RunLogWriter log;
  private final IntervalListener listener;
  private final ScenarioErrors crashes;
  private final Histogram ok = RunLogFormat.newHistogram();
  private final Histogram okService = RunLogFormat.newHistogram();
  private final Histogram ko = RunLogFormat.newHistogram();
  private final Histogram koService = RunLogFormat.newHistogram();
  private final Histogram groupOk = RunLogFormat.newHistogram();
  private final Histogram groupOkCumulated = RunLogFormat.newHistogram();
  private final Histogram groupKo = RunLogFormat.newHistogram();
  private final Histogram groupKoCumulated = RunLogFormat.newHistogram();
  private final long[] statuses = new long[RequestInterval.STATUS_CODES];
  private long retries;
  private final Map<ErrorKey, Long> errors = new HashMap<>();
  private final Histogram secondAll = RunLogFormat.newHistogram();
  private final Map<String, Long> secondErrors = new HashMap<>();
  private final List<LoopRecorder.Interval> intervals = new ArrayList<>();
  private long nextSecond;
  private long usersStartedWritten;
  private long usersFinishedWritten;
  private long bytesSentWritten;
  private long bytesReceivedWritten;
  private long totalOk;
  private long totalKo;
  // The current second's figures, added up over its steps; cleared when its first step begins,
  // so the snapshot of a collected second stays valid until the next step.
  private boolean secondBegins = true;
  private long secondOk;
  private long secondKo;
  private long lateStarts;
  private long maxLateNanos;

  /** One distinct error of one request name, in the order the log lists them. */
  private record ErrorKey(String requestName, FailureKind kind, String message) {}

  private static final Comparator<ErrorKey> ERROR_ORDER = Comparator.comparing(ErrorKey::requestName)
      .thenComparing(ErrorKey::kind).thenComparing(ErrorKey::message);

  public StatsCollector(StatsRecorder recorder, GeneratorHealth health, Traffic traffic, RunLogWriter log) {
    this(recorder, new ScenarioErrors(), health, traffic, log, IntervalListener.NONE);
  }

  /**
   * A collector that also writes the scenarios' {@code crashes} with each second and tells
   * {@code listener} what it writes.
   */
  public StatsCollector(StatsRecorder recorder, ScenarioErrors crashes, GeneratorHealth health, Traffic traffic,
      RunLogWriter log, IntervalListener listener) {
    this.recorder = recorder;
    this.crashes = crashes;
    this.health = health;
    this.traffic = traffic;
    this.log = log;
    this.listener = listener;
  }

  /**
   * Writes everything recorded since the last call as the next part of the current second, and
   * flushes the log, so a killed run loses at most one step: a second's request, status, error
   * and group records may come in several parts, which readers add up (see {@link RunLogFormat}).
   * The run calls this every {@link #STEP_NANOS} and {@link #collect()} at each second's end.
   */
  public void collectStep() {
    long second = nextSecond;
    if (secondBegins) {
      secondBegins = false;
      secondAll.reset();
      secondErrors.clear();
      secondOk = 0;
      secondKo = 0;
      lateStarts = 0;
      maxLateNanos = 0;
    }
    errors.clear();
    intervals.clear();
    for (LoopRecorder loop : recorder.loops()) {
      LoopRecorder.Interval interval = loop.swap();
      intervals.add(interval);
      lateStarts += interval.lateStarts;
      maxLateNanos = Math.max(maxLateNanos, interval.maxLateNanos);
    }
    for (RequestKey key : inOrderMade(recorder.keys())) {
      if (drain(key)) {
        secondOk += write(second, key.name(), Status.OK, ok, okService);
        secondKo += write(second, key.name(), Status.KO, ko, koService);
        writeStatuses(second, key.name());
        writeRetries(second, key.name());
      }
    }
    for (RequestKey group : inOrderMade(recorder.groupKeys())) {
      if (drainGroup(group)) {
        writeGroup(second, group.name(), Status.OK, groupOk, groupOkCumulated);
        writeGroup(second, group.name(), Status.KO, groupKo, groupKoCumulated);
      }
    }
    errors.entrySet().stream().sorted(Map.Entry.comparingByKey(ERROR_ORDER)).forEach(e -> {
      ErrorKey key = e.getKey();
      log.errors(second, key.requestName(), key.kind().name(), e.getValue(), key.message());
      listener.errors(key.requestName(), key.kind(), e.getValue());
      secondErrors.merge(key.requestName() + ": " + key.message(), e.getValue(), Long::sum);
    });
    log.flush();
  }

  /**
   * Writes the last step of the current second and the second's own records (users, health,
   * traffic), flushes the log and moves on to the next second.
   */
  public IntervalSnapshot collect() {
    collectStep();
    long second = nextSecond++;
    crashes.write(second, log);
    long started = 0;
    long finished = 0;
    for (LoopRecorder loop : recorder.loops()) {
      // Finished first: a user counted finished is then surely counted started too.
      finished += loop.usersFinished();
      started += loop.usersStarted();
    }
    log.users(second, started - finished, started - usersStartedWritten, finished - usersFinishedWritten);
    listener.users(started, finished, lateStarts);
    usersStartedWritten = started;
    usersFinishedWritten = finished;
    if (recorder.scenarioUsers().size() > 1) {
      recorder.scenarioUsers().forEach(count -> count.write(second, log));
    }
    if (lateStarts > 0) {
      log.lateStarts(second, lateStarts, maxLateNanos / 1_000);
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
    totalOk += secondOk;
    totalKo += secondKo;
    IntervalSnapshot snapshot =
        new IntervalSnapshot(second, secondOk, secondKo, secondAll, secondErrors, started - finished, generator);
    listener.secondCollected(snapshot);
    secondBegins = true;
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

  /**
   * The keys in the order they were made (a scenario's names as it is compiled, step by step, then
   * names made while the run goes), so the order in which names first appear in the log is the
   * scenarios' order, which the report keeps.
   */
  private static List<RequestKey> inOrderMade(Map<String, RequestKey> keys) {
    List<RequestKey> ordered = new ArrayList<>(keys.values());
    ordered.sort(Comparator.comparingInt(RequestKey::id));
    return ordered;
  }

  /**
   * Merges what every loop recorded for {@code key} this step into the collector's totals; false
   * when no loop recorded anything for it. Histograms are cleared only when used: clearing one of
   * the log's hour-long range costs as much as it is long, for every name, every step.
   */
  private boolean drain(RequestKey key) {
    clearUsed(ok, okService);
    clearUsed(ko, koService);
    boolean any = false;
    for (LoopRecorder.Interval interval : intervals) {
      RequestInterval request = interval.recorded(key.id());
      if (request != null) {
        any = true;
        request.drainInto(ok, okService, ko, koService, statuses, (kind, message, count) ->
            errors.merge(new ErrorKey(key.name(), kind, message), count, Long::sum));
        retries += request.drainRetries();
      }
    }
    return any;
  }

  private static void clearUsed(Histogram times, Histogram otherTimes) {
    if (times.getTotalCount() > 0) {
      times.reset();
      otherTimes.reset();
    }
  }

  /** Merges what every loop recorded for group {@code key} this step into the collector's totals, as {@link #drain}. */
  private boolean drainGroup(RequestKey key) {
    clearUsed(groupOk, groupOkCumulated);
    clearUsed(groupKo, groupKoCumulated);
    boolean any = false;
    for (LoopRecorder.Interval interval : intervals) {
      GroupInterval group = interval.recordedGroup(key.id());
      if (group != null) {
        any = true;
        group.drainInto(groupOk, groupOkCumulated, groupKo, groupKoCumulated);
      }
    }
    return any;
  }

  private void writeGroup(long second, String name, Status status, Histogram durations, Histogram cumulated) {
    if (durations.getTotalCount() > 0) {
      log.groups(second, name, status, durations, cumulated);
      listener.groups(name, status, durations);
    }
  }

  private long write(long second, String name, Status status, Histogram responses, Histogram services) {
    long count = responses.getTotalCount();
    if (count > 0) {
      log.requests(second, name, status, responses);
      log.serviceTimes(second, name, status, services);
      secondAll.add(responses);
      listener.requests(name, status, responses);
      listener.serviceTimes(name, status, services);
    }
    return count;
  }

  /** Writes how many attempts of {@code name} were lost on a stale connection and sent again this second. */
  private void writeRetries(long second, String name) {
    if (retries > 0) {
      log.retries(second, name, retries);
      retries = 0;
    }
  }

  /** Writes how many responses of each status code {@code name} got this second. */
  private void writeStatuses(long second, String name) {
    for (int code = 0; code < statuses.length; code++) {
      if (statuses[code] > 0) {
        log.statuses(second, name, code, statuses[code]);
        listener.statuses(name, code, statuses[code]);
        statuses[code] = 0;
      }
    }
  }
}
