package io.throng.dsl;

import static io.throng.dsl.Dsl.http;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The protocol's switches: Accept-Encoding off by default, one header at most, the last call wins;
 * the resending of a request lost on a stale connection on by default; sensitive names add up.
 */
class HttpProtocolBuilderTest {

  static Stream<Arguments> acceptEncoding() {
    return Stream.of(
        row("default", p -> p, Map.of()),
        row("on", p -> p.acceptCompressedResponses(true), Map.of("Accept-Encoding", "gzip, deflate")),
        row("off", p -> p.acceptCompressedResponses(false), Map.of()),
        row("on then off", p -> p.acceptCompressedResponses(true).acceptCompressedResponses(false), Map.of()),
        row("own header then on", p -> p.header("accept-encoding", "br").acceptCompressedResponses(true),
            Map.of("Accept-Encoding", "gzip, deflate")),
        row("own header then off", p -> p.header("Accept-Encoding", "br").acceptCompressedResponses(false), Map.of()),
        row("on keeps other headers", p -> p.header("Accept", "text/html").acceptCompressedResponses(true),
            Map.of("Accept", "text/html", "Accept-Encoding", "gzip, deflate")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource
  void acceptEncoding(String name, UnaryOperator<HttpProtocolBuilder> protocol, Map<String, String> headers) {
    HttpProtocolBuilder before = http.baseUrl("http://127.0.0.1:8080");

    assertThat(protocol.apply(before).toModel().headers()).isEqualTo(headers);
    assertThat(before.toModel().headers()).isEmpty();
  }

  @Test
  void aRequestLostOnAStaleConnectionIsSentAgainUnlessTheProtocolSaysNot() {
    HttpProtocolBuilder before = http.baseUrl("http://127.0.0.1:8080");

    assertThat(before.toModel().retryOnStaleConnection()).isTrue();
    assertThat(before.retryOnStaleConnection(false).toModel().retryOnStaleConnection()).isFalse();
    assertThat(before.retryOnStaleConnection(false).retryOnStaleConnection(true).toModel().retryOnStaleConnection())
        .isTrue();
    assertThat(before.toModel().retryOnStaleConnection()).isTrue();
  }

  @Test
  void sensitiveNamesAddUpAndEmptyOnesAreRefused() {
    HttpProtocolBuilder protocol = http.baseUrl("http://127.0.0.1:8080").sensitiveHeaders("X-Api-Key")
        .sensitiveSessionKeys("token").sensitiveHeaders("X-Other");

    assertThat(protocol.toModel().sensitive().headers()).containsExactly("X-Api-Key", "X-Other");
    assertThat(protocol.toModel().sensitive().sessionKeys()).containsExactly("token");
    assertThatThrownBy(() -> protocol.sensitiveHeaders()).hasMessage("sensitiveHeaders needs at least one name");
    assertThatThrownBy(() -> protocol.sensitiveSessionKeys(" ")).hasMessageContaining("sensitiveSessionKeys name");
  }

  private static Arguments row(String name, UnaryOperator<HttpProtocolBuilder> protocol, Map<String, String> headers) {
    return Arguments.of(name, protocol, headers);
  }
}
