package io.throng.report.aggregate;

import java.util.List;

/**
 * Virtual users over the run: the most active at the end of any second, how many started and
 * finished, and how many were active at the end of each logged second, in order.
 */
public record UserSummary(long peakActive, long started, long finished, List<SecondUsers> seconds) {

  public UserSummary {
    seconds = List.copyOf(seconds);
  }

  /** No user at all. */
  public static final UserSummary NONE = new UserSummary(0, 0, 0, List.of());
}
