package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http2.DefaultHttp2Connection;
import io.netty.handler.codec.http2.DefaultHttp2RemoteFlowController;
import io.netty.handler.codec.http2.Http2ConnectionAdapter;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2NoMoreStreamIdsException;
import io.netty.handler.codec.http2.Http2Settings;
import io.netty.handler.codec.http2.UniformStreamByteDistributor;
import io.netty.util.collection.IntObjectHashMap;
import io.netty.util.concurrent.ScheduledFuture;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.outcome.Protocol;
import io.throng.engine.transport.LoopTasks;
import io.throng.engine.transport.OutOfMemoryAlarm;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.concurrent.TimeUnit;

/**
 * One HTTP/2 connection: Netty's connection handler on the channel, whose frames this handler's
 * listener hands to the {@link Http2Stream} of their stream id, with no channel nor pipeline per
 * stream. It is handed to the pool once the server's first SETTINGS arrived, so the server's max
 * concurrent streams bounds the streams opened on it from the first request on; flow-control
 * windows are Netty's, which honours the server's and returns the bytes its streams read. After a
 * GOAWAY, or once closed, it is retired: it takes no new stream and its pool stops counting it.
 * Lives on its channel's event loop; not thread-safe.
 */
final class Http2Connection extends MultiplexedConnection {

  /** The pipeline names of Netty's codec and of this handler, after {@code traffic} and {@code ssl}. */
  static final String CODEC = "h2-codec";
  static final String CONNECTION = "h2-connection";

  private final Channel channel;
  private final DefaultHttp2Connection state;
  /** The request of each stream open for one, by stream id. */
  private final IntObjectHashMap<Http2Stream> requests = new IntObjectHashMap<>(4);
  private Http2Codec codec;
  private ChannelHandlerContext codecContext;
  private ChannelPool.Waiter opening;
  private ScheduledFuture<?> settingsTimer;
  /** The streams whose requests ended, for the next requests: one request at a time needs one. */
  private final ArrayDeque<Http2Stream> spare = new ArrayDeque<>(1);
  /** The streams whose response ended in the read under way, whose users hear of it once it is over. */
  private final ArrayList<Http2Stream> answered = new ArrayList<>(1);
  /** Whether the users are being told of their responses: the codec flushes what they send next. */
  private boolean telling;

