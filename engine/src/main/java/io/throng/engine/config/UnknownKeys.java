package io.throng.engine.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigValue;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Fails a run whose {@code loadtest.*} settings name a key nothing reads, such as
 * {@code -Dloadtest.durration=3s}: a typo would otherwise leave the run on its default without a
 * word. Known keys are those of the engine's {@code reference.conf}, its optional {@code seed},
 * the tool settings below, and those the simulation read through {@code config()} (with or without a
 * fallback) by the time the check runs.
 *
 * <pre>{@code
 * UnknownKeys.requireNone(settings.section(), classLoader, simulationConfig.readPaths());
 * }</pre>
 */
public final class UnknownKeys {

  /** The one engine key {@code reference.conf} gives no value, as a run draws its seed when unset. */
  private static final String SEED = "seed";

  /**
   * Settings of the command line and the Maven plugin, which share the {@code loadtest} prefix and
   * reach the run's JVM as system properties (a key or a prefix of keys).
   */
  public static final List<String> TOOL_SETTINGS = List.of(
      "abSummary", "kubernetes", "sweep", "resultsDirectory", "skip", "jvmArgs", "fork", "config",
      "failOnAssertion", "failOnInvalid", "all", "runs", "shards", "startDelay", "reportDirectory", "comparisonDirectory",
      "baseline", "repeat", "tolerance", "failOnRegression", "history", "historyLabel", "trendDirectory");

  private UnknownKeys() {}

  /**
   * @param section the run's whole {@code loadtest} section, every layer merged
   * @param read the paths (below {@code loadtest}) the simulation asked for
   * @throws IllegalArgumentException naming each unknown key, where it was set and the closest
   *     known key
   */
  public static void requireNone(Config section, ClassLoader classLoader, Set<String> read) {
    requireAllInsideTheSection(classLoader);
    // Unresolved: the resolved reference holds the system properties too, typos included.
    Config reference = ConfigFactory.defaultReferenceUnresolved(classLoader).getConfig(EngineSettings.ROOT);
    Set<String> known = new TreeSet<>(read);
    reference.entrySet().forEach(entry -> known.add(entry.getKey()));
    known.add(SEED);
    List<String> problems = section.entrySet().stream()
        .map(Map.Entry::getKey)
        .filter(key -> !isKnown(key, known, reference))
        .sorted()
        .map(key -> describe(key, section.getValue(key), known))
        .toList();
    if (!problems.isEmpty()) {
      throw new IllegalArgumentException(String.join("\n", problems)
          + "\nFix the spelling or remove the setting; a simulation's own keys count once its constructor,"
          + " field initializers or before() read them through config().");
    }
  }

  /**
   * A key of {@code loadtest.conf} outside its {@code loadtest} section ({@code baseUrl = ...} at
   * the top) is read by nothing, whatever its name: the file is Throng's own, so it is an error.
   */
  private static void requireAllInsideTheSection(ClassLoader classLoader) {
    ConfigObject file = ConfigFactory.parseResourcesAnySyntax(classLoader, EngineSettings.ROOT).root();
    List<String> outside = file.keySet().stream().filter(key -> !key.equals(EngineSettings.ROOT)).sorted().toList();
    if (!outside.isEmpty()) {
      String first = outside.get(0);
      throw new IllegalArgumentException(outside.stream()
          .map(key -> "setting " + key + " outside the loadtest section (set in " + file.get(key).origin().description()
              + "), where nothing reads it")
          .collect(Collectors.joining("\n"))
          + "\nPut it inside the section: loadtest { " + first + " = ... }, or write loadtest." + first + " = ...");
    }
  }

  private static boolean isKnown(String key, Set<String> known, Config reference) {
    if (known.contains(key) || TOOL_SETTINGS.contains(key)) {
      return true;
    }
    // A key below a known prefix (kubernetes.image) or below an object reference.conf leaves
    // empty, which is a map of per-name settings: any name may go there.
    for (int dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
      String prefix = key.substring(0, dot);
      if (TOOL_SETTINGS.contains(prefix) || isEmptyObject(reference, prefix)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isEmptyObject(Config reference, String path) {
    return reference.hasPathOrNull(path) && !reference.getIsNull(path)
        && reference.getValue(path) instanceof ConfigObject object && object.isEmpty();
  }

  private static String describe(String key, ConfigValue value, Set<String> known) {
    String full = EngineSettings.ROOT + "." + key;
    String hint = ClosestName.to(key, known)
        .map(closest -> "; did you mean " + EngineSettings.ROOT + "." + closest + "?")
        .orElse("; known keys: " + known.stream().collect(Collectors.joining(", ")));
    return "unknown setting " + full + " (set in " + value.origin().description() + ")" + hint;
  }
}
