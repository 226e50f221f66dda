package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogWriter;
import java.util.concurrent.atomic.LongAdder;

/**
 * How many users of one scenario started and finished so far, and the most active at once, for
 * the run log's {@code SCENARIO_USERS} and {@code SCENARIO_USERS_PEAK} records; each user counts in
 * the run's {@link ActiveUsers} too. Users count themselves from any event loop; the stats thread
 * alone writes.
 */
public final class ScenarioUserCount {

  private final String scenario;
  private final LongAdder started = new LongAdder();
  private final LongAdder finished = new LongAdder();
  private final ActiveUsers active = new ActiveUsers();
  private final ActiveUsers runActive;
  private long startedWritten;
  private long finishedWritten;

  ScenarioUserCount(String scenario, ActiveUsers runActive) {
    this.scenario = scenario;
    this.runActive = runActive;
  }

  /** Counts a user that starts; call it before the loop's {@link LoopRecorder#userStarted()}. */
  public void started() {
    // Active first: a user the stats thread counts started is then in its second's peak too.
    runActive.started();
    active.started();
    started.increment();
  }

  public void finished() {
    finished.increment();
    active.finished();
    runActive.finished();
  }

  /**
   * Writes {@code second}'s records: active at its end, started and finished during it, then the
   * most active at once during it. Stats thread.
   */
  void write(long second, RunLogWriter log) {
    // Finished first: a user counted finished is then surely counted started too.
    long finishedNow = finished.sum();
    long startedNow = started.sum();
    long activeNow = startedNow - finishedNow;
    log.scenarioUsers(second, scenario, activeNow, startedNow - startedWritten,
        finishedNow - finishedWritten);
    log.scenarioUsersPeak(second, scenario, peak(active.takeMost(), activeNow, startedWritten - finishedWritten));
    startedWritten = startedNow;
    finishedWritten = finishedNow;
  }

  /**
   * The most active at once in a second: no fewer than were active at its start or its end, which
   * the counts read at another instant than the peak may show a user more of.
   */
  static long peak(long mostTaken, long activeAtEnd, long activeAtStart) {
    return Math.max(mostTaken, Math.max(activeAtEnd, activeAtStart));
  }
}
