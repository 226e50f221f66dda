package io.throng.engine.http;

import io.netty.handler.codec.http.DefaultHttpHeadersFactory;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseDecoder;

/**
 * Netty's response decoder, plus the two things {@link ResponseHandler} must know: whether the
 * request was a HEAD (whose response has no body whatever its headers say, which Netty's
 * {@code HttpClientCodec} would otherwise track for us), and how many bytes are left over after
 * a complete response (a body longer than its Content-Length).
 */
class ResponseDecoder extends HttpResponseDecoder implements ResponseFraming {

  private boolean headRequest;

  /**
   * Each decoder keeps a scratch buffer for the line being parsed, as long as its connection
   * lives, grown when a line is longer: a status line or a usual header fits in 64 bytes, and
   * Netty's default of 128 is paid again by every idle connection.
   */
  static final int LINE_BUFFER_BYTES = 64;

  private static final int MAX_SHOWN = 80;

  /**
   * Netty's defaults, but without validating the names and values of response headers: that
   * guards servers and proxies against smuggled requests, which a load generator reading its
   * target's answers need not fear, and it scans every header byte of every response.
   */
  ResponseDecoder() {
    super(new HttpDecoderConfig().setInitialBufferSize(LINE_BUFFER_BYTES)
        .setHeadersFactory(DefaultHttpHeadersFactory.headersFactory().withValidation(false)));
  }

  @Override
  public void expectResponseTo(HttpMethod method) {
    headRequest = HttpMethod.HEAD.equals(method);
  }

  @Override
  public int bufferedBytes() {
    return actualReadableBytes();
  }

  /**
   * Netty's message for a status line such as {@code HTTP/1.1 abc OK} is only {@code For input
   * string: "abc"}; the KO says which line it was, escaped and cut short, as the server sent it.
   */
  @Override
  protected HttpMessage createMessage(String[] initialLine) {
    try {
      return super.createMessage(initialLine);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("status line \"" + shown(String.join(" ", initialLine))
          + "\" is not HTTP-version status-code reason (such as HTTP/1.1 200 OK)", e);
    }
  }

  /** {@code line} escaped and cut short, as a KO may show what a server sent. */
  static String shown(String line) {
    StringBuilder shown = new StringBuilder();
    for (int i = 0; i < line.length() && shown.length() < MAX_SHOWN; i++) {
      char c = line.charAt(i);
      if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
        shown.append(String.format("\\u%04x", (int) c));
      } else {
        shown.append(c);
      }
    }
    return line.length() > MAX_SHOWN ? shown + "..." : shown.toString();
  }

  @Override
  protected boolean isContentAlwaysEmpty(HttpMessage message) {
    return headRequest || super.isContentAlwaysEmpty(message);
  }
}
