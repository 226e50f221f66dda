package io.throng.dsl;

import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.Proxy;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * HTTP settings shared by every request, starting from {@code Dsl.http}. Immutable: every method
 * returns a new builder.
 *
 * <pre>{@code
 * HttpProtocolBuilder target = http.baseUrl("https://127.0.0.1:8443")
 *     .header("Accept", "application/json")
 *     .userAgent("checkout-load-test")
 *     .shareConnections().maxConnectionsPerHost(20)
 *     .trustStore("src/test/resources/staging.p12", "changeit");
 * }</pre>
 *
 * <p>By default: the embedded demo target, one keep-alive connection per virtual user (as a
 * browser), the configured timeouts ({@code loadtest.http.*}), redirects followed up to
 * {@value HttpProtocol#DEFAULT_MAX_REDIRECTS} times, https certificates and host names verified,
 * no {@code Accept-Encoding} header ({@link #acceptCompressedResponses(boolean)}), and a cookie
 * jar per virtual user ({@link #disableCookies()}).
 */
public final class HttpProtocolBuilder {

  static final HttpProtocolBuilder DEFAULT = new HttpProtocolBuilder(HttpProtocol.defaults());

  /** What {@link #acceptCompressedResponses(boolean)} asks for: the encodings the engine decodes. */
  public static final String ACCEPT_COMPRESSED = "gzip, deflate";

  private static final String ACCEPT_ENCODING = "Accept-Encoding";

  private final HttpProtocol p;

  private HttpProtocolBuilder(HttpProtocol protocol) {
    this.p = protocol;
  }

  /**
   * Where relative request paths go: an {@code http} or {@code https} URL, or {@code "demo"} for
   * the engine's embedded demo target on a loopback port.
   */
  public HttpProtocolBuilder baseUrl(String url) {
    Require.notBlank("baseUrl", url);
    if (!HttpProtocol.DEMO_TARGET.equals(url)) {
      checkHttpUrl(url);
    }
    return withBaseUrls(List.of(stripTrailingSlash(url)));
  }

  /** Several base URLs: each virtual user takes the next one in turn (round robin). */
  public HttpProtocolBuilder baseUrls(String... urls) {
    if (urls == null || urls.length == 0) {
      throw new IllegalArgumentException("baseUrls needs at least one URL");
    }
    Arrays.stream(urls).forEach(url -> checkHttpUrl(Require.notBlank("baseUrl", url)));
    return withBaseUrls(Arrays.stream(urls).map(HttpProtocolBuilder::stripTrailingSlash).toList());
  }

  /** A header sent with every request; a request's own header of the same name wins. */
  public HttpProtocolBuilder header(String name, String value) {
    Map<String, String> headers = new LinkedHashMap<>(p.headers());
    headers.put(Require.notBlank("header name", name), value == null ? "" : value);
    return withHeaders(headers);
  }

  /**
   * Whether every request asks for compressed responses, sending {@code Accept-Encoding:}
   * {@value #ACCEPT_COMPRESSED} unless it sets its own. Off by default, as in Gatling: requests
   * carry the headers the simulation writes and no others. Either way, a gzip or deflate response
   * is decoded for the checks that read its body or length (and only for those), and the bytes
   * received stay the compressed bytes on the wire.
   */
  public HttpProtocolBuilder acceptCompressedResponses(boolean accept) {
    Map<String, String> headers = new LinkedHashMap<>(p.headers());
    headers.keySet().removeIf(ACCEPT_ENCODING::equalsIgnoreCase);
    if (accept) {
      headers.put(ACCEPT_ENCODING, ACCEPT_COMPRESSED);
    }
    return withHeaders(headers);
  }

  /** The User-Agent header of every request. */
  public HttpProtocolBuilder userAgent(String userAgent) {
    return header("User-Agent", Require.notBlank("userAgent", userAgent));
  }

  /** Users of one event loop share a pool of keep-alive connections instead of one each. */
  public HttpProtocolBuilder shareConnections() {
    return withConnections(new HttpProtocol.ConnectionPolicy.Shared(Integer.MAX_VALUE));
  }

  /**
   * How many connections to one host are open at most: per user by default (6, as browsers open
   * while fetching a page's resources); after {@link #shareConnections()}, per event loop's shared
   * pool, where a user waits for a free connection when all are busy.
   */
  public HttpProtocolBuilder maxConnectionsPerHost(int max) {
    int checked = (int) Require.atLeast("maxConnectionsPerHost", 1, max);
    return withConnections(p.connections() instanceof HttpProtocol.ConnectionPolicy.Shared
        ? new HttpProtocol.ConnectionPolicy.Shared(checked)
        : new HttpProtocol.ConnectionPolicy.PerUser(checked));
  }

  /**
   * Parses every HTML response for the resources a browser would fetch (stylesheets, scripts,
   * images, icons, frames) and fetches them concurrently after it, each counted under its URL
   * path ({@code GET /style.css}). Filters keep or drop resources by regular expressions on their URL.
   */
  public HttpProtocolBuilder inferHtmlResources(ResourceFilter... filters) {
    Blocks.notNull("inferHtmlResources filters", filters);
    List<String> allow = new ArrayList<>();
    List<String> deny = new ArrayList<>();
    for (ResourceFilter filter : filters) {
      (Blocks.notNull("resource filter", filter).allows() ? allow : deny).addAll(filter.patterns());
    }
    return withResources(new HttpProtocol.Resources(true, allow, deny, p.resources().caching()));
  }

  /** Turns each user's HTTP cache off: no conditional requests, fresh responses requested again. */
  public HttpProtocolBuilder disableCaching() {
    HttpProtocol.Resources r = p.resources();
    return withResources(new HttpProtocol.Resources(r.inferHtml(), r.allow(), r.deny(), false));
  }

  /** Whether connections stay open between requests (on by default); off sends Connection: close. */
  public HttpProtocolBuilder keepAlive(boolean keepAlive) {
    return with(d -> d.keepAlive = keepAlive);
  }

  /** How long opening a connection may take, replacing {@code loadtest.http.connectTimeout}. */
  public HttpProtocolBuilder connectTimeout(Duration timeout) {
    Optional<Duration> connectTimeout = Optional.of(Require.positive("connectTimeout", timeout));
    return with(d -> d.connectTimeout = connectTimeout);
  }

  /** How long a response may take once sent, replacing {@code loadtest.http.requestTimeout}. */
  public HttpProtocolBuilder requestTimeout(Duration timeout) {
    Optional<Duration> requestTimeout = Optional.of(Require.positive("requestTimeout", timeout));
    return with(d -> d.requestTimeout = requestTimeout);
  }

  /**
   * Whether an idempotent request (GET, HEAD, OPTIONS, PUT, DELETE, TRACE) is sent once more on a
   * new connection when the server closed its reused keep-alive connection before answering
   * anything: the race between a server's idle timeout and the next request, which browsers and
   * OkHttp's {@code retryOnConnectionFailure} recover from this way. On by default. Either way the
   * lost attempt is counted: in the report's Retried column when it is sent again, as a
   * {@code CLOSED} KO when not. A POST or PATCH is never sent twice.
   */
  public HttpProtocolBuilder retryOnStaleConnection(boolean retry) {
    return with(d -> d.retryOnStaleConnection = retry);
  }

  /**
   * Sends requests over HTTP/2 to https servers that offer it in the TLS handshake (ALPN), and
   * over HTTP/1.1 to those that do not. A user's requests to one origin share one connection,
   * a page's resources going out concurrently on it as streams; after {@link #shareConnections()}
   * the users of an event loop share connections, each carrying as many streams as the server
   * allows. Plain http stays HTTP/1.1 unless {@link #http2PriorKnowledge()}.
   */
  public HttpProtocolBuilder enableHttp2() {
    return with(d -> d.http2 = HttpProtocol.Http2.ALPN);
  }

  /**
   * Speaks HTTP/2 from the first byte on plain http connections (h2c with prior knowledge), for
   * servers known to speak it: one that does not fails the requests as KOs. https servers still
   * choose in the TLS handshake, as with {@link #enableHttp2()}.
   */
  public HttpProtocolBuilder http2PriorKnowledge() {
    return with(d -> d.http2 = HttpProtocol.Http2.PRIOR_KNOWLEDGE);
  }

  /**
   * Sends requests to https origins over HTTP/3 (QUIC, on UDP) instead of TCP: one QUIC
   * connection per user and origin by default, its requests, a page's resources among them, as
   * concurrent streams on it; after {@link #shareConnections()} the users of an event loop share
   * connections, each carrying as many streams as the server allows. Certificates are verified
   * as over TLS. Experimental: the base URLs must be https (or the demo target, which then answers
   * on an HTTP/3 listener of its own), and no {@link #proxy} may be set.
   */
  public HttpProtocolBuilder enableHttp3() {
    return with(d -> d.http3 = true);
  }

  /** How many redirects one request follows at most (10 by default). */
  public HttpProtocolBuilder maxRedirects(int max) {
    return withMaxRedirects((int) Require.atLeast("maxRedirects", 1, max));
  }

  /** Takes 3xx responses as they are, for every request. */
  public HttpProtocolBuilder disableFollowRedirect() {
    return withMaxRedirects(0);
  }

  /**
   * Accepts any certificate from https targets, for any host name. Only for test servers with
   * self-signed certificates: prefer {@link #trustStore(String, String)}.
   */
  public HttpProtocolBuilder disableCertificateVerification() {
    if (p.tls().trustStore().isPresent()) {
      throw new IllegalArgumentException("disableCertificateVerification() cannot be combined with trustStore(...)");
    }
    return withTls(new HttpProtocol.Tls(false, Optional.empty()));
  }

  /** Trusts the certificates of a PKCS12 or JKS file (or class path resource) instead of the JDK's. */
  public HttpProtocolBuilder trustStore(String path, String password) {
    if (!p.tls().verifyCertificates()) {
      throw new IllegalArgumentException("trustStore(...) cannot be combined with disableCertificateVerification()");
    }
    Require.notBlank("trustStore path", path);
    Blocks.notNull("trustStore password", password);
    return withTls(new HttpProtocol.Tls(true, Optional.of(new HttpProtocol.TrustStore(path, password))));
  }

  /**
   * No cookie jar: responses' {@code Set-Cookie} headers are not stored and requests carry only
   * the {@code Cookie} headers the simulation writes, as an API client would. Scenarios of such a
   * protocol cannot use the cookie steps ({@code addCookie}, {@code getCookieValue}, flushes).
   */
  public HttpProtocolBuilder disableCookies() {
    return with(d -> d.cookies = false);
  }

  /** Sends every request through an HTTP proxy, except to the {@link #noProxyFor} hosts. */
  public HttpProtocolBuilder proxy(ProxyBuilder proxy) {
    Blocks.notNull("proxy", proxy);
    return withProxy(Optional.of(proxy.toModel()), p.noProxyFor());
  }

  /**
   * Hosts that go direct rather than through the {@link #proxy}: a name ({@code localhost}) or a
   * {@code *.} wildcard ({@code *.internal} matches {@code api.internal}, not {@code internal}).
   */
  public HttpProtocolBuilder noProxyFor(String... hosts) {
    if (hosts == null || hosts.length == 0) {
      throw new IllegalArgumentException("noProxyFor needs at least one host");
    }
    for (String host : hosts) {
      Require.notBlank("noProxyFor host", host);
      if (host.indexOf('*', host.startsWith("*.") ? 1 : 0) >= 0 || host.equals("*.")) {
        throw new IllegalArgumentException("noProxyFor host must be a name or *.suffix, such as *.internal, was \""
            + host + "\"");
      }
    }
    List<String> all = new ArrayList<>(p.noProxyFor());
    all.addAll(Arrays.asList(hosts));
    return withProxy(p.proxy(), all);
  }

  /**
   * Headers whose values are secrets, beside {@code Authorization}, {@code Proxy-Authorization}
   * and cookies, which always are: a message that would show one, such as a failed check's
   * {@code found "..."} echoing what the server reflected, shows {@code ***} instead.
   *
   * <pre>{@code
   * http.baseUrl("https://api.example.com").sensitiveHeaders("X-Api-Key")
   * }</pre>
   */
  public HttpProtocolBuilder sensitiveHeaders(String... names) {
    List<String> all = new ArrayList<>(p.sensitive().headers());
    all.addAll(names("sensitiveHeaders", names));
    return with(d -> d.sensitive = new HttpProtocol.Sensitive(all, p.sensitive().sessionKeys()));
  }

  /**
   * Session keys whose values are secrets (a token saved by a check, a password from a feeder):
   * a message that would show one shows {@code ***} instead.
   *
   * <pre>{@code
   * http.baseUrl("https://api.example.com").sensitiveSessionKeys("accessToken", "password")
   * }</pre>
   */
  public HttpProtocolBuilder sensitiveSessionKeys(String... keys) {
    List<String> all = new ArrayList<>(p.sensitive().sessionKeys());
    all.addAll(names("sensitiveSessionKeys", keys));
    return with(d -> d.sensitive = new HttpProtocol.Sensitive(p.sensitive().headers(), all));
  }

  HttpProtocol toModel() {
    return p;
  }

  /**
   * Refuses what HTTP/3 cannot do, once the protocol is complete: a base URL that is not https
   * (QUIC always encrypts) or the demo target (which then answers on an HTTP/3 listener of its
   * own), and an HTTP proxy (a CONNECT tunnel carries TCP, not UDP).
   */
  void checkHttp3() {
    if (!p.http3()) {
      return;
    }
    for (String url : p.usesDemoTarget() ? List.<String>of() : p.baseUrls()) {
      if (!url.regionMatches(true, 0, "https://", 0, 8)) {
        throw new IllegalArgumentException("enableHttp3() needs https base URLs, was \"" + url
            + "\": use an https:// URL of a server that speaks HTTP/3, or remove enableHttp3()");
      }
    }
    if (p.proxy().isPresent()) {
      throw new IllegalArgumentException(
          "enableHttp3() cannot go through proxy(...): HTTP/3 runs on UDP, which an HTTP proxy does not carry;"
              + " remove one of them");
    }
  }

  private static List<String> names(String parameter, String... names) {
    if (names == null || names.length == 0) {
      throw new IllegalArgumentException(parameter + " needs at least one name");
    }
    for (String name : names) {
      Require.notBlank(parameter + " name", name);
    }
    return Arrays.asList(names);
  }

  private HttpProtocolBuilder withBaseUrls(List<String> urls) {
    return with(d -> d.baseUrls = urls);
  }

  private HttpProtocolBuilder withHeaders(Map<String, String> headers) {
    return with(d -> d.headers = headers);
  }

  private HttpProtocolBuilder withConnections(HttpProtocol.ConnectionPolicy policy) {
    return with(d -> d.connections = policy);
  }

  private HttpProtocolBuilder withMaxRedirects(int max) {
    return with(d -> d.maxRedirects = max);
  }

  private HttpProtocolBuilder withTls(HttpProtocol.Tls tls) {
    return with(d -> d.tls = tls);
  }

  private HttpProtocolBuilder withResources(HttpProtocol.Resources resources) {
    return with(d -> d.resources = resources);
  }

  private HttpProtocolBuilder withProxy(Optional<Proxy> proxy, List<String> noProxyFor) {
    return with(d -> {
      d.proxy = proxy;
      d.noProxyFor = noProxyFor;
    });
  }

  /** A builder of this protocol with what {@code change} sets on a copy of its fields. */
  private HttpProtocolBuilder with(Consumer<Draft> change) {
    Draft draft = new Draft(p);
    change.accept(draft);
    return new HttpProtocolBuilder(draft.toModel());
  }

  /**
   * A protocol's fields while one setting changes: the one place that lists them all, so a new
   * field of {@link HttpProtocol} is added here rather than to every setting's method. It never
   * leaves {@link #with}, which keeps the builder immutable.
   */
  private static final class Draft {
    List<String> baseUrls;
    Map<String, String> headers;
    HttpProtocol.ConnectionPolicy connections;
    boolean keepAlive;
    Optional<Duration> connectTimeout;
    Optional<Duration> requestTimeout;
    int maxRedirects;
    HttpProtocol.Tls tls;
    boolean cookies;
    HttpProtocol.Resources resources;
    Optional<Proxy> proxy;
    List<String> noProxyFor;
    boolean retryOnStaleConnection;
    HttpProtocol.Sensitive sensitive;
    HttpProtocol.Http2 http2;
    boolean http3;

    Draft(HttpProtocol p) {
      baseUrls = p.baseUrls();
      headers = p.headers();
      connections = p.connections();
      keepAlive = p.keepAlive();
      connectTimeout = p.connectTimeout();
      requestTimeout = p.requestTimeout();
      maxRedirects = p.maxRedirects();
      tls = p.tls();
      cookies = p.cookies();
      resources = p.resources();
      proxy = p.proxy();
      noProxyFor = p.noProxyFor();
      retryOnStaleConnection = p.retryOnStaleConnection();
      sensitive = p.sensitive();
      http2 = p.http2();
      http3 = p.http3();
    }

    HttpProtocol toModel() {
      return new HttpProtocol(baseUrls, headers, connections, keepAlive, connectTimeout, requestTimeout, maxRedirects,
          tls, cookies, resources, proxy, noProxyFor, retryOnStaleConnection, sensitive, http2, http3);
    }
  }

  private static void checkHttpUrl(String url) {
    URI uri;
    try {
      uri = URI.create(url);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("baseUrl must be an http(s) URL, was \"" + url + "\"", e);
    }
    String scheme = uri.getScheme();
    if (!("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme)) || uri.getHost() == null) {
      throw new IllegalArgumentException(
          "baseUrl must be an http(s) URL such as http://127.0.0.1:8080, or \""
              + HttpProtocol.DEMO_TARGET + "\" for the embedded demo target, was \"" + url + "\"");
    }
  }

  private static String stripTrailingSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }
}
