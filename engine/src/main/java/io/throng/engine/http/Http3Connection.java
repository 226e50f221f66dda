package io.throng.engine.http;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http3.Http3;
import io.netty.handler.codec.http3.Http3ClientConnectionHandler;
import io.netty.handler.codec.http3.Http3GoAwayFrame;
import io.netty.handler.codec.quic.QuicChannel;
import io.netty.handler.codec.quic.QuicStreamChannel;
import io.netty.handler.codec.quic.QuicStreamLimitChangedEvent;
import io.netty.handler.codec.quic.QuicStreamType;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.Future;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import java.util.ArrayList;
import java.util.List;

/**
 * One HTTP/3 connection: a QUIC connection on a UDP socket of its own, each request on a
 * bidirectional stream of its own ({@link Http3Stream}). It is handed to the pool once QUIC knows
 * how many streams the server allows; the server's stream limit bounds the streams opened on it,
 * and when the server allows more the pool hears of it; after a GOAWAY, or once closed, it is
 * retired and takes no new stream, and the requests of the streams a GOAWAY refused are refused
 * KOs, which may be sent again. Closing it closes its UDP socket. Lives on its channel's event
 * loop; not thread-safe.
 */
final class Http3Connection extends MultiplexedConnection {

  /** The pipeline name of this handler on the QUIC channel, after Netty's HTTP/3 connection handler. */
  static final String CONNECTION = "h3-connection";

  private final QuicChannel quic;
  /** The streams the server lets open at once, read from its transport parameters when first needed. */
  private long maxStreams = -1;
  /** Whether QUIC counted the streams the server allows: Netty does so just after it completed the connection. */
  private boolean creditKnown;
  /** Who waits for this connection until then. */
  private ChannelPool.Waiter opening;
  /** The request streams open, which a GOAWAY may refuse: Netty's QUIC channel does not list its streams. */
  private final List<QuicStreamChannel> streams = new ArrayList<>();

  private Http3Connection(QuicChannel quic) {
    super(quic);
    this.quic = quic;
  }

  /**
   * Sets up HTTP/3 on a QUIC channel being connected: Netty's connection handler (control and
   * QPACK streams, with Netty's defaults: no dynamic table, no push) and this one, which the
   * server's control frames reach.
   */
  static void install(QuicChannel quic) {
    Http3Connection connection = new Http3Connection(quic);
    quic.pipeline()
        .addLast(new Http3ClientConnectionHandler(connection.new ControlFrames(), null, null, null, true))
        .addLast(CONNECTION, connection);
  }

  /** The HTTP/3 connection of a connected QUIC channel. */
  static Http3Connection of(QuicChannel quic) {
    return quic.pipeline().get(Http3Connection.class);
  }

  /**
   * Gives this connection to {@code waiter} once QUIC counted the streams the server allows. A
   * stream opened before would leave Netty's count below zero, where it is never counted again.
   */
  void whenReady(ChannelPool.Waiter waiter) {
    if (creditKnown) {
      waiter.acquired(quic);
    } else {
      opening = waiter;
    }
  }

  @Override
  Protocol protocol() {
    return Protocol.H3;
  }

  /**
   * The server's initial stream limit bounds the streams open at once, as HTTP/2's max concurrent
   * streams does: servers raise QUIC's cumulative limit as streams close (nginx's {@code
   * http3_max_concurrent_streams} is that initial limit), some by more than one at a time. QUIC's
   * own count must have room too: the server raises it only once it heard that its answer arrived,
   * after the user may have sent its next request, and a stream QUIC refuses wastes its number.
   */
  @Override
  boolean canOpenStream() {
    if (retired() || !quic.isActive()) {
      return false;
    }
    if (maxStreams < 0) {
      maxStreams = quic.peerTransportParameters().initialMaxStreamsBidi();
    }
    return openStreams() < maxStreams && quic.peerAllowedStreams(QuicStreamType.BIDIRECTIONAL) > 0;
  }

  @Override
  void openStream(ChannelPool.Waiter waiter) {
    streamOpening();
    Http3.newRequestStream(quic, Http3Stream.INITIALIZER).addListener((Future<QuicStreamChannel> opened) -> {
      if (opened.isSuccess()) {
        QuicStreamChannel stream = opened.getNow();
        streams.add(stream);
        stream.closeFuture().addListener(closed -> streams.remove(stream));
        waiter.acquired(stream);
      } else {
        streamEnded();
        waiter.acquireFailed(FailureKind.WRITE, "could not open an HTTP/3 stream: " + opened.cause().getMessage());
      }
    });
  }

  @Override
  public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
    if (event instanceof QuicStreamLimitChangedEvent) {
      creditKnown = true;
      if (opening != null) {
        ChannelPool.Waiter waiter = opening;
        opening = null;
        waiter.acquired(quic);
      }
      moreStreams();
    }
    ctx.fireUserEventTriggered(event);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    if (opening != null) {
      opening.acquireFailed(FailureKind.CONNECT, "the server closed the QUIC connection before it allowed a stream");
      opening = null;
    }
    retire();
    quic.parent().close();
    ctx.fireChannelInactive();
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    // A connection error: its streams fail as closed.
    ctx.close();
  }

  /**
   * A GOAWAY names the first request stream the server will not process (RFC 9114 5.2): the
   * requests of that one and the streams after it are refused. Netty's codec leaves them open,
   * waiting for answers that never come. Retired first, so that a request sent again goes to
   * another connection.
   */
  private void goAway(long firstRefused) {
    retire();
    for (QuicStreamChannel stream : List.copyOf(streams)) {
      if (stream.streamId() >= firstRefused) {
        stream.pipeline().get(ResponseHandler.class).refused(FailureKind.REFUSED,
            "refused by the server's GOAWAY (streams from " + firstRefused + " on)");
      }
    }
  }

  /** The server's control stream frames: a GOAWAY retires the connection and refuses the streams it names. */
  private final class ControlFrames extends ChannelInboundHandlerAdapter {
    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      try {
        if (msg instanceof Http3GoAwayFrame goAway) {
          goAway(goAway.id());
        }
      } finally {
        ReferenceCountUtil.release(msg);
      }
    }
  }
}
