package io.throng.engine.config;

import com.typesafe.config.Config;
import io.throng.dsl.SimulationConfig;
import java.time.Duration;
import java.util.Optional;

/** The {@code loadtest} section as a simulation sees it through {@code config()}. */
public final class TypesafeSimulationConfig implements SimulationConfig {

  private final Config section;

  public TypesafeSimulationConfig(Config section) {
    this.section = section;
  }

  @Override
  public Optional<String> findString(String path) {
    return section.hasPath(path) ? Optional.of(section.getString(path)) : Optional.empty();
  }

  @Override
  public Optional<Duration> findDuration(String path) {
    return section.hasPath(path) ? Optional.of(section.getDuration(path)) : Optional.empty();
  }

  @Override
  public Optional<Long> findLong(String path) {
    return section.hasPath(path) ? Optional.of(section.getLong(path)) : Optional.empty();
  }
}
