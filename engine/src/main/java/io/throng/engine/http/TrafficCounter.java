package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.channel.socket.DatagramPacket;
import java.util.concurrent.atomic.LongAdder;

/**
 * Counts the bytes every connection of a client sends and receives, as they cross the socket: TLS
 * records and HTTP headers included, and for HTTP/3 the QUIC packets in its UDP datagrams. Shared
 * by all connections: LongAdders keep that cheap. A plain HTTP/1.1 connection has no counter in
 * its pipeline: its {@link Http1Codec} sees the socket's bytes and adds them here itself.
 */
@ChannelHandler.Sharable
final class TrafficCounter extends ChannelDuplexHandler {

  private final LongAdder sent = new LongAdder();
  private final LongAdder received = new LongAdder();

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    if (msg instanceof ByteBuf bytes) {
      received.add(bytes.readableBytes());
    } else if (msg instanceof DatagramPacket packet) { // HTTP/3's UDP socket
      received.add(packet.content().readableBytes());
    }
    ctx.fireChannelRead(msg);
  }

  @Override
  public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) {
    if (msg instanceof ByteBuf bytes) {
      sent.add(bytes.readableBytes());
    } else if (msg instanceof DatagramPacket packet) {
      sent.add(packet.content().readableBytes());
    }
    ctx.write(msg, promise);
  }

  void addSent(int bytes) {
    sent.add(bytes);
  }

  void addReceived(int bytes) {
    received.add(bytes);
  }

  long sent() {
    return sent.sum();
  }

  long received() {
    return received.sum();
  }
}
