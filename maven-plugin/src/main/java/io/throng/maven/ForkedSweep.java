package io.throng.maven;

import io.throng.app.LevelSweep;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * Runs {@code loadtest:sweep} without needing Maven to be running: the app's {@link LevelSweep}
 * walks the levels and writes the sweep report, and each level is a {@link SimulationRunner} run of
 * the one simulation in a forked JVM, with {@code -Dloadtest.<parameter>=<level>} winning over
 * any other value of that setting.
 *
 * <pre>{@code
 * new ForkedSweep(log).run(sweepRequest); // throws when a level could not run
 * }</pre>
 *
 * <p>A level's failed assertions are warnings, not a reason to stop: past the capacity, levels
 * are expected to fail them. A level that could not run to the end stops the sweep; the page
 * then covers the levels before it.
 */
final class ForkedSweep {

  private final Log log;

  ForkedSweep(Log log) {
    this.log = log;
  }

  void run(SweepRequest sweep) throws MojoExecutionException {
    List<String> found = SimulationRunner.resolve(sweep.run());
    if (found.size() != 1) {
      throw new MojoExecutionException("a sweep runs one simulation, but " + sweep.run().simulation() + " names "
          + found.size() + ": " + String.join(", ", found) + "; pass one of them as -Dsimulation");
    }
    String simulation = found.get(0);
    Path directory = sweep.directory() != null
        ? sweep.directory() : LevelSweep.defaultDirectory(sweep.run().resultsDirectory(), simulation);
    LevelSweep levels = levels(sweep, directory);
    try {
      levels.run((parameter, value, results) -> runLevel(sweep.run(), simulation, parameter, value, results), log::info);
    } catch (IOException e) {
      throw new MojoExecutionException(e.getMessage(), e);
    }
  }

  /** The app's sweep for {@code sweep}; a bad value's message starts with the property as typed. */
  static LevelSweep levels(SweepRequest sweep, Path directory) throws MojoExecutionException {
    LevelSweep levels = checked(typed("parameter", sweep.parameter()) + " " + typed("levels", sweep.levels()),
        () -> LevelSweep.of(sweep.parameter(), sweep.levels(), directory));
    levels = limited(levels, "maxErrorPercent", sweep.maxErrorPercent(), LevelSweep::maxErrorPercent);
    levels = limited(levels, "maxP99", sweep.maxP99(), LevelSweep::maxP99);
    return levels.stopAtFirstBreak(sweep.stopAtFirstBreak());
  }

  private static LevelSweep limited(LevelSweep levels, String name, String value,
      BiFunction<LevelSweep, String, LevelSweep> set) throws MojoExecutionException {
    return value == null || value.isBlank() ? levels : checked(typed(name, value), () -> set.apply(levels, value));
  }

  private static String typed(String name, String value) {
    return "-Dloadtest.sweep." + name + "=" + (value == null ? "" : value);
  }

  private static LevelSweep checked(String typed, Supplier<LevelSweep> build) throws MojoExecutionException {
    try {
      return build.get();
    } catch (IllegalArgumentException e) {
      throw new MojoExecutionException(typed + ": " + e.getMessage(), e);
    }
  }

  private void runLevel(RunRequest base, String simulation, String parameter, String value, Path results)
      throws MojoExecutionException {
    try {
      new SimulationRunner(log).run(levelRequest(base, simulation, parameter, value, results));
    } catch (MojoFailureException e) {
      // Levels run with failOnAssertion off, so their failed assertions are only warned about.
      throw new MojoExecutionException(e.getMessage(), e);
    }
  }

  /**
   * The run of one level: {@code base} for {@code simulation} alone, forked, into {@code results},
   * failed assertions only warned about, and {@code -Dloadtest.<parameter>=<value>} winning over
   * any other value of the setting. The sweep's own {@code loadtest.sweep.*} settings need no
   * removing: like every plugin setting, they never reach a run (see {@code RunProperties}).
   */
  static RunRequest levelRequest(RunRequest base, String simulation, String parameter, String value, Path results) {
    String setting = "loadtest." + parameter;
    Properties user = without(base.userProperties(), setting);
    user.setProperty(setting, value);
    return new RunRequest(simulation, false, results, base.jvmArgs(), true, base.config(), false,
        base.baseDirectory(), base.classesDirectory(), base.testClassesDirectory(), base.projectArtifacts(),
        base.pluginArtifacts(), without(base.systemProperties(), setting), user)
        .withAotCacheDirectory(base.aotCacheDirectory());
  }

  /** A copy of {@code properties} without {@code setting}. */
  private static Properties without(Properties properties, String setting) {
    Properties copy = new Properties();
    properties.stringPropertyNames().stream()
        .filter(key -> !key.equals(setting))
        .forEach(key -> copy.setProperty(key, properties.getProperty(key)));
    return copy;
  }
}
