package io.throng.engine.schedule;

import io.throng.dsl.model.Arrivals;
import io.throng.dsl.model.OpenStep;
import io.throng.engine.config.Shard;
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
 * <p>A schedule is made for one {@link Shard} of the run: shard {@code k} of {@code N} starts the
 * population's users {@code k, k + N, k + 2N, ...}, each at its unsharded offset, so the shards'
 * schedules together are exactly the unsharded one. Randomized steps draw the same sequence on
 * every shard (they share the seed) and each shard takes its stride of it.
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
  private final Shard shard;

  private InjectionSchedule(Segment[] segments, Shard shard) {
    this.segments = segments;
    this.shard = shard;
    segmentStartNanos = new long[segments.length];
    firstUser = new long[segments.length + 1];
    long start = 0;
    for (int i = 0; i < segments.length; i++) {
      segmentStartNanos[i] = start;
      start += segments[i].durationNanos();
      firstUser[i + 1] = firstUser[i] + segments[i].users();
    }
  }

  /** The whole schedule of an open profile; see {@link #open(List, LongSupplier, Shard)}. */
  public static InjectionSchedule open(List<OpenStep> steps, LongSupplier runSeeds) {
    return open(steps, runSeeds, Shard.WHOLE);
  }

  /**
   * The schedule of an open profile, for one shard of the run.
   *
   * @param runSeeds gives the seed of each randomized step that has none of its own, in step order
   */
  public static InjectionSchedule open(List<OpenStep> steps, LongSupplier runSeeds, Shard shard) {
    return new InjectionSchedule(steps.stream().map(step -> compile(step, runSeeds)).toArray(Segment[]::new), shard);
  }

  /**
   * {@code users} users at {@code floor(i * duration / users)}, or all at once when the duration
   * is 0, for one shard of the run.
   */
  public static InjectionSchedule spread(long users, long durationNanos, Shard shard) {
    return new InjectionSchedule(new Segment[] {
        durationNanos == 0 ? new Segment.AtOnce(users) : new Segment.EvenSpread(users, durationNanos)}, shard);
  }

  /** Whether {@code step} places its arrivals at random, from a seed. */
  public static boolean randomized(OpenStep step) {
    return step instanceof OpenStep.ConstantRate rate && rate.arrivals().randomized()
        || step instanceof OpenStep.RampRate ramp && ramp.arrivals().randomized();
  }

  /** How many users this shard starts. */
  public long size() {
    return shard.share(populationSize());
  }

  /** How many users the population starts on all shards together. */
  public long populationSize() {
    return firstUser[segments.length];
  }

  /** When this shard's user {@code index} starts, in nanoseconds after the population's start. */
  public long offsetNanos(long index) {
    if (index < 0 || index >= size()) {
      throw new IndexOutOfBoundsException("user index " + index + " outside [0, " + size() + ")");
    }
    return populationOffsetNanos(shard.userIndex(index));
  }

  /**
   * When the population's last user starts, whichever shard starts it; -1 when it has none. A
   * shard's part of the population is not over before then, so that what follows it
   * ({@code andThen}) starts no earlier than on the shards that still have users to start.
   */
  public long lastArrivalNanos() {
    return populationSize() == 0 ? -1 : populationOffsetNanos(populationSize() - 1);
  }

  /** A fresh walk through this shard's users' offsets, in order. */
  public Cursor cursor() {
    return new Cursor(0, shard);
  }

  /** When the population's user {@code index} starts, whichever shard starts it. */
  private long populationOffsetNanos(long index) {
    int segment = PrefixSearch.partHolding(firstUser, index);
    long local = index - firstUser[segment];
    if (!(segments[segment] instanceof Segment.Rates rates && rates.randomized())) {
      return segmentStartNanos[segment] + segments[segment].offsetNanos(local);
    }
    // Random arrivals are drawn in order: replay the step's draws up to this user.
    Cursor cursor = new Cursor(segment, Shard.WHOLE);
    long offset = 0;
    for (long i = 0; i <= local; i++) {
      offset = cursor.next();
    }
    return offset;
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
   * Walks one shard's users' offsets in order, allocating nothing per user: it steps through the
   * population's users, skipping those of other shards (in one jump where arrivals are not
   * random). Not thread-safe: one owner (the injector's single thread) moves it.
   */
  public final class Cursor {
    private final Shard stride;
    private final long users;
    private int segment;
    private long local;
    private long taken;
    private SplittableRandom random;
    private double fraction;

    private Cursor(int segment, Shard stride) {
      this.segment = segment;
      this.stride = stride;
      this.users = stride.share(populationSize() - firstUser[segment]);
      enter();
    }

    public boolean hasNext() {
      return taken < users;
    }

    /** The next user's offset after the population's start. */
    public long next() {
      skip(taken == 0 ? stride.index() : stride.count() - 1);
      taken++;
      toUsers();
      Segment current = segments[segment];
      long offset = random != null ? ((Segment.Rates) current).offsetAtFraction(draw()) : current.offsetNanos(local);
      local++;
      return segmentStartNanos[segment] + offset;
    }

    /** Passes over {@code users} users of other shards. */
    private void skip(long users) {
      while (users > 0) {
        toUsers();
        if (random != null) {
          draw(); // random draws depend on every one before: each must be made
          local++;
          users--;
        } else {
          long jump = Math.min(users, segments[segment].users() - local);
          local += jump;
          users -= jump;
        }
      }
    }

    /** Moves on to the first segment that still has users. */
    private void toUsers() {
      while (local >= segments[segment].users()) {
        segment++;
        local = 0;
        enter();
      }
    }

    /**
     * The smallest of the step's remaining users' uniform draws, above the previous one: sorted
     * uniforms one at a time, without drawing and sorting them all first.
     */
    private double draw() {
      fraction = 1 - (1 - fraction) * Math.pow(1 - random.nextDouble(), 1.0 / (segments[segment].users() - local));
      return fraction;
    }

    private void enter() {
      fraction = 0;
      random = segment < segments.length && segments[segment] instanceof Segment.Rates rates && rates.randomized()
          ? new SplittableRandom(rates.seed())
          : null;
    }
  }
}
