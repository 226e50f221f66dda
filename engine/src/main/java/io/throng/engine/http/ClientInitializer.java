package io.throng.engine.http;

import io.netty.channel.ChannelInitializer;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.codec.http.HttpRequestEncoder;

/** Builds each connection's pipeline, with its handlers named so they can be found. */
final class ClientInitializer extends ChannelInitializer<SocketChannel> {

  static final String DECODER = "decoder";
  static final String ENCODER = "encoder";
  static final String RESPONSE = "response";

  @Override
  protected void initChannel(SocketChannel channel) {
    ResponseDecoder decoder = new ResponseDecoder();
    channel.pipeline()
        .addLast(DECODER, decoder)
        .addLast(ENCODER, new HttpRequestEncoder())
        .addLast(RESPONSE, new ResponseHandler(decoder));
  }
}
