package io.throng.dsl;

import io.throng.dsl.model.ClosedStep;
import java.time.Duration;

/**
 * Stairs of concurrency levels, made by
 * {@code incrementConcurrentUsers(step).times(k).eachLevelLasting(d)}. Immutable:
 * {@link #separatedByRampsLasting} and {@link #startingFrom} return new steps.
 *
 * <pre>{@code
 * // 100, 200, 300 concurrent users, 5 minutes each, joined by 30 s ramps
 * incrementConcurrentUsers(100).times(3).eachLevelLasting(ofMinutes(5)).separatedByRampsLasting(ofSeconds(30)).startingFrom(100)
 * }</pre>
 *
 * @see ClosedStep.Stairs the exact levels and ramps
 */
public final class ConcurrentUsersStairs extends ClosedInjectionStep {

  private final ClosedStep.Stairs stairs;

  private ConcurrentUsersStairs(ClosedStep.Stairs stairs) {
    super(stairs);
    this.stairs = stairs;
  }

  /** Joins consecutive levels with ramps of {@code duration} (none by default). */
  public ConcurrentUsersStairs separatedByRampsLasting(Duration duration) {
    return new ConcurrentUsersStairs(new ClosedStep.Stairs(stairs.increment(), stairs.levels(), stairs.levelDuration(),
        Require.notNegative("separatedByRampsLasting", duration), stairs.startUsers()));
  }

  /** The level of the first stair (0 by default: then the first level is one increment). */
  public ConcurrentUsersStairs startingFrom(long users) {
    return new ConcurrentUsersStairs(new ClosedStep.Stairs(stairs.increment(), stairs.levels(), stairs.levelDuration(),
        stairs.rampDuration(), Require.atLeast("startingFrom", 0, users)));
  }

  /** The first part of {@code incrementConcurrentUsers(step).times(k).eachLevelLasting(d)}. */
  public static final class Increment {
    private final long increment;

    Increment(long increment) {
      this.increment = increment;
    }

    /** How many levels. */
    public Times times(int levels) {
      return new Times(increment, Require.atLeast("times", 1, levels));
    }
  }

  /** The second part of {@code incrementConcurrentUsers(step).times(k).eachLevelLasting(d)}. */
  public static final class Times {
    private final long increment;
    private final int levels;

    Times(long increment, int levels) {
      this.increment = increment;
      this.levels = levels;
    }

    /** How long each level is held. */
    public ConcurrentUsersStairs eachLevelLasting(Duration duration) {
      return new ConcurrentUsersStairs(new ClosedStep.Stairs(
          increment, levels, Require.positive("eachLevelLasting", duration), Duration.ZERO, 0));
    }
  }
}
