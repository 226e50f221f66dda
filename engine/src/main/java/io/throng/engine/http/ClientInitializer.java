package io.throng.engine.http;

import io.netty.channel.ChannelInitializer;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpClientCodec;

/** Builds each connection's pipeline, with its handlers named so they can be found. */
final class ClientInitializer extends ChannelInitializer<SocketChannel> {

  static final String CODEC = "codec";
  static final String RESPONSE = "response";

  @Override
  protected void initChannel(SocketChannel channel) {
    channel.pipeline()
        .addLast(CODEC, new HttpClientCodec())
        .addLast(RESPONSE, new ResponseHandler());
  }
}
