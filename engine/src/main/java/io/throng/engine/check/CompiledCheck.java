package io.throng.engine.check;

import io.throng.dsl.Session;
import io.throng.dsl.model.CheckSpec;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * One check compiled before the run: its expression parsed once (or once per distinct value of
 * its {@code #{key}} parts), its matcher's expected values ready to fill in. Stateless and
 * shared by every user of the scenario.
 */
final class CompiledCheck {

  private static final int MAX_SHOWN = 80;

  private final CheckSpec spec;
  private final Extractors.Values extractor;
  private final Matching matching;
  private final int limit;
  private final CompiledExpression<String> needle;

  private CompiledCheck(CheckSpec spec, Extractors.Values extractor) {
    this.spec = spec;
    this.extractor = extractor;
    this.matching = Matching.of(spec.matcher());
    this.limit = spec.selection() instanceof CheckSpec.Find find ? find.index() + 1 : Integer.MAX_VALUE;
    this.needle = spec.extractor() instanceof CheckSpec.Substring substring ? Extractors.needle(substring) : null;
  }

  /** @throws IllegalArgumentException when a constant expression is invalid, naming the check */
  static CompiledCheck compile(CheckSpec spec) {
    try {
      return new CompiledCheck(spec, Extractors.compile(spec.extractor()));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("check " + spec.description() + ": " + e.getMessage(), e);
    }
  }

  boolean isStatusCheck() {
    return spec.extractor() instanceof CheckSpec.Status;
  }

  boolean isBodyLengthCheck() {
    return spec.extractor() instanceof CheckSpec.BodyLength;
  }

  /** Whether the check needs the whole body kept; a substring check searches it as it arrives. */
  boolean needsBody() {
    return spec.extractor().needsBody() && needle == null;
  }

  boolean searchesBody() {
    return needle != null;
  }

  /**
   * The search of one response's body for this substring check's text.
   *
   * @throws java.util.NoSuchElementException when the text names a key the session lacks
   */
  NeedleSearch search(Session session) {
    return new NeedleSearch(needle.resolve(session), limit, !(spec.selection() instanceof CheckSpec.Count));
  }

  /**
   * Checks one response.
   *
   * @return the session, with the value saved when the check saves one
   * @throws CheckFailure saying which check failed and what it found
   */
  Session verify(Extraction response, Session session) {
    Object value;
    boolean matched;
    try {
      value = value(response, session);
      if (value != null) {
        for (Function<Object, Object> transform : spec.transforms()) {
          value = transform.apply(value);
        }
      }
      if (value == null && spec.optional()) {
        return session;
      }
      matched = matching.matches(value, session);
    } catch (Exception e) {
      throw new CheckFailure(
          "check " + spec.description() + " failed: " + response.masked(String.valueOf(e.getMessage())));
    }
    if (!matched) {
      throw new CheckFailure("check " + spec.description() + " failed: found " + show(value, response));
    }
    return spec.saveAs().isPresent() && value != null ? session.set(spec.saveAs().get(), value) : session;
  }

  private Object value(Extraction response, Session session) {
    NeedleSearch search = needle == null ? null : response.search(this);
    if (spec.selection() instanceof CheckSpec.Count) {
      return search != null ? search.count() : extractor.count(response, session);
    }
    return select(search != null ? search.positions() : extractor.extract(response, session, limit));
  }

  private Object select(List<Object> values) {
    CheckSpec.Selection selection = spec.selection();
    if (values.isEmpty()) {
      return null;
    }
    if (selection instanceof CheckSpec.Find find) {
      return values.size() > find.index() ? values.get(find.index()) : null;
    }
    if (selection instanceof CheckSpec.FindAll) {
      return List.copyOf(values);
    }
    return values.get(ThreadLocalRandom.current().nextInt(values.size()));
  }

  /** {@code value} as a failure shows it: its secrets masked, then cut short. */
  static String show(Object value, Extraction response) {
    if (value == null) {
      return "nothing";
    }
    String text = value instanceof String ? "\"" + response.masked((String) value) + "\""
        : value instanceof byte[] bytes ? bytes.length + " bytes" : response.masked(String.valueOf(value));
    return text.length() <= MAX_SHOWN ? text : text.substring(0, MAX_SHOWN) + "...(" + text.length() + " chars)";
  }
}
