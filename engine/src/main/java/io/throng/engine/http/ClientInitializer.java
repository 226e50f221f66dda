package io.throng.engine.http;

import io.netty.channel.ChannelInitializer;
import io.netty.channel.socket.SocketChannel;

/**
 * Builds each connection's pipeline, with its handlers named so they can be found: {@code traffic}
 * counts raw bytes, {@code proxy} (a {@code CONNECT} tunnel) and {@code ssl} (added by the
 * {@link Connector} for https targets) sit after it, then {@code decoder}, {@code encoder} and
 * {@code response}.
 */
final class ClientInitializer extends ChannelInitializer<SocketChannel> {

  static final String TRAFFIC = "traffic";
  static final String PROXY = "proxy";
  static final String SSL = "ssl";
  static final String DECODER = "decoder";
  static final String ENCODER = "encoder";
  static final String RESPONSE = "response";

  private final TrafficCounter traffic;

  ClientInitializer(TrafficCounter traffic) {
    this.traffic = traffic;
  }

  @Override
  protected void initChannel(SocketChannel channel) {
    ResponseDecoder decoder = new ResponseDecoder();
    channel.pipeline()
        .addLast(TRAFFIC, traffic)
        .addLast(DECODER, decoder)
        .addLast(ENCODER, RequestEncoder.INSTANCE)
        .addLast(RESPONSE, new ResponseHandler(decoder));
  }
}
