package io.throng.report.aggregate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Cuts a histogram into bars on a logarithmic scale between its fastest and slowest response,
 * so a run whose typical response takes 3 ms and whose timeouts take 30 s shows both. Each of
 * the histogram's own buckets falls whole into one bar, so the bars add up to its count.
 */
final class Distribution {

  /** At most this many bars. */
  static final int MAX_BINS = 40;

  /**
   * Bars are at least 1 % wider than they begin, ten times HdrHistogram's 0.1 % resolution, so
   * a narrow range never shows a comb of empty bars between the histogram's buckets.
   */
  private static final double MIN_RATIO = 1.01;

  private Distribution() {}

  static List<DistributionBin> of(Histogram histogram) {
    if (histogram.getTotalCount() == 0) {
      return List.of();
    }
    long[] edges = edges(Math.max(1, histogram.lowestEquivalentValue(histogram.getMinValue())),
        histogram.highestEquivalentValue(histogram.getMaxValue()) + 1);
    long[] counts = new long[edges.length - 1];
    for (HistogramIterationValue v : histogram.recordedValues()) {
      long middle = histogram.medianEquivalentValue(v.getValueIteratedTo());
      int i = Arrays.binarySearch(edges, middle);
      int bin = i >= 0 ? i : -i - 2;
      counts[Math.max(0, Math.min(counts.length - 1, bin))] += v.getCountAtValueIteratedTo();
    }
    List<DistributionBin> bins = new ArrayList<>(counts.length);
    for (int i = 0; i < counts.length; i++) {
      bins.add(new DistributionBin(edges[i], edges[i + 1], counts[i]));
    }
    return bins;
  }

  /** Strictly increasing whole-microsecond edges from {@code low} to {@code high}, geometric. */
  static long[] edges(long low, long high) {
    double span = Math.log((double) high / low);
    int bins = (int) Math.max(1, Math.min(MAX_BINS, Math.ceil(span / Math.log(MIN_RATIO))));
    long[] edges = new long[bins + 1];
    int n = 0;
    edges[n++] = low;
    for (int k = 1; k < bins; k++) {
      long edge = Math.round(low * Math.exp(span * k / bins));
      if (edge > edges[n - 1] && edge < high) {
        edges[n++] = edge;
      }
    }
    edges[n++] = high;
    return Arrays.copyOf(edges, n);
  }
}
