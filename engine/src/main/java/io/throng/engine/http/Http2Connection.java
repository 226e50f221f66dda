package io.throng.engine.http;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http2.Http2ConnectionAdapter;
import io.netty.handler.codec.http2.Http2FrameCodec;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2GoAwayFrame;
import io.netty.handler.codec.http2.Http2MultiplexHandler;
import io.netty.handler.codec.http2.Http2Settings;
import io.netty.handler.codec.http2.Http2SettingsFrame;
import io.netty.handler.codec.http2.Http2StreamChannel;
import io.netty.handler.codec.http2.Http2StreamChannelBootstrap;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.Future;
import io.netty.util.concurrent.ScheduledFuture;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.transport.LoopTasks;
import io.throng.engine.transport.OutOfMemoryAlarm;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * One HTTP/2 connection: Netty's frame codec and stream multiplexer on the channel, each request
 * on a stream channel of its own ({@link Http2Stream}). It is handed to the pool once the server's
 * first SETTINGS arrived, so the server's max concurrent streams bounds the streams opened on it
 * from the first request on; flow-control windows are Netty's, which honours the server's and
 * returns the bytes its streams read. After a GOAWAY, or once closed, it is retired: it takes no
 * new stream and its pool stops counting it. Lives on its channel's event loop; not thread-safe.
 */
final class Http2Connection extends MultiplexedConnection {

  /** The pipeline names of the codec, the multiplexer and this handler, after {@code traffic} and {@code ssl}. */
  static final String CODEC = "h2-codec";
  static final String MULTIPLEX = "h2-multiplex";
  static final String CONNECTION = "h2-connection";

  private final Channel channel;
  private final Http2FrameCodec codec;
  private final Http2StreamChannelBootstrap streams;
  private ChannelPool.Waiter opening;
  private ScheduledFuture<?> settingsTimer;

  private Http2Connection(Channel channel, Http2FrameCodec codec, ChannelPool.Waiter opening) {
    super(channel);
    this.channel = channel;
    this.codec = codec;
    this.opening = opening;
    this.streams = new Http2StreamChannelBootstrap(channel).handler(Http2Stream.INITIALIZER);
    // A stream's place is free for the codec only once it closed it, after its last frame reached
    // the stream: a request waiting for that place goes then.
    codec.connection().addListener(new Http2ConnectionAdapter() {
      @Override
      public void onStreamClosed(io.netty.handler.codec.http2.Http2Stream stream) {
        moreStreams();
      }
    });
  }

  /**
   * Replaces the HTTP/1.1 handlers of a connected (and, for https, handshaken) channel with
   * HTTP/2's; {@code waiter} gets the channel once the server's SETTINGS arrived, or a KO when they
   * do not within {@code timeout} or the connection closes first (a server that does not speak h2c).
   */
  static void install(Channel channel, ChannelPool.Waiter waiter, Duration timeout) {
    // No server push: a load test asks for what it measures.
    Http2FrameCodec codec = Http2FrameCodecBuilder.forClient()
        .initialSettings(Http2Settings.defaultSettings().pushEnabled(false)).build();
    Http2Connection connection = new Http2Connection(channel, codec, waiter);
    Http1Codec.of(channel).countAtHead(channel);
    channel.pipeline().remove(ClientInitializer.CODEC);
    channel.pipeline().remove(ClientInitializer.RESPONSE);
    channel.pipeline().addLast(CODEC, codec)
        .addLast(MULTIPLEX, new Http2MultiplexHandler(Http2Stream.INITIALIZER))
        .addLast(CONNECTION, connection);
    connection.settingsTimer = LoopTasks.schedule(channel.eventLoop(), () -> connection.notReady(FailureKind.PROTOCOL,
        "no HTTP/2 SETTINGS from the server within " + timeout.toMillis() + " ms"), timeout.toMillis(),
        TimeUnit.MILLISECONDS);
  }

  /** The HTTP/2 connection of {@code channel}, or {@code null} for an HTTP/1.1 one. */
  static Http2Connection of(Channel channel) {
    return channel.pipeline().get(Http2Connection.class);
  }

  @Override
  Protocol protocol() {
    return Protocol.H2;
  }

  @Override
  boolean canOpenStream() {
    // The codec hears of a GOAWAY before this handler does, and its streams are told first: one
    // sent again at once must not come back here.
    // The codec counts a stream active until it closed it, which it does only after the stream's
    // last frame was read, so after its request ended here and the user may have sent the next:
    // opening that one at once would break the server's limit.
    return !retired() && channel.isActive() && !codec.connection().goAwayReceived()
        && openStreams() < codec.connection().local().maxActiveStreams() && codec.connection().local().canOpenStream();
  }

  /**
   * Whether the server's GOAWAY named a last stream before {@code streamId}: the server did not
   * process that stream (RFC 9113 6.8), which the codec closed as it read the GOAWAY.
   */
  boolean refusedByGoAway(int streamId) {
    return codec.connection().goAwayReceived() && streamId > lastStreamKnownByPeer();
  }

  /** The last stream the server's GOAWAY said it processed, or may. */
  int lastStreamKnownByPeer() {
    return codec.connection().local().lastStreamKnownByPeer();
  }

  @Override
  void openStream(ChannelPool.Waiter waiter) {
    streamOpening();
    streams.open().addListener((Future<Http2StreamChannel> opened) -> {
      if (opened.isSuccess()) {
        waiter.acquired(opened.getNow());
      } else {
        streamEnded();
        waiter.acquireFailed(FailureKind.WRITE, "could not open an HTTP/2 stream: " + opened.cause().getMessage());
      }
    });
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    try {
      if (msg instanceof Http2SettingsFrame && opening != null) {
        ChannelPool.Waiter waiter = opening;
        opening = null;
        settingsTimer.cancel(false);
        waiter.acquired(channel);
      } else if (msg instanceof Http2SettingsFrame) {
        moreStreams(); // a later SETTINGS may raise the server's max concurrent streams
      } else if (msg instanceof Http2GoAwayFrame) {
        // The streams past its last stream id hear of it themselves (Http2Stream); this one takes no more.
        retire();
      }
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    notReady(FailureKind.PROTOCOL, "the server closed the connection before its HTTP/2 SETTINGS"
        + " (does it speak HTTP/2" + (ctx.pipeline().get(ClientInitializer.SSL) == null ? " without TLS?)" : "?)"));
    retire();
    ctx.fireChannelInactive();
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    OutOfMemoryAlarm.raise(cause, OutOfMemoryAlarm.ON_AN_EVENT_LOOP);
    // Connection errors: the codec sends GOAWAY and closes; the streams fail as closed.
    ctx.close();
  }

  private void notReady(FailureKind kind, String message) {
    if (opening == null) {
      return;
    }
    ChannelPool.Waiter waiter = opening;
    opening = null;
    settingsTimer.cancel(false);
    channel.close();
    waiter.acquireFailed(kind, message);
  }
}
