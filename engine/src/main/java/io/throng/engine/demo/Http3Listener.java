package io.throng.engine.demo;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.socket.DatagramChannel;
import io.netty.handler.codec.http3.Http3;
import io.netty.handler.codec.http3.Http3ServerConnectionHandler;
import io.netty.handler.codec.quic.InsecureQuicTokenHandler;
import io.netty.handler.codec.quic.QuicChannel;
import io.netty.handler.codec.quic.QuicSslContext;
import io.netty.handler.codec.quic.QuicSslContextBuilder;
import io.netty.handler.codec.quic.QuicStreamChannel;
import io.throng.engine.transport.QuicLibrary;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import javax.net.ssl.KeyManagerFactory;

/**
 * Binds an in-process HTTP/3 server: QUIC on a UDP port of {@value DemoTarget#HOST}, presenting
 * the given key and certificate, each connection's request streams set up by what {@code streams}
 * returns for it. The demo target's HTTP/3 listener, and the tests' HTTP/3 servers.
 *
 * <pre>{@code
 * Channel udp = Http3Listener.bind(group, NioDatagramChannel.class, 0, keys, password, 100,
 *     connection -> new ChannelInitializer<QuicStreamChannel>() { ... });
 * }</pre>
 */
public final class Http3Listener {

  /** Bytes a connection, and one of its streams, may have in flight: ample for any test's response. */
  private static final long CONNECTION_WINDOW = 10_000_000;
  private static final long STREAM_WINDOW = 1_000_000;

  private Http3Listener() {}

  /**
   * @param port the UDP port, 0 for an ephemeral one
   * @param maxStreams the bidirectional streams a client may open at once: QUIC's initial limit,
   *     which the server raises by one as each stream closes
   * @param streams the initializer of each request stream of a new connection
   * @return the bound UDP channel; closing it stops the server
   * @throws IllegalArgumentException when QUIC's native library cannot be loaded on this machine
   */
  public static Channel bind(EventLoopGroup group, Class<? extends DatagramChannel> channelClass, int port,
      KeyManagerFactory keys, String password, long maxStreams,
      Function<QuicChannel, ChannelInitializer<QuicStreamChannel>> streams) {
    // Bound for a simulation's enableHttp3() (the demo target), or a test: the one message says what to add.
    QuicLibrary.require();
    QuicSslContext tls = QuicSslContextBuilder.forServer(keys, password)
        .applicationProtocols(Http3.supportedApplicationProtocols()).build();
    return new Bootstrap().group(group).channel(channelClass)
        .handler(Http3.newQuicServerCodecBuilder()
            .sslContext(tls)
            .maxIdleTimeout(30, TimeUnit.SECONDS)
            .initialMaxData(CONNECTION_WINDOW)
            .initialMaxStreamDataBidirectionalRemote(STREAM_WINDOW)
            .initialMaxStreamDataBidirectionalLocal(STREAM_WINDOW)
            .initialMaxStreamsBidirectional(maxStreams)
            // Address validation guards public servers against amplification; a loopback one needs none.
            .tokenHandler(InsecureQuicTokenHandler.INSTANCE)
            .handler(new ChannelInitializer<QuicChannel>() {
              @Override
              protected void initChannel(QuicChannel quic) {
                quic.pipeline().addLast(new Http3ServerConnectionHandler(streams.apply(quic)));
              }
            })
            .build())
        .bind(DemoTarget.HOST, port)
        .syncUninterruptibly()
        .channel();
  }
}
