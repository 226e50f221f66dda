package io.throng.engine.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UnknownKeysTest {

  @TempDir Path classes;

  @Test
  void aMistypedKeyInLoadtestConfNamesTheFileItsLineAndTheSimulationsKey() throws Exception {
    Files.writeString(classes.resolve("loadtest.conf"), "loadtest {\n  durration = 3s\n}\n");
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      EngineSettings settings = EngineSettings.load(loader, Map.of());

      assertThatThrownBy(() -> UnknownKeys.requireNone(settings.section(), loader, Set.of("duration", "users")))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageStartingWith("unknown setting loadtest.durration (set in loadtest.conf @ "
              + classes.resolve("loadtest.conf").toUri().toURL() + ": 2); did you mean loadtest.duration?")
          .hasMessageContaining("Fix the spelling or remove the setting");
    }
  }

  @Test
  void aKeyOfLoadtestConfOutsideTheSectionFailsSayingWhereToPutIt() throws Exception {
    Files.writeString(classes.resolve("loadtest.conf"), "baseUrl = \"demo\"\nusers = 20\nloadtest { duration = 3s }\n");
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      EngineSettings settings = EngineSettings.load(loader, Map.of());

      assertThatThrownBy(() -> UnknownKeys.requireNone(settings.section(), loader, Set.of("duration", "users")))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessage("setting baseUrl outside the loadtest section (set in loadtest.conf @ "
              + classes.resolve("loadtest.conf").toUri().toURL() + ": 1), where nothing reads it\n"
              + "setting users outside the loadtest section (set in loadtest.conf @ "
              + classes.resolve("loadtest.conf").toUri().toURL() + ": 2), where nothing reads it\n"
              + "Put it inside the section: loadtest { baseUrl = ... }, or write loadtest.baseUrl = ...");
    }
  }

  @Test
  void aLoadtestConfWithEverythingInsideTheSectionPasses() throws Exception {
    Files.writeString(classes.resolve("loadtest.conf"), "loadtest { users = 20 }\nloadtest.duration = 3s\n");
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
      EngineSettings settings = EngineSettings.load(loader, Map.of());

      assertThatCode(() -> UnknownKeys.requireNone(settings.section(), loader, Set.of("duration", "users")))
          .doesNotThrowAnyException();
    }
  }

  @Test
  void aMistypedEngineKeyFromTheOverridesSuggestsTheEngineKey() {
    ClassLoader loader = getClass().getClassLoader();
    EngineSettings settings = EngineSettings.load(loader, Map.of("loadtest.console.intervall", "2s"));

    assertThatThrownBy(() -> UnknownKeys.requireNone(settings.section(), loader, Set.of()))
        .hasMessageStartingWith("unknown setting loadtest.console.intervall (set in " + EngineSettings.OVERRIDES_ORIGIN
            + "); did you mean loadtest.console.interval?");
  }

  @Test
  void everyUnknownKeyIsListedAndOneFarFromAnyKnownKeyListsTheKnownOnes() {
    ClassLoader loader = getClass().getClassLoader();
    EngineSettings settings = EngineSettings.load(loader, Map.of("loadtest.zzzzzzzz", "1", "loadtest.gracePeriood", "1s"));

    assertThatThrownBy(() -> UnknownKeys.requireNone(settings.section(), loader, Set.of("duration")))
        .hasMessageContaining("unknown setting loadtest.gracePeriood (set in ")
        .hasMessageContaining("did you mean loadtest.gracePeriod?")
        .hasMessageContaining("unknown setting loadtest.zzzzzzzz (set in ")
        .hasMessageContaining("known keys: baseUrl, console.interval, duration, eventLoops");
  }

  @Test
  void referenceKeysReadKeysOptionalKeysAndToolSettingsPass() {
    ClassLoader loader = getClass().getClassLoader();
    EngineSettings settings = EngineSettings.load(loader, Map.of(
        "loadtest.duration", "3s", "loadtest.http.requestTimeout", "2s", "loadtest.seed", "42",
        "loadtest.kubernetes.image", "x", "loadtest.fork", "false", "loadtest.abSummary", "true"));

    assertThatCode(() -> UnknownKeys.requireNone(settings.section(), loader, Set.of("duration"))).doesNotThrowAnyException();
  }

  @ParameterizedTest
  @CsvSource({
      "durration, duration",
      "Duration, duration",
      "console.intervall, console.interval",
      "gracePeriod, ''",
      "xyz, ''",
  })
  void theClosestNameIsATypoAwayOrNone(String typed, String expected) {
    List<String> known = List.of("duration", "console.interval", "users", "gracePeriod");
    assertThat(ClosestName.to(typed, known).orElse("")).isEqualTo(expected);
  }
}
