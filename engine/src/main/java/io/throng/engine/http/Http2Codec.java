package io.throng.engine.http;

import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http2.AbstractHttp2ConnectionHandlerBuilder;
import io.netty.handler.codec.http2.DefaultHttp2Connection;
import io.netty.handler.codec.http2.Http2ConnectionDecoder;
import io.netty.handler.codec.http2.Http2ConnectionEncoder;
import io.netty.handler.codec.http2.Http2ConnectionHandler;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2FrameListener;
import io.netty.handler.codec.http2.Http2Settings;
import java.util.function.BiConsumer;

/**
 * Netty's HTTP/2 connection handler for a client connection, which names a stream error (a body
 * longer or shorter than its Content-Length, a malformed frame) to its {@link Http2Connection}
 * before it resets the stream: Netty itself only closes the stream, and the request would be a KO
 * that says nothing of why. Response headers are taken as HPACK decodes them, not validated, as an
 * HTTP/1.1 response's are read ({@link ResponseDecoder}); the decoder still checks a body against its
 * Content-Length.
 */
final class Http2Codec extends Http2ConnectionHandler {

  private final BiConsumer<Integer, Throwable> streamFailed;

  private Http2Codec(Http2ConnectionDecoder decoder, Http2ConnectionEncoder encoder, Http2Settings settings,
      BiConsumer<Integer, Throwable> streamFailed) {
    super(decoder, encoder, settings);
    this.streamFailed = streamFailed;
  }

  /**
   * The codec of a client connection of {@code state}, handing its frames to {@code frames} and
   * each stream error, with the stream's id, to {@code streamFailed}. No server push: a load test
   * asks for what it measures. No wait for streams when closing: the pool closes a connection once
   * its streams ended.
   */
  static Http2Codec of(DefaultHttp2Connection state, Http2FrameListener frames,
      BiConsumer<Integer, Throwable> streamFailed) {
    return new Builder(streamFailed, state, frames).build();
  }

  @Override
  protected void onStreamError(ChannelHandlerContext ctx, boolean outbound, Throwable cause,
      Http2Exception.StreamException error) {
    streamFailed.accept(error.streamId(), cause);
    super.onStreamError(ctx, outbound, cause, error);
  }

  private static final class Builder extends AbstractHttp2ConnectionHandlerBuilder<Http2Codec, Builder> {
    private final BiConsumer<Integer, Throwable> streamFailed;

    private Builder(BiConsumer<Integer, Throwable> streamFailed, DefaultHttp2Connection state,
        Http2FrameListener frames) {
      this.streamFailed = streamFailed;
      connection(state).frameListener(frames).initialSettings(Http2Settings.defaultSettings().pushEnabled(false))
          .gracefulShutdownTimeoutMillis(0).validateHeaders(false);
    }

    @Override
    protected Http2Codec build() {
      return super.build();
    }

    @Override
    protected Http2Codec build(Http2ConnectionDecoder decoder, Http2ConnectionEncoder encoder, Http2Settings settings) {
      return new Http2Codec(decoder, encoder, settings, streamFailed);
    }
  }
}
