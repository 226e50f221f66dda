package io.throng.dsl;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SimulationConfigTest {

  private final SimulationConfig config =
      SimulationConfig.of(Map.of("baseUrl", "http://127.0.0.1:7", "duration", Duration.ofSeconds(5), "users", 20));

  @Test
  void fixedValuesAreReadAsTheGettersAskForThem() {
    assertThat(config.getString("baseUrl")).isEqualTo("http://127.0.0.1:7");
    assertThat(config.getDuration("duration")).isEqualTo(Duration.ofSeconds(5));
    assertThat(config.getLong("users", 1)).isEqualTo(20);
    assertThat(config.getString("users")).isEqualTo("20");
    assertThat(config.getLong("rate", 7)).isEqualTo(7);
  }

  @Test
  void aValueOfAnotherTypeSaysWhatToGive() {
    assertThatThrownBy(() -> config.getDuration("baseUrl"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("loadtest.baseUrl is http://127.0.0.1:7 (a String), not a java.time.Duration: give one in the map");
    assertThatThrownBy(() -> config.getLong("duration", 1))
        .hasMessage("loadtest.duration is PT5S (a Duration), not a whole number: give one in the map");
  }

  @Test
  void aMissingValueSaysHowToSetIt() {
    assertThatThrownBy(() -> SimulationConfig.EMPTY.getString("baseUrl"))
        .hasMessage("no configuration value for loadtest.baseUrl: pass -Dloadtest.baseUrl=... or add baseUrl = ..."
            + " to loadtest.conf");
  }
}
