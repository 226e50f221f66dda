package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.report.aggregate.Metric;
import io.throng.report.compare.Delta;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MetricFormatTest {

  @ParameterizedTest(name = "{0} {1} -> {2}")
  @CsvSource(delimiter = ';', textBlock = """
      MEAN_TPS; 27.366; 27.4/s
      PEAK_TPS; 64; 64
      # seed 003 reports peak TPS such as 57.5: a mean over repeats keeps its fraction
      PEAK_TPS; 59.5; 59.5
      REQUESTS; 15982; 15,982
      REQUESTS; 16007.5; 16,007.5
      ERRORS; 1839; 1,839
      ERROR_PERCENT; 8.5; 8.50 %
      P95_MICROS; 1495000; 1,495 ms
      P50_MICROS; 857; 0.857 ms
      """)
  void valuesInTheirUnit(Metric metric, double value, String text) {
    assertThat(MetricFormat.value(metric, value)).isEqualTo(text);
  }

  @ParameterizedTest(name = "{0} {1} vs {2} -> {3}, {4}")
  @CsvSource(delimiter = ';', textBlock = """
      P95_MICROS; 1100; 1000; +0.100 ms (+10.0 %); worse
      P99_MICROS; 900; 1000; -0.100 ms (-10.0 %); better
      P50_MICROS; 1000; 1000; ±0.000 ms (+0.0 %); same
      MEAN_TPS; 112.4; 114.1; -1.7/s (-1.5 %); worse
      # seed 003, 30 min, run 1: nginx's 17,534 errors against Apache's 1,839
      ERRORS; 17534; 1839; +15,695 (+853.5 %); worse
      ERRORS; 3; 0; +3; worse
      ERROR_PERCENT; 8.73; 0.9; +7.83 pp; worse
      """)
  void changesAgainstTheBaselineWithTheirDirection(Metric metric, double value, double baseline, String change,
      String direction) {
    Delta delta = new Delta(value, baseline);

    assertThat(MetricFormat.change(metric, delta)).isEqualTo(change);
    assertThat(MetricFormat.direction(metric, delta)).isEqualTo(direction);
  }

  @ParameterizedTest(name = "{0} sd {1} -> {2}")
  @CsvSource(delimiter = ';', textBlock = """
      MEAN_TPS; 0.0577; 0.06/s
      REQUESTS; 982.37; 982.4
      P95_MICROS; 1234; 1.23 ms
      """)
  void standardDeviationsKeepTheirSmallDifferences(Metric metric, double stdDev, String text) {
    assertThat(MetricFormat.stdDev(metric, stdDev)).isEqualTo(text);
  }
}
