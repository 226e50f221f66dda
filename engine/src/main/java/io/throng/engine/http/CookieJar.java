package io.throng.engine.http;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.cookie.ClientCookieDecoder;
import io.netty.handler.codec.http.cookie.ClientCookieEncoder;
import io.netty.handler.codec.http.cookie.Cookie;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * One virtual user's cookies, kept as a browser keeps them (RFC 6265): {@code Set-Cookie} headers
 * are stored with their domain (host-only unless a {@code Domain} attribute is given), path (the
 * default path when absent), expiry ({@code Max-Age} over {@code Expires}; zero or past deletes)
 * and flags, and each request gets the cookies that match its URL, longer paths first. Netty's
 * {@link ClientCookieDecoder} and {@link ClientCookieEncoder} parse and write the headers.
 * Confined to the user's event loop; not thread-safe.
 *
 * <p>Without a public suffix list, a {@code Domain} attribute is accepted only when it
 * domain-matches the request's host and has a dot (or is the host itself), so a server cannot set
 * a cookie for {@code com}. An IP address host only ever gets cookies for itself.
 *
 * <pre>{@code
 * CookieJar jar = new CookieJar();
 * jar.store(request, response.headers());   // the response's Set-Cookie headers
 * OutgoingRequest next = jar.attach(nextRequest);   // the same request when no cookie matches
 * }</pre>
 */
public final class CookieJar {

  /**
   * The most cookies one user keeps; the oldest goes first beyond it, so a server setting a new
   * cookie on every response cannot make a long run's users grow without bound (browsers keep a
   * few thousand per profile).
   */
  static final int MAX_COOKIES = 300;

  /** A stored cookie: {@code domain} and {@code path} as the jar matches them. */
  private record Stored(Cookie cookie, String domain, boolean hostOnly, String path, long expiresAtMillis) {
    boolean isSession() {
      return expiresAtMillis == Long.MAX_VALUE;
    }
  }

  private static final Comparator<Stored> LONGER_PATH_FIRST =
      Comparator.comparingInt((Stored stored) -> stored.path().length()).reversed();

  private final LongSupplier clock;
  /** In creation order, so a stable sort keeps earlier cookies first; null until the first cookie. */
  private List<Stored> cookies;

  public CookieJar() {
    this(System::currentTimeMillis);
  }

  /** @param clock the wall clock in milliseconds that expiry is measured against */
  CookieJar(LongSupplier clock) {
    this.clock = clock;
  }

  /** Stores the cookies {@code headers} of the response to {@code request} set. */
  void store(OutgoingRequest request, HttpHeaders headers) {
    if (headers == null || !headers.contains(HttpHeaderNames.SET_COOKIE)) {
      return;
    }
    Target target = request.target();
    for (String header : headers.getAll(HttpHeaderNames.SET_COOKIE)) {
      store(target.host(), pathOf(request.uri()), header);
    }
  }

  /** Stores one {@code Set-Cookie} header's cookie, received from {@code host} for {@code requestPath}. */
  void store(String host, String requestPath, String setCookie) {
    Cookie cookie = ClientCookieDecoder.LAX.decode(setCookie);
    if (cookie == null) {
      return; // not a cookie: ignored, as browsers do
    }
    String requestHost = host.toLowerCase(Locale.ROOT);
    String domain = normalizedDomain(cookie.domain());
    boolean hostOnly = domain == null;
    if (hostOnly) {
      domain = requestHost;
    } else if (!acceptsDomain(requestHost, domain)) {
      return;
    }
    String path = cookie.path() != null && cookie.path().startsWith("/") ? cookie.path() : defaultPath(requestPath);
    put(cookie, domain, hostOnly, path);
  }

  /**
   * Adds a cookie made by the scenario rather than received: for {@code cookie}'s domain, and its
   * subdomains unless {@code hostOnly}; its path, {@code /} when it has none.
   */
  public void add(Cookie cookie, boolean hostOnly) {
    String path = cookie.path() != null && cookie.path().startsWith("/") ? cookie.path() : "/";
    put(cookie, normalizedDomain(cookie.domain()), hostOnly, path);
  }

  /**
   * {@code request} with the cookies that match its URL in its {@code Cookie} header, after the
   * one the request sets itself; {@code request} itself when none matches, so a user without
   * cookies pays nothing.
   */
  OutgoingRequest attach(OutgoingRequest request) {
    if (cookies == null || cookies.isEmpty()) {
      return request;
    }
    Target target = request.target();
    String header = header(target.tls(), target.host(), pathOf(request.uri()));
    if (header == null) {
      return request;
    }
    HttpHeaders headers = request.headers().copy();
    String own = headers.get(HttpHeaderNames.COOKIE);
    headers.set(HttpHeaderNames.COOKIE, own == null ? header : own + "; " + header);
    return new OutgoingRequest(target, request.method(), request.uri(), headers, request.body(), request.timeoutNanos());
  }

