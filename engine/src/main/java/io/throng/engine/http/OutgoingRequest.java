package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
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
 * @param wire the request's bytes encoded once, for a request every user sends as it is
 *     ({@link #encodedOnce()}); {@code null} when the encoder writes it afresh
 */
public record OutgoingRequest(
    Target target, HttpMethod method, String uri, HttpHeaders headers, byte[] body, long timeoutNanos, ByteBuf wire) {

  /** A request encoded when it is sent. */
  public OutgoingRequest(Target target, HttpMethod method, String uri, HttpHeaders headers, byte[] body,
      long timeoutNanos) {
    this(target, method, uri, headers, body, timeoutNanos, null);
  }

  /** This request with its bytes encoded now, for the many sendings of a request shared by users. */
  OutgoingRequest encodedOnce() {
    return new OutgoingRequest(target, method, uri, headers, body, timeoutNanos, RequestEncoder.encodeOnce(this));
  }

  /** The absolute URL of this request, for messages and for resolving relative redirects. */
  public String url() {
    return target.origin() + uri;
  }
}
