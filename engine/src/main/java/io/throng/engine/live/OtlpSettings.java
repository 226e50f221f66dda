package io.throng.engine.live;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigValue;
import com.typesafe.config.ConfigValueType;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The {@code loadtest.otlp} settings: where the run pushes its metrics over OTLP/HTTP, if anywhere,
 * how often, and the headers the receiver wants (often an API key, so {@link #toString()} names
 * them without their values).
 *
 * <pre>{@code
 * OtlpSettings otlp = OtlpSettings.from(settings.section());  // -Dloadtest.otlp.endpoint=http://127.0.0.1:4318
 * }</pre>
 *
 * @param endpoint the receiver's metrics URL, {@code /v1/metrics} added when it has no path; empty when {@link #OFF}
 */
public record OtlpSettings(Optional<URI> endpoint, Duration interval, Duration timeout, Map<String, String> headers) {

  /** The endpoint setting's value that pushes nothing, its default. */
  public static final String OFF = "off";

  /** The path OTLP/HTTP receivers take metrics on. */
  static final String METRICS_PATH = "/v1/metrics";

  static final String ENDPOINT = "otlp.endpoint";
  static final String INTERVAL = "otlp.interval";
  static final String TIMEOUT = "otlp.timeout";
  static final String HEADERS = "otlp.headers";

  public OtlpSettings {
    headers = Map.copyOf(headers);
  }

  /** Reads and checks the settings of the run's {@code loadtest} section. */
  public static OtlpSettings from(Config section) {
    Duration interval = section.getDuration(INTERVAL);
    if (interval.compareTo(Duration.ofSeconds(1)) < 0) {
      throw new IllegalArgumentException("loadtest." + INTERVAL + " must be at least 1s (the figures change once a"
          + " second), was " + section.getString(INTERVAL));
    }
    Duration timeout = section.getDuration(TIMEOUT);
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("loadtest." + TIMEOUT + " must be more than 0s, was "
          + section.getString(TIMEOUT));
    }
    Map<String, String> headers = new TreeMap<>();
    for (Map.Entry<String, ConfigValue> header : section.getObject(HEADERS).entrySet()) {
      if (header.getValue().valueType() == ConfigValueType.OBJECT || header.getValue().valueType() == ConfigValueType.LIST) {
        throw new IllegalArgumentException("loadtest." + HEADERS + "." + header.getKey() + " must be one text value,"
            + " the header's; quote a name that holds dots: loadtest.otlp.headers.\"x.api.key\" = ...");
      }
      headers.put(header.getKey(), String.valueOf(header.getValue().unwrapped()));
    }
    String endpoint = section.getValue(ENDPOINT).unwrapped().toString().trim();
    return new OtlpSettings(endpoint.equals(OFF) ? Optional.empty() : Optional.of(metricsUri(endpoint)), interval,
        timeout, headers);
  }

  private static URI metricsUri(String text) {
    try {
      URI uri = new URI(text);
      if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null
          && uri.getRawUserInfo() == null) {
        return uri.getRawPath() == null || uri.getRawPath().isEmpty() || uri.getRawPath().equals("/")
            ? uri.resolve(METRICS_PATH) : uri;
      }
    } catch (URISyntaxException e) {
      // described below
    }
    throw new IllegalArgumentException("loadtest." + ENDPOINT + " must be the http:// or https:// URL of an OTLP/HTTP"
        + " receiver, such as http://127.0.0.1:4318 (" + METRICS_PATH + " is added), with credentials in"
        + " loadtest." + HEADERS + " rather than the URL; " + OFF + " pushes nothing");
  }

  /** The settings with the headers' names only: their values are often secrets. */
  @Override
  public String toString() {
    return "OtlpSettings[endpoint=" + endpoint.map(URI::toString).orElse(OFF) + ", interval=" + interval
        + ", timeout=" + timeout + ", headers=" + headers.keySet() + "]";
  }
}
