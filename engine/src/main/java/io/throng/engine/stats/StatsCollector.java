package io.throng.engine.stats;

import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.HdrHistogram.Histogram;

/**
 * Turns what the event loops recorded into run-log records, one step of {@link #STEP_NANOS} at a
 * time. Owned by a single thread (the run's stats thread); not thread-safe.
 *
 * <p>The loops record each completion in the slot of the second it completed in (by the run's
 * elapsed clock, {@link SecondSlot}). Each {@link #step} swaps every loop's interval
 * ({@link LoopRecorder#swap()}, which loses no value), writes what completed in the second still
 * going as a part of it, closes every second that is over (its last part, then its users, health,
 * traffic and custom metrics) and flushes: a response counts in its own second however late the step runs, and a
 * step that comes late closes each second it missed in turn. A step's work follows the names
 * that had completions since the step before, not every name of the run.
 */
public final class StatsCollector {

  /**
   * How often the run writes what completed: a killed JVM (OOM killer, pod eviction) loses at most
   * this much of its traffic, plus what was in flight. The swap is one phaser flip per loop.
   */
  public static final long STEP_NANOS = 200_000_000L;

  /**
   * How long after a second's end its last part is taken: a response's end is stamped a moment
   * before it is recorded, and one recorded later still counts in the next second, not lost. The
   * run's steps come this long after each 200 ms mark, so each second closes at the first step
   * after it.
   */
  public static final long GRACE_NANOS = 20_000_000L;

  private final StatsRecorder recorder;
  private final RunLogWriter log;
  private final IntervalListener listener;
  private final SecondEnd secondEnd;
  private final CustomMetrics customMetrics;
  private final LatencyTotals ok = new LatencyTotals();
  private final LatencyTotals ko = new LatencyTotals();
  private final LatencyTotals groupOk = new LatencyTotals();
  private final LatencyTotals groupKo = new LatencyTotals();
  private final StatusCounts statuses = new StatusCounts();
  private final long[] protocols = new long[RequestInterval.PROTOCOLS.length];
  private long retries;
  private final Map<ErrorKey, Long> errors = new HashMap<>();
  private final Histogram secondAll = RunLogFormat.newHistogram();
  private final Map<String, Long> secondErrors = new HashMap<>();
  private final List<LoopRecorder.Interval> swapped = new ArrayList<>();
  private final List<SecondSlot> draining = new ArrayList<>();
  private final ActiveNames names = new ActiveNames();
  /** The earliest second not closed yet: the one being written. */
  private long open;
  private long totalOk;
  private long totalKo;
  // The open second's figures, added up over its parts; cleared once it is closed.
  private long secondOk;
  private long secondKo;
  private long lateStarts;
  private long maxLateNanos;

  /** One distinct error of one request name, in the order the log lists them. */
  private record ErrorKey(String requestName, FailureKind kind, String message) {}

  private static final Comparator<ErrorKey> ERROR_ORDER = Comparator.comparing(ErrorKey::requestName)
      .thenComparing(ErrorKey::kind).thenComparing(ErrorKey::message);

  public StatsCollector(StatsRecorder recorder, GeneratorHealth health, Traffic traffic, RunLogWriter log) {
    this(recorder, new ScenarioErrors(), CustomMetrics.NONE, health, traffic, log, IntervalListener.NONE);
  }

  /**
   * A collector that also writes the scenarios' {@code crashes} and the {@code customMetrics} with
   * each second and tells {@code listener} what it writes.
   */
  public StatsCollector(StatsRecorder recorder, ScenarioErrors crashes, CustomMetrics customMetrics,
      GeneratorHealth health, Traffic traffic, RunLogWriter log, IntervalListener listener) {
    this.recorder = recorder;
    this.customMetrics = customMetrics;
    this.secondEnd = new SecondEnd(crashes, health, traffic);
    this.log = log;
    this.listener = listener;
  }

