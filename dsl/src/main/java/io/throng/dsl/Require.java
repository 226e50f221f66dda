package io.throng.dsl;

import java.time.Duration;

/** Checks values where the user typed them, with messages that name parameter, bound and value. */
final class Require {

  private Require() {}

  static long atLeast(String parameter, long bound, long value) {
    if (value < bound) {
      throw new IllegalArgumentException(parameter + " must be >= " + bound + ", was " + value);
    }
    return value;
  }

  static int atLeast(String parameter, int bound, int value) {
    return (int) atLeast(parameter, bound, (long) value);
  }

  /** A finite real number at or above {@code bound}, such as a rate in users per second. */
  static double atLeast(String parameter, double bound, double value) {
    finite(parameter, value);
    if (value < bound) {
      throw new IllegalArgumentException(parameter + " must be >= " + format(bound) + ", was " + value);
    }
    return value;
  }

  /** A finite real number above 0, such as a rate that must let something through. */
  static double positive(String parameter, double value) {
    finite(parameter, value);
    if (value <= 0) {
      throw new IllegalArgumentException(parameter + " must be > 0, was " + value);
    }
    return value;
  }

  private static void finite(String parameter, double value) {
    if (!Double.isFinite(value)) {
      throw new IllegalArgumentException(parameter + " must be a finite number, was " + value);
    }
  }

  /** A whole bound as the user would type it ({@code 0}, not {@code 0.0}). */
  private static String format(double bound) {
    return bound == Math.rint(bound) ? Long.toString((long) bound) : Double.toString(bound);
  }

  static Duration positive(String parameter, Duration value) {
    if (value == null) {
      throw new IllegalArgumentException(parameter + " must be a duration, was null");
    }
    if (value.isNegative() || value.isZero()) {
      throw new IllegalArgumentException(parameter + " must be > 0, was " + value);
    }
    return value;
  }

  static Duration notNegative(String parameter, Duration value) {
    if (value == null) {
      throw new IllegalArgumentException(parameter + " must be a duration, was null");
    }
    if (value.isNegative()) {
      throw new IllegalArgumentException(parameter + " must be >= 0, was " + value);
    }
    return value;
  }

  static String notBlank(String parameter, String value) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException(
          parameter + " must not be blank, was " + (value == null ? "null" : "\"" + value + "\""));
    }
    return value;
  }
}
