package io.throng.engine.schedule;

/**
 * One open injection step, compiled: how many users it starts and when user {@code k} of the
 * step (from 0) starts, in nanoseconds from the step's start. Pure functions of their fields.
 */
sealed interface Segment {

  long users();

  long durationNanos();

  /** When user {@code k} (from 0, below {@link #users()}) starts, relative to the step's start. */
  long offsetNanos(long k);

  /** {@code users} users at the step's start, which takes no time. */
  record AtOnce(long users) implements Segment {
    @Override
    public long durationNanos() {
      return 0;
    }

    @Override
    public long offsetNanos(long k) {
      return 0;
    }
  }

  /** Nobody starts. */
  record Pause(long durationNanos) implements Segment {
    @Override
    public long users() {
      return 0;
    }

    @Override
    public long offsetNanos(long k) {
      throw new IndexOutOfBoundsException("a pause starts no user");
    }
  }

  /** User {@code k} at {@code floor(k * duration / users)}: the first at once, none at the end. */
  record EvenSpread(long users, long durationNanos) implements Segment {
    @Override
    public long offsetNanos(long k) {
      // k * d / n without overflowing k * d: exact while k * (d % n) fits, i.e. n below 3e9.
      return k * (durationNanos / users) + k * (durationNanos % users) / users;
    }
  }

  /** {@code perBurst} users together at 0, {@code period}, {@code 2 * period}, ... before the end. */
  record Bursts(long perBurst, long periodNanos, long durationNanos) implements Segment {
    @Override
    public long users() {
      return perBurst * ((durationNanos + periodNanos - 1) / periodNanos);
    }

    @Override
    public long offsetNanos(long k) {
      return k / perBurst * periodNanos;
    }
  }

  /**
   * Gatling's smoothed step: user {@code i = k + 1} at {@code d/2 * (1 - z(i / (n + 2)) / z(1 / (n
   * + 2)))}, {@code z} the standard normal quantile; the first at once, most around {@code d/2}.
   */
  record Peak(long users, long durationNanos, double firstQuantile) implements Segment {

    static Peak of(long users, long durationNanos) {
      return new Peak(users, durationNanos, NormalQuantile.of(1, users + 2));
    }

    @Override
    public long offsetNanos(long k) {
      double z = NormalQuantile.of(k + 1, users + 2);
      return Math.round(durationNanos / 2.0 * (1 - z / firstQuantile));
    }
  }

  /**
   * Users arriving at a piecewise-linear rate: user {@code k} where the cumulative arrivals reach
   * {@code k}. The step starts every user below its total: {@code ceil(total)}, where a total
   * within a billionth of a user (or a trillionth of itself, when larger) of a whole number
   * counts as that number, so 0.1 users/s for 30 s is 3 users, not 4.
   *
   * @param randomized whether the cursor places the users at random (see {@link InjectionSchedule})
   * @param seed the seed of randomized arrivals
   */
  record Rates(RateCurve curve, boolean randomized, long seed) implements Segment {

    @Override
    public long users() {
      double total = curve.total();
      double whole = Math.rint(total);
      // Rounding in the sum is far below these bounds; a deliberate fraction is far above them.
      return (long) (Math.abs(total - whole) <= Math.max(1e-9, 1e-12 * whole) ? whole : Math.ceil(total));
    }

    @Override
    public long durationNanos() {
      return curve.durationNanos();
    }

    @Override
    public long offsetNanos(long k) {
      return curve.timeOf(k);
    }

    /** Where a user placed at {@code fraction} (in [0, 1)) of the step's cumulative arrivals starts. */
    long offsetAtFraction(double fraction) {
      return curve.timeOf(fraction * curve.total());
    }
  }
}
