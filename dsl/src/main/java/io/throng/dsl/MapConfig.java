package io.throng.dsl;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/** {@link SimulationConfig#of}: fixed values, typed as the getters ask for them. */
record MapConfig(Map<String, ?> values) implements SimulationConfig {

  MapConfig {
    values = Map.copyOf(values);
  }

  @Override
  public Optional<String> findString(String path) {
    return Optional.ofNullable(values.get(path)).map(Object::toString);
  }

  @Override
  public Optional<Duration> findDuration(String path) {
    return typed(path, Duration.class, "a java.time.Duration");
  }

  @Override
  public Optional<Long> findLong(String path) {
    return typed(path, Number.class, "a whole number").map(Number::longValue);
  }

  private <T> Optional<T> typed(String path, Class<T> type, String wanted) {
    Object value = values.get(path);
    if (value != null && !type.isInstance(value)) {
      throw new IllegalArgumentException("loadtest." + path + " is " + value + " (a " + value.getClass().getSimpleName()
          + "), not " + wanted + ": give one in the map");
    }
    return Optional.ofNullable(type.cast(value));
  }
}
