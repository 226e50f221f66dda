package io.throng.dsl.model;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * HTTP settings shared by every request of a simulation.
 *
 * @param baseUrls where relative request paths are sent, such as {@code http://127.0.0.1:8080};
 *     with several, each virtual user takes the next one in turn. The single value
 *     {@value #DEMO_TARGET} asks the engine to start its embedded demo target on a loopback port
 * @param headers headers sent with every request (User-Agent included)
 * @param connections who owns keep-alive connections
 * @param keepAlive whether connections are kept open between requests
 * @param connectTimeout replaces the configured connect timeout, when present
 * @param requestTimeout replaces the configured request timeout, when present
 * @param maxRedirects how many redirects one request follows at most; 0 follows none
 * @param tls how https targets are trusted
 * @param cookies whether each virtual user keeps a cookie jar, as a browser does (on by default)
 * @param resources how pages' resources are found and cached
 * @param proxy the HTTP proxy requests go through, when present
 * @param noProxyFor hosts that go direct despite the proxy: a name, or {@code *.suffix} for every
 *     host under {@code suffix}
 * @param retryOnStaleConnection whether an idempotent request whose reused keep-alive connection
 *     the server closed before answering anything is sent once more on a new connection (on by
 *     default); the lost attempt is counted either way, as a retry or as a KO
 * @param sensitive headers and session keys whose values are masked wherever a message shows them,
 *     beside those always masked ({@link Sensitive#ALWAYS})
 * @param http2 whether requests may go over HTTP/2 ({@link Http2#OFF} by default)
 * @param http3 whether requests to https origins go over HTTP/3 (QUIC) rather than TCP (off by default)
 */
public record HttpProtocol(
    List<String> baseUrls,
    Map<String, String> headers,
    ConnectionPolicy connections,
    boolean keepAlive,
    Optional<Duration> connectTimeout,
    Optional<Duration> requestTimeout,
    int maxRedirects,
    Tls tls,
    boolean cookies,
    Resources resources,
    Optional<Proxy> proxy,
    List<String> noProxyFor,
    boolean retryOnStaleConnection,
    Sensitive sensitive,
    Http2 http2,
    boolean http3) {

  /** The base URL that stands for the engine's embedded demo target. */
  public static final String DEMO_TARGET = "demo";

  /** How many redirects a request follows unless the protocol says otherwise. */
  public static final int DEFAULT_MAX_REDIRECTS = 10;

  public HttpProtocol {
    baseUrls = List.copyOf(baseUrls);
    if (baseUrls.isEmpty()) {
      throw new IllegalArgumentException("a protocol needs at least one base URL");
    }
    headers = Map.copyOf(headers);
    Objects.requireNonNull(connections, "connections");
    Objects.requireNonNull(connectTimeout, "connectTimeout");
    Objects.requireNonNull(requestTimeout, "requestTimeout");
    Objects.requireNonNull(tls, "tls");
    Objects.requireNonNull(resources, "resources");
    Objects.requireNonNull(proxy, "proxy");
    noProxyFor = List.copyOf(noProxyFor);
    Objects.requireNonNull(sensitive, "sensitive");
    Objects.requireNonNull(http2, "http2");
  }

  /** A protocol whose users keep cookies, with the default {@link Resources}, and no proxy. */
  public HttpProtocol(List<String> baseUrls, Map<String, String> headers, ConnectionPolicy connections,
      boolean keepAlive, Optional<Duration> connectTimeout, Optional<Duration> requestTimeout, int maxRedirects,
      Tls tls) {
    this(baseUrls, headers, connections, keepAlive, connectTimeout, requestTimeout, maxRedirects, tls, true,
        Resources.defaults(), Optional.empty(), List.of(), true, Sensitive.none(), Http2.OFF, false);
  }

  /**
   * The demo target, default headers, a connection per user, keep-alive, verified TLS, cookies, no
   * proxy, a request lost on a stale connection sent once more.
   */
  public static HttpProtocol defaults() {
    return new HttpProtocol(List.of(DEMO_TARGET), Map.of(), new ConnectionPolicy.PerUser(), true,
        Optional.empty(), Optional.empty(), DEFAULT_MAX_REDIRECTS, Tls.verified(), true, Resources.defaults(),
        Optional.empty(), List.of(), true, Sensitive.none(), Http2.OFF, false);
  }

  /** The first base URL: the only one, unless several were given. */
  public String baseUrl() {
    return baseUrls.get(0);
  }

  /** Whether requests go to the embedded demo target rather than to a real URL. */
  public boolean usesDemoTarget() {
    return baseUrls.size() == 1 && DEMO_TARGET.equals(baseUrls.get(0));
  }

  /** Whether a base URL is https, so the run needs TLS from its first request. */
  public boolean hasHttpsBaseUrl() {
    return baseUrls.stream().anyMatch(url -> url.regionMatches(true, 0, "https:", 0, 6));
  }

  /**
   * Values never shown: those of the {@link #ALWAYS} headers, of basic-auth credentials and of the
   * user's cookies, and those of the headers and session keys named here. A message that would
   * show one (a failed check's {@code found "..."}) shows {@code ***} in its place.
   *
   * @param headers header names, matched ignoring case
   * @param sessionKeys session keys whose values are secrets
   */
  public record Sensitive(List<String> headers, List<String> sessionKeys) {

    /** Headers whose values are masked without being named: credentials and cookies. */
    public static final List<String> ALWAYS = List.of("Authorization", "Proxy-Authorization", "Cookie", "Set-Cookie");

    public Sensitive {
      headers = List.copyOf(headers);
      sessionKeys = List.copyOf(sessionKeys);
    }

    /** Nothing beyond {@link #ALWAYS}. */
    public static Sensitive none() {
      return new Sensitive(List.of(), List.of());
    }
  }

  /** Who owns the keep-alive connections requests are sent on. */
  /**
   * Which HTTP version requests use: HTTP/1.1 only; HTTP/2 when an https server offers it in the TLS
   * handshake (ALPN), HTTP/1.1 otherwise; or, beside that, HTTP/2 from the first byte on cleartext
   * connections (h2c with prior knowledge, RFC 9113 3.3).
   */
  public enum Http2 {
    OFF,
    ALPN,
    PRIOR_KNOWLEDGE
  }

  public sealed interface ConnectionPolicy {
    /**
     * Each virtual user has its own connections, as a browser does: one for its requests, and up
     * to {@code maxPerHost} to one host while it fetches a page's resources.
     */
    record PerUser(int maxPerHost) implements ConnectionPolicy {
      /** How many connections to one host a user opens at most, as browsers do. */
      public static final int DEFAULT_MAX_PER_HOST = 6;

      /** At most {@value #DEFAULT_MAX_PER_HOST} connections to one host. */
      public PerUser() {
        this(DEFAULT_MAX_PER_HOST);
      }
    }

    /**
     * Users of one event loop share a pool of connections, at most {@code maxPerHost} to each
     * host from each event loop; a user waits for a free one when all are busy.
     */
    record Shared(int maxPerHost) implements ConnectionPolicy {}
  }

  /**
   * How https targets are trusted.
   *
   * @param verifyCertificates whether the server's certificate chain and host name are checked
   * @param trustStore the certificates to trust instead of the JDK's, when present
   */
  public record Tls(boolean verifyCertificates, Optional<TrustStore> trustStore) {
    public Tls {
      Objects.requireNonNull(trustStore, "trustStore");
    }

    /** Verifies against the JDK's trusted certificates. */
    public static Tls verified() {
      return new Tls(true, Optional.empty());
    }
  }

  /** A key store file (PKCS12 or JKS) of trusted certificates. {@link #toString()} hides the password. */
  public record TrustStore(String path, String password) {
    public TrustStore {
      Objects.requireNonNull(path, "path");
      Objects.requireNonNull(password, "password");
    }

    @Override
    public String toString() {
      return "TrustStore[path=" + path + ", password=***]";
    }
  }

  /**
   * How a page's resources are found and how responses are cached, per virtual user.
   *
   * @param inferHtml whether HTML responses are parsed for the resources they reference
   * @param allow regular expressions an inferred resource's URL must match one of; empty allows all
   * @param deny regular expressions an inferred resource's URL must match none of
   * @param caching whether each user keeps an HTTP cache (validators and fresh responses)
   */
  public record Resources(boolean inferHtml, List<String> allow, List<String> deny, boolean caching) {
    public Resources {
      allow = List.copyOf(allow);
      deny = List.copyOf(deny);
    }

    /** No inference, caching on, as a browser does. */
    public static Resources defaults() {
      return new Resources(false, List.of(), List.of(), true);
    }
  }
}
