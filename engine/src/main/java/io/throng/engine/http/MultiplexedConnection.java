package io.throng.engine.http;

import io.netty.channel.Channel;
import io.netty.handler.codec.quic.QuicChannel;

/**
 * A connection whose requests are streams, each on a channel of its own: HTTP/2's ({@link
 * Http2Connection}) or HTTP/3's ({@link Http3Connection}). The {@link ChannelPool} opens streams
 * on it while it has room and stops counting it once retired. Lives on its channel's event loop.
 */
interface MultiplexedConnection {

  /** The multiplexed connection of {@code channel}, or {@code null} for an HTTP/1.1 one. */
  static MultiplexedConnection of(Channel channel) {
    return channel instanceof QuicChannel ? Http3Connection.of(channel) : Http2Connection.of(channel);
  }

  /** Whether one more stream may open now: not retired, and below the server's stream limit. */
  boolean canOpenStream();

  /** Opens a stream for {@code waiter}, which gets the stream's channel to write its request on. */
  void openStream(ChannelPool.Waiter waiter);

  /** A stream's request ended: its stream channel is closed, and its place free. */
  void streamEnded();

  /** Closes the connection now when no stream is open, else when its last one ends. */
  void closeWhenIdle();

  /** Tells {@code listener}, once, that this connection takes no more streams. */
  void onRetired(Runnable listener);

  /** Tells {@code listener} each time the server allows more streams than before. */
  void onMoreStreams(Runnable listener);
}
