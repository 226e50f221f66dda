package io.throng.dsl.model;

import io.throng.dsl.Session;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * One check on a response: extract values, select one (or all, or count them), transform, match,
 * and optionally save the value in the session.
 *
 * @param extractor what to look at in the response
 * @param selection which of the values found the check goes on with
 * @param transforms applied in order to the selected value
 * @param matcher what the value must satisfy
 * @param optional whether a missing value passes (and saves nothing)
 * @param saveAs the session key the value is saved under, when present
 * @param description the check as the user wrote it, such as {@code status().is(200)}
 */
public record CheckSpec(
    Extractor extractor,
    Selection selection,
    List<Function<Object, Object>> transforms,
    Matcher matcher,
    boolean optional,
    Optional<String> saveAs,
    String description) {

  public CheckSpec {
    Objects.requireNonNull(extractor, "extractor");
    Objects.requireNonNull(selection, "selection");
    transforms = List.copyOf(transforms);
    Objects.requireNonNull(matcher, "matcher");
    Objects.requireNonNull(saveAs, "saveAs");
    Objects.requireNonNull(description, "description");
  }

  /** What a check reads from a response; each finds zero or more values. */
  public sealed interface Extractor {
    /** Whether the engine must keep the response body for this extractor. */
    default boolean needsBody() {
      return true;
    }
  }

  /** The status code. */
  public record Status() implements Extractor {
    @Override
    public boolean needsBody() {
      return false;
    }
  }

  /** The values of a response header, case-insensitive: one per header line. */
  public record Header(String name) implements Extractor {
    @Override
    public boolean needsBody() {
      return false;
    }
  }

  /** The whole body as text. */
  public record BodyString() implements Extractor {}

  /** The whole body as bytes. */
  public record BodyBytes() implements Extractor {}

  /** The body's digest in lowercase hex, by a {@link java.security.MessageDigest} algorithm such as {@code MD5}. */
  public record BodyDigest(String algorithm) implements Extractor {
    public BodyDigest {
      Objects.requireNonNull(algorithm, "algorithm");
    }
  }

  /** The body's length in bytes. */
  public record BodyLength() implements Extractor {
    @Override
    public boolean needsBody() {
      return false;
    }
  }

  /** The positions where {@code text} occurs in the body. */
  public record Substring(Text text) implements Extractor {}

  /** The matches of {@code pattern} in the body: its first capture group if it has one. */
  public record Regex(Text pattern) implements Extractor {}

  /** The values {@code path} selects in a JSON body, as text (objects and arrays as JSON). */
  public record JsonPath(Text path) implements Extractor {}

  /**
   * The elements a CSS {@code selector} selects in an HTML body: their text, or the value of
   * {@code attribute} for those that have it.
   */
  public record Css(Text selector, Optional<String> attribute) implements Extractor {
    public Css {
      Objects.requireNonNull(selector, "selector");
      Objects.requireNonNull(attribute, "attribute");
    }
  }

  /** The fields of the first HTML form {@code selector} selects, as a map ready to post back. */
  public record Form(Text selector) implements Extractor {}

  /**
   * The results of an XPath {@code expression} on an XML body, as text; {@code namespaces} maps
   * the prefixes the expression uses to their URIs.
   */
  public record XPath(Text expression, Map<String, String> namespaces) implements Extractor {
    public XPath {
      Objects.requireNonNull(expression, "expression");
      namespaces = Map.copyOf(namespaces);
    }
  }

  /** The URL of the response, after any redirect the request followed. */
  public record CurrentLocation() implements Extractor {
    @Override
    public boolean needsBody() {
      return false;
    }
  }

  /** The matches of {@code pattern} in the response's URL: its first capture group if it has one. */
  public record CurrentLocationRegex(Text pattern) implements Extractor {
    @Override
    public boolean needsBody() {
      return false;
    }
  }

  /** The response time of the exchange, as a {@link java.time.Duration}. */
  public record ResponseTime() implements Extractor {
    @Override
    public boolean needsBody() {
      return false;
    }
  }

  /** Which of the values found a check goes on with. */
  public sealed interface Selection {}

  /** The value at {@code index}, from 0: {@code find()} is {@code Find(0)}. */
  public record Find(int index) implements Selection {}

  /** Every value, as a list; none found is nothing found. */
  public record FindAll() implements Selection {}

  /** One of the values, picked at random. */
  public record FindRandom() implements Selection {}

  /** How many values were found. */
  public record Count() implements Selection {}

  /** What the selected value must satisfy. */
  public sealed interface Matcher {}

  /** A value was found. */
  public record Exists() implements Matcher {}

  /** No value was found. */
  public record NotExists() implements Matcher {}

  /** The value equals {@code expected}, which may be a {@link Templated} or {@link Computed} value. */
  public record Is(Object expected) implements Matcher {}

  /** A value was found and differs from {@code unexpected}, which may be {@link Templated} or {@link Computed}. */
  public record Not(Object unexpected) implements Matcher {}

  /** The value is one of {@code expected}, each of which may be {@link Templated} or {@link Computed}. */
  public record In(List<Object> expected) implements Matcher {
    public In {
      expected = List.copyOf(expected);
    }
  }

  /** The value is less than {@code bound}. */
  public record Lt(Comparable<?> bound) implements Matcher {}

  /** The value is greater than {@code bound}. */
  public record Gt(Comparable<?> bound) implements Matcher {}

  /** An expected value that depends on the virtual user's session. */
  public sealed interface SessionValue {}

  /** An expected text with {@code #{key}} parts, filled from the session at each check. */
  public record Templated(Text text) implements SessionValue {}

  /** An expected value computed from the session at each check. */
  public record Computed(Function<Session, ?> function) implements SessionValue {
    public Computed {
      Objects.requireNonNull(function, "function");
    }
  }
}
