package io.throng.engine.stats;

import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.runlog.RunLogFormat;
import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * What one event loop recorded for one request name during one interval: response and service
 * times of OKs and KOs, responses per status code and per protocol, KOs per kind and message, and
 * attempts lost on a stale connection and sent again. Written by its
 * loop only, read by the collector only once the interval is swapped out; no synchronization of
 * its own. Histograms and error tables are made when first needed, so a name that never fails
 * holds no KO histograms.
 */
final class RequestInterval extends KeyedTable.Entry {

  private static final FailureKind[] KINDS = FailureKind.values();
  static final Protocol[] PROTOCOLS = Protocol.values();

  private Latencies ok;
  private Latencies ko;
  private final StatusCounts statuses = new StatusCounts();
  private final long[] protocols = new long[PROTOCOLS.length];
  private long retries;
  @SuppressWarnings("unchecked")
  private final Map<String, long[]>[] errors = new Map[KINDS.length];

  /**
   * The response times and service times of one status (OK or KO): the first few of an interval
   * as they are, then histograms. A histogram takes kilobytes, and a run of many names used once
   * or twice a second (an id in the name) would otherwise hold two per name, second and loop; a
   * name in steady use gets its histograms once and keeps them while it is used (figures in
   * docs/performance.md#costs-behind-code-decisions).
   */
  private static final class Latencies {
    private static final int RAW = 8;

    private final long[] raw = new long[RAW * 2];
    private int rawCount;
    private Histogram response;
    private Histogram service;

    void record(long responseMicros, long serviceMicros) {
      if (response != null) {
        response.recordValue(responseMicros);
        service.recordValue(serviceMicros);
      } else if (rawCount < RAW) {
        raw[2 * rawCount] = responseMicros;
        raw[2 * rawCount + 1] = serviceMicros;
        rawCount++;
      } else {
        response = newHistogram();
        service = newHistogram();
        record(responseMicros, serviceMicros);
      }
    }

    void drainInto(LatencyTotals totals) {
      if (rawCount == 0 && (response == null || response.getTotalCount() == 0)) {
        return;
      }
      Histogram responseTotal = totals.times();
      Histogram serviceTotal = totals.otherTimes();
      for (int i = 0; i < rawCount; i++) {
        responseTotal.recordValue(raw[2 * i]);
        serviceTotal.recordValue(raw[2 * i + 1]);
      }
      rawCount = 0;
      if (response != null) {
        responseTotal.add(response);
        serviceTotal.add(service);
        response.reset();
        service.reset();
      }
    }
  }

  void ok(long responseMicros, long serviceMicros, int status, Protocol protocol) {
    if (ok == null) {
      ok = new Latencies();
    }
    ok.record(responseMicros, serviceMicros);
    countStatus(status);
    protocols[protocol.ordinal()]++;
  }

  void ko(long responseMicros, long serviceMicros, int status, Protocol protocol, FailureKind kind,
      String message) {
    if (ko == null) {
      ko = new Latencies();
    }
    ko.record(responseMicros, serviceMicros);
    countStatus(status);
    protocols[protocol.ordinal()]++;
    Map<String, long[]> byMessage = errors[kind.ordinal()];
    if (byMessage == null) {
      byMessage = errors[kind.ordinal()] = new HashMap<>();
    }
    long[] count = byMessage.get(message);
    if (count == null) {
      byMessage.put(message, count = new long[1]);
    }
    count[0]++;
  }

  void retried() {
    retries++;
  }

  /** The attempts sent again in this interval, then none. */
  long drainRetries() {
    long drained = retries;
    retries = 0;
    return drained;
  }

  private void countStatus(int status) {
    statuses.add(status, 1);
  }

  /**
   * Adds this interval into the collector's totals of the name, then clears it for reuse; {@code
   * protocolTotals} is indexed by {@link Protocol#ordinal()}.
   */
  void drainInto(LatencyTotals okTotals, LatencyTotals koTotals, StatusCounts statusTotals, long[] protocolTotals,
      ErrorSink errorTotals) {
    if (ok != null) {
      ok.drainInto(okTotals);
    }
    if (ko != null) {
      ko.drainInto(koTotals);
    }
    statuses.drainInto(statusTotals);
    for (int protocol = 0; protocol < protocols.length; protocol++) {
      protocolTotals[protocol] += protocols[protocol];
      protocols[protocol] = 0;
    }
    for (int kind = 0; kind < errors.length; kind++) {
      if (errors[kind] != null) {
        FailureKind failureKind = KINDS[kind];
        errors[kind].forEach((message, count) -> errorTotals.add(failureKind, message, count[0]));
        // Cleared, not kept at zero: messages may carry per-request details, and a table that
        // only grows would hold every one of them for the whole run.
        errors[kind] = null;
      }
    }
  }

  /** Hears the KOs of an interval by kind and message. */
  @FunctionalInterface
  interface ErrorSink {
    void add(FailureKind kind, String message, long count);
  }

  /**
   * Sized to what is recorded rather than to the log's hour-long range: every loop keeps two of
   * these per name and status, and most latencies stay far below an hour. Same precision as the
   * log's histograms, so merging into them is exact.
   */
  private static Histogram newHistogram() {
    return new Histogram(RunLogFormat.SIGNIFICANT_DIGITS);
  }
}
