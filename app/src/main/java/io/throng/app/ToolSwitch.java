package io.throng.app;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * A true/false setting that the app reads itself rather than the engine (the ApacheBench summary,
 * failing an invalid run): from a {@code -D} system property, else the run's {@code --config} file.
 * Main reads each once before the run, so a misspelt value fails at once, not after the run.
 *
 * <pre>{@code
 * boolean fail = Verdict.FAIL_ON_INVALID.read(System.getProperties(), overrides).orElse(false);
 * }</pre>
 */
record ToolSwitch(String name) {

  /**
   * The switch's value, or empty when neither gives it.
   *
   * @throws IllegalArgumentException if it is set to something that is no boolean as HOCON reads
   *     one ({@code true}/{@code false}, {@code yes}/{@code no}, {@code on}/{@code off})
   */
  Optional<Boolean> read(Properties system, Map<String, String> overrides) {
    String value = system.getProperty(name, overrides.get(name));
    if (value == null) {
      return Optional.empty();
    }
    return switch (value.strip().toLowerCase(Locale.ROOT)) {
      case "true", "yes", "on" -> Optional.of(true);
      case "false", "no", "off" -> Optional.of(false);
      default -> throw new IllegalArgumentException(name + " must be true or false, was '" + value + "'");
    };
  }
}
