package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogFormat;
import org.HdrHistogram.Histogram;

/**
 * Response times in microseconds, kept as a private copy of their merged histogram so that any
 * percentile can be asked after aggregation, as assertions such as {@code percentile(99.9)} do.
 * Immutable: the histogram never leaves this class.
 *
 * <pre>{@code
 * long p999 = summary.times().distribution().percentileMicros(99.9);
 * }</pre>
 */
public final class Distribution {

  /** The distribution of no response at all: every value is zero. */
  public static final Distribution EMPTY = new Distribution(new Histogram(RunLogFormat.SIGNIFICANT_DIGITS));

  private final Histogram histogram;

  private Distribution(Histogram histogram) {
    this.histogram = histogram;
  }

  /** A copy of {@code histogram}, which the caller may go on changing. */
  public static Distribution of(Histogram histogram) {
    // Auto-resizing, so two copies of equal contents are equal whatever their source's range.
    Histogram copy = new Histogram(RunLogFormat.SIGNIFICANT_DIGITS);
    copy.add(histogram);
    return new Distribution(copy);
  }

  /** The response time at or below which {@code percentile} percent of responses fall (0 when none). */
  public long percentileMicros(double percentile) {
    return histogram.getValueAtPercentile(percentile);
  }

  /** The standard deviation of the response times (0 when none). */
  public double stdDevMicros() {
    return histogram.getTotalCount() == 0 ? 0 : histogram.getStdDeviation();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Distribution d && histogram.equals(d.histogram);
  }

  @Override
  public int hashCode() {
    return histogram.hashCode();
  }

  @Override
  public String toString() {
    return "Distribution[count=" + histogram.getTotalCount() + "]";
  }
}
