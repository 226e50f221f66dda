package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.compression.JdkZlibDecoder;
import io.netty.handler.codec.compression.ZlibWrapper;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * Decodes one gzip or deflate response body as it streams in, for the checks that read it, the
 * way Netty's {@code HttpContentDecompressor} does but only for the responses a check needs:
 * every other body is counted and dropped as it came. A body that does not decode (bad bytes, a
 * wrong checksum, cut short) is a {@link #failure()} rather than an exception. Lives on one event
 * loop; not thread-safe.
 *
 * <pre>{@code
 * BodyInflater inflater = BodyInflater.of(headers.get(HttpHeaderNames.CONTENT_ENCODING));  // null: not encoded
 * if (!inflater.inflate(content, this::keep) || !inflater.finish(this::keep)) fail(inflater.failure());
 * }</pre>
 */
final class BodyInflater {

  private final String encoding;
  private final JdkZlibDecoder decoder;
  private final EmbeddedChannel channel;
  private long compressedBytes;
  private String failure;

  private BodyInflater(String encoding, ZlibWrapper wrapper) {
    this.encoding = encoding;
    // No allocation cap here: the handler caps what it keeps of the output. Not the factory's
    // decoder, which reads concatenated gzip members and so never says the body is complete.
    this.decoder = new JdkZlibDecoder(wrapper, 0);
    this.channel = new EmbeddedChannel(decoder);
  }

  /**
   * An inflater for a body of {@code contentEncoding}, or {@code null} when there is nothing this
   * client decodes (no encoding, identity, or one it does not know, such as {@code br}: then the
   * checks see the body as it came).
   */
  static BodyInflater of(String contentEncoding) {
    if (contentEncoding == null) {
      return null;
    }
    String encoding = contentEncoding.trim().toLowerCase(Locale.ROOT);
    if (encoding.equals("gzip") || encoding.equals("x-gzip")) {
      return new BodyInflater(encoding, ZlibWrapper.GZIP);
    }
    if (encoding.equals("deflate") || encoding.equals("x-deflate")) {
      // RFC 9110's deflate is zlib-wrapped, but some servers send it raw; take both, as browsers do.
      return new BodyInflater(encoding, ZlibWrapper.ZLIB_OR_NONE);
    }
    return null;
  }

  /**
   * Decodes the next part of the body, handing what it decoded to {@code decoded} (which must not
   * keep the buffer).
   *
   * @return {@code false} when the bytes do not decode; see {@link #failure()}
   */
  boolean inflate(ByteBuf compressed, Consumer<ByteBuf> decoded) {
    compressedBytes += compressed.readableBytes();
    try {
      channel.writeInbound(compressed.retain());
    } catch (DecoderException e) {
      return failed(e);
    }
    drain(decoded);
    return true;
  }

  /**
   * Ends the body and releases the decoder.
   *
   * @return {@code false} when the body stopped before its compressed data did; see {@link #failure()}
   */
  boolean finish(Consumer<ByteBuf> decoded) {
    try {
      channel.finish();
      drain(decoded);
    } catch (DecoderException e) {
      return failed(e);
    } finally {
      close();
    }
    // An empty body (a HEAD's, a 204's) has nothing to decode; any other must reach its end.
    if (compressedBytes > 0 && !decoder.isClosed()) {
      failure = "corrupt " + encoding + " body: it ends before its compressed data does";
      return false;
    }
    return true;
  }

  /** Releases the decoder, and what it decoded that nobody read. */
  void close() {
    try {
      channel.finishAndReleaseAll();
    } catch (DecoderException e) {
      // Closing decodes what is left once more; a body that failed fails again, and was counted once.
    }
  }

  /** Why the body did not decode: {@code corrupt gzip body: Input is not in the GZIP format}. */
  String failure() {
    return failure;
  }

  private boolean failed(DecoderException e) {
    // zlib's own words ("invalid stored block lengths") are in the cause, when there is one.
    String cause = e.getCause() == null ? null : e.getCause().getMessage();
    String message = e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    failure = "corrupt " + encoding + " body: " + (cause == null || message.contains(cause) ? message
        : message + " (" + cause + ")");
    close();
    return false;
  }

  private void drain(Consumer<ByteBuf> decoded) {
    for (ByteBuf out = channel.readInbound(); out != null; out = channel.readInbound()) {
      try {
        decoded.accept(out);
      } finally {
        out.release();
      }
    }
  }
}
