package io.throng.dsl.model;

import java.util.Objects;

/** A name with a value that may depend on the session: a header, a query or a form parameter. */
public record NamedText(String name, Text value) {

  public NamedText {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
  }
}
