package io.throng.dsl;

import io.throng.dsl.model.CookieSelector;
import io.throng.dsl.model.Step;

/**
 * The first half of {@code getCookieValue(cookieName(name)).saveAs(key)}, made by
 * {@link Dsl#getCookieValue}: only {@link #saveAs} exists on it, so a read that saves nowhere does
 * not compile.
 */
public final class CookieValue {

  private final CookieSelector cookie;

  CookieValue(CookieSelector cookie) {
    this.cookie = cookie;
  }

  /**
   * Saves the cookie's value in the session under {@code key}; when the user has no such cookie,
   * the step fails the session (counted as a crash of {@code getCookieValue #n}).
   */
  public ChainBuilder saveAs(String key) {
    return ChainBuilder.EMPTY.append(new Step.GetCookieValue(cookie, Require.notBlank("saveAs key", key)));
  }
}
