package io.throng.engine.testing;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real run in the background whose console a test watches, as a user watching a dashboard
 * would: wait for a line, read the Prometheus port it printed, scrape it, then take the result.
 */
public final class ConsoleRun {

  private static final Pattern METRICS_PORT = Pattern.compile("Prometheus metrics on http://127\\.0\\.0\\.1:(\\d+)/metrics");
  private static final HttpClient SCRAPER = HttpClient.newHttpClient();
  private static final long WAIT_NANOS = TimeUnit.SECONDS.toNanos(30);

  private final ByteArrayOutputStream printed;
  private final CompletableFuture<RunResult> run;

  private ConsoleRun(ByteArrayOutputStream printed, CompletableFuture<RunResult> run) {
    this.printed = printed;
    this.run = run;
  }

  /** Starts {@code simulation} with {@link #options} built on {@code printed}. */
  public static ConsoleRun start(Class<? extends Simulation> simulation, ByteArrayOutputStream printed,
      RunOptions options) {
    return new ConsoleRun(printed, CompletableFuture.supplyAsync(() -> {
      try {
        return Engine.run(simulation, options);
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    }));
  }

  /**
   * Options of a test run: its base URL, a console every second printing into {@code printed}, no
   * warm-up, live metrics (when asked for) on loopback only, then {@code properties} as key, value pairs.
   */
  public static RunOptions options(Path results, String baseUrl, ByteArrayOutputStream printed, String... properties) {
    Map<String, String> all = new HashMap<>(Map.of("loadtest.baseUrl", baseUrl, "loadtest.console.interval", "1s",
        "loadtest.warmup", "0s", "loadtest.prometheus.host", "127.0.0.1"));
    for (int i = 0; i < properties.length; i += 2) {
      all.put(properties[i], properties[i + 1]);
    }
    return new RunOptions(results, all, new PrintStream(printed, true, StandardCharsets.UTF_8));
  }

  /** Waits until the run printed {@code line}; returns when it did, by {@link System#nanoTime()}. */
  public long awaitLine(String line) throws InterruptedException {
    long deadline = System.nanoTime() + WAIT_NANOS;
    while (!printed().contains(line)) {
      assertThat(run).as("the run goes on").isNotCompletedExceptionally();
      assertThat(System.nanoTime()).as("printed " + line + " in time: " + printed()).isLessThan(deadline);
      Thread.sleep(10);
    }
    return System.nanoTime();
  }

  /** The port of {@code /metrics} the run printed. */
  public int metricsPort() {
    Matcher port = METRICS_PORT.matcher(printed());
    assertThat(port.find()).as(printed()).isTrue();
    return Integer.parseInt(port.group(1));
  }

  /** One scrape of {@code /metrics} on loopback; it must answer 200. */
  public static String scrape(int port) throws IOException, InterruptedException {
    HttpResponse<String> response = SCRAPER.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics")).build(),
        HttpResponse.BodyHandlers.ofString());
    assertThat(response.statusCode()).isEqualTo(200);
    return response.body();
  }

  public RunResult result() throws Exception {
    return run.get(30, TimeUnit.SECONDS);
  }

  public String printed() {
    return printed.toString(StandardCharsets.UTF_8);
  }
}
