package io.throng.engine.live;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import io.prometheus.metrics.model.snapshots.Labels;
import io.throng.dsl.model.CustomMetric;
import io.throng.engine.stats.IntervalListener;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.sdk.resources.Resource;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The run's live outputs, fed from the figures the stats collector hears each second: when
 * {@code loadtest.prometheus.port} is set, an HTTP server on it serving {@code /metrics} (text,
 * OpenMetrics or protobuf, as the scraper asks; native histograms need protobuf); when
 * {@code loadtest.otlp.endpoint} is set, a push of the same figures over OTLP/HTTP every
 * {@code loadtest.otlp.interval}, and a last one when closed.
 *
 * <pre>{@code
 * try (LiveMetrics live = LiveMetrics.start(PrometheusSettings.from(section), OtlpSettings.from(section),
 *     simulation, runId, shard, console)) {
 *   run(live.listener());
 *   live.linger(stop);        // the last scrape sees the totals
 * }                           // the last push carries them
 * }</pre>
 */
public final class LiveMetrics implements AutoCloseable {

  private final IntervalListener listener;
  private final HTTPServer server;
  private final OtlpPush push;
  private final Duration grace;
  private final PrintStream console;

  private LiveMetrics(IntervalListener listener, HTTPServer server, OtlpPush push, Duration grace,
      PrintStream console) {
    this.listener = listener;
    this.server = server;
    this.push = push;
    this.grace = grace;
    this.console = console;
  }

  /** Live outputs that show nothing, for runs that ask for none. */
  public static LiveMetrics none() {
    return new LiveMetrics(IntervalListener.NONE, null, null, Duration.ZERO, null);
  }

  /**
   * Starts the outputs the settings ask for, if any, before the run: a port in use fails here,
   * not a minute into the run.
   *
   * @param simulation the simulation's name, a label of every series
   * @param runId names the run, the same on every shard of it
   * @param shard the shard's index, 0 when the run is not sharded
   * @param customMetrics the simulation's custom metrics, exported beside the run's figures
   * @throws IllegalArgumentException when the port is taken, or two custom metrics would share a
   *     name, saying what to do
   */
  public static LiveMetrics start(PrometheusSettings prometheus, OtlpSettings otlp, String simulation, String runId,
      int shard, List<CustomMetric> customMetrics, PrintStream console) {
    if (prometheus.port().isEmpty() && otlp.endpoint().isEmpty()) {
      return none();
    }
    CustomNames.requireDistinct(customMetrics);
    List<RunTotals.View> views = new ArrayList<>();
    HTTPServer server = null;
    if (prometheus.port().isPresent()) {
      PrometheusMetrics metrics =
          new PrometheusMetrics(Labels.of("simulation", simulation, "run_id", runId, "shard", "" + shard));
      views.add(metrics);
      server = serve(prometheus, metrics, console);
    }
    OtlpPush push = null;
    if (otlp.endpoint().isPresent()) {
      Resource resource = Resource.getDefault().merge(Resource.create(Attributes.builder()
          .put("service.name", "throng").put("simulation", simulation).put("run_id", runId).put("shard", "" + shard)
          .build()));
      OtlpMetrics metrics = new OtlpMetrics(resource);
      views.add(metrics);
      push = OtlpPush.start(otlp, metrics, resource, console);
    }
    return new LiveMetrics(new RunTotals(views, customMetrics), server, push, prometheus.grace(), console);
  }

  private static HTTPServer serve(PrometheusSettings settings, PrometheusMetrics metrics, PrintStream console) {
    PrometheusRegistry registry = new PrometheusRegistry();
    registry.register(metrics);
    int port = settings.port().getAsInt();
    try {
      HTTPServer server = HTTPServer.builder().hostname(settings.host()).port(port).registry(registry)
          .buildAndStart();
      console.printf("Prometheus metrics on http://%s:%d/metrics (loadtest.prometheus.port)%n", settings.host(),
          server.getPort());
      return server;
    } catch (IOException e) {
      throw new IllegalArgumentException("loadtest.prometheus.port " + port + " cannot be served on " + settings.host()
          + " (" + e.getMessage() + "): another run or exporter may hold it; choose a free port, 0 for any free"
          + " one, or " + PrometheusSettings.OFF, e);
    }
  }
  /** What the stats collector tells the outputs each step and second. */
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
    try {
      if (push != null) {
        push.close();
      }
    } finally {
      if (server != null) {
        server.close();
      }
    }
  }
}
