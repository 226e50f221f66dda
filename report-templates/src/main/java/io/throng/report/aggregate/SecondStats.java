package io.throng.report.aggregate;

import org.HdrHistogram.Histogram;

/**
 * Requests that completed in one second of the run, {@code [second, second + 1)} after the
 * start, and their response-time percentiles in microseconds (OK and KO together).
 */
public record SecondStats(
    long second, long ok, long ko, long p50Micros, long p95Micros, long p99Micros, long maxMicros) {

  /** The counts and percentiles of {@code histogram}, which holds the second's OK and KO requests. */
  static SecondStats of(long second, long ok, long ko, Histogram histogram) {
    return new SecondStats(second, ok, ko,
        histogram.getValueAtPercentile(50), histogram.getValueAtPercentile(95),
        histogram.getValueAtPercentile(99), histogram.getMaxValue());
  }

  public long total() {
    return ok + ko;
  }

  /** The same second with {@code ok} and {@code ko} more requests; percentiles unchanged. */
  SecondStats plus(long moreOk, long moreKo) {
    return new SecondStats(second, ok + moreOk, ko + moreKo, p50Micros, p95Micros, p99Micros, maxMicros);
  }
}
