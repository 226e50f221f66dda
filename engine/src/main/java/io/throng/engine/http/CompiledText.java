package io.throng.engine.http;

import io.throng.dsl.Session;
import io.throng.dsl.model.Text;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A request part ready to evaluate against a session: a constant, a concatenation of template
 * parts, or a function of the session. Templates were parsed when the simulation was built; this
 * only concatenates.
 *
 * <pre>{@code
 * CompiledText auth = CompiledText.of(text);          // "Bearer #{token}"
 * String header = auth.apply(session);                // throws NoSuchElementException without a token
 * }</pre>
 */
@FunctionalInterface
public interface CompiledText {

  /**
   * The text for {@code session}.
   *
   * @throws NoSuchElementException when a template key, field or index is missing ({@code session
   *     has no value for 'token'}); a function may throw anything, and the engine makes it the
   *     request's KO
   */
  String apply(Session session);

  /** Whether the text is the same for every session, so it can be computed once. */
  default boolean isConstant() {
    return false;
  }

  static CompiledText of(Text text) {
    if (text instanceof Text.Computed computed) {
      return session -> {
        String value = computed.function().apply(session);
        if (value == null) {
          throw new IllegalStateException("a function of the session returned null");
        }
        return value;
      };
    }
    List<Text.Part> parts = ((Text.Template) text).parts();
    if (parts.stream().allMatch(part -> part instanceof Text.Literal)) {
      StringBuilder all = new StringBuilder();
      parts.forEach(part -> all.append(((Text.Literal) part).text()));
      return constant(all.toString());
    }
    Text.Part[] array = parts.toArray(Text.Part[]::new);
    return session -> {
      StringBuilder out = new StringBuilder();
      for (Text.Part part : array) {
        if (part instanceof Text.Literal literal) {
          out.append(literal.text());
        } else if (part instanceof Text.Key key) {
          out.append(session.getString(key.key()));
        } else {
          out.append(SessionPath.read((Text.Access) part, session));
        }
      }
      return out.toString();
    };
  }

  static CompiledText constant(String value) {
    return new CompiledText() {
      @Override
      public String apply(Session session) {
        return value;
      }

      @Override
      public boolean isConstant() {
        return true;
      }
    };
  }
}
