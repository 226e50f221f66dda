package io.throng.engine.http;

import io.netty.channel.Channel;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.throng.engine.outcome.Protocol;

/**
 * A connection whose requests are streams, each on a channel of its own: HTTP/2's ({@link
 * Http2Connection}) or HTTP/3's ({@link Http3Connection}), a handler on the connection's
 * pipeline. The {@link ChannelPool} opens streams on it while it has room and stops counting it
 * once retired; this class keeps the count of open streams and closes the connection when the
 * last one ends after it was retired or asked to close. Lives on its channel's event loop.
 */
abstract class MultiplexedConnection extends ChannelInboundHandlerAdapter {

  private final Channel channel;
  private Runnable onRetired;
  private Runnable onMoreStreams;
  private boolean retired;
  private boolean closeWhenIdle;
  private int openStreams;

  MultiplexedConnection(Channel channel) {
    this.channel = channel;
  }

  /** The multiplexed connection of {@code channel}, or {@code null} for an HTTP/1.1 one. */
  static MultiplexedConnection of(Channel channel) {
    return channel.pipeline().get(MultiplexedConnection.class);
  }

  /** What its streams speak: {@link Protocol#H2} or {@link Protocol#H3}. */
  abstract Protocol protocol();

  /** Whether one more stream may open now: not retired, and below the server's stream limit. */
  abstract boolean canOpenStream();

  /** Opens a stream for {@code waiter}, which gets the stream's channel to write its request on. */
  abstract void openStream(ChannelPool.Waiter waiter);

  /** Tells {@code listener}, once, that this connection takes no more streams. */
  final void onRetired(Runnable listener) {
    onRetired = listener;
  }

  /** Tells {@code listener} each time a stream may open that could not before: a stream closed, or the server allows more. */
  final void onMoreStreams(Runnable listener) {
    onMoreStreams = listener;
  }

  /** A stream's request ended: its stream channel is closed, and its place free. */
  final void streamEnded() {
    openStreams--;
    if (closeWhenIdle && openStreams == 0) {
      channel.close();
    }
  }

  /** Closes the connection now when no stream is open, else when its last one ends. */
  final void closeWhenIdle() {
    closeWhenIdle = true;
    if (openStreams == 0) {
      channel.close();
    }
  }

  /** Takes no more streams (a GOAWAY, or closed), closing once the open ones end. */
  final void retire() {
    if (retired) {
      return;
    }
    retired = true;
    if (onRetired != null) {
      onRetired.run();
    }
    closeWhenIdle();
  }

  final boolean retired() {
    return retired;
  }

  final int openStreams() {
    return openStreams;
  }

  /** Counts a stream about to open, before it does: a request waiting for it holds its place. */
  final void streamOpening() {
    openStreams++;
  }

  /** A stream closed, or the server allows more streams: waiting requests may fit now. */
  final void moreStreams() {
    if (onMoreStreams != null) {
      onMoreStreams.run();
    }
  }
}
