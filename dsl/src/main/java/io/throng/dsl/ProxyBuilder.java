package io.throng.dsl;

import io.throng.dsl.model.Proxy;
import java.util.Optional;

/**
 * An HTTP proxy for {@code http.proxy(...)}, starting from {@code Dsl.proxy(host, port)}.
 * Immutable: every method returns a new builder.
 *
 * <pre>{@code
 * http.baseUrl("https://shop.example")
 *     .proxy(proxy("127.0.0.1", 3128).httpsPort(3129).credentials("tester", "secret"))
 *     .noProxyFor("localhost", "*.internal");
 * }</pre>
 */
public final class ProxyBuilder {

  private final Proxy proxy;

  private ProxyBuilder(Proxy proxy) {
    this.proxy = proxy;
  }

  static ProxyBuilder of(String host, int port) {
    Require.notBlank("proxy host", host);
    int checked = port(host, "proxy port", port);
    return new ProxyBuilder(new Proxy(host, checked, checked, Optional.empty()));
  }

  /** The port https tunnels ({@code CONNECT}) are opened on, when not the proxy's port. */
  public ProxyBuilder httpsPort(int port) {
    return new ProxyBuilder(new Proxy(proxy.host(), proxy.port(), port(proxy.host(), "proxy httpsPort", port),
        proxy.credentials()));
  }

  /** Sends {@code Proxy-Authorization: Basic ...} with these credentials, to the proxy only. */
  public ProxyBuilder credentials(String user, String password) {
    Require.notBlank("proxy user", user);
    Blocks.notNull("proxy password", password);
    return new ProxyBuilder(new Proxy(proxy.host(), proxy.port(), proxy.httpsPort(),
        Optional.of(new Proxy.Credentials(user, password))));
  }

  Proxy toModel() {
    return proxy;
  }

  private static int port(String host, String parameter, int port) {
    if (port < 1 || port > 65535) {
      throw new IllegalArgumentException(parameter + " must be between 1 and 65535, was " + port
          + " (proxy " + host + ")");
    }
    return port;
  }
}
