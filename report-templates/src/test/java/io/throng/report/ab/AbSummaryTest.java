package io.throng.report.ab;

import static io.throng.report.RunLogFixture.START;
import static io.throng.report.RunLogFixture.histogram;
import static io.throng.report.RunLogFixture.repeated;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.report.aggregate.HealthSummary;
import io.throng.report.aggregate.LateSummary;
import io.throng.report.aggregate.RequestSummary;
import io.throng.report.aggregate.RunLogAggregator;
import io.throng.report.aggregate.RunSummary;
import io.throng.report.aggregate.TrafficSummary;
import io.throng.report.aggregate.UserSummary;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AbSummaryTest {

  @TempDir Path dir;

  /** Every histogram written to the log, added up: what the summary's times must be read from. */
  private final Histogram written = new Histogram(RunLogFormat.SIGNIFICANT_DIGITS);

  @Test
  void everyFigureMatchesTheRunLogsHistogramsAndCounts() throws IOException {
    RunSummary run = RunLogAggregator.aggregate(writeKnownRun());

    AbSummary ab = AbSummary.of(run);
    String text = ab.render();

    // 4 seconds of 240 OK requests, one 250 ms straggler and 18 KOs: 979 requests in 4.000 s.
    assertThat(ab.completeRequests()).isEqualTo(979).isEqualTo(written.getTotalCount());
    assertThat(ab.failedRequests()).isEqualTo(18);
    assertThat(ab.connect() + ab.receive() + ab.length() + ab.exceptions()).isEqualTo(ab.failedRequests());
    assertThat(ab.bytesReceived()).isEqualTo(4 * 204_800);
    assertThat(ab.bytesSent()).isEqualTo(4 * 25_600);
    assertThat(text.lines()).containsExactly(
        "Concurrency Level:      12 (peak active users)",
        "Time taken for tests:   4.000 seconds",
        "Complete requests:      979",
        "Failed requests:        18",
        "   (Connect: 3, Receive: 3, Length: 4, Exceptions: 8)",
        // five 500s answered as KO, seven 302s answered as OK
        "Non-2xx responses:      12",
        "Total transferred:      819200 bytes",
        "Requests per second:    244.75 [#/sec] (mean)",
        line("Time per request:       %.3f [ms] (mean response time)", written.getMean() / 1_000),
        "Time per request:       4.086 [ms] (mean, across all concurrent requests)",
        // 800 KiB received and 100 KiB sent in 4 s.
        "Transfer rate:          200.00 [Kbytes/sec] received",
        "                        25.00 kb/s sent",
        "                        225.00 kb/s total",
        "",
        "Connection Times (ms)",
        "              min  mean[+/-sd] median   max",
        line("Total:      %5d %4d %5.1f %6d %7d", ms(written.getMinValue()), ms(written.getMean()),
            written.getStdDeviation() / 1_000, ms(written.getValueAtPercentile(50)), ms(written.getMaxValue())),
        "",
        "Percentage of the requests served within a certain time (ms)",
        percentile(50), percentile(66), percentile(75), percentile(80), percentile(90), percentile(95),
        percentile(98), percentile(99),
        line(" 100%%  %5d (longest request)", ms(written.getMaxValue())));
    // The known values behind those lines: 200 of each 240 took 1 ms, the slowest 250 ms.
    assertThat(text).contains("  50%      1\n", " 100%    250 (longest request)\n");
  }

  @Test
  void aRunWithoutFailuresOrRequestsPrintsWhatAbPrints() {
    RunSummary none = new RunSummary("none", 0, Optional.empty(), 0, 1, List.of(), RequestSummary.empty("total"),
        List.of(), UserSummary.NONE, LateSummary.NONE, HealthSummary.NONE, TrafficSummary.NONE, List.of());

    assertThat(AbSummary.of(none).render()).isEqualTo("""
        Concurrency Level:      0 (peak active users)
        Time taken for tests:   0.000 seconds
        Complete requests:      0
        Failed requests:        0
        """);
  }

  @Test
  void aRunLogWithoutByteCountsLeavesOutTotalTransferredAndTransferRate() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "Old")) {
      writer.requests(0, "GET /", Status.OK, repeated(10, 1_000));
      writer.end(START + 1_000, "completed");
    }

    String text = AbSummary.of(RunLogAggregator.aggregate(log)).render();

    assertThat(text).contains("Requests per second:").doesNotContain("Total transferred", "Transfer rate", "kb/s");
  }

  @ParameterizedTest(name = "{0} µs -> {1} ms")
  @CsvSource(textBlock = """
      0, 0
      499, 0
      500, 1
      1499, 1
      1500, 2
      9007000, 9007
      """)
  void millisecondsRoundToTheNearestAsAbDoes(double micros, long ms) {
    assertThat(AbSummary.roundMs(micros)).isEqualTo(ms);
  }

  /**
   * Writes a 4-second run with known response times, every failure kind and a few status codes,
   * and adds each histogram it writes to {@link #written}.
   */
  private Path writeKnownRun() throws IOException {
    Path log = dir.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, START, "AbStyle")) {
      // Each second as the collector writes it: its parts of requests, statuses and errors, then
      // its users and traffic.
      for (int s = 0; s < 4; s++) {
        Histogram ok = repeated(200, 1_000);
        ok.recordValueWithCount(3_000, 30);
        ok.recordValueWithCount(12_000, 10);
        requests(writer, s, Status.OK, ok);
        writer.statuses(s, "GET /", 200, s == 0 ? 233 : 240);
        switch (s) {
          case 0 -> writer.statuses(0, "GET /", 302, 7);
          case 1 -> {
            requests(writer, 1, Status.KO, repeated(3, 5_000));
            writer.errors(1, "GET /", "CONNECT", 3, "connection refused");
          }
          case 2 -> {
            requests(writer, 2, Status.KO, repeated(3, 60_000));
            writer.errors(2, "GET /", "TIMEOUT", 2, "request timeout after 60 ms");
            writer.errors(2, "GET /", "CLOSED", 1, "connection closed before the response was complete");
            requests(writer, 2, Status.KO, repeated(5, 2_000));
            writer.errors(2, "GET /", "PROTOCOL", 4, "response longer than its Content-Length (5 more bytes)");
            writer.errors(2, "GET /", "PROTOCOL", 1, "invalid HTTP version");
          }
          default -> {
            requests(writer, 3, Status.OK, histogram(250_000));
            writer.statuses(3, "GET /", 200, 1);
            requests(writer, 3, Status.KO, repeated(7, 4_000));
            writer.errors(3, "GET /", "STATUS", 5, "status 500");
            writer.statuses(3, "GET /", 500, 5);
            writer.errors(3, "GET /", "CHECK", 2, "body has no \"id\"");
            writer.statuses(3, "GET /", 200, 2);
          }
        }
        writer.users(s, s == 2 ? 12 : 10, s == 0 ? 10 : 0, 0);
        writer.traffic(s, 25_600, 204_800);
      }
      writer.end(START + 4_000, "completed");
    }
    return log;
  }

  private void requests(RunLogWriter writer, long second, Status status, Histogram histogram) {
    writer.requests(second, "GET /", status, histogram);
    written.add(histogram);
  }

  private String percentile(int p) {
    return line("  %d%%  %5d", p, ms(written.getValueAtPercentile(p)));
  }

  private static long ms(double micros) {
    return Math.round(micros / 1_000);
  }

  private static String line(String format, Object... values) {
    return String.format(Locale.ROOT, format, values);
  }
}
