package io.throng.engine.http;

import io.netty.channel.ChannelInitializer;
import io.netty.channel.socket.SocketChannel;

/**
 * Builds each connection's pipeline, with its handlers named so they can be found: {@code codec}
 * (responses decoded, requests encoded, bytes counted) and {@code response}. For https targets and
 * proxy tunnels, the {@link Connector} puts {@code traffic} at the head to count the raw bytes,
 * then {@code proxy} (a {@code CONNECT} tunnel) and {@code ssl} after it.
 */
final class ClientInitializer extends ChannelInitializer<SocketChannel> {

  static final String TRAFFIC = "traffic";
  static final String PROXY = "proxy";
  static final String SSL = "ssl";
  static final String CODEC = "codec";
  static final String RESPONSE = "response";

  private final TrafficCounter traffic;

  ClientInitializer(TrafficCounter traffic) {
    this.traffic = traffic;
  }

  @Override
  protected void initChannel(SocketChannel channel) {
    Http1Codec codec = new Http1Codec(traffic);
    channel.pipeline()
        .addLast(CODEC, codec)
        .addLast(RESPONSE, new ResponseHandler(codec));
  }
}
