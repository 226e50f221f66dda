package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogFormat;
import java.io.PrintStream;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The progress line printed every few seconds: elapsed time, active users, throughput of the
 * last interval, cumulative OK/KO, the interval's latency percentiles and the generator's peak
 * CPU use, followed by the interval's most frequent errors. Not thread-safe: the
 * stats thread owns it.
 */
public final class LiveConsole {

  private final PrintStream out;
  private final long intervalSeconds;
  private static final int TOP_ERRORS = 3;

  private final Histogram interval = RunLogFormat.newHistogram();
  private final Map<String, Long> errors = new HashMap<>();
  private long ok;
  private long ko;
  private long secondsInInterval;
  private int maxCpuPercent;

  public LiveConsole(PrintStream out, long intervalSeconds) {
    this.out = out;
    this.intervalSeconds = Math.max(1, intervalSeconds);
  }

  /** Takes one collected second; prints a line when an interval is complete. */
  public void accept(IntervalSnapshot second) {
    ok += second.ok();
    ko += second.ko();
    interval.add(second.responseTimes());
    second.errors().forEach((error, count) -> errors.merge(error, count, Long::sum));
    maxCpuPercent = Math.max(maxCpuPercent, second.generator().cpuPercent());
    if (++secondsInInterval == intervalSeconds) {
      print(second);
    }
  }

  private void print(IntervalSnapshot last) {
    out.println(String.format(Locale.ROOT,
        "[%5ds] users %6d | %8.1f req/s | OK %9d | KO %7d | p50 %7.1f ms | p99 %7.1f ms | cpu %3d%%",
        last.second() + 1, last.activeUsers(), (double) interval.getTotalCount() / secondsInInterval,
        ok, ko, interval.getValueAtPercentile(50) / 1000.0, interval.getValueAtPercentile(99) / 1000.0,
        maxCpuPercent));
    errors.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
        .limit(TOP_ERRORS)
        .forEach(e -> out.println(String.format(Locale.ROOT, "         %7d x %s", e.getValue(), e.getKey())));
    interval.reset();
    errors.clear();
    maxCpuPercent = 0;
    secondsInInterval = 0;
  }
}
