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
