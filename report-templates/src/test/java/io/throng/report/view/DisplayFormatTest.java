package io.throng.report.view;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DisplayFormatTest {

  @ParameterizedTest
  @CsvSource({
    "0, 0.000",
    "123, 0.123",
    "1234, 1.23",
    "12345, 12.3",
    "123456, 123",
    "1234567, '1,235'",
    "30000000, '30,000'"
  })
  void millisKeepAboutThreeSignificantDigits(long micros, String expected) {
    assertThat(DisplayFormat.millis(micros)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({
    "0, 0.0 s",
    "10400, 10.4 s",
    "59999, 60.0 s",
    "60000, 1 min 00 s",
    "125400, 2 min 05 s",
    "3725000, 1 h 02 min 05 s"
  })
  void durations(long millis, String expected) {
    assertThat(DisplayFormat.duration(millis)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "0 | 0 B", "1023 | 1023 B", "1024 | 1.00 KB", "1536 | 1.50 KB", "10240 | 10.0 KB",
      "1048575 | 1,024 KB", "12897484 | 12.3 MB", "5368709120 | 5.00 GB"})
  void bytesInUnitsOf1024(double bytes, String expected) {
    assertThat(DisplayFormat.bytes(bytes)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({"0, +0 s", "12, +12 s", "125, +2 min 05 s", "3600, +1 h 00 min 00 s"})
  void offsetsFromTheStart(long seconds, String expected) {
    assertThat(DisplayFormat.offset(seconds)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({"0, 0, –", "0, 10, 0.00 %", "1, 3, 33.33 %", "3, 3, 100.00 %"})
  void percentages(long part, long whole, String expected) {
    assertThat(DisplayFormat.percent(part, whole)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({
    "1714564800250, 2024-05-01T12:00:00.250Z, 2024-05-01 12:00:00.250, 12:00:00 UTC",
    "1714564812000, 2024-05-01T12:00:12Z, 2024-05-01 12:00:12.000, 12:00:12 UTC"
  })
  void timesAreUtc(long epochMillis, String iso, String dateTime, String timeOfDay) {
    assertThat(DisplayFormat.isoInstant(epochMillis)).isEqualTo(iso);
    assertThat(DisplayFormat.dateTime(epochMillis)).isEqualTo(dateTime);
    assertThat(DisplayFormat.timeOfDay(epochMillis)).isEqualTo(timeOfDay);
  }

  @ParameterizedTest
  @CsvSource({"0, 0", "250, 0.25", "1500, 1.5", "2000, 2", "2000000, '2,000'", "1501, 1.501"})
  void axisLabelsAreExactMillisecondsWithoutTrailingZeros(long micros, String expected) {
    assertThat(DisplayFormat.axisMillis(micros)).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({"0, 0", "999, 999", "1234567, '1,234,567'"})
  void countsGroupThousandsWithCommas(long value, String expected) {
    assertThat(DisplayFormat.count(value)).isEqualTo(expected);
  }
}
