package io.throng.dsl;

import io.throng.dsl.model.CheckSpec;
import java.time.Duration;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/** The checks {@link Dsl} offers, validated where the user typed them. */
final class Checks {

  private Checks() {}

  static CheckBuilder<Integer> status() {
    return CheckBuilder.of(new CheckSpec.Status(), "status()");
  }

  static CheckBuilder<String> header(String name) {
    String header = Require.notBlank("header name", name);
    return CheckBuilder.of(new CheckSpec.Header(header), "header(\"" + header + "\")");
  }

  static CheckBuilder<String> bodyString() {
    return CheckBuilder.of(new CheckSpec.BodyString(), "bodyString()");
  }

  static CheckBuilder<Integer> bodyLength() {
    return CheckBuilder.of(new CheckSpec.BodyLength(), "bodyLength()");
  }

  static CheckBuilder<Integer> substring(String text) {
    if (text == null || text.isEmpty()) {
      throw new IllegalArgumentException("substring must not be empty, was " + (text == null ? "null" : "\"\""));
    }
    return CheckBuilder.of(new CheckSpec.Substring(text), "substring(\"" + text + "\")");
  }

  static CheckBuilder<String> regex(String pattern) {
    Require.notBlank("regex", pattern);
    try {
      Pattern.compile(pattern);
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException("regex is not a valid pattern: " + e.getDescription() + ", was \"" + pattern + "\"", e);
    }
    return CheckBuilder.of(new CheckSpec.Regex(pattern), "regex(\"" + pattern + "\")");
  }

  static CheckBuilder<String> jsonPath(String path) {
    Require.notBlank("jsonPath", path);
    if (!path.startsWith("$")) {
      throw new IllegalArgumentException("jsonPath must start with $, such as $.items[0].id, was \"" + path + "\"");
    }
    return CheckBuilder.of(new CheckSpec.JsonPath(path), "jsonPath(\"" + path + "\")");
  }

  static CheckBuilder<Duration> responseTime() {
    return CheckBuilder.of(new CheckSpec.ResponseTime(), "responseTime()");
  }
}
