package io.throng.report.aggregate;

import io.throng.engine.runlog.RunLogEntry.Status;
import java.util.Arrays;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * OK/KO counts, retried attempts, protocols used, response times and service times of one request name (or of a group, an
 * injector, all of them): over the whole run, and second by second. Not thread-safe.
 */
final class RequestTally {

  private final Histogram whole = Histograms.kept();
  private final Histogram service = Histograms.kept();
  private final SecondTally responseSeconds = new SecondTally();
  private final SecondTally serviceSeconds = new SecondTally();
  private final TreeMap<Integer, Long> statusCodes = new TreeMap<>();
  private final TreeMap<String, Long> protocols = new TreeMap<>();
  private final ResponseTimeRanges ranges;
  private final long[] okInRange;
  private long ok;
  private long ko;
  private long retried;

  RequestTally(ResponseTimeRanges ranges) {
    this.ranges = ranges;
    this.okInRange = new long[ranges.boundsMicros().size() + 1];
  }

  /** Adds {@code histogram}'s requests, which completed in {@code second} with {@code status}. */
  void add(long second, Status status, Histogram histogram) {
    long count = histogram.getTotalCount();
    long okCount = status == Status.OK ? count : 0;
    ok += okCount;
    ko += count - okCount;
    whole.add(histogram);
    if (status == Status.OK) {
      long[] counts = ranges.count(histogram);
      for (int i = 0; i < counts.length; i++) {
        okInRange[i] += counts[i];
      }
    }
    responseSeconds.add(second, okCount, count - okCount, histogram);
  }

  /** Adds the service times of requests already added with {@link #add}. */
  void service(long second, Status status, Histogram histogram) {
    long count = histogram.getTotalCount();
    long okCount = status == Status.OK ? count : 0;
    service.add(histogram);
    serviceSeconds.add(second, okCount, count - okCount, histogram);
  }

  /** Adds {@code count} attempts lost on a stale connection and sent again. */
  void retried(long count) {
    retried += count;
  }

  /** Adds {@code count} requests that went out on {@code protocol}. */
  void protocol(String protocol, long count) {
    protocols.merge(protocol, count, Long::sum);
  }

  /** Adds {@code count} responses with HTTP status {@code code}. */
  void statusCodes(int code, long count) {
    statusCodes.merge(code, count, Long::sum);
  }

  RequestSummary summary(String name) {
    Histogram times = Histograms.readable(whole);
    return new RequestSummary(name, ok, ko, ResponseTimes.of(times), ResponseTimes.of(Histograms.readable(service)),
        responseSeconds.seconds(), serviceSeconds.seconds(), Distribution.of(times), statusCodes, retried,
        new RangeCounts(ranges, Arrays.stream(okInRange).boxed().toList(), ko), protocols);
  }
}
