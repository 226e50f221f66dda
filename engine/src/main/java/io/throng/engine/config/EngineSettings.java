package io.throng.engine.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.Map;

/**
 * The engine's own settings, read from the {@code loadtest} section; every default is in the
 * engine's {@code reference.conf}.
 *
 * @param section the whole {@code loadtest} section, which simulations read through
 *     {@link TypesafeSimulationConfig}
 * @param maxBodyBytes the most of a response body kept when a check reads it
 * @param maxRequestNames how many distinct request names the run's statistics keep apart
 */
public record EngineSettings(
    Config section,
    Duration consoleInterval,
    int eventLoops,
    Duration gracePeriod,
    Duration connectTimeout,
    Duration requestTimeout,
    long maxBodyBytes,
    int maxRequestNames) {

  /** How many request names are kept apart, under {@link #ROOT}: {@code -Dloadtest.maxRequestNames=10000}. */
  public static final String MAX_REQUEST_NAMES = "maxRequestNames";

  /** How often the live console prints, under {@link #ROOT}: {@code -Dloadtest.console.interval=10s}. */
  public static final String CONSOLE_INTERVAL = "console.interval";

  /** Where a setting of {@code overrides} says it came from, in an unknown-key message. */
  public static final String OVERRIDES_ORIGIN = "the run's overrides (a --config file or the plugin's <config>)";

  /** The configuration root path every Throng setting lives under. */
  public static final String ROOT = "loadtest";

  /**
   * Loads the layers, highest priority first: {@code overrides} (full paths such as
   * {@code loadtest.baseUrl}), system properties, {@code loadtest.conf} on the class path, then
   * {@code reference.conf}.
   */
  public static EngineSettings load(ClassLoader classLoader, Map<String, String> overrides) {
    ConfigFactory.invalidateCaches();
    Config config =
        ConfigFactory.parseMap(overrides, OVERRIDES_ORIGIN)
            .withFallback(ConfigFactory.load(classLoader, ROOT))
            .resolve();
    Config section = config.getConfig(ROOT);
    int loops = section.getInt("eventLoops");
    Duration consoleInterval = section.getDuration(CONSOLE_INTERVAL);
    if (consoleInterval.compareTo(Duration.ofSeconds(1)) < 0) {
      throw new IllegalArgumentException(ROOT + "." + CONSOLE_INTERVAL + " must be >= 1s (the console prints whole"
          + " seconds of figures), was " + section.getValue(CONSOLE_INTERVAL).unwrapped());
    }
    int maxRequestNames = section.getInt(MAX_REQUEST_NAMES);
    if (maxRequestNames < 1) {
      throw new IllegalArgumentException(
          ROOT + "." + MAX_REQUEST_NAMES + " must be >= 1, was " + maxRequestNames);
    }
    return new EngineSettings(
        section,
        consoleInterval,
        loops > 0 ? loops : Runtime.getRuntime().availableProcessors(),
        section.getDuration("gracePeriod"),
        section.getDuration("http.connectTimeout"),
        section.getDuration("http.requestTimeout"),
        section.getBytes("http.maxBodyBytes"),
        maxRequestNames);
  }
}
