package io.throng.dsl.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * One check on a response: extract values, select one (or count them), transform, match, and
 * optionally save the value in the session.
 *
 * @param extractor what to look at in the response
 * @param count whether the value is the number of occurrences rather than the first one
 * @param transforms applied in order to the selected value
 * @param matcher what the value must satisfy
 * @param optional whether a missing value passes (and saves nothing)
 * @param saveAs the session key the value is saved under, when present
 * @param description the check as the user wrote it, such as {@code status().is(200)}
 */
public record CheckSpec(
    Extractor extractor,
    boolean count,
    List<Function<Object, Object>> transforms,
    Matcher matcher,
    boolean optional,
    Optional<String> saveAs,
    String description) {

  public CheckSpec {
    Objects.requireNonNull(extractor, "extractor");
    transforms = List.copyOf(transforms);
    Objects.requireNonNull(matcher, "matcher");
    Objects.requireNonNull(saveAs, "saveAs");
    Objects.requireNonNull(description, "description");
  }

  /** What a check reads from a response; each finds zero or more values. */
  public sealed interface Extractor {
    /** Whether the engine must keep the response body for this extractor. */
    default boolean needsBody() {
      return false;
    }
  }

  /** The status code. */
  public record Status() implements Extractor {}

  /** The values of a response header, case-insensitive. */
  public record Header(String name) implements Extractor {}

  /** The whole body as text. */
  public record BodyString() implements Extractor {
    @Override
    public boolean needsBody() {
      return true;
    }
  }

  /** The body's length in bytes. */
  public record BodyLength() implements Extractor {}

  /** The positions where {@code text} occurs in the body. */
  public record Substring(String text) implements Extractor {
    @Override
    public boolean needsBody() {
      return true;
    }
  }

  /** The matches of {@code pattern} in the body: its first capture group if it has one. */
  public record Regex(String pattern) implements Extractor {
    @Override
    public boolean needsBody() {
      return true;
    }
  }

  /** The values {@code path} selects in a JSON body, as text (objects and arrays as JSON). */
  public record JsonPath(String path) implements Extractor {
    @Override
    public boolean needsBody() {
      return true;
    }
  }

  /** The response time of the exchange, as a {@link java.time.Duration}. */
  public record ResponseTime() implements Extractor {}

  /** What the selected value must satisfy. */
  public sealed interface Matcher {}

  /** A value was found. */
  public record Exists() implements Matcher {}

  /** No value was found. */
  public record NotExists() implements Matcher {}

  /** The value equals {@code expected}. */
  public record Is(Object expected) implements Matcher {}

  /** A value was found and differs from {@code unexpected}. */
  public record Not(Object unexpected) implements Matcher {}

  /** The value is one of {@code expected}. */
  public record In(List<Object> expected) implements Matcher {
    public In {
      expected = List.copyOf(expected);
    }
  }

  /** The value is less than {@code bound}. */
  public record Lt(Comparable<?> bound) implements Matcher {}

  /** The value is greater than {@code bound}. */
  public record Gt(Comparable<?> bound) implements Matcher {}
}
