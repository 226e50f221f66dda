package io.throng.engine.live;

import io.opentelemetry.exporter.otlp.http.metrics.OtlpHttpMetricExporter;
import io.opentelemetry.exporter.otlp.http.metrics.OtlpHttpMetricExporterBuilder;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.common.InternalTelemetryVersion;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.export.PeriodicMetricReader;
import io.opentelemetry.sdk.resources.Resource;
import java.io.PrintStream;
import java.net.URI;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Pushes {@link OtlpMetrics} to an OTLP/HTTP receiver every {@code loadtest.otlp.interval} from
 * the SDK's own thread, and once more when closed, so that the totals arrive. A push that fails is
 * told once on the console and never retried: the next push carries the cumulative figures anyway,
 * and the run goes on at its pace. The header values are handed to the exporter and shown nowhere.
 * The SDK's own telemetry of its reader stays off: it would push a second resource without the run's
 * labels into the user's backend.
 *
 * <pre>{@code
 * try (OtlpPush push = OtlpPush.start(settings, metrics, resource, console)) {
 *   run();
 * }                                  // the final push, within loadtest.otlp.timeout
 * }</pre>
 */
final class OtlpPush implements AutoCloseable {

  /**
   * The SDK logs each failure through java.util.logging, twice (the exporter with the reason, the
   * reader after it) and a few times a minute: the whole SDK's logger, so that none of it repeats.
   */
  private static final String SDK_LOGGER = "io.opentelemetry";

  private final SdkMeterProvider provider;
  private final OtlpSettings settings;
  private final Logger sdkLogger = Logger.getLogger(SDK_LOGGER);
  private final boolean sdkUsedParentHandlers;
  private final OnceWarning warning;

  private OtlpPush(SdkMeterProvider provider, OtlpSettings settings, OnceWarning warning) {
    this.provider = provider;
    this.settings = settings;
    this.warning = warning;
    this.sdkUsedParentHandlers = sdkLogger.getUseParentHandlers();
    sdkLogger.addHandler(warning);
    sdkLogger.setUseParentHandlers(false);
  }

  /** Starts pushing {@code metrics} as {@code settings} ask; the first push comes an interval from now. */
  static OtlpPush start(OtlpSettings settings, OtlpMetrics metrics, Resource resource, PrintStream console) {
    URI endpoint = settings.endpoint().orElseThrow();
    OtlpHttpMetricExporterBuilder exporter = OtlpHttpMetricExporter.builder()
        .setEndpoint(endpoint.toString())
        .setTimeout(settings.timeout())
        .setRetryPolicy(null);
    settings.headers().forEach(exporter::addHeader);
    SdkMeterProvider provider = SdkMeterProvider.builder()
        .setResource(resource)
        .registerMetricProducer(metrics)
        .registerMetricReader(PeriodicMetricReader.builder(exporter.build()).setInterval(settings.interval())
            .setExporterTimeout(settings.timeout()).setInternalTelemetryVersion(InternalTelemetryVersion.LEGACY).build())
        .build();
    String shown = shown(endpoint);
    console.printf("OTLP metrics to %s every %d s (loadtest.otlp.endpoint)%n", shown, settings.interval().toSeconds());
    return new OtlpPush(provider, settings, new OnceWarning(console, shown));
  }

  /** Scheme, host, port and path: a query may carry a key. */
  private static String shown(URI endpoint) {
    return endpoint.getScheme() + "://" + endpoint.getHost() + (endpoint.getPort() < 0 ? "" : ":" + endpoint.getPort())
        + endpoint.getRawPath();
  }

  /** Pushes the final figures, waiting at most {@code loadtest.otlp.timeout} and a second for them. */
  @Override
  public void close() {
    try {
      CompletableResultCode shutdown = provider.shutdown()
          .join(settings.timeout().toMillis() + 1_000, TimeUnit.MILLISECONDS);
      if (!shutdown.isDone()) {
        warning.tell("the final push did not complete within loadtest.otlp.timeout (" + settings.timeout().toSeconds()
            + " s)");
      }
    } finally {
      sdkLogger.removeHandler(warning);
      sdkLogger.setUseParentHandlers(sdkUsedParentHandlers);
    }
  }

  /** Tells the first failure the SDK logs on the console, and no other: one line, however long the run. */
  private static final class OnceWarning extends Handler {

    /** Enough of a receiver's error body to say what it wants, never a screenful. */
    private static final int MAX_REASON = 300;

    private final PrintStream console;
    private final String endpoint;
    private final AtomicBoolean told = new AtomicBoolean();

    OnceWarning(PrintStream console, String endpoint) {
      this.console = console;
      this.endpoint = endpoint;
    }

    @Override
    public void publish(LogRecord record) {
      if (record.getLevel().intValue() >= Level.WARNING.intValue()) {
        String reason = record.getMessage();
        if (record.getThrown() != null) {
          reason += " (" + record.getThrown() + ")";
        }
        tell(reason);
      }
    }

    void tell(String reason) {
      if (told.compareAndSet(false, true)) {
        String shortened = reason.length() > MAX_REASON ? reason.substring(0, MAX_REASON) + "…" : reason;
        console.printf("Warning: OTLP push to %s failed: %s. The run goes on; further failures are not shown.%n",
            endpoint, shortened.strip());
      }
    }

    @Override
    public void flush() {
      console.flush();
    }

    @Override
    public void close() {
      // the console is the run's, not this handler's
    }
  }
}
