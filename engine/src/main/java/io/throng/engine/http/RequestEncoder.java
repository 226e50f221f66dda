package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http.HttpConstants;
import io.netty.util.CharsetUtil;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes {@link OutgoingRequest}s as HTTP/1.1 bytes: request line, headers, blank line, body,
 * as Netty's {@code HttpRequestEncoder} does for a full request with a Content-Length (the only
 * kind Throng sends). One per connection; lives on its event loop.
 *
 * <p>A request sent again as the same object (a request without session-dependent parts, which
 * {@link CompiledRequest} builds once, sent by a user looping on its keep-alive connection) is
 * encoded on its second sending, kept, and from then on written as a view of those bytes: on the
 * closed-model hot path a request costs neither a Netty request object nor an encoding.
 *
 * <pre>{@code
 * channel.pipeline().addLast("encoder", new RequestEncoder());
 * channel.writeAndFlush(compiledRequest.build(session));
 * }</pre>
 */
public final class RequestEncoder extends ChannelOutboundHandlerAdapter {

  private static final byte[] HTTP_1_1 = " HTTP/1.1\r\n".getBytes(CharsetUtil.US_ASCII);
  private static final short CRLF = (HttpConstants.CR << 8) | HttpConstants.LF;
  private static final short COLON_SPACE = (HttpConstants.COLON << 8) | HttpConstants.SP;

  private OutgoingRequest last;
  private ByteBuf kept;

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    if (!(msg instanceof OutgoingRequest request)) {
      ctx.write(msg, promise);
      return;
    }
    if (request == last && kept != null) {
      ctx.write(kept.retainedDuplicate(), promise);
      return;
    }
    ByteBuf bytes = encode(ctx, request);
    if (request == last) { // sent twice in a row: likely to be sent again, so keep its bytes
      kept = bytes.retainedDuplicate();
    } else {
      release();
      last = request;
    }
    ctx.write(bytes, promise);
  }

  @Override
  public void handlerRemoved(ChannelHandlerContext ctx) {
    release();
    last = null;
  }

  private void release() {
    if (kept != null) {
      kept.release();
      kept = null;
    }
  }

  private static ByteBuf encode(ChannelHandlerContext ctx, OutgoingRequest request) {
    ByteBuf out = ctx.alloc().directBuffer(256 + request.body().length);
    out.writeCharSequence(request.method().name(), CharsetUtil.US_ASCII);
    out.writeByte(HttpConstants.SP);
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
    out.writeShort(CRLF);
    out.writeBytes(request.body());
    return out;
  }
}
