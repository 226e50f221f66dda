package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogWriter;
import java.util.List;

/**
 * The records a second gets once, when the {@link StatsCollector} closes it: the scenarios'
 * crashes, users (the most active at once among them: since the second closed before, so a
 * second's peak runs from a moment after its start to a moment after its end), traffic and the generator's health, each as its growth since the
 * second closed before. Figures the loops keep as running totals are read at the close, so in a
 * collector that closes several seconds at once after a stall, the first of them takes the growth
 * of the stall. Stats thread only.
 */
final class SecondEnd {

  /** What a closed second's own records said: users started and finished since the run began. */
  record Figures(long usersStarted, long usersFinished, GeneratorHealth.Sample generator) {}

  private final ScenarioErrors crashes;
  private final GeneratorHealth health;
  private final Traffic traffic;
  private long usersStartedWritten;
  private long usersFinishedWritten;
  private long bytesSentWritten;
  private long bytesReceivedWritten;

  SecondEnd(ScenarioErrors crashes, GeneratorHealth health, Traffic traffic) {
    this.crashes = crashes;
    this.health = health;
    this.traffic = traffic;
  }

  /** Writes {@code second}'s own records, {@code lateStarts} of its completions sent late among them. */
  Figures write(long second, List<LoopRecorder> loops, ActiveUsers active, long lateStarts, long maxLateNanos,
      RunLogWriter log) {
    crashes.write(second, log);
    long started = 0;
    long finished = 0;
    for (LoopRecorder loop : loops) {
      // Finished first: a user counted finished is then surely counted started too.
      finished += loop.usersFinished();
      started += loop.usersStarted();
    }
    log.users(second, started - finished, started - usersStartedWritten, finished - usersFinishedWritten);
    log.usersPeak(second, ScenarioUserCount.peak(active.takeMost(), started - finished,
        usersStartedWritten - usersFinishedWritten));
    usersStartedWritten = started;
    usersFinishedWritten = finished;
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
    return new Figures(started, finished, generator);
  }
}
