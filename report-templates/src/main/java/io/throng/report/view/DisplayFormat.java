package io.throng.report.view;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** How the report prints numbers, times and durations: one fixed locale, UTC, no surprises. */
final class DisplayFormat {

  /** Printed where a value does not exist, such as a percentile of no requests. */
  static final String NONE = "–";

  private static final DateTimeFormatter DATE_TIME =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS", Locale.ROOT).withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter TIME_OF_DAY =
      DateTimeFormatter.ofPattern("HH:mm:ss 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

  private DisplayFormat() {}

  static String count(long value) {
    return String.format(Locale.ROOT, "%,d", value);
  }

  /**
   * Microseconds as milliseconds with about three significant digits, which is all the precision
   * the run log's histograms keep: 0.123, 1.23, 12.3, 123, 1,234.
   */
  static String millis(double micros) {
    double ms = micros / 1_000.0;
    String pattern = ms < 1 ? "%.3f" : ms < 10 ? "%.2f" : ms < 100 ? "%.1f" : "%,.0f";
    return String.format(Locale.ROOT, pattern, ms);
  }

  /** {@link #millis(double)}, or {@link #NONE} when there were no requests to measure. */
  static String millisOrNone(long count, double micros) {
    return count == 0 ? NONE : millis(micros);
  }

  /**
   * Microseconds as milliseconds for an axis label: exact, without trailing zeros, as axis
   * values are round: 0.25, 1, 1.5, 2,000.
   */
  static String axisMillis(long micros) {
    if (micros % 1_000 == 0) {
      return count(micros / 1_000);
    }
    return BigDecimal.valueOf(micros, 3).stripTrailingZeros().toPlainString();
  }

  /** {@code part} as a percentage of {@code whole}, or {@link #NONE} when whole is zero. */
  static String percent(long part, long whole) {
    return whole == 0 ? NONE : String.format(Locale.ROOT, "%.2f %%", part * 100.0 / whole);
  }

  static String rate(double perSecond) {
    return String.format(Locale.ROOT, "%,.1f/s", perSecond);
  }

  /** A byte count in units of 1,024, with three significant digits: {@code 512 B}, {@code 1.50 KB}, {@code 12.3 MB}. */
  static String bytes(double bytes) {
    String[] units = {"B", "KB", "MB", "GB", "TB"};
    int unit = 0;
    while (bytes >= 1_024 && unit < units.length - 1) {
      bytes /= 1_024;
      unit++;
    }
    if (unit == 0) {
      return String.format(Locale.ROOT, "%.0f B", bytes);
    }
    String pattern = bytes < 10 ? "%.2f %s" : bytes < 100 ? "%.1f %s" : "%,.0f %s";
    return String.format(Locale.ROOT, pattern, bytes, units[unit]);
  }

  /** An instant as ISO-8601 in UTC, for example {@code 2024-05-01T12:00:00.250Z}. */
  static String isoInstant(long epochMillis) {
    return DateTimeFormatter.ISO_INSTANT.format(Instant.ofEpochMilli(epochMillis));
  }

  /** An instant in UTC for people, to the millisecond: {@code 2024-05-01 12:00:00.250}. */
  static String dateTime(long epochMillis) {
    return DATE_TIME.format(Instant.ofEpochMilli(epochMillis));
  }

  static String timeOfDay(long epochMillis) {
    return TIME_OF_DAY.format(Instant.ofEpochMilli(epochMillis));
  }

  /** A duration: {@code 10.4 s} under a minute, then {@code 2 min 05 s}, {@code 1 h 02 min 05 s}. */
  static String duration(long millis) {
    if (millis < 60_000) {
      return String.format(Locale.ROOT, "%.1f s", millis / 1_000.0);
    }
    return wholeSeconds(Math.round(millis / 1_000.0));
  }

  /** Time since the start as a clock shows it: {@code 00:12}, {@code 12:05}, {@code 1:02:05}. */
  static String clock(long seconds) {
    long h = seconds / 3_600;
    String minutesSeconds = String.format(Locale.ROOT, "%02d:%02d", seconds % 3_600 / 60, seconds % 60);
    return h > 0 ? h + ":" + minutesSeconds : minutesSeconds;
  }

  /** An offset from the start of the run: {@code +12 s}, {@code +2 min 05 s}. */
  static String offset(long seconds) {
    return "+" + wholeSeconds(seconds);
  }

  private static String wholeSeconds(long seconds) {
    long h = seconds / 3_600;
    long min = seconds % 3_600 / 60;
    long s = seconds % 60;
    if (h > 0) {
      return String.format(Locale.ROOT, "%d h %02d min %02d s", h, min, s);
    }
    if (min > 0) {
      return String.format(Locale.ROOT, "%d min %02d s", min, s);
    }
    return s + " s";
  }
}
