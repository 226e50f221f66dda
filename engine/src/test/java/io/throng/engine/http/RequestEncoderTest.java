package io.throng.engine.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequestEncoder;
import io.netty.handler.codec.http.HttpVersion;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class RequestEncoderTest {

  private static final Target TARGET = new Target(false, "127.0.0.1", 8080, new InetSocketAddress("127.0.0.1", 8080));

  static Stream<Arguments> requests() {
    return Stream.of(
        Arguments.of("GET, no body", request(HttpMethod.GET, "/api/user/1", "", "Host", "127.0.0.1:8080",
            "User-Agent", "Throng/0.1", "Accept", "application/json")),
        Arguments.of("POST with a body", request(HttpMethod.POST, "/form?x=1", "name=Zo%C3%AB", "Host", "h",
            "Content-Type", "application/x-www-form-urlencoded", "Content-Length", "13")),
        Arguments.of("empty path", request(HttpMethod.HEAD, "", "", "Host", "h", "Connection", "close")),
        Arguments.of("non-ASCII path and header", request(HttpMethod.GET, "/é", "", "Host", "h", "X-Name", "Zoë")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("requests")
  void writesTheBytesNettysEncoderWrites(String name, OutgoingRequest request) {
    assertThat(encodeTimes(request, 1)[0]).isEqualTo(nettyBytes(request));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("requests")
  void writesARequestEncodedOnceAsNettyWouldOnEveryConnectionEveryTime(String name, OutgoingRequest request) {
    String expected = nettyBytes(request);
    OutgoingRequest shared = request.encodedOnce();

    // Two connections, each releasing what it wrote: the shared bytes outlive both.
    assertThat(encodeTimes(shared, 3)).containsExactly(expected, expected, expected);
    assertThat(encodeTimes(shared, 3)).containsExactly(expected, expected, expected);
    assertThat(shared.wire().isDirect()).isTrue();
    assertThat(shared.wire().readableBytes()).isEqualTo(expected.length());
  }

  /** To a proxy: the whole URL on the request line, and the proxy's credentials after the headers. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("requests")
  void writesAbsoluteFormWithTheProxysHeaderToAProxyEvenForARequestEncodedOnce(String name, OutgoingRequest request) {
    HttpHeaders toProxy = request.headers().copy().add("Proxy-Authorization", "Basic dGVzdGVyOnNlY3JldA==");
    String expected = nettyBytes(new OutgoingRequest(request.target(), request.method(),
        request.url() + (request.uri().isEmpty() ? "/" : ""), toProxy, request.body(), request.timeoutNanos()));
    RequestEncoder encoder = RequestEncoder.toProxy("Basic dGVzdGVyOnNlY3JldA==");

    assertThat(encodeTimes(encoder, request, 1)[0]).isEqualTo(expected);
    assertThat(encodeTimes(encoder, request.encodedOnce(), 2)).containsExactly(expected, expected);
  }

  private static String[] encodeTimes(OutgoingRequest request, int times) {
    return encodeTimes(RequestEncoder.INSTANCE, request, times);
  }

  private static String[] encodeTimes(RequestEncoder encoder, OutgoingRequest request, int times) {
    EmbeddedChannel channel = new EmbeddedChannel(encoder);
    String[] written = new String[times];
    for (int i = 0; i < times; i++) {
      channel.writeOutbound(request);
      written[i] = read(channel.readOutbound());
    }
    assertThat(channel.finishAndReleaseAll()).isFalse();
    return written;
  }

  private static String nettyBytes(OutgoingRequest request) {
    EmbeddedChannel netty = new EmbeddedChannel(new HttpRequestEncoder());
    netty.writeOutbound(new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, request.method(), request.uri(),
        Unpooled.wrappedBuffer(request.body()), request.headers(), EmptyHttpHeaders.INSTANCE));
    ByteBuf all = Unpooled.buffer();
    for (ByteBuf part; (part = netty.readOutbound()) != null; ) {
      all.writeBytes(part);
      part.release();
    }
    netty.finishAndReleaseAll();
    return read(all);
  }

  private static String read(ByteBuf bytes) {
    String text = bytes.toString(StandardCharsets.ISO_8859_1);
    bytes.release();
    return text;
  }

  private static OutgoingRequest request(HttpMethod method, String uri, String body, String... headers) {
    HttpHeaders all = new DefaultHttpHeaders();
    for (int i = 0; i < headers.length; i += 2) {
      all.add(headers[i], headers[i + 1]);
    }
    return new OutgoingRequest(TARGET, method, uri, all, body.getBytes(StandardCharsets.UTF_8), 1_000_000_000L);
  }
}
