package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.DefaultHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.ReadOnlyHttpHeaders;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.HttpConversionUtil;
import java.util.Arrays;
import java.util.Map;

/**
 * Where one request at a time goes over an {@link Http2Connection}: the stream it opens there, and
 * the {@link ResponseHandler} that reads the response's frames as the connection's codec hands
 * them over. It has no channel nor pipeline of its own; the connection keeps it for a next request
 * once its request ended, its handler and that handler's timer with it. Lives on the connection's
 * event loop; not thread-safe.
 */
final class Http2Stream implements ResponseFraming {

  private final Http2Connection connection;
  private final ResponseHandler handler;
  private int id;
  private OutgoingRequest lastRequest;
  private Http2Headers lastHeaders;

  Http2Stream(Http2Connection connection, ChannelHandlerContext ctx) {
    this.connection = connection;
    this.handler = new ResponseHandler(this, ctx);
  }

  ResponseHandler handler() {
    return handler;
  }

  /** Writes {@code request}, whose response its handler now expects, on a new stream of the connection. */
  void send(OutgoingRequest request) {
    connection.send(this, headersOf(request), request.body());
  }

  /** The stream {@code streamId} now carries this one's request. */
  void attach(int streamId) {
    id = streamId;
  }

  /** Its request no longer has a stream: that stream's frames are dropped. */
  void detach() {
    id = 0;
  }

  /** The stream its request went out on, while that stream is the request's; {@code 0} else. */
  int id() {
    return id;
  }

  /** Its request ended: its stream is reset when still open, and it waits for its connection's next request. */
  void release() {
    connection.release(this);
  }

  /**
   * The request's headers as HTTP/2's. They are read, never changed: a request every user sends as
   * it is shares them across event loops, so its conversion is kept for its next sending here.
   */
  private Http2Headers headersOf(OutgoingRequest request) {
    if (request == lastRequest) {
      return lastHeaders;
    }
    Http2Headers headers = new DefaultHttp2Headers(false);
    Target target = request.target();
    String host = request.headers().get(HttpHeaderNames.HOST);
    headers.method(request.method().asciiName())
        .path(request.uri().isEmpty() ? "/" : request.uri())
        .scheme(target.tls() ? "https" : "http")
        .authority(host != null ? host : target.host() + ":" + target.port());
    // Lower-cases the names and drops those HTTP/2 forbids (Host, Connection, Keep-Alive...).
    HttpConversionUtil.toHttp2Headers(request.headers(), headers);
    lastRequest = request;
    lastHeaders = headers;
    return headers;
  }

  /**
   * A HEADERS frame of its stream: the response's head (an interim 1xx one included), or its
   * trailers, which carry no status and end the body. What fails in reading it (a status that is
   * no number, an exception of a scan of the body) fails the request alone, as it
   * would in a stream's pipeline, not the connection.
   */
  void headersRead(Http2Headers headers, boolean endOfStream) {
    try {
      if (headers.status() == null) {
        handler.dataRead(Unpooled.EMPTY_BUFFER, endOfStream);
      } else {
        handler.headRead(new DefaultHttpResponse(HttpVersion.HTTP_1_1,
            HttpConversionUtil.parseStatus(headers.status()), httpHeaders(headers)), endOfStream);
      }
    } catch (Http2Exception | RuntimeException | OutOfMemoryError e) {
      handler.caught(e);
    }
  }

  /**
   * The response's headers but the pseudo-headers, which its status and the request already say:
   * read-only, as nothing changes a response's headers, and a few looked up by a scan rather than
   * hashed into a map of their own.
   */
  private static HttpHeaders httpHeaders(Http2Headers headers) {
    CharSequence[] pairs = new CharSequence[2 * headers.size()];
    int length = 0;
    for (Map.Entry<CharSequence, CharSequence> header : headers) {
      CharSequence name = header.getKey();
      if (name.length() > 0 && name.charAt(0) != ':') {
        pairs[length++] = name;
        pairs[length++] = header.getValue();
      }
    }
    return new ReadOnlyHttpHeaders(false, length == pairs.length ? pairs : Arrays.copyOf(pairs, length));
  }

  /** A DATA frame of its stream; the codec owns its bytes, which are read before this returns. */
  void dataRead(ByteBuf data, boolean endOfStream) {
    try {
      handler.dataRead(data, endOfStream);
    } catch (RuntimeException | OutOfMemoryError e) {
      handler.caught(e);
    }
  }

  @Override
  public void expectResponseTo(HttpMethod method) {}

  @Override
  public int bufferedBytes() {
    return 0;
  }

  /** Resets the request's stream when it is still open (a timeout, a cancel); the connection goes on. */
  @Override
  public void close(ChannelHandlerContext ctx) {
    connection.reset(this);
  }
}
