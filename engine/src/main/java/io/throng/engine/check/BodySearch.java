package io.throng.engine.check;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpUtil;
import io.throng.engine.http.BodyScan;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The {@code substring} checks of one response, searching its body as it arrives rather than
 * from a kept copy. A body in a charset whose bytes cannot be searched for a text (UTF-16, Shift_JIS)
 * is kept instead, up to the cap, and searched once decoded. One per response, on one event loop.
 */
final class BodySearch implements BodyScan {

  private final List<CompiledCheck> checks;
  private final List<NeedleSearch> searches;
  private final int maxBodyBytes;
  private Charset charset;
  private ByteArrayOutputStream kept;
  private boolean tooLarge;

  BodySearch(List<CompiledCheck> checks, List<NeedleSearch> searches, int maxBodyBytes) {
    this.checks = checks;
    this.searches = searches;
    this.maxBodyBytes = maxBodyBytes;
  }

  @Override
  public void start(HttpHeaders headers) {
    String type = headers.get(HttpHeaderNames.CONTENT_TYPE);
    charset = type == null ? StandardCharsets.UTF_8 : HttpUtil.getCharset(type, StandardCharsets.UTF_8);
    boolean utf8 = charset.equals(StandardCharsets.UTF_8) || charset.equals(StandardCharsets.US_ASCII);
    boolean searchable = utf8 || charset.newEncoder().maxBytesPerChar() == 1.0f;
    kept = searchable ? null : new ByteArrayOutputStream();
    tooLarge = false;
    for (NeedleSearch search : searches) {
      search.start(charset, utf8);
    }
  }

  @Override
  public void accept(ByteBuf decoded) {
    if (kept != null) {
      keep(decoded);
      return;
    }
    for (NeedleSearch search : searches) {
      if (!search.done()) {
        search.search(decoded);
      }
    }
  }

  /**
   * What {@code check} found: its count, or its positions; {@code null} when it searched nothing,
   * its text naming a key the session lacked.
   *
   * @throws IllegalStateException when the body had to be kept and passed the cap
   */
  NeedleSearch of(CompiledCheck check) {
    int index = checks.indexOf(check);
    if (index < 0) {
      return null;
    }
    NeedleSearch search = searches.get(index);
    if (kept != null) {
      if (tooLarge) {
        throw new IllegalStateException("response body in " + charset + " larger than " + maxBodyBytes
            + " bytes (loadtest.http.maxBodyBytes), which a substring check in this charset needs whole");
      }
      search = decodedSearch(search);
    }
    return search;
  }

  /** The search of the kept body, decoded and encoded again as UTF-8, whose bytes can be searched. */
  private NeedleSearch decodedSearch(NeedleSearch search) {
    NeedleSearch decoded = search.fresh();
    decoded.start(StandardCharsets.UTF_8, true);
    decoded.search(Unpooled.wrappedBuffer(kept.toString(charset).getBytes(StandardCharsets.UTF_8)));
    return decoded;
  }

  private void keep(ByteBuf decoded) {
    if (tooLarge) {
      return;
    }
    if (kept.size() + decoded.readableBytes() > maxBodyBytes) {
      tooLarge = true;
      kept = new ByteArrayOutputStream();
      return;
    }
    kept.write(ByteBufUtil.getBytes(decoded), 0, decoded.readableBytes());
  }
}
