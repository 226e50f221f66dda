package io.throng.engine.http;

import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.buffer.Unpooled;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.HttpRequestSpec;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Map;

/**
 * A request of the plan made ready to send: its target address resolved once, before the run,
 * and its headers merged, so sending does no parsing and no DNS lookup on an event loop.
 *
 * @param name the name statistics are grouped under
 * @param address the resolved address to connect to
 */
public record PreparedRequest(String name, InetSocketAddress address, HttpMethod method, String uri, HttpHeaders headers) {

  /** The User-Agent sent unless the simulation sets one. */
  public static final String USER_AGENT = "Throng/0.1";

  /**
   * Resolves {@code spec} against {@code baseUrl}: a path is appended to it, a full URL is used
   * as it is.
   *
   * @throws IllegalArgumentException for an https URL (not supported yet) or an unknown host
   */
  public static PreparedRequest prepare(HttpRequestSpec spec, HttpProtocol protocol, String baseUrl) {
    URI url = URI.create(spec.path().startsWith("/") ? baseUrl + spec.path() : spec.path());
    if (!"http".equalsIgnoreCase(url.getScheme())) {
      throw new IllegalArgumentException(
          "request \"" + spec.name() + "\" goes to " + url + ": only http:// targets are supported so far");
    }
    int port = url.getPort() == -1 ? 80 : url.getPort();
    InetSocketAddress address;
    try {
      address = new InetSocketAddress(InetAddress.getByName(url.getHost()), port);
    } catch (UnknownHostException e) {
      throw new IllegalArgumentException(
          "request \"" + spec.name() + "\": cannot resolve host " + url.getHost() + " (check the base URL)", e);
    }
    HttpHeaders headers = new DefaultHttpHeaders();
    headers.set(HttpHeaderNames.HOST, url.getPort() == -1 ? url.getHost() : url.getHost() + ":" + port);
    headers.set(HttpHeaderNames.USER_AGENT, USER_AGENT);
    for (Map.Entry<String, String> h : protocol.headers().entrySet()) {
      headers.set(h.getKey(), h.getValue());
    }
    for (Map.Entry<String, String> h : spec.headers().entrySet()) {
      headers.set(h.getKey(), h.getValue());
    }
    if (!headers.contains(HttpHeaderNames.CONTENT_LENGTH) && !"GET".equals(spec.method()) && !"HEAD".equals(spec.method())) {
      headers.set(HttpHeaderNames.CONTENT_LENGTH, 0);
    }
    String uri = url.getRawPath().isEmpty() ? "/" : url.getRawPath();
    if (url.getRawQuery() != null) {
      uri = uri + "?" + url.getRawQuery();
    }
    return new PreparedRequest(spec.name(), address, HttpMethod.valueOf(spec.method()), uri, headers);
  }

  /** A fresh Netty request: the encoder releases what it writes, so each send needs its own. */
  public FullHttpRequest toNettyRequest() {
    return new DefaultFullHttpRequest(
        HttpVersion.HTTP_1_1, method, uri, Unpooled.EMPTY_BUFFER, headers.copy(), EmptyHttpHeaders.INSTANCE);
  }
}
