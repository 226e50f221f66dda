package io.throng.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ConfigFileTest {

  @TempDir Path dir;

  @Test
  void readsTheLoadtestSectionWithFullPathsLeavingWhatSystemPropertiesSet() throws IOException {
    Path file = write("""
        loadtest {
          baseUrl = "http://127.0.0.1:8080"
          duration = 30s
          users = 50
          users = ${?NOT_SET_ANYWHERE}
          console.interval = 2s
        }
        other.section = ignored
        """);
    Properties system = new Properties();
    system.setProperty("loadtest.duration", "10s");

    assertThat(ConfigFile.read(file, system)).containsExactly(
        Map.entry("loadtest.baseUrl", "http://127.0.0.1:8080"),
        Map.entry("loadtest.console.interval", "2s"),
        Map.entry("loadtest.users", "50"));
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "loadtest.hosts = [a, b]   | : loadtest.hosts is a list; only single values can be set there",
        "loadtest { baseUrl =      | is not valid HOCON: ",
      })
  void rejectsWhatItCannotPassOn(String content, String message) throws IOException {
    Path file = write(content);

    assertThatThrownBy(() -> ConfigFile.read(file, new Properties()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("config file " + file)
        .hasMessageContaining(message);
  }

  @Test
  void aMissingFileIsNamed() {
    Path missing = dir.resolve("nope.conf");

    assertThatThrownBy(() -> ConfigFile.read(missing, new Properties()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("config file " + missing.toAbsolutePath() + " does not exist");
  }

  private Path write(String content) throws IOException {
    return Files.writeString(dir.resolve("run.conf"), content);
  }
}
