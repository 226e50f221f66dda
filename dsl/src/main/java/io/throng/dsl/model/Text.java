package io.throng.dsl.model;

import io.throng.dsl.Session;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * A string a request part takes, which may depend on the virtual user's session: a template
 * parsed once when the simulation is built ({@code "Bearer #{token}"} is a literal part and a key
 * part), or a function of the session.
 */
public sealed interface Text {

  /** A text that never changes. */
  static Text literal(String value) {
    return new Template(List.of(new Literal(value)));
  }

  /** Literal parts and session keys, concatenated in order. */
  record Template(List<Part> parts) implements Text {
    public Template {
      parts = List.copyOf(parts);
    }
  }

  /** A string computed from the session each time the request is sent. */
  record Computed(Function<Session, String> function) implements Text {
    public Computed {
      Objects.requireNonNull(function, "function");
    }
  }

  /** One part of a template. */
  sealed interface Part {}

  /** Text taken as it is. */
  record Literal(String text) implements Part {
    public Literal {
      Objects.requireNonNull(text, "text");
    }
  }

  /** The session's value under {@code key}, as text; a missing key fails the request. */
  record Key(String key) implements Part {
    public Key {
      Objects.requireNonNull(key, "key");
    }
  }
}
