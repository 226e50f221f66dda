package io.throng.report.aggregate;

import org.HdrHistogram.Histogram;

/**
 * Response-time statistics in microseconds, read off a merged histogram. The values carry the
 * histogram's precision ({@code RunLogFormat.SIGNIFICANT_DIGITS} significant digits), not more.
 *
 * @param distribution the response times themselves, for any other percentile and the standard
 *     deviation
 */
public record ResponseTimes(
    long count, long minMicros, long p50Micros, long p95Micros, long p99Micros, long maxMicros,
    double meanMicros, Distribution distribution) {

  /** The statistics of no requests at all: every value is zero. */
  public static final ResponseTimes NONE = new ResponseTimes(0, 0, 0, 0, 0, 0, 0, Distribution.EMPTY);

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
        histogram.getMean(),
        Distribution.of(histogram));
  }
}
