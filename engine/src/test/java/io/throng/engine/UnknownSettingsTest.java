package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.CountingServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run checks its {@code loadtest.*} keys after {@code before()} and before the first user. */
class UnknownSettingsTest {

  @TempDir Path results;

  /** Reads {@code duration} in a field, with a default, and {@code target.path} in {@code before()}. */
  public static class ReadsItsKeys extends Simulation {
    private final Duration duration = config().getDuration("duration", Duration.ofMillis(200));
    static volatile boolean afterRan;

    public ReadsItsKeys() {
      setUp(scenario("one").exec(http("ok").get("/ok")).injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(duration.plusSeconds(5));
    }

    @Override
    public void before() {
      config().getString("target.path", "/ok");
    }

    @Override
    public void after() {
      afterRan = true;
    }
  }

  @Test
  void aMistypedSystemPropertyFailsTheRunBeforeAnyRequestNamingTheSimulationsKey() throws Exception {
    try (CountingServer server = new CountingServer()) {
      System.setProperty("loadtest.durration", "3s");
      try {
        assertThatThrownBy(() -> Engine.run(ReadsItsKeys.class, options(server.baseUrl())))
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageStartingWith("unknown setting loadtest.durration (set in system properties);"
                + " did you mean loadtest.duration?");
      } finally {
        System.clearProperty("loadtest.durration");
      }
      assertThat(server.received()).isZero();
      assertThat(ReadsItsKeys.afterRan).as("after() runs when before() ran").isTrue();
    }
  }

  @Test
  void keysTheSimulationReadsInItsFieldsOrBeforeAreKnown() throws Exception {
    try (CountingServer server = new CountingServer()) {
      Map<String, String> keys = Map.of("loadtest.duration", "100ms", "loadtest.target.path", "/ok");
      RunOptions options = options(server.baseUrl());
      Map<String, String> all = new java.util.HashMap<>(options.properties());
      all.putAll(keys);

      RunResult result = Engine.run(ReadsItsKeys.class, new RunOptions(results, all, options.console()));

      assertThat(result.ok()).isEqualTo(2);
    }
  }

  private RunOptions options(String baseUrl) {
    return new RunOptions(results, Map.of("loadtest.baseUrl", baseUrl, "loadtest.console.interval", "1s"),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
  }
}
