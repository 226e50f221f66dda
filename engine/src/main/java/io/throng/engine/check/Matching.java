package io.throng.engine.check;

import io.throng.dsl.Session;
import io.throng.dsl.model.CheckSpec;
import io.throng.engine.http.CompiledText;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * A matcher compiled before the run, its expected values templated or computed from the session
 * at each check; numbers of different types compare by value, byte arrays by content.
 *
 * <pre>{@code
 * Matching matching = Matching.of(spec.matcher());
 * boolean ok = matching.matches(value, session);   // NoSuchElementException naming a missing key
 * }</pre>
 */
final class Matching {

  private final CheckSpec.Matcher matcher;
  private final List<Function<Session, Object>> expected;

  private Matching(CheckSpec.Matcher matcher, List<Function<Session, Object>> expected) {
    this.matcher = matcher;
    this.expected = expected;
  }

  static Matching of(CheckSpec.Matcher matcher) {
    List<Object> values;
    if (matcher instanceof CheckSpec.Is is) {
      values = List.of(is.expected());
    } else if (matcher instanceof CheckSpec.Not not) {
      values = List.of(not.unexpected());
    } else if (matcher instanceof CheckSpec.In in) {
      values = in.expected();
    } else {
      values = List.of();
    }
    return new Matching(matcher, values.stream().map(Matching::expected).toList());
  }

  boolean matches(Object value, Session session) {
    if (matcher instanceof CheckSpec.Exists) {
      return value != null;
    }
    if (matcher instanceof CheckSpec.NotExists) {
      return value == null;
    }
    if (value == null) {
      return false;
    }
    if (matcher instanceof CheckSpec.Is) {
      return same(value, expected.get(0).apply(session));
    }
    if (matcher instanceof CheckSpec.Not) {
      return !same(value, expected.get(0).apply(session));
    }
    if (matcher instanceof CheckSpec.In) {
      return expected.stream().anyMatch(each -> same(value, each.apply(session)));
    }
    if (matcher instanceof CheckSpec.Lt lt) {
      return compare(value, lt.bound()) < 0;
    }
    return compare(value, ((CheckSpec.Gt) matcher).bound()) > 0;
  }

  private static Function<Session, Object> expected(Object value) {
    if (value instanceof CheckSpec.Templated templated) {
      CompiledText text = CompiledText.of(templated.text());
      return text::apply;
    }
    if (value instanceof CheckSpec.Computed computed) {
      return session -> {
        Object result = computed.function().apply(session);
        if (result == null) {
          throw new IllegalStateException("the expected value's function of the session returned null");
        }
        return result;
      };
    }
    return session -> value;
  }

  static boolean same(Object value, Object expected) {
    if (value instanceof Number a && expected instanceof Number b) {
      return Double.compare(a.doubleValue(), b.doubleValue()) == 0;
    }
    if (value instanceof byte[] a && expected instanceof byte[] b) {
      return Arrays.equals(a, b);
    }
    return value.equals(expected);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static int compare(Object value, Comparable bound) {
    if (value instanceof Number a && bound instanceof Number b) {
      return Double.compare(a.doubleValue(), b.doubleValue());
    }
    if (!bound.getClass().isInstance(value)) {
      throw new ClassCastException("cannot compare a " + value.getClass().getSimpleName() + " with a "
          + bound.getClass().getSimpleName());
    }
    return ((Comparable) value).compareTo(bound);
  }
}
