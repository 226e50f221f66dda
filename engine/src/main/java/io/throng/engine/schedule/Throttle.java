package io.throng.engine.schedule;

import io.throng.dsl.model.ThrottleStep;
import io.throng.engine.config.Shard;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A schedule of requests per second across every user of a run, lock-free: request slots are
 * the instants where the rate's cumulative function reaches 0, 1, 2, ... (the same exact
 * inversion as arrivals), and an {@link AtomicLong} hands out the next one. Memory is constant.
 *
 * <pre>{@code
 * Pacer cap = Throttle.of(List.of(new ThrottleStep.Jump(100)), runStartNanos);
 * long slot = cap.slot(System.nanoTime());  // wait until slot, then send; latency counts from it
 * }</pre>
 *
 * <p>Subtleness ahead: slots are never skipped. When every user is stuck on a stalled target, the
 * slots that fall due meanwhile are taken by the next requests, which then go out late, with
 * their slot as intended start; that is how wrk2 keeps a stall from hiding behind the requests it
 * blocked (coordinated omission). After the last step the last rate holds.
 *
 * <p>On a {@link Shard} of the run, every rate is divided by the number of shards, so the shards'
 * caps add up to the simulation's.
 */
public final class Throttle implements Pacer {

  private static final double NANOS_PER_SECOND = 1e9;

  private final RateCurve curve;
  private final double finalRate;
  private final AtomicLong next = new AtomicLong();
  private long startNanos;

  private Throttle(RateCurve curve, double finalRate) {
    this.curve = curve;
    this.finalRate = finalRate;
  }

  /** The whole run's cap; see {@link #of(List, long, Shard)}. */
  public static Throttle of(List<ThrottleStep> steps, long startNanos) {
    return of(steps, startNanos, Shard.WHOLE);
  }

  /**
   * @param startNanos the run's start on the {@link System#nanoTime()} clock: the cap starts at
   *     0 requests/s there
   * @param shard the part of the run this cap is for: its rates are the steps' divided by the
   *     number of shards
   */
  public static Throttle of(List<ThrottleStep> steps, long startNanos, Shard shard) {
    Throttle throttle = of(steps, shard);
    throttle.start(startNanos);
    return throttle;
  }

  /**
   * A cap whose slots count from {@link #start}: a run makes it before second 0, which it learns
   * only when its start instant comes.
   */
  public static Throttle of(List<ThrottleStep> steps, Shard shard) {
    RateCurve.Builder curve = RateCurve.builder();
    double rate = 0;
    for (ThrottleStep step : steps) {
      long nanos = step.duration().toNanos();
      if (step instanceof ThrottleStep.Reach reach) {
        curve.linear(rate, shard.rate(reach.requestsPerSec()), nanos);
        rate = shard.rate(reach.requestsPerSec());
      } else if (step instanceof ThrottleStep.Hold) {
        curve.linear(rate, rate, nanos);
      } else {
        rate = shard.rate(((ThrottleStep.Jump) step).requestsPerSec());
      }
    }
    return new Throttle(curve.build(), rate);
  }

  /** The cap starts at 0 requests/s at {@code startNanos}. */
  @Override
  public void start(long startNanos) {
    this.startNanos = startNanos;
  }

  @Override
  public long slot(long readyNanos) {
    return startNanos + slotNanos(next.getAndIncrement());
  }

  /** When permit {@code k} (from 0) falls due, after the run's start. Pure. */
  long slotNanos(long k) {
    double total = curve.total();
    if (k < total) {
      return curve.timeOf(k);
    }
    return curve.durationNanos() + Math.round((k - total) * NANOS_PER_SECOND / finalRate);
  }
}
