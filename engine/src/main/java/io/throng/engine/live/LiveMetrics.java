package io.throng.engine.live;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.Labels;
import io.throng.engine.stats.IntervalListener;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The run's live outputs: when {@code loadtest.prometheus.port} is set, an HTTP server on it
 * serving {@code /metrics} (text, OpenMetrics or protobuf, as the scraper asks; native histograms
 * need protobuf) from the figures the stats collector hears each second.
 *
 * <pre>{@code
 * try (LiveMetrics live = LiveMetrics.start(PrometheusSettings.from(section), runLabels, console)) {
 *   run(live.listener());
 *   live.linger(stop);        // the last scrape sees the totals
 * }
 * }</pre>
 */
public final class LiveMetrics implements AutoCloseable {

  private final IntervalListener listener;
  private final HTTPServer server;
  private final Duration grace;
  private final PrintStream console;

  private LiveMetrics(IntervalListener listener, HTTPServer server, Duration grace, PrintStream console) {
    this.listener = listener;
    this.server = server;
    this.grace = grace;
    this.console = console;
  }

  /** Live outputs that show nothing, for runs that ask for none. */
  public static LiveMetrics none() {
    return new LiveMetrics(IntervalListener.NONE, null, Duration.ZERO, null);
  }

  /**
   * Starts the endpoint the settings ask for, if any, before the run: a port in use fails here,
   * not a minute into the run.
   *
   * @param simulation the simulation's name, a label of every series
   * @param runId names the run, the same on every shard of it
   * @param shard the shard's index, 0 when the run is not sharded
   * @throws IllegalArgumentException when the port is taken, saying what to do
   */
  public static LiveMetrics start(PrometheusSettings settings, String simulation, String runId, int shard,
      PrintStream console) {
    if (settings.port().isEmpty()) {
      return none();
    }
    RunMetrics metrics = new RunMetrics(Labels.of("simulation", simulation, "run_id", runId, "shard", "" + shard));
    PrometheusRegistry registry = new PrometheusRegistry();
    registry.register(metrics);
    int port = settings.port().getAsInt();
    try {
      HTTPServer server = HTTPServer.builder().hostname(settings.host()).port(port).registry(registry)
          .buildAndStart();
      console.printf("Prometheus metrics on http://%s:%d/metrics (loadtest.prometheus.port)%n", settings.host(),
          server.getPort());
      return new LiveMetrics(metrics, server, settings.grace(), console);
    } catch (IOException e) {
      throw new IllegalArgumentException("loadtest.prometheus.port " + port + " cannot be served on " + settings.host()
          + " (" + e.getMessage() + "): another run or exporter may hold it; choose a free port, 0 for any free"
          + " one, or " + PrometheusSettings.OFF, e);
    }
  }

  /** What the stats collector tells the endpoint each step and second. */
  public IntervalListener listener() {
    return listener;
  }

  /** The port {@code /metrics} is served on, or -1 when it is not served. */
  public int port() {
    return server == null ? -1 : server.getPort();
  }

  /**
   * After the run's end, keeps serving its final figures for {@code loadtest.prometheus.grace}, so
   * that the next scrape sees them, or until {@code stop} completes (a second Ctrl-C).
   */
  public void linger(CompletableFuture<?> stop) throws InterruptedException {
    if (server == null || grace.isZero()) {
      return;
    }
    console.printf("Serving the final metrics for %d s more (loadtest.prometheus.grace)%n", grace.toSeconds());
    try {
      stop.get(grace.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException | ExecutionException e) {
      // the grace has passed, or the stop request failed: either way it is time to stop serving
    }
  }

  @Override
  public void close() {
    if (server != null) {
      server.close();
    }
  }
}
