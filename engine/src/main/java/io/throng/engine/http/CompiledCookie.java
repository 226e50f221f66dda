package io.throng.engine.http;

import io.netty.handler.codec.http.cookie.DefaultCookie;
import io.throng.dsl.Session;
import io.throng.dsl.model.CookieSpec;
import java.time.Duration;

/**
 * A cookie of an {@code addCookie} step, compiled once: its templates parsed, its default domain
 * the host of each user's base URL (host-only, as a cookie a response sets without
 * {@code Domain}). Immutable and shared by every user of the scenario.
 *
 * <pre>{@code
 * CompiledCookie locale = CompiledCookie.compile(spec, bases);
 * locale.addTo(jar, session);   // throws with the reason, such as a missing session key
 * }</pre>
 */
public final class CompiledCookie {

  private final CompiledText name;
  private final CompiledText value;
  private final CompiledText domain;
  private final String path;
  private final boolean secure;
  private final long maxAgeSeconds;
  private final BaseUrls bases;

  private CompiledCookie(CookieSpec spec, BaseUrls bases) {
    this.name = CompiledText.of(spec.name());
    this.value = CompiledText.of(spec.value());
    this.domain = spec.domain().map(CompiledText::of).orElse(null);
    this.path = spec.path();
    this.secure = spec.secure();
    this.maxAgeSeconds = spec.maxAge().map(CompiledCookie::seconds).orElse(DefaultCookie.UNDEFINED_MAX_AGE);
    this.bases = bases;
  }

  public static CompiledCookie compile(CookieSpec spec, BaseUrls bases) {
    return new CompiledCookie(spec, bases);
  }

  /** Puts the cookie, as {@code session} fills it in, into {@code jar}. */
  public void addTo(CookieJar jar, Session session) {
    DefaultCookie cookie = new DefaultCookie(name.apply(session), value.apply(session));
    cookie.setDomain(domain == null ? bases.forUser(session.userId()).target().host() : domain.apply(session));
    cookie.setPath(path);
    cookie.setSecure(secure);
    cookie.setMaxAge(maxAgeSeconds);
    jar.add(cookie, domain == null);
  }

  /** Whole seconds, rounded up: a Max-Age of 0 would delete the cookie at once. */
  private static long seconds(Duration maxAge) {
    return maxAge.getSeconds() + (maxAge.getNano() > 0 ? 1 : 0);
  }
}
