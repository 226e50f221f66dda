package io.throng.dsl;

import io.throng.dsl.model.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Parses {@code #{key}} placeholders once, when the simulation is built, into a
 * {@link Text.Template}; the engine then only concatenates parts. Besides a plain key, a
 * placeholder may read into the value as Gatling's do: {@code #{user.name}} (a map's field),
 * {@code #{ids[0]}} (a list's element), {@code #{ids.size()}}, {@code #{ids.random()}},
 * {@code #{token.exists()}} and {@code #{token.isUndefined()}}. There is no escape and no
 * expression language beyond these: anything richer is a function of the session.
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
      parts.add(placeholder(key, problem -> new IllegalArgumentException(parameter + " has " + problem + " in #{"
          + value.substring(open + OPEN.length(), close) + "}, at index " + open + ": \"" + value + "\"")));
      from = close + 1;
    }
    if (from < value.length() || parts.isEmpty()) {
      parts.add(new Text.Literal(value.substring(from)));
    }
    return new Text.Template(parts);
  }

  /** A plain key, or a key with selectors after it ({@code user.name}, {@code ids[0]}, {@code ids.size()}). */
  private static Text.Part placeholder(String expression, Function<String, IllegalArgumentException> error) {
    int at = nextSelector(expression, 0);
    if (at == expression.length()) {
      return new Text.Key(expression);
    }
    if (at == 0) {
      throw error.apply("no key before \"" + expression.charAt(0) + "\"");
    }
    String key = expression.substring(0, at);
    List<Text.Selector> selectors = new ArrayList<>();
    while (at < expression.length()) {
      if (!selectors.isEmpty() && selectors.get(selectors.size() - 1) instanceof Text.Defined defined) {
        throw error.apply((defined.undefined() ? "isUndefined()" : "exists()") + " before the end (it must come last)");
      }
      if (expression.charAt(at) == '[') {
        int end = expression.indexOf(']', at);
        if (end < 0) {
          throw error.apply("a [ without its closing ]");
        }
        selectors.add(new Text.Index(index(expression.substring(at + 1, end).trim(), error)));
        at = end + 1;
      } else if (expression.charAt(at) == '.') {
        int end = nextSelector(expression, at + 1);
        selectors.add(selector(expression.substring(at + 1, end), error));
        at = end;
      } else {
        throw error.apply("\"" + expression.charAt(at) + "\" after ]: expected . or [");
      }
    }
    return new Text.Access(expression, key, selectors);
  }

  private static int nextSelector(String expression, int from) {
    int at = from;
    while (at < expression.length() && expression.charAt(at) != '.' && expression.charAt(at) != '[') {
      at++;
    }
    return at;
  }

  private static int index(String digits, Function<String, IllegalArgumentException> error) {
    if (!digits.isEmpty() && digits.chars().allMatch(Character::isDigit) && digits.length() < 10) {
      return Integer.parseInt(digits);
    }
    throw error.apply("index [" + digits + "], which is not a whole number from 0 (the first element is [0])");
  }

  private static Text.Selector selector(String name, Function<String, IllegalArgumentException> error) {
    if (name.isEmpty()) {
      throw error.apply("an empty field name after \".\"");
    }
    if (name.indexOf('(') < 0 && name.indexOf(')') < 0) {
      return new Text.Field(name);
    }
    return switch (name) {
      case "size()" -> new Text.Size();
      case "random()" -> new Text.Random();
      case "exists()" -> new Text.Defined(false);
      case "isUndefined()" -> new Text.Defined(true);
      default -> throw error.apply("an unknown function " + name
          + ": expected size(), random(), exists() or isUndefined()");
    };
  }

  /** A function of the session, rejected when {@code null}. */
  static Text computed(String parameter, Function<Session, String> function) {
    if (function == null) {
      throw new IllegalArgumentException(parameter + " must not be null");
    }
    return new Text.Computed(function);
  }
}
