package io.throng.app;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigValueType;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * A configuration file given with {@code --config} (or the plugin's {@code config} parameter):
 * HOCON like {@code loadtest.conf}, whose {@code loadtest.*} settings become the run's overrides.
 * They win over {@code loadtest.conf} and the engine's defaults; {@code -Dloadtest.*} system
 * properties still win over them, so one file can hold a nightly profile and a command line can
 * adjust it.
 *
 * <pre>{@code
 * Map<String, String> overrides = ConfigFile.read(Path.of("nightly.conf"), System.getProperties());
 * }</pre>
 */
final class ConfigFile {

  private static final String ROOT = "loadtest";

  private ConfigFile() {}

  /**
   * The file's {@code loadtest.*} settings with their full paths, minus those {@code system}
   * sets; other sections are ignored.
   *
   * @throws IllegalArgumentException if the file is missing, unreadable or holds a list or
   *     object where a single value must be
   */
  static Map<String, String> read(Path file, Properties system) {
    if (!Files.isRegularFile(file)) {
      throw new IllegalArgumentException("config file " + file.toAbsolutePath() + " does not exist");
    }
    Config config;
    try {
      config = ConfigFactory.parseFile(file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false)).resolve();
    } catch (ConfigException e) {
      throw new IllegalArgumentException("config file " + file + " is not valid HOCON: " + e.getMessage(), e);
    }
    Map<String, String> overrides = new TreeMap<>();
    if (!config.hasPath(ROOT)) {
      return overrides;
    }
    config.getConfig(ROOT).entrySet().forEach(entry -> {
      String key = ROOT + "." + entry.getKey();
      if (entry.getValue().valueType() == ConfigValueType.LIST) {
        throw new IllegalArgumentException(
            "config file " + file + ": " + key + " is a list; only single values can be set there");
      }
      if (system.getProperty(key) == null) {
        overrides.put(key, String.valueOf(entry.getValue().unwrapped()));
      }
    });
    return overrides;
  }
}
