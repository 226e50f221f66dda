package io.throng.report.aggregate;

import java.util.Objects;
import java.util.Optional;

/**
 * How a run ended, from its {@code END} record: when, and why ({@code completed},
 * {@code max-duration}, {@code interrupted}, {@code aborted}, ...). Kept apart from the run log's
 * own record type so that only this package depends on the log format.
 *
 * @param abort the abort-on-fail assertion that stopped the run, from its {@code ABORT} record;
 *     of merged logs, the earliest
 */
public record Ending(long epochMillis, String reason, Optional<Abort> abort) {

  public Ending {
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(abort, "abort");
  }

  /** A run that no assertion stopped. */
  public Ending(long epochMillis, String reason) {
    this(epochMillis, reason, Optional.empty());
  }

  /**
   * An abort-on-fail assertion failed on the figures of seconds 0 to {@code second}, and stopped
   * the run {@code second + 1} seconds after its start.
   *
   * @param assertion what it checks: {@code global: percentage of failed requests < 5 %}
   * @param actual what it measured then, with its unit: {@code 31.25 %}
   * @param expected the condition it missed: {@code < 5 %}
   */
  public record Abort(long second, String assertion, String actual, String expected) {

    /** Seconds from the start of the run to when the assertion stopped it. */
    public long stoppedAtSecond() {
      return second + 1;
    }
  }
}