  private Http2Connection(Channel channel, DefaultHttp2Connection state, ChannelPool.Waiter opening) {
    super(channel);
    this.channel = channel;
    this.state = state;
    this.opening = opening;
    // A stream's place is free for the codec only once it closed it, after its last frame was
    // read: a request waiting for that place goes then. A stream closed before its response was
    // complete (past a GOAWAY's last stream, or its connection lost) ends its request as a KO.
    state.addListener(new Http2ConnectionAdapter() {
      @Override
      public void onStreamClosed(io.netty.handler.codec.http2.Http2Stream closed) {
        Http2Stream stream = detach(closed.id());
        if (stream != null && refusedByGoAway(closed.id())) {
          stream.handler().refused(FailureKind.REFUSED,
              "refused by the server's GOAWAY (last stream " + lastStreamKnownByPeer() + ")");
        } else if (stream != null) {
          stream.handler().closed();
        }
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
    DefaultHttp2Connection state = newState(false);
    Http2Connection connection = new Http2Connection(channel, state, waiter);
    connection.codec = Http2Codec.of(state, connection.new Frames(), connection::streamFailed);
    Http1Codec.of(channel).countAtHead(channel);
    channel.pipeline().remove(ClientInitializer.CODEC);
    channel.pipeline().remove(ClientInitializer.RESPONSE);
    channel.pipeline().addLast(CODEC, connection.codec).addLast(CONNECTION, connection);
    connection.codecContext = channel.pipeline().context(CODEC);
    connection.settingsTimer = LoopTasks.schedule(channel.eventLoop(), () -> connection.notReady(FailureKind.PROTOCOL,
        "no HTTP/2 SETTINGS from the server within " + timeout.toMillis() + " ms"), timeout.toMillis(),
        TimeUnit.MILLISECONDS);
  }

  /**
   * The state of a new connection, a client's or a server's. A stream per request, a few at a
   * time: their DATA shares the window evenly, without the priority tree the default distributor
   * keeps and updates for every stream.
   */
  static DefaultHttp2Connection newState(boolean server) {
    DefaultHttp2Connection state = new DefaultHttp2Connection(server);
    state.remote().flowController(new DefaultHttp2RemoteFlowController(state, new UniformStreamByteDistributor(state)));
    return state;
  }

  @Override
  Protocol protocol() {
    return Protocol.H2;
  }

  @Override
  boolean canOpenStream() {
    // The codec hears of a GOAWAY before this handler does: a request sent again at once must not
    // come back here.
    // The codec counts a stream active until it closed it, which it does only after the stream's
    // last frame was read: a request of its user's that came first must not break the server's limit.
    return !retired() && channel.isActive() && !state.goAwayReceived()
        && openStreams() < state.local().maxActiveStreams() && state.local().canOpenStream();
  }

  /**
   * Whether the server's GOAWAY named a last stream before {@code streamId}: the server did not
   * process that stream (RFC 9113 6.8), which the codec closed as it read the GOAWAY.
   */
  private boolean refusedByGoAway(int streamId) {
    return state.goAwayReceived() && streamId > lastStreamKnownByPeer();
  }

  /** The last stream the server's GOAWAY said it processed, or may. */
  private int lastStreamKnownByPeer() {
    return state.local().lastStreamKnownByPeer();
  }

  @Override
  void openStream(ChannelPool.RequestWaiter waiter) {
    streamOpening();
    Http2Stream stream = spare.pollFirst();
    waiter.acquired(stream != null ? stream : new Http2Stream(this, codecContext));
  }

  /** Opens a stream for {@code stream}'s request and writes its frames. */
  void send(Http2Stream stream, Http2Headers headers, byte[] body) {
    ChannelPromise written = codecContext.newPromise();
    written.addListener(stream.handler().writeFailure());
    int id = state.local().incrementAndGetNextStreamId();
    if (id < 0) { // all 2^30 of this connection's stream ids used
      retire();
      written.setFailure(new Http2NoMoreStreamIdsException());
      return;
    }
    // Attached first: a write that fails at once ends the request, and its stream with it.
    stream.attach(id);
    requests.put(id, stream);
    if (body.length == 0) {
      codec.encoder().writeHeaders(codecContext, id, headers, 0, true, written);
    } else {
      codec.encoder().writeHeaders(codecContext, id, headers, 0, false, codecContext.newPromise());
      codec.encoder().writeData(codecContext, id, Unpooled.wrappedBuffer(body), 0, true, written);
    }
    if (!telling) {
      codec.flush(codecContext);
    }
  }

  /**
   * The request of stream {@code id}, which no longer is that stream's: the stream's frames from
   * now on are dropped. {@code null} when it had none.
   */
  private Http2Stream detach(int id) {
    Http2Stream stream = requests.remove(id);
    if (stream != null) {
      stream.detach();
    }
    return stream;
  }

  /**
   * The codec found stream {@code id}'s frames wrong and resets it next: its request is a KO that
   * says why, no longer the stream's, so that the codec's reset is the only one.
   */
  private void streamFailed(int id, Throwable cause) {
    Http2Stream stream = detach(id);
    if (stream != null) {
      stream.handler().fail(FailureKind.PROTOCOL, "malformed response: " + cause.getMessage());
    }
  }

  /** Resets {@code stream}'s request's stream when it is still open, and drops its frames from now on. */
  void reset(Http2Stream stream) {
    int id = stream.id();
    if (id == 0 || detach(id) == null) {
      return;
    }
    if (state.stream(id) != null) {
      codec.resetStream(codecContext, id, Http2Error.CANCEL.code(), codecContext.newPromise());
      codec.flush(codecContext);
    }
  }

  /**
   * {@code stream}'s request ended and its user let it go: its stream is reset if still open, and
   * it waits for a next request.
   */
  void release(Http2Stream stream) {
    reset(stream);
    spare.addLast(stream);
    streamEnded();
  }

  /** Tells the users whose responses ended in the read that ended, and lets the codec flush what they send next. */
  @Override
  public void channelReadComplete(ChannelHandlerContext ctx) {
    tellAnswered();
    ctx.fireChannelReadComplete();
  }

  private void tellAnswered() {
    telling = true;
    try {
      for (int i = 0; i < answered.size(); i++) {
        answered.get(i).handler().readComplete();
      }
    } finally {
      answered.clear();
      telling = false;
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    tellAnswered();
    notReady(FailureKind.PROTOCOL, "the server closed the connection before its HTTP/2 SETTINGS"
        + " (does it speak HTTP/2" + (ctx.pipeline().get(ClientInitializer.SSL) == null ? " without TLS?)" : "?)"));
    retire();
    for (Http2Stream stream : spare) {
      stream.handler().idle(); // its timer, armed for a next request that will not come here
    }
    ctx.fireChannelInactive();
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    OutOfMemoryAlarm.raise(cause, OutOfMemoryAlarm.ON_AN_EVENT_LOOP);
    // Connection errors: the codec sends GOAWAY and closes; the streams fail as closed.
    ctx.close();
  }

  private void notReady(FailureKind kind, String message) {
    ChannelPool.Waiter waiter = takeOpening();
    if (waiter != null) {
      channel.close();
      waiter.acquireFailed(kind, message);
    }
  }

  /** The waiter for this connection while its SETTINGS are awaited, then no longer; {@code null} after. */
  private ChannelPool.Waiter takeOpening() {
    ChannelPool.Waiter waiter = opening;
    if (waiter != null) {
      opening = null;
      settingsTimer.cancel(false);
    }
    return waiter;
  }

  /** The codec's frames, read on the connection: each stream's to its request, the connection's to this handler. */
  private final class Frames extends Http2Frames {

    @Override
    public void onSettingsRead(ChannelHandlerContext ctx, Http2Settings settings) {
      ChannelPool.Waiter waiter = takeOpening();
      if (waiter != null) {
        waiter.acquired(channel);
      } else {
        moreStreams(); // a later SETTINGS may raise the server's max concurrent streams
      }
    }

    @Override
    public void onHeadersRead(ChannelHandlerContext ctx, int streamId, Http2Headers headers, int padding,
        boolean endOfStream) {
      Http2Stream stream = requests.get(streamId);
      if (stream != null) {
        stream.headersRead(headers, endOfStream);
        answeredWhen(endOfStream, stream);
      }
    }

    /** Every byte read is returned to the server's window at once, as the stream has taken it in. */
    @Override
    public int onDataRead(ChannelHandlerContext ctx, int streamId, ByteBuf data, int padding, boolean endOfStream) {
      Http2Stream stream = requests.get(streamId);
      if (stream != null) {
        stream.dataRead(data, endOfStream);
        answeredWhen(endOfStream, stream);
      }
      return data.readableBytes() + padding;
    }

    /** A stream whose response ended: its user hears of it once the read is over. */
    private void answeredWhen(boolean endOfStream, Http2Stream stream) {
      if (endOfStream) {
        answered.add(stream);
      }
    }

    /**
     * The server reset a stream: its request's KO. The codec closes the stream next, which must
     * not be reset in return, so it is no longer the request's first.
     */
    @Override
    public void onRstStreamRead(ChannelHandlerContext ctx, int streamId, long errorCode) {
      Http2Stream stream = detach(streamId);
      if (stream == null) {
        return;
      }
      Http2Error code = Http2Error.valueOf(errorCode);
      if (code == Http2Error.REFUSED_STREAM) {
        stream.handler().refused(FailureKind.REFUSED, "stream refused by the server (REFUSED_STREAM)");
      } else {
        stream.handler().fail(FailureKind.PROTOCOL, "stream reset by the server (" + code + ")");
      }
    }

    /**
     * This connection takes no more streams. The codec then closes the streams past the GOAWAY's
     * last one, whose requests are refused then (a reset sent now would name a stream the server
     * ignored, which it may take as a connection error); retired first, so a request sent again
     * goes elsewhere.
     */
    @Override
    public void onGoAwayRead(ChannelHandlerContext ctx, int lastStreamId, long errorCode, ByteBuf debugData) {
      retire();
    }
  }
}
