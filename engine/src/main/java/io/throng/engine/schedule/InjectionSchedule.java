package io.throng.engine.schedule;

import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.OpenStep;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.LongSupplier;

/**
 * The intended start offsets of one population's users: user {@code i} (from 0) starts
 * {@link #offsetNanos(long) offsetNanos(i)} after the population's start. Pure: no clock, and the
 * same profile and seeds give the same offsets. Lazy: nothing is stored per user, so a profile of
 * millions of users costs a few arrays per step.
 *
 * <pre>{@code
 * InjectionSchedule s = InjectionSchedule.open(List.of(
 *     new OpenStep.AtOnce(2), new OpenStep.Ramp(3, Duration.ofSeconds(3))), () -> 42);
 * s.size();          // 5
 * s.offsetNanos(3);  // 1 s: the ramp starts at 0 and spreads 3 users over 3 s
 * InjectionSchedule.Cursor users = s.cursor();
 * while (users.hasNext()) { long offset = users.next(); ... }  // in order, allocating nothing
 * }</pre>
 *
 * <p>Steps follow one another: a step starts when the previous one's duration has passed, and
 * each places its own users as its {@link OpenStep} record documents. Offsets are integer
 * nanoseconds: rounded down for {@code rampUsers}, to the nearest nanosecond where a rate curve is
 * inverted. Randomized rate steps start the same number of users as their even form, at sorted
 * uniform random fractions of the step's cumulative arrivals (a Poisson process conditioned on
 * that count), drawn from a {@link SplittableRandom} of the step's seed.
 */
public final class InjectionSchedule {

  private final Segment[] segments;
  private final long[] segmentStartNanos;
  private final long[] firstUser;

  private InjectionSchedule(Segment[] segments) {
    this.segments = segments;
    segmentStartNanos = new long[segments.length];
    firstUser = new long[segments.length + 1];
    long start = 0;
    for (int i = 0; i < segments.length; i++) {
      segmentStartNanos[i] = start;
      start += segments[i].durationNanos();
      firstUser[i + 1] = firstUser[i] + segments[i].users();
    }
  }

  /**
   * The schedule of an open profile.
   *
   * @param runSeeds gives the seed of each randomized step that has none of its own, in step order
   */
  public static InjectionSchedule open(List<OpenStep> steps, LongSupplier runSeeds) {
    return new InjectionSchedule(steps.stream().map(step -> compile(step, runSeeds)).toArray(Segment[]::new));
  }

  /** {@code users} users at {@code floor(i * duration / users)}, or all at once when the duration is 0. */
  public static InjectionSchedule spread(long users, long durationNanos) {
    return new InjectionSchedule(new Segment[] {
        durationNanos == 0 ? new Segment.AtOnce(users) : new Segment.EvenSpread(users, durationNanos)});
  }

  /** How many users this population starts in all. */
  public long size() {
    return firstUser[segments.length];
  }

  /** When user {@code index} starts, in nanoseconds after the population's start. */
  public long offsetNanos(long index) {
    if (index < 0 || index >= size()) {
      throw new IndexOutOfBoundsException("user index " + index + " outside [0, " + size() + ")");
    }
    int segment = PrefixSearch.partHolding(firstUser, index);
    long local = index - firstUser[segment];
    if (!(segments[segment] instanceof Segment.Rates rates && rates.randomized())) {
      return segmentStartNanos[segment] + segments[segment].offsetNanos(local);
    }
    // Random arrivals are drawn in order: replay the step's draws up to this user.
    Cursor cursor = new Cursor(segment);
    long offset = 0;
    for (long i = 0; i <= local; i++) {
      offset = cursor.next();
    }
    return offset;
  }

  /** A fresh walk through every user's offset, in order. */
  public Cursor cursor() {
    return new Cursor(0);
  }

  private static Segment compile(OpenStep step, LongSupplier runSeeds) {
    long nanos = step.duration().toNanos();
    if (step instanceof OpenStep.AtOnce atOnce) {
      return new Segment.AtOnce(atOnce.users());
    } else if (step instanceof OpenStep.Ramp ramp) {
      return new Segment.EvenSpread(ramp.users(), nanos);
    } else if (step instanceof OpenStep.Nothing) {
      return new Segment.Pause(nanos);
    } else if (step instanceof OpenStep.Bursts bursts) {
      return new Segment.Bursts(bursts.users(), bursts.period().toNanos(), nanos);
    } else if (step instanceof OpenStep.StressPeak peak) {
      return Segment.Peak.of(peak.users(), nanos);
    } else if (step instanceof OpenStep.ConstantRate rate) {
      RateCurve curve = RateCurve.builder().linear(rate.usersPerSec(), rate.usersPerSec(), nanos).build();
      return rates(curve, rate.arrivals(), runSeeds);
    } else if (step instanceof OpenStep.RampRate ramp) {
      RateCurve curve = RateCurve.builder().linear(ramp.fromUsersPerSec(), ramp.toUsersPerSec(), nanos).build();
      return rates(curve, ramp.arrivals(), runSeeds);
    }
    OpenStep.Stairs stairs = (OpenStep.Stairs) step;
    RateCurve.Builder curve = RateCurve.builder();
    long rampNanos = stairs.rampDuration().toNanos();
    long levelNanos = stairs.levelDuration().toNanos();
    Stairs.walk(stairs.increment(), stairs.levels(), stairs.startUsersPerSec(), rampNanos > 0, new Stairs.Visitor() {
      @Override
      public void ramp(double from, double to) {
        curve.linear(from, to, rampNanos);
      }

      @Override
      public void level(double value) {
        curve.linear(value, value, levelNanos);
      }
    });
    return new Segment.Rates(curve.build(), false, 0);
  }

  private static Segment rates(RateCurve curve, Arrivals arrivals, LongSupplier runSeeds) {
    if (!arrivals.randomized()) {
      return new Segment.Rates(curve, false, 0);
    }
    return new Segment.Rates(curve, true, arrivals.seed().orElseGet(runSeeds));
  }

  /**
   * Walks the users' offsets in order, allocating nothing per user. Not thread-safe: one owner
   * (the injector's single thread) moves it.
   */
  public final class Cursor {
    private int segment;
    private long local;
    private SplittableRandom random;
    private double fraction;

    private Cursor(int segment) {
      this.segment = segment;
      enter();
    }

    public boolean hasNext() {
      return firstUser[segment] + local < size();
    }

    /** The next user's offset after the population's start. */
    public long next() {
      while (local >= segments[segment].users()) {
        segment++;
        local = 0;
        enter();
      }
      Segment current = segments[segment];
      long offset;
      if (random != null) {
        // The smallest of the step's remaining users' uniform draws, above the previous one:
        // sorted uniforms one at a time, without drawing and sorting them all first.
        fraction = 1 - (1 - fraction) * Math.pow(1 - random.nextDouble(), 1.0 / (current.users() - local));
        offset = ((Segment.Rates) current).offsetAtFraction(fraction);
      } else {
        offset = current.offsetNanos(local);
      }
      local++;
      return segmentStartNanos[segment] + offset;
    }

    private void enter() {
      fraction = 0;
      random = segment < segments.length && segments[segment] instanceof Segment.Rates rates && rates.randomized()
          ? new SplittableRandom(rates.seed())
          : null;
    }
  }
}
