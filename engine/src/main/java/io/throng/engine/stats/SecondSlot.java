package io.throng.engine.stats;

/**
 * What one event loop recorded of the completions of one second of the run (by the run's elapsed
 * clock): the requests by name, the groups, the late starts. An interval of the loop holds a slot
 * for each second it has completions of, so a response counts in the second it completed in,
 * however late the collector drains it. Written by the loop, drained by the collector once the
 * interval is swapped out, then freed for another second.
 */
final class SecondSlot {

  /** The second of a slot that holds nothing and may be opened for any second. */
  static final long FREE = -1;

  private static final long NANOS_PER_SECOND = 1_000_000_000L;

  long second = FREE;
  // The completion instants that belong here: [fromNanos, toNanos) on the System.nanoTime() clock.
  private long fromNanos;
  private long toNanos;
  final KeyedTable<RequestInterval> requests = new KeyedTable<>(RequestInterval::new);
  final KeyedTable<GroupInterval> groups = new KeyedTable<>(GroupInterval::new);
  long lateStarts;
  long maxLateNanos;

  boolean holds(long nanos) {
    return nanos >= fromNanos && nanos < toNanos;
  }

  /** Opens this free slot for second {@code second} of a run that started at {@code startNanos}. */
  void open(long second, long startNanos) {
    this.second = second;
    // Second 0 also takes what completed before the start (a user due at once, a clock's jitter).
    fromNanos = second == 0 ? Long.MIN_VALUE : startNanos + second * NANOS_PER_SECOND;
    toNanos = startNanos + (second + 1) * NANOS_PER_SECOND;
  }

  boolean isFree() {
    return second == FREE;
  }

  /** Once the collector drained it: empty and free again, its entries kept or dropped as {@link KeyedTable} says. */
  void free() {
    requests.recycle();
    groups.recycle();
    lateStarts = 0;
    maxLateNanos = 0;
    second = FREE;
    fromNanos = 0;
    toNanos = 0;
  }

  /** The second since the run's start that {@code nanos} falls in; what came before the start is second 0. */
  static long secondOf(long nanos, long startNanos) {
    return Math.max(0, Math.floorDiv(nanos - startNanos, NANOS_PER_SECOND));
  }
}
