package io.throng.dsl.model;

import java.util.Objects;
import java.util.OptionalLong;

/**
 * How the users of a rate step are placed in time.
 *
 * <p>{@link #EVEN}: exactly where the cumulative arrival function reaches each whole number, so
 * a constant rate gives evenly spaced arrivals. Randomized: the step starts the same number of
 * users, at the times of a Poisson process of the step's rate conditioned on that count (sorted
 * random times whose density follows the rate), so runs stay comparable while gaps between
 * arrivals are random. A seed makes randomized arrivals repeat exactly; without one the engine
 * uses the run's {@code loadtest.seed}, or a fresh seed it prints.
 *
 * @param randomized whether arrivals are random rather than evenly placed
 * @param seed the seed of a randomized step, when the simulation fixed one
 */
public record Arrivals(boolean randomized, OptionalLong seed) {

  /** Evenly placed arrivals. */
  public static final Arrivals EVEN = new Arrivals(false, OptionalLong.empty());

  public Arrivals {
    Objects.requireNonNull(seed, "seed");
    if (!randomized && seed.isPresent()) {
      throw new IllegalArgumentException("only randomized arrivals take a seed");
    }
  }

  /** Poisson arrivals seeded by the run. */
  public static Arrivals poisson() {
    return new Arrivals(true, OptionalLong.empty());
  }

  /** Poisson arrivals that repeat exactly for the same {@code seed}. */
  public static Arrivals poisson(long seed) {
    return new Arrivals(true, OptionalLong.of(seed));
  }
}
