package io.throng.dsl.model;

import java.time.Duration;
import java.util.Objects;

/**
 * One step of a closed injection profile: a number of concurrent users is held, each running
 * its scenario again and again. Steps run one after another.
 *
 * <p>When the level rises, new users start at once. When it drops, users above the level
 * finish their current iteration and are not replaced. When the last step ends the level is 0:
 * every user finishes its current iteration, then the population is done.
 */
public sealed interface ClosedStep {

  /** How long this step lasts; the next step starts when it ends. */
  Duration duration();

  /** {@code users} concurrent users for {@code duration}. */
  record Constant(long users, Duration duration) implements ClosedStep {
    public Constant {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /**
   * The level goes from {@code from} to {@code to} in steps of one user spread evenly over
   * {@code duration}: at {@code t} it is {@code from ± floor(|to - from| * t / duration)}, so
   * {@code to} is reached as the step ends (hold it with a following constant step).
   */
  record Ramp(long from, long to, Duration duration) implements ClosedStep {
    public Ramp {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /**
   * Stairs of levels: {@code levels} levels of {@code levelDuration} each, {@code startUsers +
   * i * increment} users for level {@code i} (from 0), joined by ramps of {@code rampDuration}
   * (none when zero). When {@code startUsers} is 0 the levels are {@code increment, 2 *
   * increment, ...}, reached by a first ramp from 0 when ramps are used.
   */
  record Stairs(long increment, int levels, Duration levelDuration, Duration rampDuration, long startUsers)
      implements ClosedStep {
    public Stairs {
      Objects.requireNonNull(levelDuration, "levelDuration");
      Objects.requireNonNull(rampDuration, "rampDuration");
    }

    @Override
    public Duration duration() {
      return StairsShape.duration(levels, levelDuration, rampDuration, startUsers == 0);
    }
  }

  /**
   * The level grows by {@code users} every {@code period} for {@code duration}, starting from the
   * level the previous step ended at (0 for a first step): with "2 users every 3 s for 1800 s"
   * it is 2 from 0 s, 4 from 3 s, ..., 1,200 from 1797 s to 1800 s (nGrinder's ramp-up).
   */
  record Add(long users, Duration period, Duration duration) implements ClosedStep {
    public Add {
      Objects.requireNonNull(period, "period");
      Objects.requireNonNull(duration, "duration");
    }
  }
}
