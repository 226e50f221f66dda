package io.throng.report.aggregate;

import org.HdrHistogram.Histogram;

/**
 * Response-time statistics in microseconds, read off a merged histogram. The values carry the
 * histogram's precision ({@code RunLogFormat.SIGNIFICANT_DIGITS} significant digits), not more.
 * The percentiles are those of the statistics table (50, 75, 95, 99) and of ApacheBench's
 * "served within" table (50, 66, 75, 80, 90, 95, 98, 99, 100).
 *
 * @param percentiles the response times themselves, for any other percentile (assertions such as
 *     {@code percentile(99.9)} ask for one)
 */
public record ResponseTimes(
    long count,
    long minMicros,
    long p50Micros,
    long p66Micros,
    long p75Micros,
    long p80Micros,
    long p90Micros,
    long p95Micros,
    long p98Micros,
    long p99Micros,
    long maxMicros,
    double meanMicros,
    double stdDevMicros,
    Percentiles percentiles) {

  /** The statistics of no requests at all: every value is zero. */
  public static final ResponseTimes NONE =
      new ResponseTimes(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, Percentiles.EMPTY);

  public static ResponseTimes of(Histogram histogram) {
    if (histogram.getTotalCount() == 0) {
      return NONE;
    }
    return new ResponseTimes(
        histogram.getTotalCount(),
        histogram.getMinValue(),
        histogram.getValueAtPercentile(50),
        histogram.getValueAtPercentile(66),
        histogram.getValueAtPercentile(75),
        histogram.getValueAtPercentile(80),
        histogram.getValueAtPercentile(90),
        histogram.getValueAtPercentile(95),
        histogram.getValueAtPercentile(98),
        histogram.getValueAtPercentile(99),
        histogram.getMaxValue(),
        histogram.getMean(),
        histogram.getStdDeviation(),
        Percentiles.of(histogram));
  }
}
