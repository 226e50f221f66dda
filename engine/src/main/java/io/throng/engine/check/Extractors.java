package io.throng.engine.check;

import com.jayway.jsonpath.InvalidPathException;
import com.jayway.jsonpath.JsonPath;
import io.throng.dsl.Session;
import io.throng.dsl.model.CheckSpec;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import org.jsoup.nodes.Element;
import org.jsoup.select.Evaluator;
import org.jsoup.select.Selector;

/**
 * What each kind of check reads from a response, compiled before the run. Every extractor stops
 * once it has the number of values its check needs: {@code find()} and {@code exists()} read up
 * to the first match, not the whole body, and {@code count()} counts without listing. A body
 * that arrived through a {@link BodySearch} is searched there instead, as it came.
 */
final class Extractors {

  /** The values a check finds in one response, at most {@code limit} of them. */
  @FunctionalInterface
  interface Values {
    List<Object> extract(Extraction response, Session session, int limit);

    /** How many values there are: extractors that can count without listing them say so here. */
    default int count(Extraction response, Session session) {
      return extract(response, session, Integer.MAX_VALUE).size();
    }
  }

  private Extractors() {}

  /** @throws IllegalArgumentException when a constant expression (regex, path, selector) is invalid */
  static Values compile(CheckSpec.Extractor extractor) {
    if (extractor instanceof CheckSpec.Status) {
      return (r, s, limit) -> List.of(r.response().status());
    }
    if (extractor instanceof CheckSpec.Header header) {
      String name = header.name();
      return (r, s, limit) -> r.response().headers() == null ? List.of() : first(r.response().headers().getAll(name), limit);
    }
    if (extractor instanceof CheckSpec.BodyString) {
      return (r, s, limit) -> List.of(r.text());
    }
    if (extractor instanceof CheckSpec.BodyBytes) {
      return (r, s, limit) -> List.of(r.bytes());
    }
    if (extractor instanceof CheckSpec.BodyDigest digest) {
      String algorithm = digest.algorithm();
      digester(algorithm);
      return (r, s, limit) -> List.of(HexFormat.of().formatHex(digester(algorithm).digest(r.bytes())));
    }
    if (extractor instanceof CheckSpec.BodyLength) {
      return (r, s, limit) -> List.of((int) r.response().bodyLength());
    }
    if (extractor instanceof CheckSpec.Substring substring) {
      CompiledExpression<String> text = needle(substring);
      return new Values() {
        @Override
        public List<Object> extract(Extraction r, Session s, int limit) {
          return positions(r.text(), text.resolve(s), limit);
        }

        @Override
        public int count(Extraction r, Session s) {
          return occurrences(r.text(), text.resolve(s));
        }
      };
    }
    if (extractor instanceof CheckSpec.Regex regex) {
      CompiledExpression<Pattern> pattern = CompiledExpression.of(regex.pattern(), Extractors::pattern);
      return new Values() {
        @Override
        public List<Object> extract(Extraction r, Session s, int limit) {
          return matches(pattern.resolve(s), r.text(), limit);
        }

        @Override
        public int count(Extraction r, Session s) {
          return matchCount(pattern.resolve(s), r.text());
        }
      };
    }
    if (extractor instanceof CheckSpec.CurrentLocationRegex regex) {
      CompiledExpression<Pattern> pattern = CompiledExpression.of(regex.pattern(), Extractors::pattern);
      return (r, s, limit) -> matches(pattern.resolve(s), r.url(), limit);
    }
    if (extractor instanceof CheckSpec.CurrentLocation) {
      return (r, s, limit) -> List.of(r.url());
    }
    if (extractor instanceof CheckSpec.JsonPath jsonPath) {
      JsonValues.prepare();
      CompiledExpression<JsonPath> path = CompiledExpression.of(jsonPath.path(), Extractors::jsonPath);
      return (r, s, limit) -> JsonValues.read(r.json(), path.resolve(s), limit);
    }
    if (extractor instanceof CheckSpec.Css css) {
      CompiledExpression<Evaluator> selector = CompiledExpression.of(css.selector(), Extractors::selector);
      String attribute = css.attribute().orElse(null);
      return (r, s, limit) -> elements(r.html(), selector.resolve(s), attribute, limit);
    }
    if (extractor instanceof CheckSpec.Form form) {
      CompiledExpression<Evaluator> selector = CompiledExpression.of(form.selector(), Extractors::selector);
      return (r, s, limit) -> {
        Element found = r.html().selectFirst(selector.resolve(s));
        return found == null ? List.of() : List.of(HtmlForms.fields(found));
      };
    }
    if (extractor instanceof CheckSpec.XPath xpath) {
      CompiledExpression<XPathQuery> query =
          CompiledExpression.of(xpath.expression(), expression -> new XPathQuery(expression, xpath.namespaces()));
      return (r, s, limit) -> query.resolve(s).evaluate(r.xml(), limit);
    }
    return (r, s, limit) -> List.of(Duration.ofNanos(r.responseNanos()));
  }

