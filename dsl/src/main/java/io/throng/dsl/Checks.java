package io.throng.dsl;

import io.throng.dsl.model.CheckSpec;
import io.throng.dsl.model.Text;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The checks {@link Dsl} offers, validated where the user typed them. Expressions may hold
 * {@code #{key}} parts, parsed here once; an expression without them is validated now, one with
 * them when the engine fills it in.
 */
final class Checks {

  private Checks() {}

  static CheckBuilder<Integer> status() {
    return CheckBuilder.of(new CheckSpec.Status(), "status()");
  }

  static FindCheckBuilder<String> header(String name) {
    String header = Require.notBlank("header name", name);
    return new FindCheckBuilder<>(new CheckSpec.Header(header), "header(" + quoted(header) + ")");
  }

  static CheckBuilder<String> bodyString() {
    return CheckBuilder.of(new CheckSpec.BodyString(), "bodyString()");
  }

  static CheckBuilder<byte[]> bodyBytes() {
    return CheckBuilder.of(new CheckSpec.BodyBytes(), "bodyBytes()");
  }

  static CheckBuilder<String> md5() {
    return CheckBuilder.of(new CheckSpec.BodyDigest("MD5"), "md5()");
  }

  static CheckBuilder<String> sha256() {
    return CheckBuilder.of(new CheckSpec.BodyDigest("SHA-256"), "sha256()");
  }

  static CheckBuilder<Integer> bodyLength() {
    return CheckBuilder.of(new CheckSpec.BodyLength(), "bodyLength()");
  }

  static FindCheckBuilder<Integer> substring(String text) {
    if (text == null || text.isEmpty()) {
      throw new IllegalArgumentException("substring must not be empty, was " + (text == null ? "null" : "\"\""));
    }
    return new FindCheckBuilder<>(new CheckSpec.Substring(Templates.parse("substring", text)),
        "substring(" + quoted(text) + ")");
  }

  static FindCheckBuilder<String> regex(String pattern) {
    return new FindCheckBuilder<>(new CheckSpec.Regex(pattern("regex", pattern)), "regex(" + quoted(pattern) + ")");
  }

  static FindCheckBuilder<String> jsonPath(String path) {
    Require.notBlank("jsonPath", path);
    Text text = Templates.parse("jsonPath", path);
    if (literal(text).isPresent() && !path.startsWith("$")) {
      throw new IllegalArgumentException("jsonPath must start with $, such as $.items[0].id, was \"" + path + "\"");
    }
    return new FindCheckBuilder<>(new CheckSpec.JsonPath(text), "jsonPath(" + quoted(path) + ")");
  }

  static FindCheckBuilder<String> css(String selector) {
    Text text = Templates.parse("css selector", Require.notBlank("css selector", selector));
    return new FindCheckBuilder<>(new CheckSpec.Css(text, Optional.empty()), "css(" + quoted(selector) + ")");
  }

  static FindCheckBuilder<String> css(String selector, String attribute) {
    Text text = Templates.parse("css selector", Require.notBlank("css selector", selector));
    String name = Require.notBlank("css attribute", attribute);
    return new FindCheckBuilder<>(new CheckSpec.Css(text, Optional.of(name)),
        "css(" + quoted(selector) + ", " + quoted(name) + ")");
  }

  static CheckBuilder<Map<String, Object>> form(String selector) {
    Text text = Templates.parse("form selector", Require.notBlank("form selector", selector));
    return CheckBuilder.of(new CheckSpec.Form(text), "form(" + quoted(selector) + ")");
  }

  static FindCheckBuilder<String> xpath(String expression) {
    return xpath(expression, Map.of());
  }

  static FindCheckBuilder<String> xpath(String expression, Map<String, String> namespaces) {
    Text text = Templates.parse("xpath", Require.notBlank("xpath", expression));
    if (namespaces == null) {
      throw new IllegalArgumentException("xpath namespaces must not be null; pass Map.of() for none");
    }
    namespaces.forEach((prefix, uri) -> {
      Require.notBlank("xpath namespace prefix", prefix);
      Require.notBlank("xpath namespace URI for " + prefix, uri);
    });
    return new FindCheckBuilder<>(new CheckSpec.XPath(text, namespaces),
        "xpath(" + quoted(expression) + (namespaces.isEmpty() ? "" : ", " + namespaces) + ")");
  }

  static CheckBuilder<String> currentLocation() {
    return CheckBuilder.of(new CheckSpec.CurrentLocation(), "currentLocation()");
  }

  static FindCheckBuilder<String> currentLocationRegex(String pattern) {
    return new FindCheckBuilder<>(new CheckSpec.CurrentLocationRegex(pattern("currentLocationRegex", pattern)),
        "currentLocationRegex(" + quoted(pattern) + ")");
  }

  static CheckBuilder<Duration> responseTime() {
    return CheckBuilder.of(new CheckSpec.ResponseTime(), "responseTime()");
  }

  /**
   * An expected value as the model holds it: a text with {@code #{key}} parts becomes a
   * {@link CheckSpec.Templated}, anything else stays as it is.
   */
  static Object expected(String parameter, Object value) {
    if (value == null) {
      throw new IllegalArgumentException(parameter + " must not be null");
    }
    if (value instanceof String string) {
      Text text = Templates.parse(parameter, string);
      return literal(text).isPresent() ? string : new CheckSpec.Templated(text);
    }
    return value;
  }

  private static Text pattern(String parameter, String pattern) {
    Text text = Templates.parse(parameter, Require.notBlank(parameter, pattern));
    if (literal(text).isPresent()) {
      try {
        Pattern.compile(pattern);
      } catch (PatternSyntaxException e) {
        throw new IllegalArgumentException(
            parameter + " is not a valid pattern: " + e.getDescription() + ", was \"" + pattern + "\"", e);
      }
    }
    return text;
  }

  /** The text of a template without session keys. */
  private static Optional<String> literal(Text text) {
    if (text instanceof Text.Template template && template.parts().stream().allMatch(p -> p instanceof Text.Literal)) {
      StringBuilder all = new StringBuilder();
      template.parts().forEach(part -> all.append(((Text.Literal) part).text()));
      return Optional.of(all.toString());
    }
    return Optional.empty();
  }

  private static String quoted(String text) {
    return "\"" + text + "\"";
  }
}
