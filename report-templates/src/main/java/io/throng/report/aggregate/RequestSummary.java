package io.throng.report.aggregate;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One request name (or all of them) over the whole run. Response times cover OK and KO requests
 * together, as the run log records both and a KO that took 30 s (a timeout) is a response time
 * users felt.
 *
 * @param serviceTimes the same requests' service times, from the actual send (the run log's
 *     {@code SERVICE} records); they differ from {@code times} only for requests that started
 *     late, and are {@link ResponseTimes#NONE} for logs without {@code SERVICE} records
 * @param seconds the seconds with completions, in order; idle seconds are absent
 * @param serviceSeconds the same seconds' service-time percentiles, from the {@code SERVICE}
 *     records; empty for logs without them
 * @param distribution response-time bars, fastest first; empty when no request completed
 * @param statusCodes how many responses had each HTTP status, by code; requests that got no
 *     response (refused, timed out) have none
 * @param retried attempts lost unanswered on a stale keep-alive connection and sent again (the run
 *     log's {@code RETRY} records): not in {@code ok} or {@code ko}, which count each request once by
 *     its final outcome: the attempts on the wire are OK + KO + retried; 0 for logs without them
 * @param ranges its OK responses in the bands of {@code loadtest.report.ranges}, its KOs apart
 * @param protocols how many of its requests went out on each protocol ({@code h1}, {@code h2},
 *     {@code h3}, {@code ws}, {@code sse}; the run log's {@code PROTOCOL} records), by name: those
 *     that reached no connection are in none; empty for logs without them
 */
public record RequestSummary(
    String name, long ok, long ko, ResponseTimes times, ResponseTimes serviceTimes, List<SecondStats> seconds,
    List<SecondStats> serviceSeconds, List<DistributionBin> distribution, SortedMap<Integer, Long> statusCodes,
    long retried, RangeCounts ranges, SortedMap<String, Long> protocols) {

  public RequestSummary {
    seconds = List.copyOf(seconds);
    serviceSeconds = List.copyOf(serviceSeconds);
    distribution = List.copyOf(distribution);
    statusCodes = Collections.unmodifiableSortedMap(new TreeMap<>(statusCodes));
    protocols = Collections.unmodifiableSortedMap(new TreeMap<>(protocols));
  }

  /** A request name whose service times were not logged second by second, never retried, of no known protocol. */
  public RequestSummary(String name, long ok, long ko, ResponseTimes times, ResponseTimes serviceTimes,
      List<SecondStats> seconds, List<DistributionBin> distribution, SortedMap<Integer, Long> statusCodes) {
    this(name, ok, ko, times, serviceTimes, seconds, List.of(), distribution, statusCodes, 0, RangeCounts.NONE,
        new TreeMap<>());
  }

  /** A request name that never completed. */
  public static RequestSummary empty(String name) {
    return new RequestSummary(name, 0, 0, ResponseTimes.NONE, ResponseTimes.NONE, List.of(), List.of(), new TreeMap<>());
  }

  /** Requests, each counted once by its final outcome: OK + KO. */
  public long count() {
    return ok + ko;
  }

  /**
   * The second with the most completed requests (OK + KO), the earliest one on a tie; empty
   * when no request completed.
   */
  public Optional<SecondStats> peak() {
    // max() keeps the last of equal elements, so compare the second in reverse to keep the first.
    return seconds.stream()
        .max(Comparator.comparingLong(SecondStats::total)
            .thenComparing(SecondStats::second, Comparator.reverseOrder()));
  }
}
