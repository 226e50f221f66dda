package io.throng.engine.http;

import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpHeaderNames;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * A complete response as checks see it. The body is kept only when a check asked for it, up to
 * the configured cap, decoded when it came gzip or deflate ({@code Content-Encoding}); its length
 * is always counted. The headers are the server's, {@code Content-Encoding} included.
 *
 * @param body the body's bytes, decoded, or {@code null} when it was not kept
 * @param bodyLength how many body bytes arrived: decoded when a check reads the body or its
 *     length, as they came otherwise (the bytes received on the wire are counted apart)
 * @param bodyTooLarge whether the body passed the cap, so {@code body} is null
 * @param scan what read the body as it arrived, or {@code null}
 */
public record Response(int status, HttpHeaders headers, byte[] body, long bodyLength, boolean bodyTooLarge,
    BodyScan scan) {

  /** A response whose body nothing scanned as it arrived. */
  public Response(int status, HttpHeaders headers, byte[] body, long bodyLength, boolean bodyTooLarge) {
    this(status, headers, body, bodyLength, bodyTooLarge, null);
  }

  /** The body as text, decoded with the Content-Type's charset (UTF-8 when it names none). */
  public String bodyText() {
    if (body == null) {
      return null;
    }
    Charset charset = StandardCharsets.UTF_8;
    String type = headers.get(HttpHeaderNames.CONTENT_TYPE);
    if (type != null) {
      charset = HttpUtil.getCharset(type, StandardCharsets.UTF_8);
    }
    return new String(body, charset);
  }
}
