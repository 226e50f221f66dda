package io.throng.dsl;

import io.throng.dsl.model.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Parses {@code #{key}} placeholders once, when the simulation is built, into a
 * {@link Text.Template}; the engine then only concatenates parts. There is no escape and no
 * expression language: anything richer is a function of the session.
 */
final class Templates {

  private static final String OPEN = "#{";

  private Templates() {}

  /** {@code value} as a template; {@code parameter} names it in error messages. */
  static Text parse(String parameter, String value) {
    if (value == null) {
      throw new IllegalArgumentException(parameter + " must not be null");
    }
    List<Text.Part> parts = new ArrayList<>();
    int from = 0;
    while (true) {
      int open = value.indexOf(OPEN, from);
      if (open < 0) {
        break;
      }
      int close = value.indexOf('}', open + OPEN.length());
      if (close < 0) {
        throw new IllegalArgumentException(
            parameter + " has a #{ without its closing }, at index " + open + ": \"" + value + "\"");
      }
      String key = value.substring(open + OPEN.length(), close).trim();
      if (key.isEmpty()) {
        throw new IllegalArgumentException(parameter + " has an empty #{}, at index " + open + ": \"" + value + "\"");
      }
      if (open > from) {
        parts.add(new Text.Literal(value.substring(from, open)));
      }
      parts.add(new Text.Key(key));
      from = close + 1;
    }
    if (from < value.length() || parts.isEmpty()) {
      parts.add(new Text.Literal(value.substring(from)));
    }
    return new Text.Template(parts);
  }

  /** A function of the session, rejected when {@code null}. */
  static Text computed(String parameter, Function<Session, String> function) {
    if (function == null) {
      throw new IllegalArgumentException(parameter + " must not be null");
    }
    return new Text.Computed(function);
  }
}
