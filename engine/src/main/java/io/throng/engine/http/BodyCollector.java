package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import java.io.ByteArrayOutputStream;
import java.util.function.Consumer;

/**
 * The body of the response in flight: its length always counted, its bytes kept only when a
 * check needs them, up to a cap, and decoded first when it is gzip or deflate ({@link
 * BodyInflater}) and a check reads it. One per connection, reset for each request; lives on the
 * connection's event loop.
 */
final class BodyCollector {

  /**
   * What the inflater hands its decoded bytes to, made with the first compressed body: the
   * collector of an idle user's connection lives as long as it, and most never see one.
   */
  private Consumer<ByteBuf> keeper;
  private int maxBytes;
  private BodyScan scan;
  private ByteArrayOutputStream kept;
  private BodyInflater inflater;
  private long length;
  private boolean tooLarge;

  /**
   * Starts a new body; {@code maxBytes} is how much to keep, decoded: {@code 0} keeps none but
   * still decodes it to count its decoded length, {@code -1} neither keeps nor decodes; {@code
   * scan}, when not null, reads the decoded body as it arrives (then {@code maxBytes} is not -1).
   */
  void reset(int maxBytes, BodyScan scan) {
    this.maxBytes = maxBytes;
    this.scan = scan;
    kept = null;
    closeInflater();
    length = 0;
    tooLarge = false;
  }

  /** The response's head arrived: room for the body it announces, and its decoder, when the body is read. */
  void start(HttpResponse head) {
    if (maxBytes >= 0) {
      long expected = HttpUtil.getContentLength(head, 256L);
      kept = new ByteArrayOutputStream((int) Math.max(0, Math.min(maxBytes, expected)));
      inflater = BodyInflater.of(head.headers().get(HttpHeaderNames.CONTENT_ENCODING));
      if (inflater != null && keeper == null) {
        keeper = this::keep;
      }
    }
    if (scan != null) {
      scan.start(head.headers());
    }
  }

  /** Takes the next part of the body; {@code false} when it does not decode ({@link #failure()} says why). */
  boolean read(ByteBuf content) {
    if (inflater == null) {
      keep(content);
    } else if (!inflater.inflate(content, keeper)) {
      return false;
    } else if (tooLarge && maxBytes > 0) {
      // Past the cap of checks that need the whole body: their KO says so, and inflating the rest
      // (a small gzip body may stand for gigabytes) would only burn the loop's time.
      closeInflater();
    }
    return true;
  }

  /** The body is complete; {@code false} when its compressed data ends before it should. */
  boolean finish() {
    return inflater == null || inflater.finish(keeper);
  }

  /** Why the body did not decode. */
  String failure() {
    return inflater.failure();
  }

  private void keep(ByteBuf content) {
    int bytes = content.readableBytes();
    length += bytes;
    if (scan != null && bytes > 0) {
      scan.accept(content);
    }
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
    return new Response(status, headers, kept == null ? null : kept.toByteArray(), length, tooLarge, scan);
  }

  /** Drops the bytes kept and the decoder, once the response is made or the request failed. */
  void clear() {
    kept = null;
    scan = null;
    closeInflater();
  }

  private void closeInflater() {
    if (inflater != null) {
      inflater.close();
      inflater = null;
    }
  }
}
