package io.throng.report.aggregate;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Requests that completed in one second of the run, {@code [second, second + 1)} after the start. */
public record SecondCount(long second, long ok, long ko) {

  public long total() {
    return ok + ko;
  }

  /**
   * The second with the most completed requests (OK + KO), the earliest one on a tie; empty when
   * {@code seconds} is.
   */
  public static Optional<SecondCount> peak(List<SecondCount> seconds) {
    // max() keeps the last of equal elements, so compare the second in reverse to keep the first.
    return seconds.stream()
        .max(Comparator.comparingLong(SecondCount::total)
            .thenComparing(SecondCount::second, Comparator.reverseOrder()));
  }
}