  /** The {@code Cookie} header for a request to {@code host} and {@code path}, or {@code null} for none. */
  String header(boolean https, String host, String path) {
    if (cookies == null || cookies.isEmpty()) {
      return null;
    }
    String requestHost = host.toLowerCase(Locale.ROOT);
    long now = clock.getAsLong();
    cookies.removeIf(stored -> stored.expiresAtMillis() <= now);
    List<Stored> matching = null;
    for (Stored stored : cookies) {
      boolean domainMatches = stored.hostOnly() ? requestHost.equals(stored.domain())
          : domainMatches(requestHost, stored.domain());
      if (domainMatches && pathMatches(path, stored.path()) && (https || !stored.cookie().isSecure())) {
        if (matching == null) {
          matching = new ArrayList<>();
        }
        matching.add(stored);
      }
    }
    if (matching == null) {
      return null;
    }
    matching.sort(LONGER_PATH_FIRST);
    return ClientCookieEncoder.LAX.encode(matching.stream().map(Stored::cookie).toList());
  }

  /**
   * The value of the cookie named {@code name}, for {@code domain} and {@code path} when they are
   * not {@code null}; the one with the longest path when several match, {@code null} when none.
   */
  public String value(String name, String domain, String path) {
    if (cookies == null) {
      return null;
    }
    String wanted = normalizedDomain(domain);
    long now = clock.getAsLong();
    Stored best = null;
    for (Stored stored : cookies) {
      if (stored.expiresAtMillis() > now && stored.cookie().name().equals(name)
          && (wanted == null || wanted.equals(stored.domain())) && (path == null || path.equals(stored.path()))
          && (best == null || stored.path().length() > best.path().length())) {
        best = stored;
      }
    }
    return best == null ? null : best.cookie().value();
  }

  /** The value of every cookie stored, expired or not, for masking them where messages would show them. */
  public List<String> values() {
    return cookies == null ? List.of() : cookies.stream().map(stored -> stored.cookie().value()).toList();
  }

  /** Forgets every cookie, as a new browser profile. */
  public void clear() {
    cookies = null;
  }

  /** Forgets the cookies without an expiry, as a browser does when it is closed. */
  public void clearSessionCookies() {
    if (cookies != null) {
      cookies.removeIf(Stored::isSession);
    }
  }

  /** Replaces the cookie of the same name, domain and path, keeping its place; deletes it when expired. */
  private void put(Cookie cookie, String domain, boolean hostOnly, String path) {
    long now = clock.getAsLong();
    long maxAge = cookie.maxAge();
    long expiresAt = maxAge == Cookie.UNDEFINED_MAX_AGE ? Long.MAX_VALUE // a session cookie
        : maxAge <= 0 ? now
        : maxAge >= (Long.MAX_VALUE - 1 - now) / 1_000 ? Long.MAX_VALUE - 1 : now + maxAge * 1_000;
    Stored stored = new Stored(cookie, domain, hostOnly, path, expiresAt);
    if (cookies == null) {
      cookies = new ArrayList<>();
    }
    for (int i = 0; i < cookies.size(); i++) {
      Stored old = cookies.get(i);
      if (old.cookie().name().equals(cookie.name()) && old.domain().equals(domain) && old.path().equals(path)) {
        if (expiresAt <= now) {
          cookies.remove(i);
        } else {
          cookies.set(i, stored);
        }
        return;
      }
    }
    if (expiresAt <= now) {
      return;
    }
    if (cookies.size() >= MAX_COOKIES) {
      cookies.removeIf(old -> old.expiresAtMillis() <= now);
      if (cookies.size() >= MAX_COOKIES) {
        cookies.remove(0);
      }
    }
    cookies.add(stored);
  }

  /** A Domain attribute as the jar compares it: lower case, without its leading dot; null when empty. */
  private static String normalizedDomain(String domain) {
    if (domain == null) {
      return null;
    }
    String bare = domain.startsWith(".") ? domain.substring(1) : domain;
    return bare.isEmpty() ? null : bare.toLowerCase(Locale.ROOT);
  }

  private static boolean acceptsDomain(String host, String domain) {
    return host.equals(domain) || domain.indexOf('.') > 0 && domainMatches(host, domain);
  }

  /** RFC 6265 5.1.3: the host is the domain, or a name ending in {@code .domain} (never an IP address). */
  static boolean domainMatches(String host, String domain) {
    return host.equals(domain)
        || host.endsWith(domain) && host.length() > domain.length()
        && host.charAt(host.length() - domain.length() - 1) == '.' && !isIpAddress(host);
  }

  private static boolean isIpAddress(String host) {
    return host.indexOf(':') >= 0 || host.chars().allMatch(c -> c == '.' || Character.isDigit(c));
  }

  /** RFC 6265 5.1.4: the path is the cookie's, or below it. */
  static boolean pathMatches(String requestPath, String cookiePath) {
    return requestPath.equals(cookiePath)
        || requestPath.startsWith(cookiePath)
        && (cookiePath.endsWith("/") || requestPath.charAt(cookiePath.length()) == '/');
  }

  /** RFC 6265 5.1.4: the request path up to, not including, its last {@code /}; {@code /} at the top. */
  static String defaultPath(String requestPath) {
    int last = requestPath.lastIndexOf('/');
    return !requestPath.startsWith("/") || last == 0 ? "/" : requestPath.substring(0, last);
  }

  /** The path of a request line's URI, without its query. */
  static String pathOf(String uri) {
    int query = uri.indexOf('?');
    String path = query >= 0 ? uri.substring(0, query) : uri;
    return path.isEmpty() ? "/" : path;
  }
}
