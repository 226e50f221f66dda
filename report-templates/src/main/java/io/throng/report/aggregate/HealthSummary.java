package io.throng.report.aggregate;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The load generator's own health over the run (the run log's {@code HEALTH} records): CPU use,
 * garbage-collection time and the worst event-loop lag, second by second. When several run logs
 * are merged, each second keeps the worst injector's values and {@code gcMillis} sums them all.
 * Whether the generator was saturated is {@link Validity}'s to say, by the run's rules.
 *
 * @param gcMillis milliseconds spent in garbage collection over the run, all logs together
 * @param seconds the seconds with a {@code HEALTH} record, in order
 */
public record HealthSummary(long gcMillis, List<SecondHealth> seconds) {

  /** A log without {@code HEALTH} records. */
  public static final HealthSummary NONE = new HealthSummary(0, List.of());

  public HealthSummary {
    seconds = List.copyOf(seconds);
  }

  /** The health of {@code seconds} (in order, one record each) and {@code gcMillis} of GC in all. */
  static HealthSummary of(long gcMillis, Collection<SecondHealth> seconds) {
    return new HealthSummary(gcMillis, new ArrayList<>(seconds));
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

    SecondHealth worst(SecondHealth other) {
      return new SecondHealth(second, Math.max(cpuPercent, other.cpuPercent),
          Math.max(gcMillis, other.gcMillis), Math.max(maxLoopLagMicros, other.maxLoopLagMicros));
    }
  }
}
