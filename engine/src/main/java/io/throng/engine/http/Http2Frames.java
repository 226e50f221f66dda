package io.throng.engine.http;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http2.Http2FrameAdapter;
import io.netty.handler.codec.http2.Http2Headers;

/**
 * Netty's frame listener with the priority of a HEADERS frame dropped, as servers may still send
 * it (RFC 9113 deprecates it) and no stream here weighs it: both kinds of HEADERS come to the one
 * {@link #onHeadersRead(ChannelHandlerContext, int, Http2Headers, int, boolean)}.
 */
abstract class Http2Frames extends Http2FrameAdapter {

  @Override
  public abstract void onHeadersRead(ChannelHandlerContext ctx, int streamId, Http2Headers headers, int padding,
      boolean endOfStream);

  @Override
  public final void onHeadersRead(ChannelHandlerContext ctx, int streamId, Http2Headers headers, int streamDependency,
      short weight, boolean exclusive, int padding, boolean endOfStream) {
    onHeadersRead(ctx, streamId, headers, padding, endOfStream);
  }
}
