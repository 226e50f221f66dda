package io.throng.report.bench;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import io.throng.report.ReportGenerator;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.HdrHistogram.Histogram;

/**
 * How long the report of a long, busy run takes: a synthetic 1-hour run at 20,000 requests/s
 * (72 million requests over four request names with log-normal response times and a few
 * timeouts), generated once, then reported {@value #RUNS} times after one warm-up. Prints each
 * time, the median, the peak heap and the output sizes. A main method, not a test: figures are
 * measured, never asserted.
 *
 * <pre>
 * mvn -B -q install -DskipTests
 * mvn -B -q -pl report-templates test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=io.throng.report.bench.ReportGenerationBenchmark
 * </pre>
 */
public final class ReportGenerationBenchmark {

  static final int SECONDS = 3_600;
  static final int REQUESTS_PER_SECOND = 20_000;
  static final int RUNS = 3;

  /** Name, share of the traffic, median response time in microseconds. */
  private record Endpoint(String name, double share, double medianMicros) {}

  private static final List<Endpoint> ENDPOINTS = List.of(
      new Endpoint("GET /api/user/{id}", 0.4, 2_000),
      new Endpoint("GET /hello", 0.3, 800),
      new Endpoint("GET /static/fullcalendar.css", 0.2, 5_000),
      new Endpoint("POST /checkout", 0.1, 40_000));

  private ReportGenerationBenchmark() {}

  public static void main(String[] args) throws IOException {
    Path dir = Files.createTempDirectory("throng-report-bench");
    try {
      Path log = dir.resolve(RunLogFormat.FILE_NAME);
      long t0 = System.nanoTime();
      writeRun(log);
      System.out.printf(Locale.ROOT, "run log: %d s x %,d req/s = %,d requests, %,d bytes, written in %.1f s%n",
          SECONDS, REQUESTS_PER_SECOND, (long) SECONDS * REQUESTS_PER_SECOND, Files.size(log), seconds(t0));
      Path out = dir.resolve("report");
      List<Double> times = new ArrayList<>();
      for (int run = 0; run <= RUNS; run++) {
        System.gc();
        resetPeakHeap();
        long start = System.nanoTime();
        ReportGenerator.generate(log, out);
        double elapsed = seconds(start);
        System.out.printf(Locale.ROOT, "%s: %.2f s, peak heap %,d MB%n", run == 0 ? "warm-up" : "run " + run,
            elapsed, peakHeapBytes() / (1024 * 1024));
        if (run > 0) {
          times.add(elapsed);
        }
      }
      times.sort(Comparator.naturalOrder());
      System.out.printf(Locale.ROOT, "median report time: %.2f s (index.html %,d bytes, stats.json %,d bytes)%n",
          times.get(times.size() / 2), Files.size(out.resolve(ReportGenerator.INDEX_FILE)),
          Files.size(out.resolve(ReportGenerator.STATS_FILE)));
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
  }

  /** One second at a time, as the engine writes it: per name an OK histogram, some KOs, users. */
  private static void writeRun(Path log) throws IOException {
    SplittableRandom random = new SplittableRandom(1);
    long start = 1_714_564_800_000L;
    Histogram ok = RunLogFormat.newHistogram();
    Histogram ko = RunLogFormat.newHistogram();
    try (RunLogWriter writer = RunLogWriter.create(log, start, "Benchmark")) {
      for (int s = 0; s < SECONDS; s++) {
        // A slow daily-ish wave, so the charts have a shape to downsample.
        double load = 1 + 0.1 * Math.sin(s / 300.0);
        for (Endpoint e : ENDPOINTS) {
          ok.reset();
          ko.reset();
          long n = Math.round(REQUESTS_PER_SECOND * e.share() * load);
          for (long i = 0; i < n; i++) {
            if (random.nextInt(1_000) == 0) {
              ko.recordValue(10_000_000); // a timeout
            } else {
              ok.recordValue(Math.min(RunLogFormat.HIGHEST_TRACKABLE_MICROS,
                  (long) (e.medianMicros() * Math.exp(0.6 * gaussian(random)))));
            }
          }
          writer.requests(s, e.name(), Status.OK, ok);
          writer.requests(s, e.name(), Status.KO, ko);
          if (ko.getTotalCount() > 0) {
            writer.errors(s, e.name(), "TIMEOUT", ko.getTotalCount(), "request timeout after 10 s");
          }
        }
        writer.users(s, 400, s == 0 ? 400 : 0, s == SECONDS - 1 ? 400 : 0);
        writer.flush();
      }
      writer.end(start + SECONDS * 1_000L, "completed");
    }
  }

  /** A standard normal value (Box-Muller); SplittableRandom has no nextGaussian in Java 17. */
  private static double gaussian(SplittableRandom random) {
    return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
  }

  private static double seconds(long startNanos) {
    return (System.nanoTime() - startNanos) / 1e9;
  }

  private static void resetPeakHeap() {
    ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
  }

  private static long peakHeapBytes() {
    return ManagementFactory.getMemoryPoolMXBeans().stream()
        .filter(pool -> pool.getType() == MemoryType.HEAP)
        .mapToLong(pool -> pool.getPeakUsage().getUsed())
        .sum();
  }
}
