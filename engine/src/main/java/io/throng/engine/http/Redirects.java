package io.throng.engine.http;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import java.net.URI;

/**
 * The next hop of a redirect, as browsers make it: 301, 302 and 303 become a GET without body
 * (a HEAD stays a HEAD), 307 and 308 keep the method and the body. Credentials the request sets
 * itself (its {@code Authorization} and {@code Cookie} headers) are not sent to another origin;
 * the user's {@link CookieJar} adds, on each hop, the cookies that match that hop's URL. Stateless.
 *
 * <pre>{@code
 * OutgoingRequest next = redirects.next(request, response);   // null when the response is no redirect
 * }</pre>
 */
public final class Redirects {

  private final Targets targets;

  public Redirects(Targets targets) {
    this.targets = targets;
  }

  /** Whether {@code status} is a redirect this client follows (when it has a Location). */
  static boolean isRedirect(int status) {
    return status == 301 || status == 302 || status == 303 || status == 307 || status == 308;
  }

  /**
   * The request that follows {@code response}, or {@code null} when it is not a redirect.
   *
   * @throws IllegalArgumentException when the Location is not a valid http(s) URL
   */
  public OutgoingRequest next(OutgoingRequest previous, Response response) {
    if (!isRedirect(response.status())) { // first: most responses are none, and need no header lookup
      return null;
    }
    String location = response.headers() == null ? null : response.headers().get(HttpHeaderNames.LOCATION);
    if (location == null) {
      return null;
    }
    URI url;
    Target target;
    try {
      url = URI.create(previous.url()).resolve(location.trim());
      target = targets.of(url);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("redirect " + response.status() + " to an invalid Location: \"" + location + "\"", e);
    }
    boolean keepMethod = response.status() == 307 || response.status() == 308 || HttpMethod.HEAD.equals(previous.method());
    return keepMethod ? hop(previous, url, target, previous.method(), previous.body())
        : hop(previous, url, target, HttpMethod.GET, null);
  }

  /**
   * A GET of {@code url} made as the browser makes it from the page {@code page}: the page's
   * headers, without body, and without credentials for another origin.
   *
   * @throws IllegalArgumentException when {@code url} is not an http(s) URL this client can reach
   */
  public OutgoingRequest get(OutgoingRequest page, URI url) {
    return hop(page, url, targets.of(url), HttpMethod.GET, null);
  }

  /** The next request to {@code url}: with {@code body} kept from {@code previous}, or none when {@code null}. */
  private static OutgoingRequest hop(OutgoingRequest previous, URI url, Target target, HttpMethod method,
      byte[] keptBody) {
    byte[] body = keptBody != null ? keptBody : new byte[0];
    HttpHeaders headers = previous.headers().copy();
    headers.set(HttpHeaderNames.HOST, target.hostHeader());
    if (keptBody == null) {
      headers.remove(HttpHeaderNames.CONTENT_TYPE);
    }
    if (!target.origin().equals(previous.target().origin())) {
      headers.remove(HttpHeaderNames.AUTHORIZATION);
      headers.remove(HttpHeaderNames.COOKIE);
    }
    CompiledRequest.setContentLength(headers, method, body.length);
    String uri = (url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath())
        + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
    return new OutgoingRequest(target, method, uri, headers, body, previous.timeoutNanos());
  }
}
