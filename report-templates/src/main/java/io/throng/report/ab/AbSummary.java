package io.throng.report.ab;

import io.throng.report.aggregate.ErrorSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/**
 * A run in ApacheBench's layout, computed from the run log's histograms and counts only, so its
 * lines compare one by one with saved {@code ab} output (seeds 000, 001 and 004). All request
 * names count together, as ab has one URL.
 *
 * <pre>{@code
 * System.out.print(AbSummary.of(RunLogAggregator.aggregateFolder(runFolder)).render());
 * }</pre>
 *
 * <p>Where it differs from ab, and why:
 * <ul>
 *   <li>Server Software, Hostname, Port, Document Path and Length are not printed: the run log
 *       does not carry them. HTML transferred is not printed either: the log counts bytes on the
 *       wire only, not bodies apart.
 *   <li>Total transferred is the bytes received, headers and TLS records included, as ab's
 *       counts every byte read. Transfer rate is ab's three lines (received, sent, total) in
 *       Kbytes of 1,024 per second; ab prints sent and total only when it posts a body, Throng
 *       whenever the log counted bytes, and its sent bytes include the request headers. Both are
 *       left out for run logs without {@code TRAFFIC} records.
 *   <li>Concurrency Level is the most virtual users active at once in any second (ab's is the
 *       fixed {@code -c}), and says so.
 *   <li>The first Time per request is the measured mean response time; ab derives it as
 *       concurrency × time taken / requests, which is the same for a closed workload at steady
 *       concurrency but meaningless for an open one. The line says "mean response time".
 *   <li>Failed requests are all KOs, Throng's count, split into ab's kinds as {@link AbFailure}
 *       says; a response with a status outside 2xx is a KO (under Exceptions) and also counts on
 *       the Non-2xx responses line, from the run log's status codes, where ab counts it only.
 *   <li>Connection Times has the Total row only: connect, processing and waiting times are not
 *       measured apart. Its standard deviation is the histogram's (over n, not n − 1).
 *   <li>Milliseconds are rounded to the nearest, as ab's {@code ap_round_ms} does; percentiles
 *       are HdrHistogram's, with three significant digits.
 * </ul>
 *
 * @param concurrencyLevel the most virtual users active at once in any second
 * @param completeRequests every request that completed, OK and KO, as ab's count includes failures
 * @param failedRequests the KOs
 * @param connect KOs that ab would count as {@code Connect}; likewise {@code receive}, {@code length}
 *     and {@code exceptions}. Over a whole run they add up to {@code failedRequests}; a log cut off
 *     mid-second may miss a few.
 * @param non2xxResponses responses whose HTTP status is outside 200–299
 * @param times response times of all requests, OK and KO, in microseconds
 * @param bytesSent bytes sent on the wire over the run; likewise {@code bytesReceived}
 * @param trafficLogged whether the run log counted bytes at all
 */
