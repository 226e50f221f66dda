package io.throng.engine.schedule;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;

/**
 * Starts one population's users when their intended offsets come. Runs only on the
 * single-threaded {@code timer} it is given, so its cursor needs no locking; it sleeps until the
 * next user is due rather than polling.
 */
public final class Injector {

  private final InjectionSchedule schedule;
  private final long startNanos;
  private final ScheduledExecutorService timer;
  private final LongConsumer launch;
  private final LongConsumer abandoned;
  private long next;
  private boolean done;

  /**
   * @param startNanos the run's start on the {@link System#nanoTime()} clock
   * @param timer a single-threaded executor that owns this injector
   * @param launch starts one user, given when it was meant to start on the {@link System#nanoTime()}
   *     clock; called once per user, in order
   * @param abandoned told how many users will never start when {@link #stop()} cuts injection short
   */
  public Injector(
      InjectionSchedule schedule, long startNanos, ScheduledExecutorService timer, LongConsumer launch,
      LongConsumer abandoned) {
    this.schedule = schedule;
    this.startNanos = startNanos;
    this.timer = timer;
    this.launch = launch;
    this.abandoned = abandoned;
  }

  public void start() {
    timer.execute(this::tick);
  }

  /** Starts no more users; those not started yet are reported as abandoned. */
  public void stop() {
    timer.execute(() -> {
      if (!done) {
        done = true;
        abandoned.accept(schedule.size() - next);
      }
    });
  }

  private void tick() {
    if (done) {
      return;
    }
    long now = System.nanoTime() - startNanos;
    while (next < schedule.size()) {
      long offset = schedule.offsetNanos(next);
      if (offset > now) {
        break;
      }
      next++;
      launch.accept(startNanos + offset);
    }
    if (next == schedule.size()) {
      done = true;
      return;
    }
    timer.schedule(this::tick, schedule.offsetNanos(next) - now, TimeUnit.NANOSECONDS);
  }
}
