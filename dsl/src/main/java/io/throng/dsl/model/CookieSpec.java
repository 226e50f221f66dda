package io.throng.dsl.model;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * A cookie a scenario puts into its user's jar itself, as if a response had set it.
 *
 * @param domain the domain it is sent to, subdomains included; when empty, only the host of the
 *     user's base URL
 * @param path the path it is sent for, and below it
 * @param secure whether it is sent over https only
 * @param maxAge how long it lives from when the step runs; when empty, a session cookie
 */
public record CookieSpec(Text name, Text value, Optional<Text> domain, String path, boolean secure,
    Optional<Duration> maxAge) {
  public CookieSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(domain, "domain");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(maxAge, "maxAge");
  }
}
