package io.throng.engine.http;

import io.netty.handler.proxy.HttpProxyHandler;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.Proxy;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

/**
 * Which targets go through the protocol's HTTP proxy and how: plain http to the proxy itself,
 * on connections pooled by proxy (one connection serves every origin); https through a
 * {@code CONNECT} tunnel to the proxy's https port, pooled by origin. The {@code noProxyFor} hosts
 * go direct. The credentials only ever leave as the {@code Proxy-Authorization} header.
 * Immutable, shared by every event loop.
 *
 * <pre>{@code
 * ProxyRoute route = ProxyRoute.of(protocol, connectTimeout);
 * Target key = route.poolKey(target);   // the proxy's target for a proxied plain-http request
 * }</pre>
 */
final class ProxyRoute {

  /** Every target goes direct. */
  static final ProxyRoute DIRECT = new ProxyRoute(null, null, null, List.of(), null, 0);

  /** Writes plain-http requests in absolute form, with the credentials, for the proxy. */
  private final RequestEncoder encoder;

  private final Proxy proxy;
  private final Target httpProxy;
  private final InetSocketAddress tunnelProxy;
  private final List<String> noProxyFor;
  private final long handshakeMillis;

  private ProxyRoute(Proxy proxy, Target httpProxy, InetSocketAddress tunnelProxy, List<String> noProxyFor,
      String authorization, long handshakeMillis) {
    this.proxy = proxy;
    this.httpProxy = httpProxy;
    this.tunnelProxy = tunnelProxy;
    this.noProxyFor = noProxyFor;
    this.handshakeMillis = handshakeMillis;
    this.encoder = RequestEncoder.toProxy(authorization);
  }

  /**
   * The route of {@code protocol}, its proxy host looked up now, before the run.
   *
   * @param handshakeTimeout how long the proxy may take to answer a {@code CONNECT}
   * @throws IllegalArgumentException when the proxy host cannot be resolved
   */
  static ProxyRoute of(HttpProtocol protocol, Duration handshakeTimeout) {
    if (protocol.proxy().isEmpty()) {
      return DIRECT;
    }
    Proxy proxy = protocol.proxy().get();
    InetSocketAddress http = new InetSocketAddress(proxy.host(), proxy.port());
    if (http.isUnresolved()) {
      throw new IllegalArgumentException("cannot resolve proxy host " + proxy.host() + " (check http.proxy(...))");
    }
    String authorization = proxy.credentials().map(credentials -> "Basic " + Base64.getEncoder().encodeToString(
        (credentials.user() + ":" + credentials.password()).getBytes(StandardCharsets.UTF_8))).orElse(null);
    List<String> noProxyFor = protocol.noProxyFor().stream().map(host -> host.toLowerCase(Locale.ROOT)).toList();
    return new ProxyRoute(proxy, new Target(false, proxy.host(), proxy.port(), http),
        new InetSocketAddress(http.getAddress(), proxy.httpsPort()), noProxyFor, authorization,
        handshakeTimeout.toMillis());
  }

  /** Whether {@code target} is reached through the proxy. */
  boolean proxies(Target target) {
    return proxy != null && !bypasses(target.host());
  }

  /** The pool connections to {@code target} are kept in: the proxy's for proxied plain http. */
  Target poolKey(Target target) {
    return proxy == null || target.tls() || bypasses(target.host()) ? target : httpProxy;
  }

  /**
   * {@code proxy host:port} when {@code target}'s plain-http requests go to the proxy, which then
   * answers them itself when it refuses them; {@code null} otherwise.
   */
  String answeringProxy(Target target) {
    return poolKey(target) == httpProxy ? describe(target) : null;
  }

  /** Where a proxied connection to {@code target} connects: the proxy's http or https port. */
  InetSocketAddress proxyAddress(Target target) {
    return target.tls() ? tunnelProxy : httpProxy.address();
  }

  /** {@code proxy host:port} of the port {@code target} is reached through, for messages. */
  String describe(Target target) {
    return "proxy " + proxy.host() + ":" + (target.tls() ? proxy.httpsPort() : proxy.port());
  }

  /** The encoder of plain-http connections to the proxy. */
  RequestEncoder encoder() {
    return encoder;
  }

  /** A new handler opening one connection's {@code CONNECT} tunnel (Netty's handlers are per connection). */
  HttpProxyHandler tunnelHandler() {
    HttpProxyHandler handler = proxy.credentials()
        .map(credentials -> new HttpProxyHandler(tunnelProxy, credentials.user(), credentials.password()))
        .orElseGet(() -> new HttpProxyHandler(tunnelProxy));
    handler.setConnectTimeoutMillis(handshakeMillis);
    return handler;
  }

  private boolean bypasses(String host) {
    for (String pattern : noProxyFor) {
      String suffix = pattern.substring(1);
      boolean match = pattern.startsWith("*.")
          ? host.length() > suffix.length()
              && host.regionMatches(true, host.length() - suffix.length(), suffix, 0, suffix.length())
          : pattern.equalsIgnoreCase(host);
      if (match) {
        return true;
      }
    }
    return false;
  }
}
