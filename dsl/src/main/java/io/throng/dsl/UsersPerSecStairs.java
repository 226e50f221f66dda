package io.throng.dsl;

import io.throng.dsl.model.OpenStep;
import java.time.Duration;

/**
 * Stairs of arrival rates, made by {@code incrementUsersPerSec(step).times(k).eachLevelLasting(d)}.
 * Immutable: {@link #separatedByRampsLasting} and {@link #startingFrom} return new steps.
 *
 * <pre>{@code
 * // 10, 20, 30, 40, 50 users/s, 1 minute each, joined by 10 s ramps
 * incrementUsersPerSec(10).times(5).eachLevelLasting(ofMinutes(1)).separatedByRampsLasting(ofSeconds(10)).startingFrom(10)
 * }</pre>
 *
 * @see OpenStep.Stairs the exact levels and ramps
 */
public final class UsersPerSecStairs extends OpenInjectionStep {

  private final OpenStep.Stairs stairs;

  private UsersPerSecStairs(OpenStep.Stairs stairs) {
    super(stairs);
    this.stairs = stairs;
  }

  /** Joins consecutive levels with linear ramps of {@code duration} (none by default). */
  public UsersPerSecStairs separatedByRampsLasting(Duration duration) {
    return new UsersPerSecStairs(new OpenStep.Stairs(stairs.increment(), stairs.levels(), stairs.levelDuration(),
        Require.notNegative("separatedByRampsLasting", duration), stairs.startUsersPerSec()));
  }

  /** The rate of the first level (0 by default: then the first level is one increment). */
  public UsersPerSecStairs startingFrom(double usersPerSec) {
    return new UsersPerSecStairs(new OpenStep.Stairs(stairs.increment(), stairs.levels(), stairs.levelDuration(),
        stairs.rampDuration(), Require.atLeast("startingFrom", 0.0, usersPerSec)));
  }

  /** The first part of {@code incrementUsersPerSec(step).times(k).eachLevelLasting(d)}. */
  public static final class Increment {
    private final double increment;

    Increment(double increment) {
      this.increment = increment;
    }

    /** How many levels. */
    public Times times(int levels) {
      return new Times(increment, Require.atLeast("times", 1, levels));
    }
  }

  /** The second part of {@code incrementUsersPerSec(step).times(k).eachLevelLasting(d)}. */
  public static final class Times {
    private final double increment;
    private final int levels;

    Times(double increment, int levels) {
      this.increment = increment;
      this.levels = levels;
    }

    /** How long each level holds its rate. */
    public UsersPerSecStairs eachLevelLasting(Duration duration) {
      return new UsersPerSecStairs(new OpenStep.Stairs(
          increment, levels, Require.positive("eachLevelLasting", duration), Duration.ZERO, 0));
    }
  }
}
