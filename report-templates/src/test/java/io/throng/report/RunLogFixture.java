package io.throng.report;

import io.throng.engine.runlog.RunLogEntry.Status;
import io.throng.engine.runlog.RunLogFormat;
import io.throng.engine.runlog.RunLogWriter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.HdrHistogram.Histogram;

/** Histograms for tests that write real run logs with {@code RunLogWriter}. */
public final class RunLogFixture {

  /** 2024-05-01T12:00:00.250Z: a start with milliseconds, to catch rounding to whole seconds. */
  public static final long START = 1_714_564_800_250L;

  private RunLogFixture() {}

  /** A histogram of the run log's shape holding {@code micros}. */
  public static Histogram histogram(long... micros) {
    Histogram histogram = RunLogFormat.newHistogram();
    for (long value : micros) {
      histogram.recordValue(value);
    }
    return histogram;
  }

  /** A histogram holding {@code count} responses of {@code micros} each. */
  public static Histogram repeated(long count, long micros) {
    Histogram histogram = RunLogFormat.newHistogram();
    histogram.recordValueWithCount(micros, count);
    return histogram;
  }

  /**
   * Writes {@code log}: a 12-second run of two requests, with a KO burst in seconds 6-7, a
   * peak at second 7, and requests started late in seconds 6-7 (whose service times are
   * shorter than their response times by the lag), while the generator was saturated in
   * seconds 5-8 (CPU 95 %, an event loop 140 ms late in second 7), and bytes on the wire each second.
   * In seconds 3-5 a group "Pay" makes a request and holds a group "Confirm" that makes another;
   * "Pay" runs 5 times a second for 1.25 s each, pauses included (48 ms of response times), but
   * one execution ending in second 5 is a KO of 2.6 s; "Pay / Confirm" runs 5 times a second for 310 ms.
   * In second 9, 4 attempts of "GET /" are lost on a stale connection and sent again.
   * "GET /" goes out over h2, but in the last second over h1; "POST /checkout" over h1; the
   * groups' requests say nothing of their protocol, as in a log written before it was recorded.
   */
  public static Path sampleRun(Path log) throws IOException {
    long[] home = {20, 40, 60, 80, 80, 80, 70, 75, 80, 80, 40, 10};
    try (RunLogWriter writer = RunLogWriter.create(log, START, "SampleCheckout")) {
      writer.plan("Checkout at the morning peak");
      writer.population("browse", "2 users every 3 s for 12 s (open model)");
      writer.population("checkout", "from 1 to 5 users over 10 s (closed model)");
      writer.throttle("reach 100 req/s in 2 s, hold 10 s");
      writer.target("https://shop.example.com");
      for (int s = 0; s < home.length; s++) {
        writer.users(s, Math.min(10, 2L * (s + 1)), s < 5 ? 2 : 0, s >= 10 ? 5 : 0);
        long lag = s == 6 || s == 7 ? 100_000 : 0;
        writer.requests(s, "GET /", Status.OK, histogram(1_200 + 100L * s, 2_500, 4_000 + 1_000L * s, 15_000 + lag));
        writer.serviceTimes(s, "GET /", Status.OK, histogram(1_200 + 100L * s, 2_500, 4_000 + 1_000L * s, 15_000));
        writer.requests(s, "GET /", Status.OK, repeated(home[s] - 4, 3_000 + 250L * s));
        writer.serviceTimes(s, "GET /", Status.OK, repeated(home[s] - 4, 3_000 + 250L * s));
        writer.requests(s, "POST /checkout", Status.OK, repeated(home[s] / 4, 25_000 + 1_000L * s));
        writer.serviceTimes(s, "POST /checkout", Status.OK, repeated(home[s] / 4, 20_000 + 1_000L * s));
        writer.statuses(s, "GET /", 200, home[s]);
        writer.statuses(s, "POST /checkout", 200, home[s] / 4);
        writer.protocols(s, "GET /", s == home.length - 1 ? "h1" : "h2", home[s]);
        writer.protocols(s, "POST /checkout", "h1", home[s] / 4 + (s == 6 || s == 7 ? 12 : 0));
        if (s == 6 || s == 7) {
          writer.requests(s, "POST /checkout", Status.KO, repeated(12, 2_000_000));
          writer.serviceTimes(s, "POST /checkout", Status.KO, repeated(12, 2_000_000));
          writer.lateStarts(s, s == 6 ? 3 : 1, s == 6 ? 100_000 : 40_000);
          writer.errors(s, "POST /checkout", "TIMEOUT", 9, "request timeout after 2 s");
          writer.errors(s, "POST /checkout", "CHECK", 3, "status 503 (expected 200)");
          writer.statuses(s, "POST /checkout", 503, 3);
        }
        if (s >= 3 && s <= 5) {
          writer.requests(s, "Pay / POST /pay", Status.OK, repeated(5, 40_000));
          writer.serviceTimes(s, "Pay / POST /pay", Status.OK, repeated(5, 40_000));
          writer.statuses(s, "Pay / POST /pay", 201, 5);
          writer.requests(s, "Pay / Confirm / GET /receipt", Status.OK, repeated(5, 8_000));
          writer.serviceTimes(s, "Pay / Confirm / GET /receipt", Status.OK, repeated(5, 8_000));
          writer.statuses(s, "Pay / Confirm / GET /receipt", 200, 5);
          writer.groups(s, "Pay", Status.OK, repeated(s == 5 ? 4 : 5, 1_250_000), repeated(s == 5 ? 4 : 5, 48_000));
          if (s == 5) {
            writer.groups(s, "Pay", Status.KO, repeated(1, 2_600_000), repeated(1, 48_000));
          }
          writer.groups(s, "Pay / Confirm", Status.OK, repeated(5, 310_000), repeated(5, 8_000));
        }
        if (s == 9) {
          writer.retries(s, "GET /", 4);
        }
        writer.traffic(s, 180L * home[s] + 350L * (home[s] / 4), 420L * home[s] + 90L * (home[s] / 4));
        writer.health(s, s >= 5 && s <= 8 ? 95 : 30 + 3 * s, s % 4 == 0 ? 12 : 2, s == 7 ? 140_000 : 800);
        writer.flush();
      }
      writer.end(START + 12_400, "completed");
    }
    return log;
  }

