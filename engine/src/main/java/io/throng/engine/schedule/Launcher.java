package io.throng.engine.schedule;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Starts one population's users from the injector's single thread: at each {@link #tick} a
 * subclass starts whoever is due and says when it wants the next one. Confined to that thread,
 * so it needs no locks; it sleeps until the next instant that matters rather than polling.
 */
abstract class Launcher {

  final ScheduledExecutorService timer;
  private final Runnable done;
  private long startNanos;
  private boolean ended;
  private ScheduledFuture<?> wake;

  /**
   * @param timer a single-threaded executor that owns this launcher
   * @param done runs once, when launching is over or was stopped
   */
  Launcher(ScheduledExecutorService timer, Runnable done) {
    this.timer = timer;
    this.done = done;
  }

  /** @param startNanos the population's start on the {@link System#nanoTime()} clock */
  final void start(long startNanos) {
    timer.execute(() -> {
      this.startNanos = startNanos;
      run();
    });
  }

  /** Starts no more users. */
  final void stop() {
    timer.execute(this::end);
  }

  /**
   * Starts whoever is due {@code now} (nanoseconds after the population's start) and returns
   * when to be called next, on the same scale, or a negative number when launching is over.
   */
  abstract long tick(long now);

  /** Called once, on the timer, when launching is over or was stopped. */
  void ending() {}

  final long startNanos() {
    return startNanos;
  }

  final boolean ended() {
    return ended;
  }

  private void run() {
    if (ended) {
      return;
    }
    long now = System.nanoTime() - startNanos;
    long next = tick(now);
    if (next < 0) {
      end();
    } else {
      wake = timer.schedule(this::run, next - now, TimeUnit.NANOSECONDS);
    }
  }

  private void end() {
    if (ended) {
      return;
    }
    ended = true;
    if (wake != null) {
      wake.cancel(false);
    }
    ending();
    done.run();
  }
}
