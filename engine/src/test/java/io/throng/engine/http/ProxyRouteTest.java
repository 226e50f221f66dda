package io.throng.engine.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.Proxy;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which targets go through the proxy, and which pool their connections are kept in. */
class ProxyRouteTest {

  private static final ProxyRoute ROUTE =
      ProxyRoute.of(protocol("127.0.0.1", List.of("localhost", "*.internal")), Duration.ofSeconds(1));

  @ParameterizedTest
  @CsvSource({
      "shop.example, true",
      "localhost, false",
      "LocalHost, false",
      "api.internal, false",
      "a.b.Internal, false",
      "internal, true",
      "xinternal, true",
      "localhost.example, true"})
  void theNoProxyHostsGoDirect(String host, boolean proxied) {
    assertThat(ROUTE.proxies(target(false, host, 80))).isEqualTo(proxied);
    assertThat(ROUTE.proxies(target(true, host, 443))).isEqualTo(proxied);
  }

  @Test
  void plainHttpIsPooledByProxyAndTunnelsByOrigin() {
    Target shop = target(false, "shop.example", 80);
    Target other = target(false, "other.example", 8080);
    Target secure = target(true, "shop.example", 443);
    Target direct = target(false, "api.internal", 80);

    assertThat(ROUTE.poolKey(shop)).isSameAs(ROUTE.poolKey(other)).isNotEqualTo(shop);
    assertThat(ROUTE.poolKey(secure)).isSameAs(secure);
    assertThat(ROUTE.poolKey(direct)).isSameAs(direct);
    assertThat(ROUTE.answeringProxy(shop)).isEqualTo("proxy 127.0.0.1:3128");
    assertThat(ROUTE.answeringProxy(secure)).isNull();
    assertThat(ROUTE.answeringProxy(direct)).isNull();
    assertThat(ROUTE.proxyAddress(shop)).isEqualTo(new InetSocketAddress("127.0.0.1", 3128));
    assertThat(ROUTE.proxyAddress(secure)).isEqualTo(new InetSocketAddress("127.0.0.1", 3129));
    assertThat(ROUTE.describe(secure)).isEqualTo("proxy 127.0.0.1:3129");
  }

  @Test
  void withoutAProxyEveryTargetGoesDirect() {
    ProxyRoute direct = ProxyRoute.of(HttpProtocol.defaults(), Duration.ofSeconds(1));
    Target shop = target(false, "shop.example", 80);

    assertThat(direct).isSameAs(ProxyRoute.DIRECT);
    assertThat(direct.proxies(shop)).isFalse();
    assertThat(direct.poolKey(shop)).isSameAs(shop);
  }

  @Test
  void aProxyHostThatDoesNotResolveStopsTheRunBeforeItStarts() {
    HttpProtocol unknown = protocol("proxy.invalid", List.of());

    assertThatThrownBy(() -> ProxyRoute.of(unknown, Duration.ofSeconds(1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("cannot resolve proxy host proxy.invalid (check http.proxy(...))");
  }

  private static HttpProtocol protocol(String proxyHost, List<String> noProxyFor) {
    HttpProtocol base = HttpProtocol.defaults();
    return new HttpProtocol(List.of("http://127.0.0.1:8080"), base.headers(), base.connections(), base.keepAlive(),
        base.connectTimeout(), base.requestTimeout(), base.maxRedirects(), base.tls(), base.cookies(), base.resources(),
        Optional.of(new Proxy(proxyHost, 3128, 3129, Optional.of(new Proxy.Credentials("tester", "secret")))),
        noProxyFor, base.retryOnStaleConnection(), base.sensitive(), base.http2(), base.http3());
  }

  private static Target target(boolean tls, String host, int port) {
    return new Target(tls, host, port, InetSocketAddress.createUnresolved(host, port));
  }
}
