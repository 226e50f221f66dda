package io.throng.dsl;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The {@code loadtest} section of the run's configuration, as a simulation reads it through
 * {@link Simulation#config()}: the engine's defaults, then the user's {@code loadtest.conf},
 * then {@code -Dloadtest.*} system properties. {@code config().getString("baseUrl")} is what
 * {@code -Dloadtest.baseUrl=...} sets.
 *
 * <p>A run fails before its first user when a {@code loadtest.*} key is set that neither the engine
 * nor the simulation reads, such as {@code -Dloadtest.durration=3s}: the keys a simulation reads
 * here in its constructor, its field initializers or {@code before()} (with or without a fallback)
 * count as known; read a key of your own there, not first inside a session function.
 *
 * <p>The engine supplies the implementation; the DSL only defines what a simulation may ask.
 */
public interface SimulationConfig {

  /** The value at {@code path}, if set. */
  Optional<String> findString(String path);

  /** The duration at {@code path} ({@code 30s}, {@code 10 minutes}, ...), if set. */
  Optional<Duration> findDuration(String path);

  /** The whole number at {@code path}, if set. */
  Optional<Long> findLong(String path);

  /** The value at {@code path}; a clear error says how to set it when it is missing. */
  default String getString(String path) {
    return findString(path).orElseThrow(() -> missing(path));
  }

  default String getString(String path, String fallback) {
    return findString(path).orElse(fallback);
  }

  default Duration getDuration(String path) {
    return findDuration(path).orElseThrow(() -> missing(path));
  }

  default Duration getDuration(String path, Duration fallback) {
    return findDuration(path).orElse(fallback);
  }

  default long getLong(String path, long fallback) {
    return findLong(path).orElse(fallback);
  }

  private static IllegalStateException missing(String path) {
    return new IllegalStateException(
        "no configuration value for loadtest." + path + ": pass -Dloadtest." + path
            + "=... or add " + path + " = ... to loadtest.conf");
  }

  /** A configuration with nothing set: every lookup falls back to its default. */
  SimulationConfig EMPTY = of(Map.of());

  /**
   * A configuration of fixed values, for a unit test of a simulation without a run: strings,
   * {@link Duration}s and whole numbers, keyed as {@code config()} reads them (no {@code loadtest.}).
   *
   * <pre>{@code
   * SimulationPlan plan = SimulationConfig.using(
   *     SimulationConfig.of(Map.of("baseUrl", "http://127.0.0.1:8080", "users", 20)), Checkout::new).toPlan();
   * }</pre>
   */
  static SimulationConfig of(Map<String, ?> values) {
    return new MapConfig(values);
  }

  /**
   * Runs {@code construction} (typically a simulation's constructor) with {@code config} as
   * what {@link Simulation#config()} returns. The engine calls this, and so may a unit test of a
   * simulation, with {@link #of}.
   */
  static <T> T using(SimulationConfig config, Supplier<T> construction) {
    return ConfigScope.using(config, construction);
  }
}
