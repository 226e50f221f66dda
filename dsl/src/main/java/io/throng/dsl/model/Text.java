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

  /** Literal parts, session keys and accesses into session values, concatenated in order. */
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

  /**
   * The session's value under {@code key}, read further by {@code selectors} in order, as text:
   * {@code #{order.items[0].sku}} is key {@code order} with a field, an index and a field. A
   * missing key, field or index fails the request with a message naming it.
   *
   * @param expression what the user wrote between {@code #{} and {@code }}, for messages
   */
  record Access(String expression, String key, List<Selector> selectors) implements Part {
    public Access {
      Objects.requireNonNull(expression, "expression");
      Objects.requireNonNull(key, "key");
      selectors = List.copyOf(selectors);
    }
  }

  /** One step of an {@link Access}, applied to the value the steps before it gave. */
  sealed interface Selector {}

  /** The value of a map under {@code name}: {@code #{user.name}}. */
  record Field(String name) implements Selector {
    public Field {
      Objects.requireNonNull(name, "name");
    }
  }

  /** The element of a list (or array) at {@code index}, counted from 0: {@code #{ids[0]}}. */
  record Index(int index) implements Selector {}

  /** How many elements a list, array or map has: {@code #{ids.size()}}. */
  record Size() implements Selector {}

  /** An element of a list (or array) drawn at random each time: {@code #{ids.random()}}. */
  record Random() implements Selector {}

  /**
   * {@code true} or {@code false}: whether the value the steps before it name exists
   * ({@code #{token.exists()}}), or, {@code undefined}, whether it does not ({@code #{token.isUndefined()}}).
   * Always the last selector.
   */
  record Defined(boolean undefined) implements Selector {}
}
