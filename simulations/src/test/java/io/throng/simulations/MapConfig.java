package io.throng.simulations;

import io.throng.dsl.SimulationConfig;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** A configuration holding the given values, as {@code -Dloadtest.*} would set them. */
record MapConfig(Map<String, Object> values) implements SimulationConfig {

  @Override
  public Optional<String> findString(String path) {
    return Optional.ofNullable(values.get(path)).map(Object::toString);
  }

  @Override
  public Optional<Duration> findDuration(String path) {
    return Optional.ofNullable((Duration) values.get(path));
  }

  @Override
  public Optional<Long> findLong(String path) {
    return Optional.ofNullable(values.get(path)).map(value -> ((Number) value).longValue());
  }
}
