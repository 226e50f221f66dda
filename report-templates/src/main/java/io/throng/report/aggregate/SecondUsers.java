package io.throng.report.aggregate;

/**
 * Virtual users in one second of the run, summed over the merged run logs: active at its end,
 * started and finished during it.
 */
public record SecondUsers(long second, long active, long started, long finished) {

  /** Adds {@code other}, the same second of another run log. */
  SecondUsers plus(SecondUsers other) {
    return new SecondUsers(second, active + other.active, started + other.started, finished + other.finished);
  }
}
