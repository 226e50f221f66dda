package io.throng.engine.demo;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.handler.codec.http.HttpServerExpectContinueHandler;
import io.netty.handler.codec.http2.Http2CodecUtil;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2MultiplexHandler;
import io.netty.handler.codec.http2.Http2StreamChannel;
import io.netty.handler.codec.http2.Http2StreamFrameToHttpObjectCodec;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * h2c with prior knowledge on the demo target's one port: a connection whose first bytes are the
 * HTTP/2 preface gets HTTP/2's handlers in place of HTTP/1.1's, each stream served by a {@link
 * DemoHandler} of its own as HTTP objects; any other connection goes on as HTTP/1.1.
 */
final class DemoHttp2 extends ByteToMessageDecoder {

  static final String NAME = "h2c-detect";

  private static final ByteBuf PREFACE = Http2CodecUtil.connectionPrefaceBuf();

  private final FaultInjector faults;
  private final AtomicLong served;
  private final SignIn signIn;

  DemoHttp2(FaultInjector faults, AtomicLong served, SignIn signIn) {
    this.faults = faults;
    this.served = served;
    this.signIn = signIn;
  }

  @Override
  protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
    int length = Math.min(in.readableBytes(), PREFACE.readableBytes());
    if (!ByteBufUtil.equals(PREFACE, PREFACE.readerIndex(), in, in.readerIndex(), length)) {
      ctx.pipeline().remove(this); // HTTP/1.1: the bytes read so far go on to its codec
    } else if (length == PREFACE.readableBytes()) {
      ChannelPipeline pipeline = ctx.pipeline();
      pipeline.remove(DemoTarget.CODEC);
      pipeline.remove(DemoTarget.WEBSOCKET);
      pipeline.remove(DemoTarget.EXPECT_CONTINUE);
      pipeline.remove(DemoTarget.HANDLER);
      pipeline.addAfter(NAME, "h2-codec", Http2FrameCodecBuilder.forServer().build());
      pipeline.addAfter("h2-codec", "h2-multiplex", new Http2MultiplexHandler(new ChannelInitializer<Http2StreamChannel>() {
        @Override
        protected void initChannel(Http2StreamChannel stream) {
          stream.pipeline().addLast(new Http2StreamFrameToHttpObjectCodec(true), new HttpServerExpectContinueHandler(),
              new DemoHandler(faults, served, signIn));
        }
      }));
      pipeline.remove(this); // the preface goes on to the frame codec, which expects it
    }
  }

  /** Adds the detection in front of {@code channel}'s HTTP/1.1 handlers. */
  void install(Channel channel) {
    channel.pipeline().addFirst(NAME, this);
  }
}
