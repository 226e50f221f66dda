package io.throng.dsl;

import io.throng.dsl.model.CookieSelector;
import java.util.Optional;

/**
 * Which cookie {@link Dsl#getCookieValue} reads, made by {@link Dsl#cookieName(String)}: any
 * domain and path unless given (the longest path wins among several). Name and domain may hold
 * {@code #{key}} placeholders. Immutable: every method returns a new builder.
 *
 * <pre>{@code
 * exec(getCookieValue(cookieName("sessionid").withDomain("shop.example.com")).saveAs("session"))
 * }</pre>
 */
public final class CookieName {

  private final CookieSelector selector;

  private CookieName(CookieSelector selector) {
    this.selector = selector;
  }

  static CookieName of(String name) {
    Require.notBlank("cookie name", name);
    return new CookieName(new CookieSelector(Templates.parse("cookie name", name), Optional.empty(), Optional.empty()));
  }

  /** Only the cookie stored for {@code domain} (its {@code Domain} attribute, or the host that set it). */
  public CookieName withDomain(String domain) {
    Require.notBlank("cookie domain", domain);
    return new CookieName(new CookieSelector(selector.name(), Optional.of(Templates.parse("cookie domain", domain)),
        selector.path()));
  }

  /** Only the cookie stored for exactly {@code path}. */
  public CookieName withPath(String path) {
    return new CookieName(new CookieSelector(selector.name(), selector.domain(), Optional.of(path(path))));
  }

  CookieSelector toModel() {
    return selector;
  }

  /** A cookie path: absolute, as a {@code Path} attribute must be to count. */
  static String path(String path) {
    Require.notBlank("cookie path", path);
    if (!path.startsWith("/")) {
      throw new IllegalArgumentException("cookie path must start with \"/\", was \"" + path + "\"");
    }
    return path;
  }
}