public record AbSummary(
    long concurrencyLevel,
    long timeTakenMillis,
    long completeRequests,
    long failedRequests,
    long connect,
    long receive,
    long length,
    long exceptions,
    long non2xxResponses,
    ResponseTimes times,
    long bytesSent,
    long bytesReceived,
    boolean trafficLogged) {

  /** The percentages of ab's "served within" table, 100 % aside. */
  private static final int[] PERCENTAGES = {50, 66, 75, 80, 90, 95, 98, 99};

  /** The summary of {@code run}. */
  public static AbSummary of(RunSummary run) {
    Map<AbFailure, Long> failures = new EnumMap<>(AbFailure.class);
    for (ErrorSummary error : run.errors()) {
      failures.merge(AbFailure.of(error), error.count(), Long::sum);
    }
    long non2xx = run.total().statusCodes().entrySet().stream()
        .filter(e -> e.getKey() < 200 || e.getKey() > 299)
        .mapToLong(Map.Entry::getValue).sum();
    return new AbSummary(run.users().peakActive(), run.durationMillis(), run.total().count(), run.total().ko(),
        failures.getOrDefault(AbFailure.CONNECT, 0L), failures.getOrDefault(AbFailure.RECEIVE, 0L),
        failures.getOrDefault(AbFailure.LENGTH, 0L), failures.getOrDefault(AbFailure.EXCEPTIONS, 0L),
        non2xx, run.total().times(), run.traffic().bytesSent(), run.traffic().bytesReceived(),
        run.traffic().logged());
  }

  /** ab's "Requests per second": complete requests over the time taken; 0 when either is 0. */
  public double requestsPerSecond() {
    return timeTakenMillis == 0 ? 0 : completeRequests * 1_000.0 / timeTakenMillis;
  }

  /** The text, in ab's layout and wording, each line ending with a newline. */
  public String render() {
    StringBuilder out = new StringBuilder();
    line(out, "Concurrency Level:", concurrencyLevel + " (peak active users)");
    line(out, "Time taken for tests:", String.format(Locale.ROOT, "%.3f seconds", timeTakenMillis / 1_000.0));
    line(out, "Complete requests:", Long.toString(completeRequests));
    line(out, "Failed requests:", Long.toString(failedRequests));
    if (failedRequests > 0) {
      out.append(String.format(Locale.ROOT, "   (Connect: %d, Receive: %d, Length: %d, Exceptions: %d)\n",
          connect, receive, length, exceptions));
    }
    if (non2xxResponses > 0) {
      line(out, "Non-2xx responses:", Long.toString(non2xxResponses));
    }
    if (trafficLogged) {
      line(out, "Total transferred:", bytesReceived + " bytes");
    }
    // ab prints nothing about time when no request completed or no time passed.
    if (completeRequests == 0 || timeTakenMillis == 0) {
      return out.toString();
    }
    line(out, "Requests per second:", String.format(Locale.ROOT, "%.2f [#/sec] (mean)", requestsPerSecond()));
    line(out, "Time per request:", String.format(Locale.ROOT, "%.3f [ms] (mean response time)", times.meanMicros() / 1_000));
    line(out, "Time per request:", String.format(Locale.ROOT, "%.3f [ms] (mean, across all concurrent requests)",
        timeTakenMillis / (double) completeRequests));
    if (trafficLogged) {
      line(out, "Transfer rate:", String.format(Locale.ROOT, "%.2f [Kbytes/sec] received", kilobytesPerSecond(bytesReceived)));
      line(out, "", String.format(Locale.ROOT, "%.2f kb/s sent", kilobytesPerSecond(bytesSent)));
      line(out, "", String.format(Locale.ROOT, "%.2f kb/s total", kilobytesPerSecond(bytesSent + bytesReceived)));
    }
    out.append("\nConnection Times (ms)\n");
    out.append("              min  mean[+/-sd] median   max\n");
    out.append(String.format(Locale.ROOT, "Total:      %5d %4d %5.1f %6d %7d\n", roundMs(times.minMicros()),
        roundMs(times.meanMicros()), times.stdDevMicros() / 1_000, roundMs(times.p50Micros()), roundMs(times.maxMicros())));
    out.append("\nPercentage of the requests served within a certain time (ms)\n");
    long[] values = {times.p50Micros(), times.p66Micros(), times.p75Micros(), times.p80Micros(), times.p90Micros(),
        times.p95Micros(), times.p98Micros(), times.p99Micros()};
    for (int i = 0; i < PERCENTAGES.length; i++) {
      out.append(String.format(Locale.ROOT, "  %d%%  %5d\n", PERCENTAGES[i], roundMs(values[i])));
    }
    out.append(String.format(Locale.ROOT, " 100%%  %5d (longest request)\n", roundMs(times.maxMicros())));
    return out.toString();
  }

  /** ab's Kbytes per second: {@code bytes} over 1,024 over the time taken in seconds. */
  private double kilobytesPerSecond(long bytes) {
    return bytes / 1_024.0 / (timeTakenMillis / 1_000.0);
  }

  /** Microseconds to the nearest millisecond, as ab's {@code ap_round_ms}. */
  static long roundMs(double micros) {
    return Math.round(micros / 1_000);
  }

  private static void line(StringBuilder out, String label, String value) {
    out.append(String.format(Locale.ROOT, "%-24s%s\n", label, value));
  }
}