  static List<Object> positions(String body, String text, int limit) {
    List<Object> found = new ArrayList<>();
    for (int at = body.indexOf(text); at >= 0 && found.size() < limit; at = body.indexOf(text, at + 1)) {
      found.add(at);
    }
    return found;
  }

  /** The text a substring check looks for, compiled; never empty once filled in. */
  static CompiledExpression<String> needle(CheckSpec.Substring substring) {
    return CompiledExpression.of(substring.text(), Extractors::notEmpty);
  }

  private static int occurrences(String body, String text) {
    int count = 0;
    for (int at = body.indexOf(text); at >= 0; at = body.indexOf(text, at + 1)) {
      count++;
    }
    return count;
  }

  private static int matchCount(Pattern pattern, String text) {
    int count = 0;
    Matcher matcher = pattern.matcher(text);
    while (matcher.find()) {
      count++;
    }
    return count;
  }

  static List<Object> matches(Pattern pattern, String text, int limit) {
    List<Object> found = new ArrayList<>();
    Matcher matcher = pattern.matcher(text);
    while (found.size() < limit && matcher.find()) {
      found.add(matcher.groupCount() > 0 ? matcher.group(1) : matcher.group());
    }
    return found;
  }

  private static List<Object> elements(org.jsoup.nodes.Document html, Evaluator selector, String attribute,
      int limit) {
    List<Object> found = new ArrayList<>();
    html.selectStream(selector)
        .filter(element -> attribute == null || element.hasAttr(attribute))
        .limit(limit)
        .forEach(element -> found.add(attribute == null ? element.text() : element.attr(attribute)));
    return found;
  }

  private static List<Object> first(List<String> values, int limit) {
    return new ArrayList<>(values.size() <= limit ? values : values.subList(0, limit));
  }

  /** An empty text occurs everywhere: a substring filled in empty would never stop being found. */
  private static String notEmpty(String substring) {
    if (substring.isEmpty()) {
      throw new IllegalArgumentException("substring is empty once filled in");
    }
    return substring;
  }

  private static Pattern pattern(String regex) {
    try {
      return Pattern.compile(regex);
    } catch (PatternSyntaxException e) {
      throw new IllegalArgumentException("invalid regex \"" + regex + "\": " + e.getDescription(), e);
    }
  }

  private static JsonPath jsonPath(String path) {
    try {
      return JsonPath.compile(path);
    } catch (InvalidPathException e) {
      throw new IllegalArgumentException("invalid JSON path: " + e.getMessage(), e);
    }
  }

  private static Evaluator selector(String css) {
    try {
      return Selector.evaluatorOf(css);
    } catch (Selector.SelectorParseException e) {
      throw new IllegalArgumentException("invalid CSS selector \"" + css + "\": " + e.getMessage(), e);
    }
  }

  private static MessageDigest digester(String algorithm) {
    try {
      return MessageDigest.getInstance(algorithm);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalArgumentException("this JVM has no " + algorithm + " digest", e);
    }
  }
}
