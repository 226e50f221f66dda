package io.throng.engine.assertion;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * The figures of a run under way, built from the seconds collected so far: what abort-on-fail
 * assertions are judged on. The stats thread adds each second's response times as it writes them
 * to the run log, then closes the second; not thread-safe.
 *
 * <pre>{@code
 * figures.add("home", Status.OK, interval);
 * figures.endSecond(second);
 * AssertionEvaluator.evaluate(assertions, figures);
 * }</pre>
 *
 * <p>Mean throughput divides by the seconds collected (at least one), as the report divides by
 * the run's duration.
 */
public final class RunningFigures implements RunFigures {

  private final Figures total = new Figures();
  private final SortedMap<String, Figures> requests = new TreeMap<>();
  private final SortedMap<String, Figures> groups = new TreeMap<>();
  private long seconds;

  /** Adds the response times of requests named {@code name} completed in the current second. */
  public void add(String name, Status status, Histogram responseTimes) {
    total.add(status, responseTimes);
    requests.computeIfAbsent(name, n -> new Figures()).add(status, responseTimes);
  }

  /** Adds the durations of group {@code name}'s executions that ended in the current second. */
  public void addGroup(String name, Status status, Histogram durations) {
    groups.computeIfAbsent(name, n -> new Figures()).add(status, durations);
  }

  /** Closes second {@code second}: its counts become candidates for the peaks. */
  public void endSecond(long second) {
    seconds = Math.max(seconds, second + 1);
    total.endSecond();
    requests.values().forEach(Figures::endSecond);
    groups.values().forEach(Figures::endSecond);
  }

  @Override
  public RequestFigures total() {
    return total;
  }

  @Override
  public SortedMap<String, ? extends RequestFigures> requests() {
    return Collections.unmodifiableSortedMap(requests);
  }

  @Override
  public SortedMap<String, ? extends RequestFigures> groups() {
    return Collections.unmodifiableSortedMap(groups);
  }

  /** The running figures of some requests. */
  private final class Figures implements RequestFigures {
    private final Histogram times = RunLogFormat.newHistogram();
    private long ok;
    private long ko;
    private long inSecond;
    private long peak;

    void add(Status status, Histogram interval) {
      long count = interval.getTotalCount();
      if (status == Status.OK) {
        ok += count;
      } else {
        ko += count;
      }
      inSecond += count;
      times.add(interval);
    }

    void endSecond() {
      peak = Math.max(peak, inSecond);
      inSecond = 0;
    }

    @Override
    public long ok() {
      return ok;
    }

    @Override
    public long ko() {
      return ko;
    }

    @Override
    public double minMicros() {
      return times.getMinValue();
    }

    @Override
    public double maxMicros() {
      return times.getMaxValue();
    }

    @Override
    public double meanMicros() {
      return times.getMean();
    }

    @Override
    public double stdDevMicros() {
      return times.getStdDeviation();
    }

    @Override
    public double percentileMicros(double percentile) {
      return times.getValueAtPercentile(percentile);
    }

    @Override
    public double meanPerSecond() {
      return count() / (double) Math.max(seconds, 1);
    }

    @Override
    public long peakPerSecond() {
      return peak;
    }
  }
}
