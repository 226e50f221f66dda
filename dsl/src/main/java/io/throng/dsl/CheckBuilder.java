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
 * <p>Extractors that may find several values return a {@link FindCheckBuilder}, which chooses
 * among them ({@code find(n)}, {@code findAll()}, {@code count()}...) before the matcher.
 *
 * <p>A failed check makes the request a KO whose reason names the check and what it found:
 * {@code check status().is(200) failed: found 503}.
 */
public class CheckBuilder<T> {

  private final CheckSpec.Extractor extractor;
  private final CheckSpec.Selection selection;
  private final List<Function<Object, Object>> transforms;
  private final CheckSpec.Matcher matcher;
  private final boolean optional;
  private final Optional<String> saveAs;
  private final String description;

  CheckBuilder(CheckSpec.Extractor extractor, CheckSpec.Selection selection, List<Function<Object, Object>> transforms,
      CheckSpec.Matcher matcher, boolean optional, Optional<String> saveAs, String description) {
    this.extractor = extractor;
    this.selection = selection;
    this.transforms = transforms;
    this.matcher = matcher;
    this.optional = optional;
    this.saveAs = saveAs;
    this.description = description;
  }

  static <T> CheckBuilder<T> of(CheckSpec.Extractor extractor, String description) {
    return new CheckBuilder<>(extractor, new CheckSpec.Find(0), List.of(), null, false, Optional.empty(), description);
  }

  /**
   * The value equals {@code expected}; a text with {@code #{key}} parts is filled from the
   * session at each check: {@code jsonPath("$.user").is("#{user}")}.
   */
  public CheckBuilder<T> is(T expected) {
    return matching(new CheckSpec.Is(Checks.expected("is value", expected)), "is(" + show(expected) + ")");
  }

  /** The value equals what {@code expected} returns for the user's session at each check. */
  public CheckBuilder<T> is(Function<Session, T> expected) {
    return matching(new CheckSpec.Is(new CheckSpec.Computed(Blocks.notNull("is function", expected))), "is(...)");
  }

  /** A value is found and differs from {@code unexpected}, which may be a template as for {@link #is}. */
  public CheckBuilder<T> not(T unexpected) {
    return matching(new CheckSpec.Not(Checks.expected("not value", unexpected)), "not(" + show(unexpected) + ")");
  }

  /** The value is one of {@code expected}, each of which may be a template as for {@link #is}. */
  @SafeVarargs
  public final CheckBuilder<T> in(T... expected) {
    if (expected == null || expected.length == 0) {
      throw new IllegalArgumentException("in needs at least one value");
    }
    List<Object> values = new ArrayList<>();
    for (T value : expected) {
      values.add(Checks.expected("in value", value));
    }
    return matching(new CheckSpec.In(values),
        "in(" + Arrays.stream(expected).map(CheckBuilder::show).collect(Collectors.joining(", ")) + ")");
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

  /** The value {@code function} returns for the value found; it runs only when one is found. */
  @SuppressWarnings("unchecked")
  public <R> CheckBuilder<R> transform(Function<T, R> function) {
    beforeMatcher("transform(...)");
    Function<T, R> f = Blocks.notNull("transform function", function);
    List<Function<Object, Object>> all = new ArrayList<>(transforms);
    all.add(value -> f.apply((T) value));
    return new CheckBuilder<>(extractor, selection, all, null, optional, saveAs, description + ".transform(...)");
  }

  /** A missing value passes the check (and saves nothing). */
  public CheckBuilder<T> optional() {
    return new CheckBuilder<>(extractor, selection, transforms, matcher, true, saveAs, description + ".optional()");
  }

  /** Saves the value found in the session under {@code key} when the check passes. */
  public CheckBuilder<T> saveAs(String key) {
    String name = Require.notBlank("saveAs key", key);
    return new CheckBuilder<>(extractor, selection, transforms, matcher, optional, Optional.of(name),
        description + ".saveAs(\"" + name + "\")");
  }

  CheckSpec toModel() {
    return new CheckSpec(extractor, selection, transforms, matcher == null ? new CheckSpec.Exists() : matcher,
        optional, saveAs, description);
  }

  private CheckBuilder<T> matching(CheckSpec.Matcher next, String text) {
    beforeMatcher(text);
    return new CheckBuilder<>(extractor, selection, transforms, next, optional, saveAs, description + "." + text);
  }

  /** This check going on with {@code next} of the values found; {@code call} is how the user wrote it. */
  <R> CheckBuilder<R> selecting(CheckSpec.Selection next, String call) {
    return new CheckBuilder<>(extractor, next, transforms, null, optional, saveAs, description + "." + call);
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
    if (value instanceof byte[] bytes) {
      return "byte[" + bytes.length + "]";
    }
    return value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
  }
}
