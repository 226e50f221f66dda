package io.throng.engine.live;

import io.prometheus.metrics.model.snapshots.ClassicHistogramBuckets;
import io.prometheus.metrics.model.snapshots.HistogramSnapshot.HistogramDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.NativeHistogramBuckets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * One time series of latencies (or of a custom trend's values) since the run began, as Prometheus
 * histograms: native (exponential buckets of schema {@link #SCHEMA}, which merge across shards)
 * and classic (fixed bounds, for servers without native histograms); OTLP's exponential
 * histograms of scale {@link #SCHEMA} take the same native buckets. Fed with the collector's
 * HdrHistograms by distinct value, not by request, so a step costs what its histogram holds, not
 * what it counts. Stats thread only, apart from the immutable snapshots it makes.
 *
 * <pre>{@code
 * CumulativeHistogram times = CumulativeHistogram.ofMicros();
 * times.add(stepResponseTimes);                      // each step
 * HistogramDataPointSnapshot point = times.snapshot(labels);
 * }</pre>
 */
final class CumulativeHistogram {

  /**
   * Buckets grow by 2^(2^-4), about 4.4 %: finer than any percentile a dashboard compares, and a
   * latency spread from 100 µs to 10 s fits in under 270 buckets.
   */
  static final int SCHEMA = 4;

  /** The values of a native histogram's zero bucket: those recorded as 0 µs. */
  static final double ZERO_THRESHOLD = Math.pow(2, -128);

  /** The classic bucket bounds in seconds, as Prometheus' client libraries default them. */
  static final double[] CLASSIC_BOUNDS =
      {0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, Double.POSITIVE_INFINITY};

  /** The classic bucket bounds of plain numbers (a custom trend's): powers of ten. */
  static final double[] DECADE_BOUNDS = {1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, Double.POSITIVE_INFINITY};

  private final double scale;
  private final double[] classicBounds;
  private final NavigableMap<Integer, long[]> buckets = new TreeMap<>();
  // Per bucket, not cumulative: the model takes them so, and the text format adds them up.
  private final long[] classic;
  private long zeroCount;
  private long count;
  private double sum;

  private CumulativeHistogram(double scale, double[] classicBounds) {
    this.scale = scale;
    this.classicBounds = classicBounds;
    this.classic = new long[classicBounds.length];
  }

  /** Latencies: fed microseconds, shown in seconds, with {@link #CLASSIC_BOUNDS}. */
  static CumulativeHistogram ofMicros() {
    return new CumulativeHistogram(1e-6, CLASSIC_BOUNDS);
  }

  /** A custom trend's plain numbers, shown as they are, with {@link #DECADE_BOUNDS}. */
  static CumulativeHistogram ofNumbers() {
    return new CumulativeHistogram(1, DECADE_BOUNDS);
  }

  /** Adds every value of {@code recorded}, a histogram of this series' unit (microseconds for latencies). */
  void add(Histogram recorded) {
    for (HistogramIterationValue value : recorded.recordedValues()) {
      long times = value.getCountAtValueIteratedTo();
      double shown = value.getValueIteratedTo() * scale; // the highest value its HdrHistogram bucket holds
      count += times;
      sum += shown * times;
      if (value.getValueIteratedTo() == 0) {
        zeroCount += times;
      } else {
        buckets.computeIfAbsent(index(shown), i -> new long[1])[0] += times;
      }
      for (int bound = 0; bound < classicBounds.length; bound++) {
        if (shown <= classicBounds[bound]) {
          classic[bound] += times;
          break;
        }
      }
    }
  }

  long count() {
    return count;
  }

  /** The sum of every value, in the unit shown (seconds for latencies). */
  double sum() {
    return sum;
  }

  /** How many values were 0, which no native bucket holds. */
  long zeroCount() {
    return zeroCount;
  }

  /** The index of the lowest native bucket that holds a value, 0 when none does. */
  int lowestIndex() {
    return buckets.isEmpty() ? 0 : buckets.firstKey();
  }

  /** The counts of the native buckets from {@link #lowestIndex()} to the highest that holds a value, empty ones too. */
  List<Long> contiguousCounts() {
    if (buckets.isEmpty()) {
      return List.of();
    }
    List<Long> counts = new ArrayList<>(buckets.lastKey() - buckets.firstKey() + 1);
    for (int index = buckets.firstKey(); index <= buckets.lastKey(); index++) {
      long[] bucket = buckets.get(index);
      counts.add(bucket == null ? 0L : bucket[0]);
    }
    return counts;
  }

  /** The native bucket holding {@code value}: index i holds (base^(i-1), base^i] with base 2^(2^-SCHEMA). */
  static int index(double value) {
    return (int) Math.ceil(Math.log(value) / Math.log(2) * (1 << SCHEMA));
  }

  /** What the series holds now, with both kinds of buckets. */
  HistogramDataPointSnapshot snapshot(Labels labels) {
    int[] indexes = new int[buckets.size()];
    long[] counts = new long[buckets.size()];
    int i = 0;
    for (Map.Entry<Integer, long[]> bucket : buckets.entrySet()) {
      indexes[i] = bucket.getKey();
      counts[i++] = bucket.getValue()[0];
    }
    return HistogramDataPointSnapshot.builder()
        .labels(labels)
        .sum(sum)
        .classicHistogramBuckets(ClassicHistogramBuckets.of(classicBounds, classic.clone()))
        .nativeSchema(SCHEMA)
        .nativeZeroThreshold(ZERO_THRESHOLD)
        .nativeZeroCount(zeroCount)
        .nativeBucketsForPositiveValues(NativeHistogramBuckets.of(indexes, counts))
        .build();
  }
}
