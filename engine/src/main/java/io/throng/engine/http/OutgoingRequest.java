package io.throng.engine.http;

import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;

/**
 * One request ready to send: where, method, path with query, every header, and the body.
 * Made from a {@link CompiledRequest} and the user's session, or by {@link Redirects} for the
 * next hop.
 *
 * @param uri the raw path and query sent on the request line, such as {@code /search?q=a+b}
 * @param body the bytes sent, empty for none
 * @param timeoutNanos how long the response may take once the request is written
 */
public record OutgoingRequest(
    Target target, HttpMethod method, String uri, HttpHeaders headers, byte[] body, long timeoutNanos) {

  /** The absolute URL of this request, for messages and for resolving relative redirects. */
  public String url() {
    return target.origin() + uri;
  }
}
