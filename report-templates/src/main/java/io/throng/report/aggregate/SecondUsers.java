package io.throng.report.aggregate;

/**
 * Virtual users in one second of the run, summed over the merged run logs: active at its end,
 * started and finished during it, and the most active at once during it ({@code USERS_PEAK}; 0 in
 * a log written before it existed). Summed over shards the peak is an upper bound, as shards peak
 * at different instants.
 */
public record SecondUsers(long second, long active, long started, long finished, long mostActive) {

  /** A second of a log without a peak record. */
  public SecondUsers(long second, long active, long started, long finished) {
    this(second, active, started, finished, 0);
  }

  /** The most users active at once in this second: never fewer than were active at its end. */
  public long activeAtMost() {
    return Math.max(active, mostActive);
  }

  /** Adds {@code other}, the same second of another run log or another record of it. */
  SecondUsers plus(SecondUsers other) {
    return new SecondUsers(second, active + other.active, started + other.started, finished + other.finished,
        mostActive + other.mostActive);
  }
}
