package io.throng.report.sweep;

import io.throng.report.sweep.LevelLimit.Breach;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A series of load levels run in sequence, lightest first, and the limit they were held to. The
 * first level that breaks the limit marks where the system stopped coping; the level before it
 * is the highest that held, the capacity the sweep looks for. Levels after the first break count
 * for nothing there, even those that happen to pass again. A level that was not a valid run (its
 * load generator saturated, see {@code Validity}) does not hold either, within the limit or not:
 * its figures may be the generator's, so the capacity found must come from levels before it.
 *
 * <pre>{@code
 * Sweep sweep = new Sweep(levels, new LevelLimit(OptionalDouble.of(5), OptionalLong.empty()));
 * sweep.highestHeld().ifPresent(level -> System.out.println("capacity: " + level.label()));
 * }</pre>
 */
public record Sweep(List<LevelFigures> levels, LevelLimit limit) {

  /**
   * @throws IllegalArgumentException if there are no levels
   */
  public Sweep {
    if (levels.isEmpty()) {
      throw new IllegalArgumentException("levels must not be empty: give at least one level's run folder");
    }
    levels = List.copyOf(levels);
  }

  public List<Breach> breaches(LevelFigures level) {
    return limit.breaches(level);
  }

  /** Whether {@code level} held: within the limit, and a valid run. */
  public boolean held(LevelFigures level) {
    return breaches(level).isEmpty() && level.run().validity().valid();
  }

  /**
   * The index of the first level that did not hold, over the limit or not a valid run; empty when
   * all held or no limit is set.
   */
  public OptionalInt firstBroken() {
    if (!limit.isSet()) {
      return OptionalInt.empty();
    }
    for (int i = 0; i < levels.size(); i++) {
      if (!held(levels.get(i))) {
        return OptionalInt.of(i);
      }
    }
    return OptionalInt.empty();
  }

  /**
   * The highest level that held: the one before the first break, or the last when none broke.
   * Empty without a limit (nothing to hold to) or when the first level already broke it.
   */
  public Optional<LevelFigures> highestHeld() {
    if (!limit.isSet()) {
      return Optional.empty();
    }
    int held = firstBroken().orElse(levels.size()) - 1;
    return held < 0 ? Optional.empty() : Optional.of(levels.get(held));
  }
}
