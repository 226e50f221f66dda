package io.throng.engine.http;

import io.throng.dsl.Session;
import io.throng.dsl.model.CookieSelector;
import java.util.NoSuchElementException;

/**
 * The cookie a {@code getCookieValue} step reads, compiled once. Immutable and shared by every
 * user of the scenario.
 *
 * <pre>{@code
 * String session = CookieQuery.compile(selector).valueIn(jar, session);   // throws when missing
 * }</pre>
 */
public final class CookieQuery {

  private final CompiledText name;
  private final CompiledText domain;
  private final String path;

  private CookieQuery(CookieSelector selector) {
    this.name = CompiledText.of(selector.name());
    this.domain = selector.domain().map(CompiledText::of).orElse(null);
    this.path = selector.path().orElse(null);
  }

  public static CookieQuery compile(CookieSelector selector) {
    return new CookieQuery(selector);
  }

  /**
   * The value of the cookie in {@code jar}.
   *
   * @throws NoSuchElementException when the jar has no such cookie; the message names it, never a value
   */
  public String valueIn(CookieJar jar, Session session) {
    String cookieName = name.apply(session);
    String cookieDomain = domain == null ? null : domain.apply(session);
    String value = jar.value(cookieName, cookieDomain, path);
    if (value == null) {
      throw new NoSuchElementException("no cookie \"" + cookieName + "\""
          + (cookieDomain == null ? "" : " for domain " + cookieDomain) + (path == null ? "" : " and path " + path)
          + " in the user's jar");
    }
    return value;
  }
}
