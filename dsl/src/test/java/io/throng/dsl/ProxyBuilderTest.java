package io.throng.dsl;

import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.proxy;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.Proxy;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@code http.proxy(proxy(host, port))} and {@code noProxyFor}: the model they make, and bad input refused. */
class ProxyBuilderTest {

  @Test
  void aProxyIsOnTheProtocolWithItsHttpsPortDefaultingToItsPort() {
    HttpProtocol plain = http.baseUrl("http://127.0.0.1:8080").proxy(proxy("proxy.test", 3128)).toModel();
    HttpProtocol full = http.baseUrl("http://127.0.0.1:8080")
        .proxy(proxy("proxy.test", 3128).httpsPort(3129).credentials("tester", "secret"))
        .noProxyFor("localhost").noProxyFor("*.internal").toModel();

    assertThat(HttpProtocol.defaults().proxy()).isEmpty();
    assertThat(plain.proxy()).contains(new Proxy("proxy.test", 3128, 3128, Optional.empty()));
    assertThat(full.proxy()).contains(new Proxy("proxy.test", 3128, 3129,
        Optional.of(new Proxy.Credentials("tester", "secret"))));
    assertThat(full.noProxyFor()).isEqualTo(List.of("localhost", "*.internal"));
  }

  @Test
  void theProxysTextHidesItsPassword() {
    HttpProtocol protocol = http.proxy(proxy("proxy.test", 3128).credentials("tester", "secret")).toModel();

    assertThat(protocol.toString()).contains("proxy.test", "tester").doesNotContain("secret");
  }

  static Stream<Arguments> badInput() {
    return Stream.of(
        row(() -> proxy("", 3128), "proxy host must not be blank"),
        row(() -> proxy("proxy.test", 0), "proxy port must be between 1 and 65535, was 0 (proxy proxy.test)"),
        row(() -> proxy("proxy.test", 3128).httpsPort(70000),
            "proxy httpsPort must be between 1 and 65535, was 70000 (proxy proxy.test)"),
        row(() -> proxy("proxy.test", 3128).credentials(" ", "secret"), "proxy user must not be blank"),
        row(() -> http.noProxyFor(), "noProxyFor needs at least one host"),
        row(() -> http.noProxyFor("a*.internal"),
            "noProxyFor host must be a name or *.suffix, such as *.internal, was \"a*.internal\""),
        row(() -> http.noProxyFor("*."), "noProxyFor host must be a name or *.suffix, such as *.internal, was \"*.\""));
  }

  @ParameterizedTest
  @MethodSource
  void badInput(Supplier<Object> call, String message) {
    assertThatThrownBy(call::get).isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith(message);
  }

  private static Arguments row(Supplier<Object> call, String message) {
    return Arguments.of(call, message);
  }
}
