package io.throng.engine.live;

import io.throng.engine.schedule.PlannedDuration;
import io.throng.engine.stats.ElapsedClock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One progress report of the live console, as text: a line of figures, then the interval's most
 * frequent errors, one a line. Pure: the same figures give the same text.
 *
 * <pre>
 * 00:15 / 01:00 [#####---------------]  25% | users     10 |   1523.4 req/s | OK     22851 | KO      12 | p50  1.2 | p95  3.4 | p99  8.9 ms | cpu  12%
 *           12 x user: status 500
 * </pre>
 *
 * <p>The time part says what the plan tells ({@link PlannedDuration}): progress towards the planned
 * end ({@code 00:15 / 01:00}); towards the end of injection while users still arrive and their
 * scenario's length is unknown ({@code 00:15 / injecting until 00:30}), then {@code draining
 * since 00:30}; towards a bound the run may not reach ({@code at most 01:00}); or only the
 * elapsed time ({@code end unknown}).
 *
 * @param elapsedSeconds seconds since the start
 * @param tps requests completed per second over the interval
 * @param ok requests that succeeded since the start
 * @param ko requests that failed since the start
 * @param p50Micros the interval's median response time, in microseconds; p95 and p99 alike
 * @param topErrors the interval's most frequent errors ("request: message") with their counts
 */
record ConsoleLine(
    long elapsedSeconds, PlannedDuration planned, long activeUsers, double tps, long ok, long ko,
    long p50Micros, long p95Micros, long p99Micros, int cpuPercent, List<Map.Entry<String, Long>> topErrors) {

  /** Characters of the progress bar between its brackets. */
  static final int BAR_WIDTH = 20;

  public ConsoleLine {
    topErrors = List.copyOf(topErrors);
  }

  /** The figures' line, then one line per top error. */
  public List<String> lines() {
    List<String> lines = new ArrayList<>(1 + topErrors.size());
    lines.add(String.format(Locale.ROOT,
        "%s | users %6d | %8.1f req/s | OK %9d | KO %7d | p50 %5.1f | p95 %5.1f | p99 %5.1f ms | cpu %3d%%",
        progress(elapsedSeconds, planned), activeUsers, tps, ok, ko,
        p50Micros / 1000.0, p95Micros / 1000.0, p99Micros / 1000.0, cpuPercent));
    topErrors.forEach(e -> lines.add(String.format(Locale.ROOT, "  %9d x %s", e.getValue(), e.getKey())));
    return lines;
  }

  /**
   * The time part of the line; see the class comment. Planned instants show rounded up to the
   * second, so that a run injecting until 2.98 s is not said to drain at 00:02.
   */
  static String progress(long elapsedSeconds, PlannedDuration planned) {
    String elapsed = ElapsedClock.format(elapsedSeconds);
    Optional<Duration> end = planned.end();
    if (end.isPresent()) {
      return elapsed + " / " + clock(end.get()) + " " + bar(elapsedSeconds, end.get());
    }
    Optional<Duration> injection = planned.injectionEnd();
    String atMost = planned.limit().map(l -> ", at most " + clock(l)).orElse("");
    if (injection.isPresent() && elapsedSeconds * 1_000 < injection.get().toMillis()) {
      return elapsed + " / injecting until " + clock(injection.get()) + atMost + " " + bar(elapsedSeconds, injection.get());
    }
    if (injection.isPresent()) {
      return elapsed + " / draining since " + clock(injection.get()) + atMost;
    }
    return planned.limit()
        .map(l -> elapsed + " / at most " + clock(l) + " " + bar(elapsedSeconds, l))
        .orElse(elapsed + " / end unknown");
  }

  private static String clock(Duration instant) {
    return ElapsedClock.format((instant.toMillis() + 999) / 1_000);
  }

  /** {@code [#####---------------]  25%}: elapsed over {@code total}, at most full. */
  static String bar(long elapsedSeconds, Duration total) {
    double fraction = total.isZero() ? 1 : Math.min(1, elapsedSeconds * 1_000.0 / total.toMillis());
    int filled = (int) Math.floor(fraction * BAR_WIDTH);
    return "[" + "#".repeat(filled) + "-".repeat(BAR_WIDTH - filled) + "] "
        + String.format(Locale.ROOT, "%3d%%", (int) Math.floor(fraction * 100));
  }
}
