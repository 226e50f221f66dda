package io.throng.app;

import io.throng.dsl.model.BaselineSpec;
import io.throng.dsl.model.SimulationPlan;
import io.throng.report.BaselineFiles;
import io.throng.report.baseline.Tolerances;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The settings that make a run repeat and judge it against a baseline, read by the app itself
 * (not the engine) from {@code -D} system properties, else the {@code --config} file, else the
 * simulation's {@code setUp(...).baseline(...)}: {@code loadtest.baseline} (the baseline file),
 * {@code loadtest.repeat} (how many times the simulation runs, each in its own run folder; {@code
 * --repeat} wins), {@code loadtest.tolerance.<metric>} and {@code loadtest.failOnRegression}
 * ({@code false} only warns). The command line wins over the code key by key: {@code
 * loadtest.baseline} replaces the file the setUp names, {@code loadtest.tolerance.p95} only the
 * p95's tolerance. Read once before the first run, so a misspelt value fails at once.
 *
 * <pre>{@code
 * BaselineSettings settings = BaselineSettings.read(System.getProperties(), overrides, Optional.empty(), plan);
 * }</pre>
 *
 * @param file the baseline to judge the runs against, when given
 * @param declared whether {@code file} is the one the simulation's setUp names, no setting replacing it
 * @param repeat how many times the simulation runs, one after another
 */
record BaselineSettings(Optional<Path> file, boolean declared, int repeat, Tolerances tolerances,
    boolean failOnRegression) {

  static final String FILE = "loadtest.baseline";
  static final String REPEAT = "loadtest.repeat";
  static final String TOLERANCE_PREFIX = "loadtest.tolerance.";
  static final ToolSwitch FAIL_ON_REGRESSION = new ToolSwitch("loadtest.failOnRegression");

  /**
   * @param repeatArgument {@code --repeat}, which wins over {@code loadtest.repeat}
   * @param plan the simulation's plan, whose baseline the settings replace key by key
   * @throws IllegalArgumentException naming the setting whose value is wrong, and what it must be
   */
  static BaselineSettings read(Properties system, Map<String, String> overrides, Optional<Integer> repeatArgument,
      SimulationPlan plan) {
    Optional<BaselineSpec> declared = plan.baseline();
    Optional<Path> setting = setting(system, overrides, FILE).filter(value -> !value.isBlank()).map(Path::of);
    Optional<Path> file = setting.or(() -> declared.map(spec -> spec.file().map(Path::of)
        .orElseGet(() -> BaselineFiles.defaultFile(Path.of(""), plan.name()))));
    int repeat = repeatArgument.orElseGet(() -> setting(system, overrides, REPEAT).map(value -> count(REPEAT, value)).orElse(1));
    Map<String, String> tolerances = new HashMap<>();
    declared.ifPresent(spec -> spec.tolerances().forEach((metric, value) -> tolerances.put(metric.key(), value.toString())));
    overrides.forEach((key, value) -> putTolerance(tolerances, key, value));
    system.stringPropertyNames().forEach(key -> putTolerance(tolerances, key, system.getProperty(key)));
    Tolerances parsed;
    try {
      parsed = Tolerances.parse(tolerances);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("loadtest." + e.getMessage(), e);
    }
    return new BaselineSettings(file, setting.isEmpty() && declared.isPresent(), repeat, parsed,
        FAIL_ON_REGRESSION.read(system, overrides).orElse(true));
  }

  /** These settings judging against no baseline. */
  BaselineSettings withoutBaseline() {
    return new BaselineSettings(Optional.empty(), false, repeat, tolerances, failOnRegression);
  }

  /** How many times a run repeats, from {@code value} of {@code name}: a whole number >= 1. */
  static int count(String name, String value) {
    try {
      int count = Integer.parseInt(value.strip());
      if (count >= 1) {
        return count;
      }
    } catch (NumberFormatException e) {
      // said below
    }
    throw new IllegalArgumentException(name + " must be a whole number >= 1, was '" + value + "'");
  }

  private static Optional<String> setting(Properties system, Map<String, String> overrides, String name) {
    return Optional.ofNullable(system.getProperty(name, overrides.get(name)));
  }

  private static void putTolerance(Map<String, String> tolerances, String key, String value) {
    if (key.startsWith(TOLERANCE_PREFIX)) {
      tolerances.put(key.substring(TOLERANCE_PREFIX.length()), value);
    }
  }
}
