package io.throng.engine.schedule;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;

/**
 * Starts one population's users when their intended offsets come. Runs only on the
 * single-threaded {@code timer} it is given, so its cursor needs no locking; it sleeps until the
 * next user is due rather than polling.
 */
final class Injector {

  private final InjectionSchedule.Cursor cursor;
  private final ScheduledExecutorService timer;
  private final LongConsumer launch;
  private final Runnable done;
  private long startNanos;
  private long nextOffset;
  private boolean ended;

  /**
   * @param timer a single-threaded executor that owns this injector
   * @param launch starts one user, given when it was meant to start on the {@link System#nanoTime()}
   *     clock; called once per user, in order
   * @param done runs once, when the last user was launched or injection was stopped
   */
  Injector(InjectionSchedule schedule, ScheduledExecutorService timer, LongConsumer launch, Runnable done) {
    this.cursor = schedule.cursor();
    this.timer = timer;
    this.launch = launch;
    this.done = done;
  }

  /** @param startNanos the population's start on the {@link System#nanoTime()} clock */
  void start(long startNanos) {
    timer.execute(() -> {
      this.startNanos = startNanos;
      nextOffset = cursor.hasNext() ? cursor.next() : -1;
      tick();
    });
  }

  /** Starts no more users. */
  void stop() {
    timer.execute(this::end);
  }

  private void tick() {
    if (ended) {
      return;
    }
    long now = System.nanoTime() - startNanos;
    while (nextOffset >= 0 && nextOffset <= now) {
      launch.accept(startNanos + nextOffset);
      nextOffset = cursor.hasNext() ? cursor.next() : -1;
    }
    if (nextOffset < 0) {
      end();
      return;
    }
    timer.schedule(this::tick, nextOffset - now, TimeUnit.NANOSECONDS);
  }

  private void end() {
    if (!ended) {
      ended = true;
      done.run();
    }
  }
}
