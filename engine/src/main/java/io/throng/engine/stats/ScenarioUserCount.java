package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogWriter;
import java.util.concurrent.atomic.LongAdder;

/**
 * How many users of one scenario started and finished so far, for the run log's
 * {@code SCENARIO_USERS} records. Users count themselves from any event loop; the stats thread
 * alone writes.
 */
public final class ScenarioUserCount {

  private final String scenario;
  private final LongAdder started = new LongAdder();
  private final LongAdder finished = new LongAdder();
  private long startedWritten;
  private long finishedWritten;

  ScenarioUserCount(String scenario) {
    this.scenario = scenario;
  }

  public void started() {
    started.increment();
  }

  public void finished() {
    finished.increment();
  }

  /** Writes {@code second}'s record: active at its end, started and finished during it. Stats thread. */
  void write(long second, RunLogWriter log) {
    // Finished first: a user counted finished is then surely counted started too.
    long finishedNow = finished.sum();
    long startedNow = started.sum();
    log.scenarioUsers(second, scenario, startedNow - finishedNow, startedNow - startedWritten,
        finishedNow - finishedWritten);
    startedWritten = startedNow;
    finishedWritten = finishedNow;
  }
}
