package io.throng.dsl;

import io.throng.dsl.model.CheckSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A check on a response, made by {@code status()}, {@code header(name)}, {@code jsonPath(path)}...
 * It finds a value of type {@code T}, which must satisfy one matcher ({@code exists()} when none
 * is given), and may save it in the session. Immutable: every method returns a new builder.
 *
 * <pre>{@code
 * http("login").post("/login").check(status().is(200), jsonPath("$.token").saveAs("token"))
 * http("search").get("/search").check(jsonPath("$.items[*]").count().gt(0))
 * }</pre>
 *
 * <p>A failed check makes the request a KO whose reason names the check and what it found:
 * {@code check status().is(200) failed: found 503}.
 */
public final class CheckBuilder<T> {

  private final CheckSpec.Extractor extractor;
  private final boolean count;
  private final List<Function<Object, Object>> transforms;
  private final CheckSpec.Matcher matcher;
  private final boolean optional;
  private final Optional<String> saveAs;
  private final String description;

  private CheckBuilder(CheckSpec.Extractor extractor, boolean count, List<Function<Object, Object>> transforms,
      CheckSpec.Matcher matcher, boolean optional, Optional<String> saveAs, String description) {
    this.extractor = extractor;
    this.count = count;
    this.transforms = transforms;
    this.matcher = matcher;
    this.optional = optional;
    this.saveAs = saveAs;
    this.description = description;
  }

  static <T> CheckBuilder<T> of(CheckSpec.Extractor extractor, String description) {
    return new CheckBuilder<>(extractor, false, List.of(), null, false, Optional.empty(), description);
  }

  /** The value equals {@code expected}. */
  public CheckBuilder<T> is(T expected) {
    return matching(new CheckSpec.Is(Blocks.notNull("is value", expected)), "is(" + show(expected) + ")");
  }

  /** A value is found and differs from {@code unexpected}. */
  public CheckBuilder<T> not(T unexpected) {
    return matching(new CheckSpec.Not(Blocks.notNull("not value", unexpected)), "not(" + show(unexpected) + ")");
  }

  /** The value is one of {@code expected}. */
  @SafeVarargs
  public final CheckBuilder<T> in(T... expected) {
    if (expected == null || expected.length == 0) {
      throw new IllegalArgumentException("in needs at least one value");
    }
    List<Object> values = Arrays.asList((Object[]) expected);
    return matching(new CheckSpec.In(values),
        "in(" + values.stream().map(CheckBuilder::show).collect(Collectors.joining(", ")) + ")");
  }

  /** A value is found (the default). */
  public CheckBuilder<T> exists() {
    return matching(new CheckSpec.Exists(), "exists()");
  }

  /** No value is found. */
  public CheckBuilder<T> notExists() {
    return matching(new CheckSpec.NotExists(), "notExists()");
  }

  /** The value is less than {@code bound}, which must be comparable (a number, a Duration, ...). */
  public CheckBuilder<T> lt(T bound) {
    return matching(new CheckSpec.Lt(comparable("lt", bound)), "lt(" + show(bound) + ")");
  }

  /** The value is greater than {@code bound}, which must be comparable. */
  public CheckBuilder<T> gt(T bound) {
    return matching(new CheckSpec.Gt(comparable("gt", bound)), "gt(" + show(bound) + ")");
  }

  /** The number of values found rather than the first one: {@code jsonPath("$.items[*]").count().gt(0)}. */
  public CheckBuilder<Integer> count() {
    beforeMatcher("count()");
    if (count || !transforms.isEmpty()) {
      throw new IllegalArgumentException("count() must come right after the check, as in "
          + "jsonPath(\"$.items[*]\").count(): " + description + ".count()");
    }
    return new CheckBuilder<>(extractor, true, transforms, null, optional, saveAs, description + ".count()");
  }

  /** The value {@code function} returns for the value found; it runs only when one is found. */
  @SuppressWarnings("unchecked")
  public <R> CheckBuilder<R> transform(Function<T, R> function) {
    beforeMatcher("transform(...)");
    Function<T, R> f = Blocks.notNull("transform function", function);
    List<Function<Object, Object>> all = new ArrayList<>(transforms);
    all.add(value -> f.apply((T) value));
    return new CheckBuilder<>(extractor, count, all, null, optional, saveAs, description + ".transform(...)");
  }

  /** A missing value passes the check (and saves nothing). */
  public CheckBuilder<T> optional() {
    return new CheckBuilder<>(extractor, count, transforms, matcher, true, saveAs, description + ".optional()");
  }

  /** Saves the value found in the session under {@code key} when the check passes. */
  public CheckBuilder<T> saveAs(String key) {
    String name = Require.notBlank("saveAs key", key);
    return new CheckBuilder<>(extractor, count, transforms, matcher, optional, Optional.of(name),
        description + ".saveAs(\"" + name + "\")");
  }

  CheckSpec toModel() {
    return new CheckSpec(extractor, count, transforms, matcher == null ? new CheckSpec.Exists() : matcher,
        optional, saveAs, description);
  }

  private CheckBuilder<T> matching(CheckSpec.Matcher next, String text) {
    beforeMatcher(text);
    return new CheckBuilder<>(extractor, count, transforms, next, optional, saveAs, description + "." + text);
  }

  private void beforeMatcher(String call) {
    if (matcher != null) {
      throw new IllegalArgumentException(
          "a check takes one matcher, and " + call + " comes after it: " + description + "." + call);
    }
  }

  private static Comparable<?> comparable(String what, Object bound) {
    if (!(bound instanceof Comparable<?> comparable)) {
      throw new IllegalArgumentException(what + " needs a comparable value such as a number or a Duration, was "
          + (bound == null ? "null" : bound.getClass().getSimpleName()));
    }
    return comparable;
  }

  static String show(Object value) {
    return value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
  }
}
