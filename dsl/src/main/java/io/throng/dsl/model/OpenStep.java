package io.throng.dsl.model;

import java.time.Duration;
import java.util.Objects;

/**
 * One step of an open injection profile: users arrive, each runs the scenario once and leaves.
 * Steps run one after another; a step starts when the previous one's duration has passed.
 *
 * <p>The engine reads a profile as one cumulative arrival function {@code Λ(t)} (users arrived
 * by {@code t}, a real number) and starts user {@code k} (from 0) at the first instant where
 * {@code Λ(t) > k}. Each record below documents its own part of {@code Λ}.
 */
public sealed interface OpenStep {

  /** How long this step lasts; the next step starts when it ends. */
  Duration duration();

  /** {@code users} users all start at the beginning of the step, which takes no time. */
  record AtOnce(long users) implements OpenStep {
    @Override
    public Duration duration() {
      return Duration.ZERO;
    }
  }

  /**
   * {@code users} users start evenly spread over {@code duration}: user {@code i} (from 0)
   * starts at {@code floor(i * duration / users)} nanoseconds into the step, so the first starts
   * at once and none at the end.
   */
  record Ramp(long users, Duration duration) implements OpenStep {
    public Ramp {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /** No user starts for {@code duration}. */
  record Nothing(Duration duration) implements OpenStep {
    public Nothing {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /**
   * Users arrive at {@code usersPerSec} (a real number) for {@code duration}: {@code Λ} grows
   * linearly, so with evenly placed arrivals they are {@code 1 / usersPerSec} apart.
   */
  record ConstantRate(double usersPerSec, Duration duration, Arrivals arrivals) implements OpenStep {
    public ConstantRate {
      Objects.requireNonNull(duration, "duration");
      Objects.requireNonNull(arrivals, "arrivals");
    }
  }

  /**
   * The arrival rate goes linearly from {@code fromUsersPerSec} to {@code toUsersPerSec} over
   * {@code duration}: {@code Λ} is quadratic, and each arrival time is the root of that quadratic.
   */
  record RampRate(double fromUsersPerSec, double toUsersPerSec, Duration duration, Arrivals arrivals)
      implements OpenStep {
    public RampRate {
      Objects.requireNonNull(duration, "duration");
      Objects.requireNonNull(arrivals, "arrivals");
    }
  }

  /**
   * {@code users} users start along a smoothed step (the Heaviside function smoothed by the
   * normal distribution, as Gatling's {@code stressPeakUsers}): few at the edges of
   * {@code duration}, most around its middle. User {@code i} (from 1) starts at
   * {@code duration / 2 * (1 - z(i / (users + 2)) / z(1 / (users + 2)))}, {@code z} being the
   * standard normal quantile, so the first starts at once.
   */
  record StressPeak(long users, Duration duration) implements OpenStep {
    public StressPeak {
      Objects.requireNonNull(duration, "duration");
    }
  }

  /**
   * Stairs of arrival rates: {@code levels} levels of {@code levelDuration} each, rates
   * {@code startUsersPerSec + i * increment} for level {@code i} (from 0), joined by linear ramps
   * of {@code rampDuration} (none when zero). When {@code startUsersPerSec} is 0 the levels are
   * {@code increment, 2 * increment, ...} instead, reached by a first ramp from 0 when ramps are
   * used, so that no level is idle.
   */
  record Stairs(double increment, int levels, Duration levelDuration, Duration rampDuration, double startUsersPerSec)
      implements OpenStep {
    public Stairs {
      Objects.requireNonNull(levelDuration, "levelDuration");
      Objects.requireNonNull(rampDuration, "rampDuration");
    }

    @Override
    public Duration duration() {
      return StairsShape.duration(levels, levelDuration, rampDuration, startUsersPerSec == 0);
    }
  }

  /**
   * {@code users} users start together every {@code period} for {@code duration}: at 0,
   * {@code period}, {@code 2 * period}, ... as long as that is before {@code duration}. "2 users
   * every 3 s for 1800 s" is 1,200 users at 0, 0, 3, 3, 6, 6, ..., 1797, 1797 s.
   */
  record Bursts(long users, Duration period, Duration duration) implements OpenStep {
    public Bursts {
      Objects.requireNonNull(period, "period");
      Objects.requireNonNull(duration, "duration");
    }
  }
}