  /**
   * Writes {@code folder/run.log}: a ramp-up of {@code seconds} seconds in which second {@code s}
   * completes {@code step * (s + 1)} OK requests of "GET /" (one in fifty takes ten times
   * {@code micros}, four more in fifty four times, the rest {@code micros}), and each second of the second half adds
   * {@code koPerSecond} KOs answered 500 in {@code 2 * micros}.
   */
  public static Path rampRun(Path folder, long start, String simulation, int seconds, int step, long micros,
      int koPerSecond) throws IOException {
    return rampRun(folder, start, simulation, seconds, step, micros, koPerSecond, -1);
  }

  /** The same ramp-up, its generator at {@code cpuPercent} of its cores every second (none logged when negative). */
  public static Path rampRun(Path folder, long start, String simulation, int seconds, int step, long micros,
      int koPerSecond, int cpuPercent) throws IOException {
    return rampRun(folder, start, simulation, seconds, step, micros, koPerSecond, cpuPercent, s -> null);
  }

  /**
   * The same ramp-up, second {@code s}'s requests gone out on {@code protocol.apply(s)} ({@code h2}),
   * or on none logged when that is null, as in a log written before protocols were recorded.
   */
  public static Path rampRun(Path folder, long start, String simulation, int seconds, int step, long micros,
      int koPerSecond, int cpuPercent, IntFunction<String> protocol) throws IOException {
    Files.createDirectories(folder);
    Path log = folder.resolve(RunLogFormat.FILE_NAME);
    try (RunLogWriter writer = RunLogWriter.create(log, start, simulation)) {
      for (int s = 0; s < seconds; s++) {
        long ok = (long) step * (s + 1);
        writer.users(s, s + 1, 1, 0);
        Histogram times = repeated(ok - ok / 10, micros);
        times.recordValueWithCount(4 * micros, ok / 10 - ok / 50);
        times.recordValueWithCount(10 * micros, ok / 50);
        writer.requests(s, "GET /", Status.OK, times);
        writer.statuses(s, "GET /", 200, ok);
        if (s >= seconds / 2 && koPerSecond > 0) {
          writer.requests(s, "GET /", Status.KO, repeated(koPerSecond, 2 * micros));
          writer.errors(s, "GET /", "STATUS", koPerSecond, "status 500");
          writer.statuses(s, "GET /", 500, koPerSecond);
        }
        String onWire = protocol.apply(s);
        if (onWire != null) {
          writer.protocols(s, "GET /", onWire, ok + (s >= seconds / 2 ? koPerSecond : 0));
        }
        if (cpuPercent >= 0) {
          writer.health(s, cpuPercent, 0, 0);
        }
        writer.flush();
      }
      writer.end(start + seconds * 1_000L, "completed");
    }
    return log;
  }

