package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandler;
import io.netty.channel.ChannelPromise;
import java.net.SocketAddress;

/**
 * An HTTP/1.1 connection's one codec: it decodes responses ({@link ResponseDecoder}), writes
 * requests with its {@link RequestEncoder}, and, while nothing sits between it and the socket,
 * counts the connection's bytes for the {@link TrafficCounter} itself. One handler instead of a
 * decoder, an encoder and a counter spares each connection two pipeline contexts, which an idle
 * user's keep-alive connection holds for as long as it lives. Lives on the channel's event loop.
 *
 * <pre>{@code
 * Http1Codec codec = new Http1Codec(traffic);
 * channel.pipeline().addLast(ClientInitializer.CODEC, codec).addLast(ClientInitializer.RESPONSE, new ResponseHandler(codec));
 * }</pre>
 */
final class Http1Codec extends ResponseDecoder implements ChannelOutboundHandler {

  private final TrafficCounter traffic;
  private RequestEncoder encoder = RequestEncoder.INSTANCE;
  /** Whether this codec sees the socket's bytes, and counts them, rather than a counter at the pipeline's head. */
  private boolean counting = true;

  Http1Codec(TrafficCounter traffic) {
    this.traffic = traffic;
  }

  /** The codec of {@code channel}'s HTTP/1.1 pipeline. */
  static Http1Codec of(Channel channel) {
    return channel.pipeline().get(Http1Codec.class);
  }

  /** Writes requests with {@code encoder} from now on, such as an HTTP proxy's. */
  void encodeWith(RequestEncoder encoder) {
    this.encoder = encoder;
  }

  /**
   * Puts the client's {@link TrafficCounter} at the head of the pipeline, unless it is there
   * already, before a handler goes between this codec and the socket (TLS, a proxy's tunnel) or
   * this codec leaves the pipeline (HTTP/2, a WebSocket): the bytes are counted as they cross the
   * socket either way.
   */
  void countAtHead(Channel channel) {
    if (counting) {
      counting = false;
      channel.pipeline().addFirst(ClientInitializer.TRAFFIC, traffic);
    }
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
    if (counting && msg instanceof ByteBuf bytes) {
      traffic.addReceived(bytes.readableBytes());
    }
    super.channelRead(ctx, msg);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    Object out = msg instanceof OutgoingRequest request ? encoder.encoded(ctx.alloc(), request) : msg;
    if (counting && out instanceof ByteBuf bytes) {
      traffic.addSent(bytes.readableBytes());
    }
    ctx.write(out, promise);
  }

  @Override
  public void flush(ChannelHandlerContext ctx) {
    ctx.flush();
  }

  @Override
  public void read(ChannelHandlerContext ctx) {
    ctx.read();
  }

  @Override
  public void bind(ChannelHandlerContext ctx, SocketAddress localAddress, ChannelPromise promise) {
    ctx.bind(localAddress, promise);
  }

  @Override
  public void connect(ChannelHandlerContext ctx, SocketAddress remoteAddress, SocketAddress localAddress,
      ChannelPromise promise) {
    ctx.connect(remoteAddress, localAddress, promise);
  }

  @Override
  public void disconnect(ChannelHandlerContext ctx, ChannelPromise promise) {
    ctx.disconnect(promise);
  }

  @Override
  public void close(ChannelHandlerContext ctx, ChannelPromise promise) {
    ctx.close(promise);
  }

  @Override
  public void deregister(ChannelHandlerContext ctx, ChannelPromise promise) {
    ctx.deregister(promise);
  }
}
