package io.throng.report.baseline;

import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunSummary;

/**
 * The figures of one request name, group or all requests in one run that a baseline keeps and
 * judges: counts, mean throughput and the three percentiles, in microseconds.
 */
public record RunValues(long count, long ko, double tps, long p50Micros, long p95Micros, long p99Micros) {

  /** {@code request}'s figures in {@code run}. */
  public static RunValues of(RunSummary run, RequestSummary request) {
    return new RunValues(request.count(), request.ko(), run.meanTps(request), request.times().p50Micros(),
        request.times().p95Micros(), request.times().p99Micros());
  }

  /** KOs as a percentage of requests; zero without requests. */
  public double errorPercent() {
    return count == 0 ? 0 : ko * 100.0 / count;
  }
}
