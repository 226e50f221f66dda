package io.throng.engine.schedule;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Holds a closed population at its {@link ConcurrencyCurve}: each user holds a slot and runs its
 * scenario again and again. When the level rises, new users start at once; when a user finishes
 * for any reason while the level is above the users left, a new user takes its slot, unless it
 * stopped for good ({@link io.throng.engine.user.Workload#spent()}), which lowers the level; when
 * the level drops, users above it finish their current iteration and are not replaced. At the
 * curve's end the level is 0, so every user finishes its current iteration and stops.
 *
 * <p>The level, the slots held and the slots being given up are atomics: users decide on their
 * own event loops, the curve moves on the injector's single thread, which alone starts users.
 */
final class ClosedInjector extends Launcher {

  private final ConcurrencyCurve curve;
  private final UserStarter starter;
  private final Pacer pacer;
  private final Runnable userFinished;
  private final AtomicLong active = new AtomicLong();
  private final AtomicLong retiring = new AtomicLong();
  private final AtomicLong spent = new AtomicLong();
  private volatile long target;
  private long nextChange;

  /**
   * @param starter starts a user on an event loop; called only from {@code timer}
   * @param userFinished counts a finished user towards the population's end
   * @param done runs once, when the curve has ended or injection was stopped
   */
  ClosedInjector(ConcurrencyCurve curve, ScheduledExecutorService timer, UserStarter starter, Pacer pacer,
      Runnable userFinished, Runnable done) {
    super(timer, done);
    this.curve = curve;
    this.starter = starter;
    this.pacer = pacer;
    this.userFinished = userFinished;
  }

  @Override
  long tick(long now) {
    if (now >= curve.endNanos()) {
      return -1;
    }
    while (nextChange < curve.changes() && curve.timeNanos(nextChange) <= now) {
      target = curve.level(nextChange);
      fill(startNanos() + curve.timeNanos(nextChange));
      nextChange++;
    }
    return nextChange < curve.changes() ? curve.timeNanos(nextChange) : curve.endNanos();
  }

  /** The level is 0 from now on: every user leaves after its current iteration. */
  @Override
  void ending() {
    target = 0;
  }

  /** The curve's level less the slots of users that stopped for good and are not replaced. */
  private long level() {
    return Math.max(0, target - spent.get());
  }

  /** Starts users until the slots held reach the level; only the injector's thread adds slots. */
  private void fill(long intendedNanos) {
    while (!ended() && active.get() < level()) {
      active.incrementAndGet();
      starter.start(intendedNanos, new Slot());
    }
  }

  /** One user's hold on a slot. */
  private final class Slot extends PacedWorkload {
    private boolean retired; // touched only on the user's event loop

    Slot() {
      super(pacer, userFinished);
    }

    @Override
    public boolean repeat(long nowNanos) {
      for (;;) {
        long leaving = retiring.get();
        if (active.get() - leaving <= level()) {
          return true;
        }
        // Above the level: give the slot up, reserving it first so that two users on two loops
        // do not both leave for one excess slot.
        if (retiring.compareAndSet(leaving, leaving + 1)) {
          retired = true;
          return false;
        }
      }
    }

    @Override
    public void finished() {
      long left = active.decrementAndGet();
      if (retired) {
        retiring.decrementAndGet();
      }
      if (left < level()) {
        timer.execute(() -> fill(System.nanoTime())); // a replacement takes the slot
      }
      super.finished();
    }

    @Override
    public void spent() {
      spent.incrementAndGet(); // before the slot is let go, so that no replacement takes it
      finished();
    }
  }
}
