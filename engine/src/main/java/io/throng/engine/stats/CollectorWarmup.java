package io.throng.engine.stats;

import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.runlog.RunLogWriter;

/**
 * Runs a {@link StatsCollector}'s steps on what warm-up users record, before second 0, so that its
 * code is compiled when the run's first steps come: cold, a step takes many times the CPU of a warm
 * one, and on cores busy with the users, the target and the JIT the first seconds' steps ended
 * several steps late, a time whose completions a killed run lost (docs/performance.md).
 * It records outcomes of its own before each step, OK and KO with spread response times, so the
 * code that merges and encodes histograms runs whatever the warm-up's users managed on a busy
 * machine. Its clock runs a step ahead at each call and it closes a second every fifth, so a short
 * warm-up runs the per-second work too; its records go nowhere. Driven by one thread; not
 * thread-safe.
 *
 * <pre>{@code
 * CollectorWarmup collector = new CollectorWarmup();
 * collector.steps(10);                          // now and then during the warm-up
 * long collected = collector.finish();
 * }</pre>
 */
public final class CollectorWarmup {

  /** Outcomes recorded before each step: a few of each status, their times a bucket range apart. */
  private static final int OUTCOMES_PER_STEP = 64;

  private final StatsRecorder recorder = new StatsRecorder();
  private final LoopRecorder loop = recorder.loop(this);
  private final RequestKey key = recorder.key("warm-up");
  private final StatsCollector collector;
  private long clockNanos;

  public CollectorWarmup() {
    clockNanos = System.nanoTime();
    recorder.start(clockNanos);
    collector = new StatsCollector(recorder, new GeneratorHealth(), Traffic.NONE, RunLogWriter.discarding());
  }

  /** Records outcomes and runs a step, {@code count} times. */
  public void steps(int count) {
    for (int i = 0; i < count; i++) {
      clockNanos += StatsCollector.STEP_NANOS;
      long end = clockNanos - StatsCollector.GRACE_NANOS - 1;
      for (int outcome = 0; outcome < OUTCOMES_PER_STEP; outcome++) {
        long sent = end - (1L << (outcome % 24)) * 1_000;
        if (outcome % 16 == 0) {
          loop.recordKo(key, sent, sent, end, 503, Protocol.H1, FailureKind.STATUS, "status 503");
        } else {
          loop.recordOk(key, sent, sent, end, 200, Protocol.H1);
        }
      }
      collector.step(clockNanos, second -> {});
    }
  }

  /** Collects what is left; returns the outcomes collected in all, every one recorded. */
  public long finish() {
    collector.finish(clockNanos, second -> {});
    return collector.totalOk() + collector.totalKo();
  }
}
