package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import java.io.ByteArrayOutputStream;

/**
 * The body of the response in flight: its length always counted, its bytes kept only when a
 * check needs them, up to a cap. One per connection, reset for each request; lives on the
 * connection's event loop.
 */
final class BodyCollector {

  private int maxBytes;
  private ByteArrayOutputStream kept;
  private long length;
  private boolean tooLarge;

  /** Starts a new body; {@code maxBytes} is how much to keep, {@code -1} for none. */
  void reset(int maxBytes) {
    this.maxBytes = maxBytes;
    kept = null;
    length = 0;
    tooLarge = false;
  }

  /** The response's head arrived: room for the body it announces, when the body is kept. */
  void start(HttpResponse head) {
    if (maxBytes >= 0) {
      long expected = HttpUtil.getContentLength(head, 256L);
      kept = new ByteArrayOutputStream((int) Math.max(0, Math.min(maxBytes, expected)));
    }
  }

  void read(ByteBuf content) {
    int bytes = content.readableBytes();
    length += bytes;
    if (kept == null || bytes == 0) {
      return;
    }
    if (length > maxBytes) {
      tooLarge = true;
      kept = null;
      return;
    }
    kept.write(ByteBufUtil.getBytes(content), 0, bytes);
  }

  /** The response made of {@code status}, its headers and this body. */
  Response response(int status, HttpHeaders headers) {
    return new Response(status, headers, kept == null ? null : kept.toByteArray(), length, tooLarge);
  }

  /** Drops the bytes kept, once the response is made or the request failed. */
  void clear() {
    kept = null;
  }
}
