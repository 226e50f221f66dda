package io.throng.kubernetes;

import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * The {@code loadtest.*} properties of a build that configure the run itself: every shard's JVM
 * gets them as {@code -D} options, as {@code loadtest:run} passes them to its fork.
 *
 * <pre>{@code
 * Map<String, String> run = RunProperties.of(session.getSystemProperties(), session.getUserProperties());
 * }</pre>
 */
public final class RunProperties {

  /** Properties that configure the plugin, not the run: they stay out of the pods. */
  static final List<String> PLUGIN_PROPERTIES = List.of(
      "loadtest.kubernetes.", "loadtest.resultsDirectory", "loadtest.skip", "loadtest.jvmArgs");

  private RunProperties() {}

  /** The run's properties among {@code sources}, a later source winning, sorted by key. */
  public static Map<String, String> of(Properties... sources) {
    Map<String, String> properties = new TreeMap<>();
    for (Properties source : sources) {
      source.stringPropertyNames().stream()
          .filter(key -> key.startsWith("loadtest."))
          .filter(key -> PLUGIN_PROPERTIES.stream().noneMatch(key::startsWith))
          .forEach(key -> properties.put(key, source.getProperty(key)));
    }
    return properties;
  }
}
