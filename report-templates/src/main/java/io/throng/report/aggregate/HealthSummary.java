package io.throng.report.aggregate;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The load generator's own health over the run (the run log's {@code HEALTH} records): CPU use,
 * garbage-collection time and the worst event-loop lag, second by second. When several run logs
 * are merged, each second keeps the worst injector's values and {@code gcMillis} sums them all.
 * A generator that stays busy (CPU above {@value #CPU_LIMIT_PERCENT} %, or an event loop late by
 * more than {@value #LAG_LIMIT_MICROS} µs) for {@value #SATURATED_SECONDS} seconds in a row may
 * itself have been the bottleneck, not the target.
 *
 * @param gcMillis milliseconds spent in garbage collection over the run, all logs together
 * @param longestSaturated the most consecutive seconds the generator was saturated
 * @param seconds the seconds with a {@code HEALTH} record, in order
 */
public record HealthSummary(long gcMillis, long longestSaturated, List<SecondHealth> seconds) {

  public static final int CPU_LIMIT_PERCENT = 90;
  public static final long LAG_LIMIT_MICROS = 100_000;
  public static final int SATURATED_SECONDS = 3;

  /** A log without {@code HEALTH} records. */
  public static final HealthSummary NONE = new HealthSummary(0, 0, List.of());

  public HealthSummary {
    seconds = List.copyOf(seconds);
  }

  /** The health of {@code seconds} (in order, one record each) and {@code gcMillis} of GC in all. */
  static HealthSummary of(long gcMillis, Collection<SecondHealth> seconds) {
    long longest = 0;
    long streak = 0;
    long previous = Long.MIN_VALUE;
    for (SecondHealth s : seconds) {
      // A missing second (a cut-off log, a gap) breaks the streak: it was not seen busy.
      streak = s.saturated() ? (s.second() == previous + 1 ? streak + 1 : 1) : 0;
      longest = Math.max(longest, streak);
      previous = s.second();
    }
    return new HealthSummary(gcMillis, longest, new ArrayList<>(seconds));
  }

  /** Whether the generator was saturated for at least {@value #SATURATED_SECONDS} seconds in a row. */
  public boolean generatorMayBeBottleneck() {
    return longestSaturated >= SATURATED_SECONDS;
  }

  /** The highest CPU use of any second, or -1 when the JVM could never tell. */
  public int peakCpuPercent() {
    return seconds.stream().mapToInt(SecondHealth::cpuPercent).max().orElse(-1);
  }

  /** The mean CPU use over the seconds that measured it, or -1 when none did. */
  public double meanCpuPercent() {
    return seconds.stream().mapToInt(SecondHealth::cpuPercent).filter(c -> c >= 0).average().orElse(-1);
  }

  public long worstLoopLagMicros() {
    return seconds.stream().mapToLong(SecondHealth::maxLoopLagMicros).max().orElse(0);
  }

  /**
   * One second of the generator: CPU in percent of all cores (-1 when unknown), milliseconds of
   * garbage collection, the worst event-loop lag in microseconds.
   */
  public record SecondHealth(long second, int cpuPercent, long gcMillis, long maxLoopLagMicros) {

    /** Whether the generator was busy enough in this second to slow the run down. */
    public boolean saturated() {
      return cpuPercent > CPU_LIMIT_PERCENT || maxLoopLagMicros > LAG_LIMIT_MICROS;
    }

    SecondHealth worst(SecondHealth other) {
      return new SecondHealth(second, Math.max(cpuPercent, other.cpuPercent),
          Math.max(gcMillis, other.gcMillis), Math.max(maxLoopLagMicros, other.maxLoopLagMicros));
    }
  }
}
