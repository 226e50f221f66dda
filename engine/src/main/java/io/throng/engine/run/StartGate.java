package io.throng.engine.run;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Holds a ready run until its agreed start instant, so that the shards of one run, each on its
 * own machine, have the same second 0 and their run logs line up on one timeline. It sleeps (on
 * the stop request, so Ctrl-C still ends the wait at once) rather than spinning, and checks the
 * wall clock again on waking, since the shards agree on wall-clock time.
 *
 * <pre>{@code
 * StartGate.Start start = StartGate.await(Optional.of(startAt), stopRequest);
 * // second 0 is start.epochMillis() on the wall clock, start.nanos() on System.nanoTime()
 * }</pre>
 *
 * <p>A run that is ready after its instant, by at most {@link #TOLERANCE_MILLIS}, starts at once
 * with second 0 still at the instant; later than that, it fails instead of running out of step
 * with the other shards.
 */
final class StartGate {

  /**
   * How late a run may be ready for its start instant: within it, the run starts at once, its
   * second 0 still at the instant (users due meanwhile start at once, their response times
   * counting from when they were due); beyond it, the run fails rather than start out of step
   * with the other shards.
   */
  static final long TOLERANCE_MILLIS = 1_000;

  /**
   * Second 0 of a run.
   *
   * @param epochMillis on the wall clock: what the run log's {@code RUN} record says
   * @param nanos on the {@link System#nanoTime()} clock: what the schedules count from
   * @param lateMillis how long after its start instant the run was ready; 0 when it was in time
   */
  record Start(long epochMillis, long nanos, long lateMillis) {}

  private StartGate() {}

  /**
   * Returns at {@code startAt}, or at once without one; returns early, with second 0 at that
   * moment, when {@code stop} completes, so the caller checks it before starting users.
   *
   * @throws IllegalArgumentException if {@code startAt} passed more than the tolerance ago
   */
  static Start await(Optional<Instant> startAt, CompletableFuture<Void> stop) throws InterruptedException {
    if (startAt.isEmpty()) {
      return new Start(System.currentTimeMillis(), System.nanoTime(), 0);
    }
    Instant start = startAt.get();
    long lateMillis = Duration.between(start, Instant.now()).toMillis();
    if (lateMillis > TOLERANCE_MILLIS) {
      throw new IllegalArgumentException("the start instant " + start + " (--start-at " + start.toEpochMilli()
          + ") had passed " + lateMillis + " ms before the run was ready to start, more than the "
          + TOLERANCE_MILLIS + " ms allowed: give every shard a start instant far enough ahead");
    }
    for (long wait = nanosUntil(start); wait > 0 && !stop.isDone(); wait = nanosUntil(start)) {
      try {
        stop.get(wait, TimeUnit.NANOSECONDS);
      } catch (TimeoutException | ExecutionException e) {
        // Timed out: the loop checks the wall clock again. Failed: a stop all the same.
      }
    }
    long late = -nanosUntil(start);
    if (late < 0) {
      return new Start(System.currentTimeMillis(), System.nanoTime(), 0); // stopped before the instant
    }
    // Second 0 is the instant itself, also for a run that was ready a little late.
    return new Start(start.toEpochMilli(), System.nanoTime() - late, Math.max(0, lateMillis));
  }

  private static long nanosUntil(Instant instant) {
    return Duration.between(Instant.now(), instant).toNanos();
  }
}
