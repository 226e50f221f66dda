package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * OK/KO counts and response times of one request name (or of all of them): over the whole run,
 * and second by second; service times over the whole run only. Records arrive in second order, so only the open second keeps a
 * histogram; a closed second keeps its counts and percentiles only.
 */
final class RequestTally {

  private final Histogram whole = newHistogram();
  private final Histogram service = newHistogram();
  private final Histogram open = newHistogram();
  private long openSecond = -1;
  private long openOk;
  private long openKo;
  private final Map<Long, SecondStats> closed = new TreeMap<>();
  private final TreeMap<Integer, Long> statusCodes = new TreeMap<>();
  private long ok;
  private long ko;

  /** Adds {@code histogram}'s requests, which completed in {@code second} with {@code status}. */
  void add(long second, Status status, Histogram histogram) {
    long count = histogram.getTotalCount();
    long okCount = status == Status.OK ? count : 0;
    long koCount = count - okCount;
    ok += okCount;
    ko += koCount;
    whole.add(histogram);
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

  /** Adds the service times of requests already added with {@link #add}. */
  void service(Histogram histogram) {
    service.add(histogram);
  }

  /** Adds {@code count} responses with HTTP status {@code code}. */
  void statusCodes(int code, long count) {
    statusCodes.merge(code, count, Long::sum);
  }

  RequestSummary summary(String name) {
    closeSecond();
    return new RequestSummary(name, ok, ko, ResponseTimes.of(whole), ResponseTimes.of(service),
        new ArrayList<>(closed.values()),
        Distribution.of(whole), statusCodes);
  }

  private void closeSecond() {
    if (open.getTotalCount() > 0) {
      closed.put(openSecond, SecondStats.of(openSecond, openOk, openKo, open));
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

  // Auto-resizing, so it only takes the memory the observed range needs and a value beyond
  // RunLogFormat.HIGHEST_TRACKABLE_MICROS from a future writer cannot make add() throw.
  private static Histogram newHistogram() {
    return new Histogram(RunLogFormat.SIGNIFICANT_DIGITS);
  }
}
