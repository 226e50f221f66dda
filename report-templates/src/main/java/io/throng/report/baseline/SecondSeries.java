package io.throng.report.baseline;

import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.SecondStats;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One run's requests and p95 response time in each of its seconds, all requests together: what
 * the report draws of a baseline run beside the judged runs. Index {@code i} is the second
 * {@code [i, i + 1)} after the run's start; a second without completions has 0 requests and a
 * p95 of 0. Kept to these two figures so that a baseline stays kilobytes for a run of minutes.
 *
 * <pre>{@code
 * SecondSeries series = SecondSeries.of(run);
 * }</pre>
 *
 * @param requests the requests completed in each second, OK and KO
 * @param p95Micros the p95 response time of those requests, in microseconds
 */
public record SecondSeries(List<Long> requests, List<Long> p95Micros) {

  /**
   * @throws IllegalArgumentException if the two lists differ in length or hold a negative value
   */
  public SecondSeries {
    requests = List.copyOf(requests);
    p95Micros = List.copyOf(p95Micros);
    if (requests.size() != p95Micros.size()) {
      throw new IllegalArgumentException("requests and p95Micros must have one value per second each, had "
          + requests.size() + " and " + p95Micros.size());
    }
    if (requests.stream().anyMatch(v -> v < 0) || p95Micros.stream().anyMatch(v -> v < 0)) {
      throw new IllegalArgumentException("requests and p95Micros must not be negative");
    }
  }

  /** The seconds of {@code run}, each logged second, idle ones included. */
  public static SecondSeries of(RunSummary run) {
    int length = (int) run.secondsLogged();
    Long[] requests = new Long[length];
    Long[] p95 = new Long[length];
    Arrays.fill(requests, 0L);
    Arrays.fill(p95, 0L);
    for (SecondStats second : run.total().seconds()) {
      if (second.second() >= 0 && second.second() < length) {
        requests[(int) second.second()] = second.total();
        p95[(int) second.second()] = second.p95Micros();
      }
    }
    return new SecondSeries(Arrays.asList(requests), Arrays.asList(p95));
  }

  /** How many seconds the run logged. */
  public long secondsLogged() {
    return requests.size();
  }

  /**
   * The seconds with completions, as the report's charts read them: the p50, p99 and maximum are
   * {@code -1}, unknown, as a baseline does not keep them.
   */
  public List<SecondStats> stats() {
    List<SecondStats> stats = new ArrayList<>();
    for (int s = 0; s < requests.size(); s++) {
      if (requests.get(s) > 0) {
        stats.add(new SecondStats(s, requests.get(s), 0, -1, p95Micros.get(s), -1, -1));
      }
    }
    return stats;
  }
}
