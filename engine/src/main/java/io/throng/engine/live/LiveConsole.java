package io.throng.engine.live;

import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.schedule.PlannedDuration;
import io.throng.engine.stats.IntervalSnapshot;
import java.io.PrintStream;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * The progress printed every few seconds ({@code loadtest.console.interval}, 5 s by default):
 * elapsed against planned time with a progress bar, active users, throughput of the last interval,
 * cumulative OK/KO, the interval's p50 / p95 / p99 and the generator's peak CPU use, followed by
 * the interval's most frequent errors; {@link ConsoleLine} says how each part reads. Not
 * thread-safe: the stats thread owns it.
 *
 * <pre>{@code
 * LiveConsole live = new LiveConsole(System.out, 5, PlannedDuration.of(plan));
 * collector.step(System.nanoTime(), live::accept);   // every 200 ms: each second once it is over
 * }</pre>
 */
public final class LiveConsole {

  private static final int TOP_ERRORS = 3;

  private final PrintStream out;
  private final long intervalSeconds;
  private final PlannedDuration planned;

  private final Histogram interval = RunLogFormat.newHistogram();
  private final Map<String, Long> errors = new HashMap<>();
  private long ok;
  private long ko;
  private long secondsInInterval;
  private int maxCpuPercent;

  public LiveConsole(PrintStream out, long intervalSeconds, PlannedDuration planned) {
    this.out = out;
    this.intervalSeconds = Math.max(1, intervalSeconds);
    this.planned = planned;
  }

  /** Takes one collected second; prints when an interval is complete. */
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
    List<Map.Entry<String, Long>> top = errors.entrySet().stream()
        .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder())
            .thenComparing(Map.Entry.comparingByKey()))
        .limit(TOP_ERRORS)
        .map(e -> Map.entry(e.getKey(), e.getValue()))
        .toList();
    new ConsoleLine(last.second() + 1, planned, last.activeUsers(), (double) interval.getTotalCount() / secondsInInterval,
        ok, ko, interval.getValueAtPercentile(50), interval.getValueAtPercentile(95),
        interval.getValueAtPercentile(99), maxCpuPercent, top)
        .lines().forEach(out::println);
    interval.reset();
    errors.clear();
    maxCpuPercent = 0;
    secondsInInterval = 0;
  }
}
