package io.throng.engine.stats;

import java.util.Locale;

/**
 * Time since the start of a run as a clock shows it: {@code 00:12}, {@code 12:05}, and past an
 * hour {@code 1:02:05}.
 *
 * <pre>{@code
 * ElapsedClock.format(75); // "01:15"
 * }</pre>
 */
public final class ElapsedClock {

  private ElapsedClock() {}

  /** {@code seconds} since the start, at least 0. */
  public static String format(long seconds) {
    long s = Math.max(0, seconds);
    if (s >= 3_600) {
      return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3_600, s % 3_600 / 60, s % 60);
    }
    return String.format(Locale.ROOT, "%02d:%02d", s / 60, s % 60);
  }
}
