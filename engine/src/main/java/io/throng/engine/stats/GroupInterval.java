package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogFormat;
import org.HdrHistogram.Histogram;

/**
 * What one event loop recorded for one group during one interval: the durations of its OK and KO
 * executions and, beside each, the cumulated response time of the requests inside. Written by its
 * loop only, read by the collector once the interval is swapped out, like {@link RequestInterval}.
 */
final class GroupInterval extends KeyedTable.Entry {

  private final Histogram okDurations = newHistogram();
  private final Histogram okCumulated = newHistogram();
  private final Histogram koDurations = newHistogram();
  private final Histogram koCumulated = newHistogram();

  void record(long durationMicros, long cumulatedMicros, boolean ok) {
    (ok ? okDurations : koDurations).recordValue(durationMicros);
    (ok ? okCumulated : koCumulated).recordValue(cumulatedMicros);
  }

  /** Adds this interval into the collector's totals of the group, then clears it for reuse. */
  void drainInto(LatencyTotals okTotals, LatencyTotals koTotals) {
    drain(okDurations, okCumulated, okTotals);
    drain(koDurations, koCumulated, koTotals);
  }

  private static void drain(Histogram durations, Histogram cumulated, LatencyTotals into) {
    if (durations.getTotalCount() > 0) {
      into.times().add(durations);
      into.otherTimes().add(cumulated);
      durations.reset();
      cumulated.reset();
    }
  }

  /** Sized to what is recorded, at the log's precision, as {@link RequestInterval}'s are. */
  private static Histogram newHistogram() {
    return new Histogram(RunLogFormat.SIGNIFICANT_DIGITS);
  }
}
