package io.throng.maven;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The {@code loadtest.*} properties of a build that configure the run itself, not the plugin:
 * what {@code loadtest:run} passes to its forked JVM and {@code loadtest:kubernetes} to every
 * shard's pod, as {@code -D} options. One list for both, so a plugin setting never leaks into a run.
 *
 * <pre>{@code
 * Map<String, String> run = RunProperties.of(session.getSystemProperties(), session.getUserProperties());
 * }</pre>
 */
final class RunProperties {

  /** Properties (or prefixes, ending in a dot) that configure the plugin, not the run. */
  static final List<String> PLUGIN_PROPERTIES = List.of(
      "loadtest.kubernetes.", "loadtest.sweep.", "loadtest.resultsDirectory", "loadtest.skip", "loadtest.jvmArgs",
      "loadtest.fork", "loadtest.config", "loadtest.failOnAssertion", "loadtest.all", "loadtest.runs",
      "loadtest.shards", "loadtest.startDelay", "loadtest.reportDirectory", "loadtest.comparisonDirectory",
      "loadtest.aotCache");

  private RunProperties() {}

  /** The run's properties among {@code sources}, a later source winning, sorted by key. */
  static Map<String, String> of(Properties... sources) {
    Map<String, String> properties = new TreeMap<>();
    for (Properties source : sources) {
      source.stringPropertyNames().stream()
          .filter(key -> key.startsWith("loadtest."))
          .filter(key -> PLUGIN_PROPERTIES.stream()
              .noneMatch(plugin -> plugin.endsWith(".") ? key.startsWith(plugin) : key.equals(plugin)))
          .forEach(key -> properties.put(key, source.getProperty(key)));
    }
    return properties;
  }
}