  /**
   * Writes {@code log}: shard {@code index} of {@code count} on {@code host}, started
   * {@code startDelayMillis} after START: for 10 seconds, second {@code s} completes {@code rate} OK
   * requests of "GET /" in 2 ms (1 ms of service) and, from second 5, one KO; each second has
   * its health (CPU 95 % in seconds 2-6 when {@code saturated}, else 40 %; 3 ms of GC; an event loop
   * 2 ms late) and second 4 has two late starts. Its custom metrics: counter "orders placed" adds a
   * tenth of {@code rate} each second, gauge "queue depth" is {@code 10 * index + s} and trend
   * "basket items" records {@code 3 + index} twice.
   */
  public static Path shardRun(Path log, int index, int count, String host, long startDelayMillis, long rate,
      boolean saturated) throws IOException {
    try (RunLogWriter writer = RunLogWriter.create(log, START + startDelayMillis, "Sharded")) {
      writer.shard(index, count);
      writer.host(host);
      writer.plan("Checkout from several injectors");
      writer.population("browse", "300 users over 10 s (open model)");
      writer.customMetric("COUNTER", "orders placed");
      writer.customMetric("GAUGE", "queue depth");
      writer.customMetric("TREND", "basket items");
      for (int s = 0; s < 10; s++) {
        writer.users(s, 4, s == 0 ? 4 : 0, s == 9 ? 4 : 0);
        writer.requests(s, "GET /", Status.OK, repeated(rate, 2_000));
        writer.serviceTimes(s, "GET /", Status.OK, repeated(rate, 1_000));
        writer.statuses(s, "GET /", 200, rate);
        if (s >= 5) {
          writer.requests(s, "GET /", Status.KO, repeated(1, 30_000));
          writer.serviceTimes(s, "GET /", Status.KO, repeated(1, 30_000));
          writer.errors(s, "GET /", "STATUS", 1, "status 500");
          writer.statuses(s, "GET /", 500, 1);
        }
        if (s == 4) {
          writer.lateStarts(s, 2, 15_000);
        }
        writer.health(s, saturated && s >= 2 && s <= 6 ? 95 : 40, 3, 2_000);
        writer.customCounter(s, "orders placed", rate / 10);
        writer.customGauge(s, "queue depth", 10L * index + s, 10L * index, 10L * index + s);
        writer.customTrend(s, "basket items", repeated(2, 3 + index));
        writer.flush();
      }
      writer.end(START + startDelayMillis + 10_000, "completed");
    }
    return log;
  }

  /**
   * The eleven requests of {@link #scenarioRun}, in the order its scenario sends them (not the
   * alphabet's), with their response times in microseconds: some under 800 ms, some between 800 ms
   * and 1,200 ms, some above. Groups "Browse" and "Checkout / Pay" hold some of them.
   */
  static final List<Map.Entry<String, Long>> SCENARIO = List.of(
      Map.entry("POST /login", 120_000L),
      Map.entry("GET /home", 45_000L),
      Map.entry("Browse / GET /catalogue/products?page=1&size=50&sort=price-ascending", 640_000L),
      Map.entry("Browse / GET /product_detail/blue-widget-extra-large", 900_000L),
      Map.entry("Checkout / POST /basket/items", 300_000L),
      Map.entry("Checkout / Pay / POST /payments/authorise", 1_500_000L),
      Map.entry("Checkout / Pay / GET /payments/status", 1_000_000L),
      Map.entry("Checkout / GET /receipt", 80_000L),
      Map.entry("GET /account/orders", 200_000L),
      Map.entry("GET /static/averyveryverylongresourcenamewithoutanyseparatoratallforwrapping.js", 15_000L),
      Map.entry("POST /logout", 30_000L));

