package io.throng.report.aggregate;

import org.HdrHistogram.Histogram;

/**
 * Response-time statistics in microseconds, read off a merged histogram. The values carry the
 * histogram's precision ({@code RunLogFormat.SIGNIFICANT_DIGITS} significant digits), not more.
 */
public record ResponseTimes(
    long count, long minMicros, long p50Micros, long p95Micros, long p99Micros, long maxMicros,
    double meanMicros) {

  /** The statistics of no requests at all: every value is zero. */
  public static final ResponseTimes NONE = new ResponseTimes(0, 0, 0, 0, 0, 0, 0);

  public static ResponseTimes of(Histogram histogram) {
    if (histogram.getTotalCount() == 0) {
      return NONE;
    }
    return new ResponseTimes(
        histogram.getTotalCount(),
        histogram.getMinValue(),
        histogram.getValueAtPercentile(50),
        histogram.getValueAtPercentile(95),
        histogram.getValueAtPercentile(99),
        histogram.getMaxValue(),
        histogram.getMean());
  }
}
