package io.throng.dsl;

import io.throng.dsl.model.CookieSpec;
import java.time.Duration;
import java.util.Optional;

/**
 * A cookie for {@link Dsl#addCookie}, made by {@link Dsl#cookie(String, String)}. Name, value and
 * domain may hold {@code #{key}} placeholders. Immutable: every method returns a new builder.
 *
 * <pre>{@code
 * exec(addCookie(cookie("locale", "#{locale}").withDomain("shop.example.com").withMaxAge(ofDays(1))))
 * }</pre>
 *
 * <p>By default it goes to the host of the user's base URL only, for every path ({@code /}),
 * over http and https, and lives until the jar is flushed (a session cookie).
 */
public final class CookieBuilder {

  private final CookieSpec spec;

  private CookieBuilder(CookieSpec spec) {
    this.spec = spec;
  }

  static CookieBuilder of(String name, String value) {
    Require.notBlank("cookie name", name);
    return new CookieBuilder(new CookieSpec(Templates.parse("cookie name", name),
        Templates.parse("cookie value", value), Optional.empty(), "/", false, Optional.empty()));
  }

  /** Sent to {@code domain} and its subdomains, as a {@code Domain} attribute does. */
  public CookieBuilder withDomain(String domain) {
    Require.notBlank("cookie domain", domain);
    return new CookieBuilder(new CookieSpec(spec.name(), spec.value(), Optional.of(Templates.parse("cookie domain",
        domain)), spec.path(), spec.secure(), spec.maxAge()));
  }

  /** Sent for {@code path} and the paths below it. */
  public CookieBuilder withPath(String path) {
    return new CookieBuilder(new CookieSpec(spec.name(), spec.value(), spec.domain(), CookieName.path(path),
        spec.secure(), spec.maxAge()));
  }

  /** Whether it is sent over https only. */
  public CookieBuilder withSecure(boolean secure) {
    return new CookieBuilder(new CookieSpec(spec.name(), spec.value(), spec.domain(), spec.path(), secure,
        spec.maxAge()));
  }

  /** Expires {@code maxAge} after the step runs; zero removes a cookie of the same name, domain and path. */
  public CookieBuilder withMaxAge(Duration maxAge) {
    return new CookieBuilder(new CookieSpec(spec.name(), spec.value(), spec.domain(), spec.path(), spec.secure(),
        Optional.of(Require.notNegative("cookie maxAge", maxAge))));
  }

  CookieSpec toModel() {
    return spec;
  }
}
