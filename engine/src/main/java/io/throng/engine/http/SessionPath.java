package io.throng.engine.http;

import io.throng.dsl.Session;
import io.throng.dsl.model.Text;
import java.lang.reflect.Array;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.IntStream;

/**
 * Reads a {@link Text.Access} placeholder ({@code #{order.items[0].sku}}, {@code #{ids.size()}})
 * from a session. A key, field or index that is not there throws {@link NoSuchElementException}
 * naming it, which the engine makes the request's KO.
 */
final class SessionPath {

  private SessionPath() {}

  static String read(Text.Access access, Session session) {
    return String.valueOf(value(access, session));
  }

  /** The value itself: a list or map for a form field made of it, a number for {@code size()}. */
  static Object value(Text.Access access, Session session) {
    if (access.selectors().stream().allMatch(Text.Field.class::isInstance)) {
      // A feeder's column may itself be named "user.name", as placeholders could read it before
      // fields existed: the whole name, when it is a key, wins.
      Optional<Object> whole = session.find(access.expression());
      if (whole.isPresent()) {
        return whole.get();
      }
    }
    Object value = session.find(access.key()).orElse(null);
    String path = access.key();
    for (Text.Selector selector : access.selectors()) {
      if (selector instanceof Text.Defined defined) {
        return value == null == defined.undefined();
      }
      if (value == null) {
        throw missing(path, access);
      }
      value = select(value, selector, path);
      path = path + describe(selector);
    }
    if (value == null) {
      throw missing(path, access);
    }
    return value;
  }

  /** The value {@code selector} picks from {@code value}, or null when a map has no such field. */
  private static Object select(Object value, Text.Selector selector, String path) {
    if (selector instanceof Text.Field field) {
      if (value instanceof Map<?, ?> map) {
        return map.get(field.name());
      }
      throw new IllegalArgumentException(
          "session value '" + path + "' is a " + typeOf(value) + ", not a map: it has no field '" + field.name() + "'");
    }
    if (selector instanceof Text.Size) {
      if (value instanceof Collection<?> collection) {
        return collection.size();
      }
      if (value instanceof Map<?, ?> map) {
        return map.size();
      }
      if (value.getClass().isArray()) {
        return Array.getLength(value);
      }
      throw new IllegalArgumentException("session value '" + path + "' is a " + typeOf(value)
          + ", which has no size(): only lists, arrays and maps do");
    }
    List<?> list = asList(value, path, selector);
    if (selector instanceof Text.Index index) {
      if (index.index() >= list.size()) {
        throw new NoSuchElementException("session value '" + path + "' has " + list.size() + " element(s): no index ["
            + index.index() + "]");
      }
      return list.get(index.index());
    }
    if (list.isEmpty()) {
      throw new NoSuchElementException("session value '" + path + "' is empty: random() has nothing to pick");
    }
    return list.get(ThreadLocalRandom.current().nextInt(list.size()));
  }

  private static List<?> asList(Object value, String path, Text.Selector selector) {
    if (value instanceof List<?> list) {
      return list;
    }
    if (value.getClass().isArray()) {
      int length = Array.getLength(value);
      return IntStream.range(0, length).mapToObj(i -> Array.get(value, i)).toList();
    }
    throw new IllegalArgumentException("session value '" + path + "' is a " + typeOf(value) + ", not a list: "
        + describe(selector).substring(selector instanceof Text.Index ? 0 : 1) + " needs a list or an array");
  }

  private static NoSuchElementException missing(String path, Text.Access access) {
    return new NoSuchElementException(path.equals(access.key())
        ? "session has no value for '" + path + "'"
        : "session value '" + path + "' is not there (in #{" + access.expression() + "})");
  }

  private static String describe(Text.Selector selector) {
    if (selector instanceof Text.Field field) {
      return "." + field.name();
    }
    if (selector instanceof Text.Index index) {
      return "[" + index.index() + "]";
    }
    return selector instanceof Text.Size ? ".size()" : ".random()";
  }

  private static String typeOf(Object value) {
    return Optional.ofNullable(value.getClass().getSimpleName()).filter(name -> !name.isEmpty()).orElse("value");
  }
}
