package io.throng.engine.schedule;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Holds a closed population at its {@link ConcurrencyCurve}: each user holds a slot and runs its
 * scenario again and again. When the level rises, new users start at once; when a user finishes
 * for any reason while the level is above the users left, a new user takes its slot; when the
 * level drops, users above it finish their current iteration and are not replaced. At the
 * curve's end the level is 0, so every user finishes its current iteration and stops.
 *
 * <p>The level, the slots held and the slots being given up are atomics: users decide on their
 * own event loops, the curve moves on the injector's single thread, which alone starts users.
 */
final class ClosedInjector {

  private final ConcurrencyCurve curve;
  private final ScheduledExecutorService timer;
  private final UserStarter starter;
  private final Pacer pacer;
  private final Runnable userFinished;
  private final Runnable done;
  private final AtomicLong active = new AtomicLong();
  private final AtomicLong retiring = new AtomicLong();
  private volatile long target;
  private long startNanos;
  private long nextChange;
  private boolean ended;
  private ScheduledFuture<?> wake;

  /**
   * @param starter starts a user on an event loop; called only from {@code timer}
   * @param userFinished counts a finished user towards the population's end
   * @param done runs once, when the curve has ended or injection was stopped
   */
  ClosedInjector(ConcurrencyCurve curve, ScheduledExecutorService timer, UserStarter starter, Pacer pacer,
      Runnable userFinished, Runnable done) {
    this.curve = curve;
    this.timer = timer;
    this.starter = starter;
    this.pacer = pacer;
    this.userFinished = userFinished;
    this.done = done;
  }

  void start(long startNanos) {
    timer.execute(() -> {
      this.startNanos = startNanos;
      tick();
    });
  }

  /** Starts no more users and lets the running ones finish their iteration. */
  void stop() {
    timer.execute(this::end);
  }

  private void tick() {
    if (ended) {
      return;
    }
    long now = System.nanoTime() - startNanos;
    if (now >= curve.endNanos()) {
      end();
      return;
    }
    while (nextChange < curve.changes() && curve.timeNanos(nextChange) <= now) {
      target = curve.level(nextChange);
      fill(startNanos + curve.timeNanos(nextChange));
      nextChange++;
    }
    long next = nextChange < curve.changes() ? curve.timeNanos(nextChange) : curve.endNanos();
    wake = timer.schedule(this::tick, next - now, TimeUnit.NANOSECONDS);
  }

  /** Starts users until the slots held reach the level; only the injector's thread adds slots. */
  private void fill(long intendedNanos) {
    while (!ended && active.get() < target) {
      active.incrementAndGet();
      starter.start(intendedNanos, new Slot());
    }
  }

  private void end() {
    if (ended) {
      return;
    }
    ended = true;
    target = 0;
    if (wake != null) {
      wake.cancel(false);
    }
    done.run();
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
        if (active.get() - leaving <= target) {
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
      if (left < target) {
        timer.execute(() -> fill(System.nanoTime())); // a replacement takes the slot
      }
      super.finished();
    }
  }
}
