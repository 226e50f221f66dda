package io.throng.engine.schedule;

import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongConsumer;

/**
 * Starts one population's users when their intended offsets come, walking its {@link InjectionSchedule}.
 * On a shard, launching lasts until the population's last arrival on any shard, even when this
 * shard's own users all started earlier (or it has none).
 */
final class Injector extends Launcher {

  private final InjectionSchedule schedule;
  private final InjectionSchedule.Cursor cursor;
  private final LongConsumer launch;
  private long nextOffset;
  private long lastArrival = Long.MIN_VALUE;

  /**
   * @param launch starts one user, given when it was meant to start on the {@link System#nanoTime()}
   *     clock; called once per user, in order
   * @param done runs once, when the last user was launched or injection was stopped
   */
  Injector(InjectionSchedule schedule, ScheduledExecutorService timer, LongConsumer launch, Runnable done) {
    super(timer, done);
    this.schedule = schedule;
    this.cursor = schedule.cursor();
    this.launch = launch;
    this.nextOffset = cursor.hasNext() ? cursor.next() : -1;
  }

  @Override
  long tick(long now) {
    while (nextOffset >= 0 && nextOffset <= now) {
      launch.accept(startNanos() + nextOffset);
      nextOffset = cursor.hasNext() ? cursor.next() : -1;
    }
    if (nextOffset < 0) {
      if (lastArrival == Long.MIN_VALUE) {
        // Once, after this shard's last user: for random arrivals it replays the last step's draws.
        lastArrival = schedule.lastArrivalNanos();
      }
      return lastArrival > now ? lastArrival : -1;
    }
    return nextOffset;
  }
}