  /**
   * One step, at {@code nowNanos} ({@link System#nanoTime()}, taken before the step): closes the
   * seconds over by then (with {@link #GRACE_NANOS}), each told to {@code closed} as it is, and
   * writes a part of the second still going; flushes. The run calls this every {@link #STEP_NANOS}.
   * Each snapshot is valid during its call only.
   */
  public void step(long nowNanos, Consumer<IntervalSnapshot> closed) {
    collect(SecondSlot.secondOf(nowNanos - GRACE_NANOS, recorder.startNanos()), false, closed);
  }

  /**
   * The run's last collection, once no loop records any more: writes what is left and closes
   * every second up to the one {@code nowNanos} falls in.
   */
  public void finish(long nowNanos, Consumer<IntervalSnapshot> closed) {
    long last = SecondSlot.secondOf(nowNanos, recorder.startNanos()) + 1;
    do {
      // Each pass drains one interval of each loop and closes up to what the other still holds.
      collect(last, true, closed);
    } while (anyHeld());
  }

  private void collect(long overBelow, boolean end, Consumer<IntervalSnapshot> closed) {
    swapped.clear();
    long heldElsewhere = Long.MAX_VALUE;
    for (LoopRecorder loop : recorder.loops()) {
      LoopRecorder.Interval interval = loop.swap();
      swapped.add(interval);
      interval.heldFrom = Long.MAX_VALUE;
      // A second left in the other interval is not over for the log until that one is drained too.
      heldElsewhere = Math.min(heldElsewhere, loop.heldInActive());
      if (end) {
        for (SecondSlot slot : interval.slots()) {
          overBelow = slot.isFree() ? overBelow : Math.max(overBelow, slot.second + 1);
        }
      }
    }
    long closeBelow = Math.min(overBelow, heldElsewhere);
    while (open < closeBelow) {
      writeParts(open);
      close(closed);
    }
    writeParts(open);
    for (LoopRecorder.Interval interval : swapped) {
      for (SecondSlot slot : interval.slots()) {
        if (!slot.isFree()) {
          interval.heldFrom = Math.min(interval.heldFrom, slot.second);
        }
      }
    }
    log.flush();
  }

  /** Whether some loop's interval still holds a second left for later. */
  private boolean anyHeld() {
    return swapped.stream().anyMatch(interval -> interval.heldFrom != Long.MAX_VALUE)
        || recorder.loops().stream().anyMatch(loop -> loop.heldInActive() != Long.MAX_VALUE);
  }

  /** Requests that succeeded, over every second closed so far. */
  public long totalOk() {
    return totalOk;
  }

  /** Requests that failed, over every second closed so far. */
  public long totalKo() {
    return totalKo;
  }

  /**
   * Writes, as a part of {@code second}, what the swapped intervals hold of it and of any earlier
   * second (a completion recorded after its second was closed), then frees those slots.
   */
  private void writeParts(long second) {
    draining.clear();
    for (LoopRecorder.Interval interval : swapped) {
      for (SecondSlot slot : interval.slots()) {
        if (!slot.isFree() && slot.second <= second) {
          draining.add(slot);
          lateStarts += slot.lateStarts;
          maxLateNanos = Math.max(maxLateNanos, slot.maxLateNanos);
        }
      }
    }
    if (draining.isEmpty()) {
      return;
    }
    errors.clear();
    for (RequestKey key : names.of(draining, slot -> slot.requests)) {
      if (drain(key)) {
        secondOk += write(second, key.name(), Status.OK, ok);
        secondKo += write(second, key.name(), Status.KO, ko);
        statuses.drainTo((code, count) -> {
          log.statuses(second, key.name(), code, count);
          listener.statuses(key.name(), code, count);
        });
        writeProtocols(second, key.name());
        writeRetries(second, key.name());
      }
    }
    for (RequestKey group : names.of(draining, slot -> slot.groups)) {
      if (drainGroup(group)) {
        writeGroup(second, group.name(), Status.OK, groupOk);
        writeGroup(second, group.name(), Status.KO, groupKo);
      }
    }
    errors.entrySet().stream().sorted(Map.Entry.comparingByKey(ERROR_ORDER)).forEach(e -> {
      ErrorKey key = e.getKey();
      log.errors(second, key.requestName(), key.kind().name(), e.getValue(), key.message());
      listener.errors(key.requestName(), key.kind(), e.getValue());
      secondErrors.merge(key.requestName() + ": " + key.message(), e.getValue(), Long::sum);
    });
    for (LoopRecorder.Interval interval : swapped) {
      for (SecondSlot slot : interval.slots()) {
        if (!slot.isFree() && slot.second <= second) {
          interval.free(slot);
        }
      }
    }
  }

