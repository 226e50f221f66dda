package io.throng.dsl;

import java.util.List;
import java.util.Optional;
import io.throng.dsl.model.Step;

/** Validation shared by the staged builders of loops, conditions, switches and groups. */
final class Blocks {

  private Blocks() {}

  /** The steps of {@code chain}, which {@code what} needs and must not be empty. */
  static List<Step> body(String what, ChainBuilder chain) {
    if (chain == null) {
      throw new IllegalArgumentException(what + " needs a chain, such as exec(http(...)), was null");
    }
    return chain.steps();
  }

  static int atLeastOne(String parameter, int value) {
    return (int) Require.atLeast(parameter, 1, value);
  }

  static Optional<String> counter(String name) {
    return Optional.of(Require.notBlank("counter name", name));
  }

  static <T> T notNull(String parameter, T value) {
    if (value == null) {
      throw new IllegalArgumentException(parameter + " must not be null");
    }
    return value;
  }
}
