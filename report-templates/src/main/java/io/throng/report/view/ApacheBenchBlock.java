package io.throng.report.view;

import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.ResponseTimes;
import io.throng.report.aggregate.RunSummary;
import java.util.Locale;

/**
 * The run in ApacheBench's words and layout, so results compare line by line with saved
 * {@code ab} output. Two lines differ in meaning from ab's, and say so: "Concurrency Level" is the
 * peak of active virtual users (ab's is fixed), and the first "Time per request" is the mean
 * response time (ab derives it as concurrency × time taken / requests, which is the same for a
 * closed workload). The second is ab's exactly: time taken / requests.
 *
 * @param text preformatted lines for a {@code <pre>} block
 */
public record ApacheBenchBlock(String text) {

  private static final int[] PERCENTAGES = {50, 66, 75, 80, 90, 95, 98, 99};

  static ApacheBenchBlock of(RunSummary run) {
    RequestSummary all = run.total();
    ResponseTimes t = all.times();
    double seconds = run.durationMillis() / 1_000.0;
    StringBuilder out = new StringBuilder();
    line(out, "Concurrency Level:", DisplayFormat.count(run.users().peakActive()) + " (peak active users)");
    line(out, "Time taken for tests:", String.format(Locale.ROOT, "%.3f seconds", seconds));
    line(out, "Complete requests:", Long.toString(all.count()));
    line(out, "Failed requests:", Long.toString(all.ko()));
    line(out, "Requests per second:", String.format(Locale.ROOT, "%.2f [#/sec] (mean)", run.meanTps()));
    line(out, "Time per request:", (t.count() == 0 ? DisplayFormat.NONE
        : String.format(Locale.ROOT, "%.3f", t.meanMicros() / 1_000)) + " [ms] (mean response time)");
    line(out, "Time per request:", (all.count() == 0 ? DisplayFormat.NONE
        : String.format(Locale.ROOT, "%.3f", run.durationMillis() / (double) all.count()))
        + " [ms] (mean, across all concurrent requests)");
    out.append('\n').append("Percentage of the requests served within a certain time (ms)\n");
    long[] values = {t.p50Micros(), t.p66Micros(), t.p75Micros(), t.p80Micros(), t.p90Micros(),
        t.p95Micros(), t.p98Micros(), t.p99Micros()};
    for (int i = 0; i < PERCENTAGES.length; i++) {
      out.append(String.format(Locale.ROOT, "  %3d%%  %8s%n", PERCENTAGES[i], DisplayFormat.millisOrNone(t.count(), values[i])));
    }
    out.append(String.format(Locale.ROOT, "  %3d%%  %8s (longest request)", 100, DisplayFormat.millisOrNone(t.count(), t.maxMicros())));
    return new ApacheBenchBlock(out.toString());
  }

  private static void line(StringBuilder out, String label, String value) {
    out.append(String.format(Locale.ROOT, "%-24s%s%n", label, value));
  }
}