  /** Closes the open second: its own records (users, health, traffic), then on to the next. */
  private void close(Consumer<IntervalSnapshot> closed) {
    long second = open++;
    SecondEnd.Figures figures = secondEnd.write(second, recorder.loops(), recorder.activeUsers(), lateStarts, maxLateNanos, log);
    List<ScenarioUserCount> scenarios = recorder.scenarioUsers();
    if (scenarios.size() > 1) {
      scenarios.forEach(count -> count.write(second, log));
    }
    customMetrics.write(second, log, listener);
    listener.users(figures.usersStarted(), figures.usersFinished(), lateStarts);
    log.flush();
    totalOk += secondOk;
    totalKo += secondKo;
    IntervalSnapshot snapshot = new IntervalSnapshot(second, secondOk, secondKo, secondAll, secondErrors,
        figures.usersStarted() - figures.usersFinished(), figures.generator());
    listener.secondCollected(snapshot);
    closed.accept(snapshot);
    secondAll.reset();
    secondErrors.clear();
    secondOk = 0;
    secondKo = 0;
    lateStarts = 0;
    maxLateNanos = 0;
  }

  /**
   * Merges what the slots being drained hold of {@code key} into the collector's totals; false
   * when none holds anything.
   */
  private boolean drain(RequestKey key) {
    ok.clearUsed();
    ko.clearUsed();
    boolean any = false;
    for (SecondSlot slot : draining) {
      RequestInterval request = slot.requests.usedEntry(key);
      if (request != null) {
        any = true;
        request.drainInto(ok, ko, statuses, protocols, (kind, message, count) ->
            errors.merge(new ErrorKey(key.name(), kind, message), count, Long::sum));
        retries += request.drainRetries();
      }
    }
    return any;
  }

  /** Merges what the slots being drained hold of group {@code key} into the collector's totals, as {@link #drain}. */
  private boolean drainGroup(RequestKey key) {
    groupOk.clearUsed();
    groupKo.clearUsed();
    boolean any = false;
    for (SecondSlot slot : draining) {
      GroupInterval group = slot.groups.usedEntry(key);
      if (group != null) {
        any = true;
        group.drainInto(groupOk, groupKo);
      }
    }
    return any;
  }

  private void writeGroup(long second, String name, Status status, LatencyTotals totals) {
    if (totals.count() > 0) {
      log.groups(second, name, status, totals.times(), totals.otherTimes());
      listener.groups(name, status, totals.times());
    }
  }

  private long write(long second, String name, Status status, LatencyTotals totals) {
    long count = totals.count();
    if (count > 0) {
      Histogram responses = totals.times();
      Histogram services = totals.otherTimes();
      log.requests(second, name, status, responses);
      log.serviceTimes(second, name, status, services);
      secondAll.add(responses);
      listener.requests(name, status, responses);
      listener.serviceTimes(name, status, services);
    }
    return count;
  }

  /** Writes how many requests of {@code name} went out on each protocol; those that reached no connection are not. */
  private void writeProtocols(long second, String name) {
    for (int i = 0; i < protocols.length; i++) {
      Protocol protocol = RequestInterval.PROTOCOLS[i];
      if (protocols[i] > 0 && protocol != Protocol.NONE) {
        log.protocols(second, name, protocol.label(), protocols[i]);
      }
      protocols[i] = 0;
    }
  }

  /** Writes how many attempts of {@code name} were lost on a stale connection and sent again. */
  private void writeRetries(long second, String name) {
    if (retries > 0) {
      log.retries(second, name, retries);
      retries = 0;
    }
  }
}
