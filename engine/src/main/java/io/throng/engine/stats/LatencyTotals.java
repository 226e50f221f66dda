package io.throng.engine.stats;

import io.throng.engine.runlog.RunLogFormat;
import org.HdrHistogram.Histogram;

/**
 * The collector's two histograms of one status of a name or group, as the log writes them: response
 * (or duration) times and service (or cumulated) times, made when first needed. Each covers the
 * log's hour-long range in flat buckets, so a run that never fails, or has no groups, holds
 * none for them. Owned by the stats thread, as {@link StatsCollector} is.
 */
final class LatencyTotals {

  private Histogram times;
  private Histogram otherTimes;

  /** The response or duration times, made with their twin if this is the first use. */
  Histogram times() {
    make();
    return times;
  }

  /** The service or cumulated times, made with their twin if this is the first use. */
  Histogram otherTimes() {
    make();
    return otherTimes;
  }

  /** How many times are held: none before the first use. */
  long count() {
    return times == null ? 0 : times.getTotalCount();
  }

  /** Empties both histograms, only if they hold anything: resetting one costs as much as its range is long. */
  void clearUsed() {
    if (count() > 0) {
      times.reset();
      otherTimes.reset();
    }
  }

  private void make() {
    if (times == null) {
      times = RunLogFormat.newHistogram();
      otherTimes = RunLogFormat.newHistogram();
    }
  }
}
