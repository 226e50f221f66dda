package io.throng.dsl.model;

import io.throng.dsl.Session;
import java.util.Objects;
import java.util.function.Function;

/**
 * One entry of a form body, URL-encoded or multipart: a parameter, a parameter with the values
 * of a list, or every entry of a map, the last two taken from the session when the request is
 * sent.
 */
public sealed interface FormField {

  /** {@code name=value}: {@code formParam("q", "#{term}")}. */
  record Param(String name, Text value) implements FormField {
    public Param {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(value, "value");
    }
  }

  /**
   * {@code name} once per element of a list (or once with a single value):
   * {@code multivaluedFormParam("tag", "#{tags}")}.
   */
  record Values(String name, Source values) implements FormField {
    public Values {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(values, "values");
    }
  }

  /**
   * Every entry of a map, a list value giving one parameter per element:
   * {@code formParamMap("#{form}")}, as a {@code form(selector)} check saves it.
   */
  record ParamMap(Source map) implements FormField {
    public ParamMap {
      Objects.requireNonNull(map, "map");
    }
  }

  /** Where a list or map comes from when the request is sent. */
  sealed interface Source {}

  /** A placeholder's value, a {@link Text.Key} or a {@link Text.Access}: {@code #{form}}. */
  record Placeholder(Text.Part part) implements Source {
    public Placeholder {
      if (!(part instanceof Text.Key) && !(part instanceof Text.Access)) {
        throw new IllegalArgumentException("a placeholder is a key or an access, was " + part);
      }
    }
  }

  /** A function of the session. */
  record Computed(Function<Session, ?> function) implements Source {
    public Computed {
      Objects.requireNonNull(function, "function");
    }
  }
}
