package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpConstants;
import io.netty.util.CharsetUtil;
import java.nio.ByteBuffer;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes {@link OutgoingRequest}s as HTTP/1.1 bytes: request line, headers, blank line, body,
 * as Netty's {@code HttpRequestEncoder} does for a full request with a Content-Length (the only
 * kind Throng sends). Keeps nothing, so one instance serves every connection; connections to an
 * HTTP proxy have their own ({@link #toProxy}), writing the whole URL on the request line.
 *
 * <p>A request every user sends as it is (one without session-dependent parts, which
 * {@link CompiledRequest} builds once) carries its bytes, encoded once ({@link #encodeOnce}):
 * each sending writes a view of them. On the closed-model hot path a request then costs neither
 * a Netty request object nor an encoding, and 10,000 connections do not each keep a copy.
 *
 * <pre>{@code
 * channel.pipeline().addLast("encoder", RequestEncoder.INSTANCE);
 * channel.writeAndFlush(compiledRequest.build(session));
 * }</pre>
 */
@ChannelHandler.Sharable
public final class RequestEncoder extends ChannelOutboundHandlerAdapter {

  /** The one encoder all direct connections share. */
  public static final RequestEncoder INSTANCE = new RequestEncoder(false, null);

  private static final byte[] HTTP_1_1 = " HTTP/1.1\r\n".getBytes(CharsetUtil.US_ASCII);
  private static final short CRLF = (HttpConstants.CR << 8) | HttpConstants.LF;
  private static final short COLON_SPACE = (HttpConstants.COLON << 8) | HttpConstants.SP;

  private static final byte[] PROXY_AUTHORIZATION = "Proxy-Authorization: ".getBytes(CharsetUtil.US_ASCII);

  /** Whether the request line carries the whole URL, as a proxy needs (RFC 9112 3.2.2). */
  private final boolean absoluteForm;
  /** The {@code Proxy-Authorization} value sent to a proxy, or {@code null}. */
  private final String proxyAuthorization;

  private RequestEncoder(boolean absoluteForm, String proxyAuthorization) {
    this.absoluteForm = absoluteForm;
    this.proxyAuthorization = proxyAuthorization;
  }

  /** An encoder for connections to an HTTP proxy; {@code authorization} may be {@code null}. */
  static RequestEncoder toProxy(String authorization) {
    return new RequestEncoder(true, authorization);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    ctx.write(msg instanceof OutgoingRequest request ? encoded(ctx.alloc(), request) : msg, promise);
  }

  /** {@code request}'s bytes as this encoder sends them: a view of those encoded once, or new ones from {@code alloc}. */
  ByteBuf encoded(ByteBufAllocator alloc, OutgoingRequest request) {
    ByteBuf wire = request.wire();
    if (wire != null && !absoluteForm) {
      return wire.duplicate();
    }
    String origin = absoluteForm ? request.target().origin() : "";
    return encode(alloc.directBuffer(initialSize(request)), request, origin, proxyAuthorization);
  }

  /**
   * {@code request}'s bytes, to be sent again and again from any event loop: a direct buffer (the
   * socket writes it without a copy) that writes never release, as each writes a
   * {@link ByteBuf#duplicate() view} of it, and that the garbage collector frees with its request.
   */
  static ByteBuf encodeOnce(OutgoingRequest request) {
    ByteBuf bytes = encode(Unpooled.buffer(initialSize(request)), request, "", null);
    ByteBuffer direct = ByteBuffer.allocateDirect(bytes.readableBytes());
    bytes.readBytes(direct);
    return Unpooled.unreleasableBuffer(Unpooled.wrappedBuffer(direct.flip()));
  }

  private static int initialSize(OutgoingRequest request) {
    return 256 + request.body().length;
  }

  /**
   * @param origin written before the path: {@code http://host:port} for a proxy, else empty
   * @param proxyAuthorization a {@code Proxy-Authorization} value to add, or {@code null}
   */
  private static ByteBuf encode(ByteBuf out, OutgoingRequest request, String origin, String proxyAuthorization) {
    out.writeCharSequence(request.method().name(), CharsetUtil.US_ASCII);
    out.writeByte(HttpConstants.SP);
    out.writeCharSequence(origin, CharsetUtil.US_ASCII);
    out.writeCharSequence(request.uri().isEmpty() ? "/" : request.uri(), CharsetUtil.UTF_8);
    out.writeBytes(HTTP_1_1);
    Iterator<Map.Entry<CharSequence, CharSequence>> headers = request.headers().iteratorCharSequence();
    while (headers.hasNext()) {
      Map.Entry<CharSequence, CharSequence> header = headers.next();
      out.writeCharSequence(header.getKey(), CharsetUtil.US_ASCII);
      out.writeShort(COLON_SPACE);
      out.writeCharSequence(header.getValue(), CharsetUtil.US_ASCII);
      out.writeShort(CRLF);
    }
    if (proxyAuthorization != null) {
      out.writeBytes(PROXY_AUTHORIZATION);
      out.writeCharSequence(proxyAuthorization, CharsetUtil.US_ASCII);
      out.writeShort(CRLF);
    }
    out.writeShort(CRLF);
    out.writeBytes(request.body());
    return out;
  }
}
