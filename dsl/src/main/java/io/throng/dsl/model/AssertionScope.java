package io.throng.dsl.model;

import java.util.Objects;

/** Which requests an assertion looks at: all together, each name on its own, or one name. */
public sealed interface AssertionScope {

  /** How the scope reads in an assertion's description: {@code global}, {@code each request}, {@code login}. */
  String label();

  /** Every request of the run together. */
  record Global() implements AssertionScope {
    @Override
    public String label() {
      return "global";
    }
  }

  /** Each request name on its own: one result per name. */
  record ForAll() implements AssertionScope {
    @Override
    public String label() {
      return "each request";
    }
  }

  /** The requests named {@code requestName}. */
  record Details(String requestName) implements AssertionScope {
    public Details {
      Objects.requireNonNull(requestName, "requestName");
    }

    @Override
    public String label() {
      return requestName;
    }
  }
}
