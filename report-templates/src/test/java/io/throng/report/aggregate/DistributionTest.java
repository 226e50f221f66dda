package io.throng.report.aggregate;

import static io.throng.report.RunLogFixture.histogram;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DistributionTest {

  @ParameterizedTest
  @CsvSource({
    // low, high, bars
    "1000, 1001, 1",
    "3000, 3100, 4",
    "1000, 1000000, 40",
    "1000, 30000000, 40"
  })
  void edgesAreGeometricAndStrictlyIncreasing(long low, long high, int bars) {
    long[] edges = Distribution.edges(low, high);

    assertThat(edges).hasSize(bars + 1).startsWith(low).endsWith(high).isSorted().doesNotHaveDuplicates();
  }

  @Test
  void everyRequestFallsIntoExactlyOneBar() {
    Random random = new Random(3);
    Histogram h = histogram(random.longs(5_000, 200, 40_000_000).toArray());

    List<DistributionBin> bins = Distribution.of(h);

    assertThat(bins).hasSizeLessThanOrEqualTo(Distribution.MAX_BINS);
    assertThat(bins.stream().mapToLong(DistributionBin::count).sum()).isEqualTo(5_000);
    assertThat(bins.get(0).lowMicros()).isLessThanOrEqualTo(h.getMinValue());
    assertThat(bins.get(bins.size() - 1).highMicros()).isGreaterThan(h.getMaxValue());
    for (int i = 1; i < bins.size(); i++) {
      assertThat(bins.get(i).lowMicros()).isEqualTo(bins.get(i - 1).highMicros());
    }
  }

  @Test
  void aSingleValueIsOneBarAndNoRequestsAreNone() {
    assertThat(Distribution.of(histogram(4_000, 4_000))).singleElement()
        .satisfies(bin -> assertThat(bin.count()).isEqualTo(2));
    assertThat(Distribution.of(histogram())).isEmpty();
  }
}
