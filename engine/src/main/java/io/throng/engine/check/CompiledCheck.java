package io.throng.engine.check;

import com.jayway.jsonpath.InvalidPathException;
import com.jayway.jsonpath.JsonPath;
import io.throng.dsl.Session;
import io.throng.dsl.model.CheckSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One check compiled before the run: its regex or JSON path parsed once. Stateless and shared
 * by every user of the scenario.
 */
final class CompiledCheck {

  private static final int MAX_SHOWN = 80;

  private final CheckSpec spec;
  private final Function<Extraction, List<Object>> extractor;

  private CompiledCheck(CheckSpec spec, Function<Extraction, List<Object>> extractor) {
    this.spec = spec;
    this.extractor = extractor;
  }

  /** @throws IllegalArgumentException when a JSON path is invalid, naming the check */
  static CompiledCheck compile(CheckSpec spec) {
    return new CompiledCheck(spec, extractor(spec));
  }

  boolean isStatusCheck() {
    return spec.extractor() instanceof CheckSpec.Status;
  }

  boolean isBodyLengthCheck() {
    return spec.extractor() instanceof CheckSpec.BodyLength;
  }

  boolean needsBody() {
    return spec.extractor().needsBody();
  }

  /**
   * Checks one response.
   *
   * @return the session, with the value saved when the check saves one
   * @throws CheckFailure saying which check failed and what it found
   */
  Session verify(Extraction response, Session session) {
    Object value;
    try {
      List<Object> values = extractor.apply(response);
      value = spec.count() ? Integer.valueOf(values.size()) : values.isEmpty() ? null : values.get(0);
      if (value != null) {
        for (Function<Object, Object> transform : spec.transforms()) {
          value = transform.apply(value);
        }
      }
    } catch (RuntimeException e) {
      throw new CheckFailure("check " + spec.description() + " failed: " + e.getMessage());
    }
    if (value == null && spec.optional()) {
      return session;
    }
    if (!Matching.matches(spec.matcher(), value)) {
      throw new CheckFailure("check " + spec.description() + " failed: found " + show(value));
    }
    return spec.saveAs().isPresent() && value != null ? session.set(spec.saveAs().get(), value) : session;
  }

  static String show(Object value) {
    if (value == null) {
      return "nothing";
    }
    String text = value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
    return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN) + "...(" + text.length() + " chars)";
  }

  private static Function<Extraction, List<Object>> extractor(CheckSpec spec) {
    CheckSpec.Extractor extractor = spec.extractor();
    if (extractor instanceof CheckSpec.Status) {
      return r -> List.of(r.response().status());
    }
    if (extractor instanceof CheckSpec.Header header) {
      String name = header.name();
      return r -> r.response().headers() == null ? List.of() : new ArrayList<>(r.response().headers().getAll(name));
    }
    if (extractor instanceof CheckSpec.BodyString) {
      return r -> List.of(r.text());
    }
    if (extractor instanceof CheckSpec.BodyLength) {
      return r -> List.of((int) r.response().bodyLength());
    }
    if (extractor instanceof CheckSpec.Substring substring) {
      String text = substring.text();
      return r -> positions(r.text(), text);
    }
    if (extractor instanceof CheckSpec.Regex regex) {
      Pattern pattern = Pattern.compile(regex.pattern());
      return r -> matches(pattern, r.text());
    }
    if (extractor instanceof CheckSpec.JsonPath jsonPath) {
      JsonPath path;
      try {
        path = JsonPath.compile(jsonPath.path());
      } catch (InvalidPathException e) {
        throw new IllegalArgumentException("check " + spec.description() + ": invalid JSON path: " + e.getMessage(), e);
      }
      Extraction.prepareJson();
      return r -> r.jsonPath(path);
    }
    return r -> List.of(Duration.ofNanos(r.responseNanos()));
  }

  private static List<Object> positions(String body, String text) {
    List<Object> found = new ArrayList<>();
    for (int at = body.indexOf(text); at >= 0; at = body.indexOf(text, at + 1)) {
      found.add(at);
    }
    return found;
  }

  private static List<Object> matches(Pattern pattern, String body) {
    List<Object> found = new ArrayList<>();
    Matcher matcher = pattern.matcher(body);
    while (matcher.find()) {
      found.add(matcher.groupCount() > 0 ? matcher.group(1) : matcher.group());
    }
    return found;
  }
}
