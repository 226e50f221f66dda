package io.throng.dsl;

import io.throng.dsl.model.HttpProtocol;
import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * HTTP settings shared by every request of a simulation, reached as {@link Dsl#http}. Immutable:
 * every method returns a new builder.
 *
 * <pre>{@code
 * HttpProtocolBuilder target = http.baseUrl("http://127.0.0.1:8080").header("Accept", "application/json");
 * }</pre>
 */
public final class HttpProtocolBuilder {

  static final HttpProtocolBuilder DEFAULT =
      new HttpProtocolBuilder(new HttpProtocol(HttpProtocol.DEMO_TARGET, Map.of()));

  private final HttpProtocol protocol;

  private HttpProtocolBuilder(HttpProtocol protocol) {
    this.protocol = protocol;
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
    return new HttpProtocolBuilder(new HttpProtocol(stripTrailingSlash(url), protocol.headers()));
  }

  /** A header sent with every request; a request's own header of the same name wins. */
  public HttpProtocolBuilder header(String name, String value) {
    Map<String, String> headers = new LinkedHashMap<>(protocol.headers());
    headers.put(Require.notBlank("header name", name), value == null ? "" : value);
    return new HttpProtocolBuilder(new HttpProtocol(protocol.baseUrl(), headers));
  }

  HttpProtocol toModel() {
    return protocol;
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
