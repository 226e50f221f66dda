package io.throng.engine.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.prometheus.metrics.model.snapshots.HistogramSnapshot.HistogramDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.NativeHistogramBucket;
import io.throng.engine.runlog.RunLogFormat;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** HdrHistogram steps of microseconds become cumulative Prometheus histograms of seconds, value by value. */
class CumulativeHistogramTest {

  private static final double BASE = Math.pow(2, Math.pow(2, -CumulativeHistogram.SCHEMA));

  @ParameterizedTest
  @CsvSource({"0.000001", "0.000107", "0.001", "0.0421", "0.25", "1", "3.7", "59.9"})
  void aValueFallsInTheNativeBucketWhoseBoundsHoldIt(double seconds) {
    int index = CumulativeHistogram.index(seconds);
    assertThat(Math.pow(BASE, index)).isGreaterThanOrEqualTo(seconds * (1 - 1e-12));
    assertThat(Math.pow(BASE, index - 1)).isLessThan(seconds);
  }

  @Test
  void stepsAddUpByValueIntoNativeAndClassicBucketsWithZerosApart() {
    CumulativeHistogram times = CumulativeHistogram.ofMicros();
    Histogram step = RunLogFormat.newHistogram();
    step.recordValueWithCount(0, 2);
    step.recordValueWithCount(1_000, 3);
    times.add(step);
    step.reset();
    step.recordValueWithCount(1_000, 1);
    step.recordValueWithCount(300_000, 4);
    times.add(step);

    HistogramDataPointSnapshot point = times.snapshot(Labels.of("request", "home"));

    assertThat(point.getCount()).isEqualTo(10);
    assertThat(point.getNativeZeroCount()).isEqualTo(2);
    assertThat(point.getNativeSchema()).isEqualTo(CumulativeHistogram.SCHEMA);
    assertThat(point.getNativeBucketsForPositiveValues().stream().map(NativeHistogramBucket::getCount))
        .containsExactly(4L, 4L);
    assertThat(point.getNativeBucketsForPositiveValues().getBucketIndex(0))
        .isEqualTo(CumulativeHistogram.index(0.001));
    assertThat(point.getSum()).isCloseTo(4 * 0.001 + 4 * 0.3, within(0.001));
    // Classic buckets per bucket: 6 at or below 5 ms, 4 in (250 ms, 500 ms].
    assertThat(point.getClassicBuckets().getCount(0)).isEqualTo(6);
    assertThat(point.getClassicBuckets().getCount(6)).isEqualTo(4);
    assertThat(point.getClassicBuckets().stream().mapToLong(b -> b.getCount()).sum()).isEqualTo(10);
  }
}
