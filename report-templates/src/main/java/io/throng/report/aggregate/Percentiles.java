package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogFormat;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Response times in microseconds, kept as a private copy of their merged histogram so that any
 * percentile can be asked after aggregation, as assertions such as {@code percentile(99.9)} do.
 * Immutable: the histogram never leaves this class.
 *
 * <pre>{@code
 * long p999 = summary.times().percentiles().percentileMicros(99.9);
 * }</pre>
 */
public final class Percentiles {

  /** The distribution of no response at all: every value is zero. */
  public static final Percentiles EMPTY = new Percentiles(Histograms.kept());

  private final Histogram histogram;

  private Percentiles(Histogram histogram) {
    this.histogram = histogram;
  }

  /** A copy of {@code histogram}, which the caller may go on changing. */
  public static Percentiles of(Histogram histogram) {
    // Auto-resizing, so two copies of equal contents are equal whatever their source's range.
    Histogram copy = Histograms.kept();
    copy.add(histogram);
    return new Percentiles(copy);
  }

  /** All of {@code parts} in one distribution, as the responses of several runs together. */
  public static Percentiles merged(List<Percentiles> parts) {
    Histogram all = Histograms.kept();
    parts.forEach(part -> all.add(part.histogram));
    return new Percentiles(all);
  }

  /** The distribution as the run log writes a histogram: compressed, in Base64. */
  public String encoded() {
    return RunLogFormat.encode(histogram);
  }

  /**
   * The distribution {@link #encoded()} wrote.
   *
   * @throws IllegalArgumentException if {@code base64} is not a compressed HdrHistogram
   */
  public static Percentiles decode(String base64) {
    return of(RunLogFormat.decode(base64));
  }

  /** The response time at or below which {@code percentile} percent of responses fall (0 when none). */
  public long percentileMicros(double percentile) {
    return histogram.getValueAtPercentile(percentile);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Percentiles p && histogram.equals(p.histogram);
  }

  @Override
  public int hashCode() {
    return histogram.hashCode();
  }

  @Override
  public String toString() {
    return "Percentiles[count=" + histogram.getTotalCount() + "]";
  }
}
