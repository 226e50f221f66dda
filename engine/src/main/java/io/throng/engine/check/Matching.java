package io.throng.engine.check;

import io.throng.dsl.model.CheckSpec;

/** Whether a value satisfies a matcher; numbers of different types compare by value. */
final class Matching {

  private Matching() {}

  static boolean matches(CheckSpec.Matcher matcher, Object value) {
    if (matcher instanceof CheckSpec.Exists) {
      return value != null;
    }
    if (matcher instanceof CheckSpec.NotExists) {
      return value == null;
    }
    if (value == null) {
      return false;
    }
    if (matcher instanceof CheckSpec.Is is) {
      return same(value, is.expected());
    }
    if (matcher instanceof CheckSpec.Not not) {
      return !same(value, not.unexpected());
    }
    if (matcher instanceof CheckSpec.In in) {
      return in.expected().stream().anyMatch(expected -> same(value, expected));
    }
    if (matcher instanceof CheckSpec.Lt lt) {
      return compare(value, lt.bound()) < 0;
    }
    return compare(value, ((CheckSpec.Gt) matcher).bound()) > 0;
  }

  static boolean same(Object value, Object expected) {
    if (value instanceof Number a && expected instanceof Number b) {
      return Double.compare(a.doubleValue(), b.doubleValue()) == 0;
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
