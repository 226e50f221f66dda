package io.throng.report.aggregate;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Counts and percentiles of one kind of time (response or service) second by second. Records
 * arrive in second order, so only the open second keeps a histogram; a closed second keeps its
 * counts and percentiles only. Not thread-safe.
 */
final class SecondTally {

  private final Histogram open = Histograms.kept();
  private long openSecond = -1;
  private long openOk;
  private long openKo;
  private final Map<Long, SecondStats> closed = new TreeMap<>();

  /** Adds {@code okCount} OK and {@code koCount} KO requests of {@code second}, their times in {@code histogram}. */
  void add(long second, long okCount, long koCount, Histogram histogram) {
    if (second < openSecond) {
      late(second, okCount, koCount, histogram);
      return;
    }
    if (second > openSecond) {
      closeSecond();
      openSecond = second;
    }
    open.add(histogram);
    openOk += okCount;
    openKo += koCount;
  }

  /** The seconds with requests, in order. */
  List<SecondStats> seconds() {
    closeSecond();
    return new ArrayList<>(closed.values());
  }

  private void closeSecond() {
    if (open.getTotalCount() > 0) {
      closed.put(openSecond, SecondStats.of(openSecond, openOk, openKo, Histograms.readable(open)));
      open.reset();
    }
    openOk = 0;
    openKo = 0;
  }

  /**
   * A second that was already closed: only a log whose seconds go backwards (two logs
   * concatenated by hand) does this. Its counts stay exact; its percentiles stay those of the
   * records that came in order, or are this record's own when the second had none.
   */
  private void late(long second, long okCount, long koCount, Histogram histogram) {
    closed.merge(second, SecondStats.of(second, okCount, koCount, histogram),
        (before, added) -> before.plus(okCount, koCount));
  }
}
