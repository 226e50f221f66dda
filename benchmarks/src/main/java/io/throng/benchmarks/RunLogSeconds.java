package io.throng.benchmarks;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.TreeMap;

/**
 * Prints a run log second by second: requests, their p50 and p99, late starts and their worst
 * lag, and the generator's health (CPU, GC, event-loop lag). It shows where a run fell behind,
 * which the totals of {@link RunLogFigures} average away: an open model that starts cold is late
 * in its first seconds and catches up later.
 *
 * <pre>{@code
 * KEEP_LOGS=/tmp/logs CASES=open benchmarks/run.sh
 * java -cp benchmarks/target/benchmarks.jar io.throng.benchmarks.RunLogSeconds /tmp/logs/OpenArrivals-*.log
 * }</pre>
 */
public final class RunLogSeconds {

  private static final int REQUESTS = 0;
  private static final int P50 = 1;
  private static final int P99 = 2;
  private static final int LATE = 3;
  private static final int LATE_MAX = 4;
  private static final int CPU = 5;
  private static final int GC = 6;
  private static final int LOOP_LAG = 7;

  private RunLogSeconds() {}

  public static void main(String[] args) throws IOException {
    TreeMap<Long, long[]> seconds = new TreeMap<>();
    RunLogReader.read(Path.of(args[0]), entry -> {
      if (entry instanceof RunLogEntry.Requests r) {
        long[] row = seconds.computeIfAbsent(r.second(), s -> new long[LOOP_LAG + 1]);
        row[REQUESTS] += r.count();
        // The worst request name's percentile: enough to see a late second, and no merging needed.
        row[P50] = Math.max(row[P50], r.histogram().getValueAtPercentile(50));
        row[P99] = Math.max(row[P99], r.histogram().getValueAtPercentile(99));
      } else if (entry instanceof RunLogEntry.LateStarts l) {
        long[] row = seconds.computeIfAbsent(l.second(), s -> new long[LOOP_LAG + 1]);
        row[LATE] = l.count();
        row[LATE_MAX] = l.maxLagMicros();
      } else if (entry instanceof RunLogEntry.Health h) {
        long[] row = seconds.computeIfAbsent(h.second(), s -> new long[LOOP_LAG + 1]);
        row[CPU] = h.cpuPercent();
        row[GC] = h.gcMillis();
        row[LOOP_LAG] = h.maxLoopLagMicros();
      }
    });
    System.out.println("second requests  p50_us  p99_us   late late_max_us cpu_% gc_ms loop_lag_us");
    seconds.forEach((second, row) -> System.out.println(String.format(Locale.ROOT,
        "%6d %8d %7d %7d %6d %11d %5d %5d %11d", second, row[REQUESTS], row[P50], row[P99], row[LATE],
        row[LATE_MAX], row[CPU], row[GC], row[LOOP_LAG])));
  }
}
