package io.throng.engine.user;

import io.throng.dsl.Session;
import io.throng.engine.http.CookieJar;

/**
 * A step on the user's cookie jar ({@code addCookie}, {@code getCookieValue}, the flushes). One
 * that throws, such as a missing cookie or session key, marks the session failed and is counted
 * as a crash of {@code step} ({@code getCookieValue #1}), as a failing {@code exec} is.
 */
record CookieStep(String step, Action action, int tryEnd) implements Instruction {

  /** What the step does with the jar; returns the session, changed or not. */
  interface Action {
    Session apply(CookieJar jar, Session session);
  }

  @Override
  public boolean run(VirtualUser user) {
    try {
      user.session = action.apply(user.cookies(), user.session);
    } catch (Exception e) {
      user.crashed(step, e, tryEnd);
    }
    return true;
  }
}
