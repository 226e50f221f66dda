package io.throng.engine.schedule;

/**
 * The shape shared by {@code incrementUsersPerSec} and {@code incrementConcurrentUsers}: levels
 * {@code start + i * increment} (or {@code (i + 1) * increment} from a start of 0, so that no
 * level is idle), joined by ramps, with a first ramp from 0 when starting from 0.
 */
final class Stairs {

  /** Hears the stairs' pieces in order. */
  interface Visitor {
    /** A ramp from {@code from} to {@code to}; only when the stairs have ramps. */
    void ramp(double from, double to);

    /** A level held at {@code value}. */
    void level(double value);
  }

  private Stairs() {}

  static void walk(double increment, int levels, double start, boolean withRamps, Visitor visitor) {
    boolean fromZero = start == 0;
    double previous = 0;
    for (int i = 0; i < levels; i++) {
      double level = fromZero ? (i + 1) * increment : start + i * increment;
      if (withRamps && (fromZero || i > 0)) {
        visitor.ramp(previous, level);
      }
      visitor.level(level);
      previous = level;
    }
  }
}
