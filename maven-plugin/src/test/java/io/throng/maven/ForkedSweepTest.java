package io.throng.maven;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.maven.plugin.MojoExecutionException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What each level's run gets, and bad sweep settings named as typed; the invoker's sweep-and-compare runs one. */
class ForkedSweepTest {

  private static final Path PROJECT = Path.of("/work/project");

  @Test
  void eachLevelRunsTheOneSimulationForkedWithItsOwnSettingWinning() {
    Properties system = properties("loadtest.threads", "7", "loadtest.sweep.levels", "1,2", "java.version", "17");
    Properties user = properties("loadtest.threads", "9", "loadtest.baseUrl", "http://127.0.0.1:8080",
        "loadtest.sweep.parameter", "threads", "loadtest.sweep.maxP99", "1s");
    RunRequest base = new RunRequest("Sweep*", false, PROJECT.resolve("target/loadtest"), "-Xmx1g", false,
        PROJECT.resolve("ci.conf"), true, PROJECT, PROJECT.resolve("target/classes"),
        PROJECT.resolve("target/test-classes"), List.of(), List.of(), system, user)
        .withAotCacheDirectory(PROJECT.resolve("target/loadtest-aot"));

    RunRequest level = ForkedSweep.levelRequest(base, "perf.ThreadGroups", "threads", "500",
        PROJECT.resolve("sweep/threads-500"));

    assertThat(level.simulation()).isEqualTo("perf.ThreadGroups");
    assertThat(level.resultsDirectory()).isEqualTo(PROJECT.resolve("sweep/threads-500"));
    assertThat(level.fork()).isTrue();
    assertThat(level.failOnAssertion()).isFalse();
    assertThat(level.jvmArgs()).isEqualTo("-Xmx1g");
    assertThat(level.config()).isEqualTo(PROJECT.resolve("ci.conf"));
    assertThat(level.aotCacheDirectory()).as("every level shares the cache").isEqualTo(PROJECT.resolve("target/loadtest-aot"));
    assertThat(level.systemProperties().getProperty("loadtest.threads")).isNull();
    assertThat(level.userProperties().getProperty("loadtest.threads")).isEqualTo("500");
    assertThat(SimulationRunner.loadtestProperties(level))
        .isEqualTo(Map.of("loadtest.baseUrl", "http://127.0.0.1:8080", "loadtest.threads", "500"));
  }

  @ParameterizedTest(name = "{0} {1} {2} {3}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      threads | 1,1 | -   | -  | -Dloadtest.sweep.parameter=threads -Dloadtest.sweep.levels=1,1: levels must differ, was 1 twice
      -       | 1   | -   | -  | -Dloadtest.sweep.parameter= -Dloadtest.sweep.levels=1: parameter must be a configuration key such as threads, was none
      threads | -   | -   | -  | -Dloadtest.sweep.parameter=threads -Dloadtest.sweep.levels=: levels must be >= 1, was 0: give them lightest first, separated by commas, such as 100,500,1000
      threads | 1,2 | 101 | -  | -Dloadtest.sweep.maxErrorPercent=101: maxErrorPercent must be between 0 and 100, was 101.0
      threads | 1,2 | 1   | 1h | -Dloadtest.sweep.maxP99=1h: not a time such as 1500ms or 1.5s
      """)
  void badSettingsAreNamedAsTyped(String parameter, String levels, String maxErrorPercent, String maxP99, String message) {
    RunRequest run = new RunRequest("X", false, PROJECT, null, true, null, true, PROJECT, PROJECT, PROJECT, List.of(),
        List.of(), new Properties(), new Properties());
    SweepRequest sweep = new SweepRequest(run, parameter, levels, maxErrorPercent, maxP99, false, null);

    assertThatThrownBy(() -> ForkedSweep.levels(sweep, PROJECT.resolve("sweep")))
        .isInstanceOf(MojoExecutionException.class)
        .hasMessage(message);
  }

  private static Properties properties(String... keysAndValues) {
    Properties properties = new Properties();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      properties.setProperty(keysAndValues[i], keysAndValues[i + 1]);
    }
    return properties;
  }
}
