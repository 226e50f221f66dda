package io.throng.dsl;

import java.util.function.Supplier;

/**
 * Hands the run's configuration to a simulation while it is being constructed: field
 * initializers call {@code config()} before any setter could have run.
 */
final class ConfigScope {

  private static final ThreadLocal<SimulationConfig> CURRENT = new ThreadLocal<>();

  private ConfigScope() {}

  static <T> T using(SimulationConfig config, Supplier<T> construction) {
    SimulationConfig previous = CURRENT.get();
    CURRENT.set(config);
    try {
      return construction.get();
    } finally {
      if (previous == null) {
        CURRENT.remove();
      } else {
        CURRENT.set(previous);
      }
    }
  }

  static SimulationConfig current() {
    SimulationConfig config = CURRENT.get();
    return config == null ? SimulationConfig.EMPTY : config;
  }
}
