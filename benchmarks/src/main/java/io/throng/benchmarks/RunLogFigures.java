package io.throng.benchmarks;

import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Prints the figures {@code run.sh} compares, read from a run log alone: one line of
 * {@code key=value} pairs. The steady window leaves out the first and the last second with
 * completions, which the ramp up and the end of the run only partly fill. The first seconds
 * ({@code first_min}, {@code first_max}: seconds 0 to 4 of the run) are also given apart, because a
 * cold JVM is slowest there and a whole run's figures average that away.
 *
 * <pre>{@code
 * java -cp benchmarks.jar io.throng.benchmarks.RunLogFigures target/loadtest/x/run.log
 * }</pre>
 */
public final class RunLogFigures {

  /** The run's first seconds, whose counts are given apart from the steady window's. */
  private static final int FIRST_SECONDS = 5;

  private RunLogFigures() {}

  public static void main(String[] args) throws IOException {
    TreeMap<Long, Long> perSecond = new TreeMap<>();
    Histogram response = RunLogFormat.newHistogram();
    Histogram service = RunLogFormat.newHistogram();
    long[] koAndStart = new long[2];
    RunLogReader.read(Path.of(args[0]), entry -> {
      if (entry instanceof RunLogEntry.RunStart start) {
        koAndStart[1] = start.startEpochMillis();
      } else if (entry instanceof RunLogEntry.Requests r) {
        perSecond.merge(r.second(), r.count(), Long::sum);
        response.add(r.histogram());
        if (r.status() == RunLogEntry.Status.KO) {
          koAndStart[0] += r.count();
        }
      } else if (entry instanceof RunLogEntry.ServiceTimes s) {
        service.add(s.histogram());
      }
    });
    long steadyRequests = 0;
    long min = Long.MAX_VALUE;
    long max = 0;
    long seconds = 0;
    if (perSecond.size() > 2) {
      // Every second in the window counts, those without a completion (absent from the log) as 0.
      for (long second = perSecond.firstKey() + 1; second < perSecond.lastKey(); second++) {
        long count = perSecond.getOrDefault(second, 0L);
        steadyRequests += count;
        min = Math.min(min, count);
        max = Math.max(max, count);
        seconds++;
      }
    }
    long firstMin = Long.MAX_VALUE;
    long firstMax = 0;
    for (long second = 0; second < FIRST_SECONDS; second++) {
      long count = perSecond.getOrDefault(second, 0L);
      firstMin = Math.min(firstMin, count);
      firstMax = Math.max(firstMax, count);
    }
    System.out.println(String.format(Locale.ROOT,
        "requests=%d ko=%d start_ms=%d steady_rps=%.1f steady_min=%d steady_max=%d first_min=%d first_max=%d"
            + " p50_ms=%.3f p99_ms=%.3f service_p99_ms=%.3f",
        response.getTotalCount(), koAndStart[0], koAndStart[1], seconds == 0 ? 0.0 : (double) steadyRequests / seconds,
        seconds == 0 ? 0 : min, max, firstMin, firstMax, response.getValueAtPercentile(50) / 1000.0,
        response.getValueAtPercentile(99) / 1000.0, service.getValueAtPercentile(99) / 1000.0));
  }
}
