package io.throng.engine.run;

import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.EventExecutor;
import io.throng.engine.stats.GeneratorHealth;
import io.throng.engine.transport.LoopTasks;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Measures how late each event loop runs its tasks: every {@value #PERIOD_MILLIS} ms a probe
 * scheduled on each loop reports how long after its due time it actually ran. A loop busy with
 * more users than it can serve shows here long before it shows as slow responses.
 */
final class LoopLagProbe {

  private static final long PERIOD_MILLIS = 100;

  private LoopLagProbe() {}

  static void start(EventLoopGroup loops, GeneratorHealth health) {
    for (EventExecutor loop : loops) {
      schedule(loop, health);
    }
  }

  private static void schedule(EventExecutor loop, GeneratorHealth health) {
    long due = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS);
    AtomicLong pending = health.probeDue(due);
    LoopTasks.schedule(loop, () -> {
      pending.set(Long.MAX_VALUE);
      health.loopLag(Math.max(0, System.nanoTime() - due) / 1_000);
      if (!loop.isShuttingDown()) {
        schedule(loop, health);
      }
    }, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
  }
}
