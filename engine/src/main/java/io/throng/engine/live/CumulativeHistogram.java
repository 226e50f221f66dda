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
 * One time series of latencies since the run began, as Prometheus histograms: native (exponential
 * buckets of schema {@link #SCHEMA}, which merge across shards) and classic (fixed bounds in
 * seconds, for servers without native histograms); OTLP's exponential histograms of scale
 * {@link #SCHEMA} take the same native buckets. Fed with the collector's HdrHistograms of
 * microseconds by distinct value, not by request, so a step costs what its histogram holds, not
 * what it counts. Stats thread only, apart from the immutable snapshots it makes.
 *
 * <pre>{@code
 * CumulativeHistogram times = new CumulativeHistogram();
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

  private final NavigableMap<Integer, long[]> buckets = new TreeMap<>();
  // Per bucket, not cumulative: the model takes them so, and the text format adds them up.
  private final long[] classic = new long[CLASSIC_BOUNDS.length];
  private long zeroCount;
  private long count;
  private double sumSeconds;

  /** Adds every value of {@code micros}, a histogram of microseconds. */
  void add(Histogram micros) {
    for (HistogramIterationValue value : micros.recordedValues()) {
      long times = value.getCountAtValueIteratedTo();
      double seconds = value.getValueIteratedTo() / 1e6; // the highest value its HdrHistogram bucket holds
      count += times;
      sumSeconds += seconds * times;
      if (value.getValueIteratedTo() == 0) {
        zeroCount += times;
      } else {
        buckets.computeIfAbsent(index(seconds), i -> new long[1])[0] += times;
      }
      for (int bound = 0; bound < CLASSIC_BOUNDS.length; bound++) {
        if (seconds <= CLASSIC_BOUNDS[bound]) {
          classic[bound] += times;
          break;
        }
      }
    }
  }

  long count() {
    return count;
  }

  double sumSeconds() {
    return sumSeconds;
  }

  /** How many values were 0 µs, which no native bucket holds. */
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

  /** The native bucket holding {@code seconds}: index i holds (base^(i-1), base^i] with base 2^(2^-SCHEMA). */
  static int index(double seconds) {
    return (int) Math.ceil(Math.log(seconds) / Math.log(2) * (1 << SCHEMA));
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
        .sum(sumSeconds)
        .classicHistogramBuckets(ClassicHistogramBuckets.of(CLASSIC_BOUNDS, classic.clone()))
        .nativeSchema(SCHEMA)
        .nativeZeroThreshold(ZERO_THRESHOLD)
        .nativeZeroCount(zeroCount)
        .nativeBucketsForPositiveValues(NativeHistogramBuckets.of(indexes, counts))
        .build();
  }
}
