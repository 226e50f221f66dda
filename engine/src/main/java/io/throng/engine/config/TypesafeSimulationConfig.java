package io.throng.engine.config;

import com.typesafe.config.Config;
import io.throng.dsl.SimulationConfig;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@code loadtest} section as a simulation sees it through {@code config()}. It remembers
 * every path asked for, found or not, so that {@link UnknownKeys} knows the simulation's own keys.
 */
public final class TypesafeSimulationConfig implements SimulationConfig {

  private final Config section;
  private final Set<String> read = ConcurrentHashMap.newKeySet();

  public TypesafeSimulationConfig(Config section) {
    this.section = section;
  }

  @Override
  public Optional<String> findString(String path) {
    read.add(path);
    return section.hasPath(path) ? Optional.of(section.getString(path)) : Optional.empty();
  }

  @Override
  public Optional<Duration> findDuration(String path) {
    read.add(path);
    return section.hasPath(path) ? Optional.of(section.getDuration(path)) : Optional.empty();
  }

  @Override
  public Optional<Long> findLong(String path) {
    read.add(path);
    return section.hasPath(path) ? Optional.of(section.getLong(path)) : Optional.empty();
  }

  /** The paths asked for so far. */
  public Set<String> readPaths() {
    return Set.copyOf(read);
  }
}
