package io.throng.report.aggregate;

import java.util.List;
import java.util.Optional;

/**
 * One request name over the whole run. Response times cover OK and KO requests together, as the
 * run log records both and a KO that took 30 s (a timeout) is a response time users felt.
 *
 * @param seconds this name's requests per second, sorted by second; seconds without completions
 *     are absent
 */
public record RequestSummary(String name, long ok, long ko, ResponseTimes times, List<SecondCount> seconds) {

  public RequestSummary {
    seconds = List.copyOf(seconds);
  }

  public long count() {
    return ok + ko;
  }

  /** The second with the most completed requests of this name; see {@link SecondCount#peak}. */
  public Optional<SecondCount> peak() {
    return SecondCount.peak(seconds);
  }
}
