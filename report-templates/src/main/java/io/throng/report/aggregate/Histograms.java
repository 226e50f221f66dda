package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogFormat;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.PackedHistogram;

/**
 * The aggregator's histograms: packed while they are kept, read through a flat copy. A flat
 * HdrHistogram takes kilobytes however few values it holds, and a run keeps several per request
 * name, so many names took gigabytes; a packed one takes the memory of the buckets in use. Both
 * have the same buckets, so the same figures to the microsecond. Figures in
 * docs/performance.md#many-request-names.
 */
final class Histograms {

  private Histograms() {}

  // Auto-resizing, so a value beyond RunLogFormat.HIGHEST_TRACKABLE_MICROS from a future writer
  // cannot make add() throw.
  static Histogram kept() {
    return new PackedHistogram(RunLogFormat.SIGNIFICANT_DIGITS);
  }

  /**
   * A flat copy of {@code kept}, for reading many figures off it: each percentile of a packed
   * histogram walks its buckets one slow lookup at a time (50,000 names took 40 s), the copy once.
   */
  static Histogram readable(Histogram kept) {
    Histogram flat = new Histogram(RunLogFormat.SIGNIFICANT_DIGITS);
    flat.add(kept);
    return flat;
  }
}