  /**
   * Writes {@code log}: 20 seconds of the {@link #SCENARIO}'s eleven requests in its order, as the
   * engine writes them, 20 users arriving 2 a second over 10 s (one a second of scenario
   * "shopper", one of "browser", each logged apart too) and each leaving 8 s later; every
   * request completes 2 + s % 3 times a second, "Checkout / Pay / POST /payments/authorise" fails
   * once a second (status 502) from second 5 and "POST /login" twice in second 12 (timeout);
   * groups "Browse", "Checkout" and "Checkout / Pay" run once a second. Its custom metrics: counter
   * "orders placed" adds {@code 1 + s % 2} from second 2, gauge "basket size" is {@code s % 5} each
   * second, trend "items per order" records {@code 2 + s % 4} twice a second and {@code 40} once in
   * second 9, and trend "refunds" is never recorded.
   */
  public static Path scenarioRun(Path log) throws IOException {
    try (RunLogWriter writer = RunLogWriter.create(log, START, "ShopJourney")) {
      writer.plan("A shopper's journey, eleven requests");
      writer.population("shopper", "10 users over 10 s (open model)");
      writer.population("browser", "10 users over 10 s (open model)");
      writer.target("https://shop.example.com");
      writer.target("https://payments.example.com");
      writer.customMetric("COUNTER", "orders placed");
      writer.customMetric("GAUGE", "basket size");
      writer.customMetric("TREND", "items per order");
      writer.customMetric("TREND", "refunds");
      long active = 0;
      for (int s = 0; s < 20; s++) {
        long started = s < 10 ? 2 : 0;
        long finished = s >= 8 && s < 18 ? 2 : 0;
        active += started - finished;
        writer.users(s, active, started, finished);
        writer.scenarioUsers(s, "shopper", active / 2, started / 2, finished / 2);
        writer.scenarioUsers(s, "browser", active / 2, started / 2, finished / 2);
        for (Map.Entry<String, Long> request : SCENARIO) {
          long micros = request.getValue() + 1_000L * s;
          writer.requests(s, request.getKey(), Status.OK, repeated(2 + s % 3, micros));
          writer.serviceTimes(s, request.getKey(), Status.OK, repeated(2 + s % 3, micros));
          writer.statuses(s, request.getKey(), 200, 2 + s % 3);
        }
        if (s >= 5) {
          writer.requests(s, "Checkout / Pay / POST /payments/authorise", Status.KO, repeated(1, 2_500_000));
          writer.statuses(s, "Checkout / Pay / POST /payments/authorise", 502, 1);
          writer.errors(s, "Checkout / Pay / POST /payments/authorise", "STATUS", 1, "status 502 (expected 2xx)");
        }
        if (s == 12) {
          writer.requests(s, "POST /login", Status.KO, repeated(2, 10_000_000));
          writer.errors(s, "POST /login", "TIMEOUT", 2, "no response within 10000 ms");
        }
        writer.groups(s, "Browse", Status.OK, repeated(1, 2_000_000), repeated(1, 1_540_000));
        writer.groups(s, "Checkout / Pay", Status.OK, repeated(1, 2_600_000), repeated(1, 2_500_000));
        writer.groups(s, "Checkout", Status.OK, repeated(1, 3_200_000), repeated(1, 2_880_000));
        writer.health(s, 35, 2, 900);
        if (s >= 2) {
          writer.customCounter(s, "orders placed", 1 + s % 2);
        }
        writer.customGauge(s, "basket size", s % 5, s % 5, s % 5 + 1);
        Histogram items = repeated(2, 2 + s % 4);
        if (s == 9) {
          items.recordValue(40);
        }
        writer.customTrend(s, "items per order", items);
        writer.flush();
      }
      writer.end(START + 20_100, "completed");
    }
    return log;
  }
}
