package io.throng.dsl.model;

import java.util.Objects;
import java.util.Optional;

/**
 * Which cookie of the user's jar a step reads: by name, and by domain and path when present
 * (any otherwise; the longest path wins among several).
 */
public record CookieSelector(Text name, Optional<Text> domain, Optional<String> path) {
  public CookieSelector {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(domain, "domain");
    Objects.requireNonNull(path, "path");
  }
}
