package io.throng.engine.http;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;

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

  /** A fresh Netty request: the encoder releases what it writes, so each send needs its own. */
  public FullHttpRequest toNettyRequest() {
    return new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, method, uri,
        body.length == 0 ? Unpooled.EMPTY_BUFFER : Unpooled.wrappedBuffer(body), headers, EmptyHttpHeaders.INSTANCE);
  }

  /** The absolute URL of this request, for messages and for resolving relative redirects. */
  public String url() {
    return target.origin() + uri;
  }
}
