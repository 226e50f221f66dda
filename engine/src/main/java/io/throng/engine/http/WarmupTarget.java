package io.throng.engine.http;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.EventLoopGroup;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2ConnectionEncoder;
import io.netty.handler.codec.http2.Http2ConnectionHandler;
import io.netty.handler.codec.http2.Http2ConnectionHandlerBuilder;
import io.netty.handler.codec.http2.Http2Headers;
import io.throng.engine.transport.Transport;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The server of the run's warm-up ({@link io.throng.engine.user.UserWarmup}): on a loopback port,
 * on the run's own event loops, it answers every request (a head ending in an empty line; warm-up
 * requests have no body) with one canned 123-byte JSON response. It parses nothing, so the JIT spends its time on the client's
 * code rather than on a server's, and it needs no threads of its own. The HTTP/2 one speaks h2c to
 * clients with prior knowledge, through Netty's HTTP/2 connection handler: its frame reader and
 * writer, HPACK and flow control are the client's own classes, which it heats too.
 *
 * <pre>{@code
 * try (WarmupTarget target = new WarmupTarget(loops, Transport.best(), false)) {
 *   // requests to target.baseUrl() + "/anything" get the canned response
 * }
 * }</pre>
 */
public final class WarmupTarget implements AutoCloseable {

  private static final String BODY = "{\"id\":1,\"name\":\"Throng Warm-up User\",\"email\":\"user1@example.com\","
      + "\"team\":\"load-testing\",\"active\":true,\"pad\":\"xxxxxxxxxxxxx\"}";
  private static final ByteBuf RESPONSE = ascii("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: "
      + BODY.length() + "\r\n\r\n" + BODY);
  private static final ByteBuf HTTP2_BODY = ascii(BODY);

  private final Channel server;
  private final AtomicLong accepted = new AtomicLong(); // from every loop's accepts
  private final AtomicLong streamsAnswered = new AtomicLong();

  /** @param http2 whether it speaks h2c (prior knowledge) rather than HTTP/1.1 */
  public WarmupTarget(EventLoopGroup loops, Transport transport, boolean http2) {
    server = new ServerBootstrap().group(loops).channel(transport.serverChannelClass())
        .childHandler(new ChannelInitializer<>() {
          @Override
          protected void initChannel(Channel channel) {
            accepted.incrementAndGet();
            if (http2) {
              channel.pipeline().addLast(StreamResponder.codec(streamsAnswered));
            } else {
              channel.pipeline().addLast(new Responder());
            }
          }
        })
        .bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0)).syncUninterruptibly().channel();
  }

  private static ByteBuf ascii(String text) {
    return Unpooled.unreleasableBuffer(Unpooled.copiedBuffer(text, StandardCharsets.US_ASCII));
  }

  /** {@code http://127.0.0.1:port}, as a protocol's base URL. */
  public String baseUrl() {
    InetSocketAddress address = (InetSocketAddress) server.localAddress();
    return "http://" + address.getHostString() + ":" + address.getPort();
  }

  /** HTTP/2 streams answered so far; {@code 0} for the HTTP/1.1 one. */
  public long streamsAnswered() {
    return streamsAnswered.get();
  }

  /** Connections accepted so far: the warm-up's share of the connect and close path. */
  public long accepted() {
    return accepted.get();
  }

  @Override
  public void close() {
    server.close().syncUninterruptibly();
  }

  /** Answers once per end of a request head seen, however the bytes are split across reads. */
  private static final class Responder extends ChannelInboundHandlerAdapter {
    private int matched; // how much of CR LF CR LF the last bytes were

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      ByteBuf bytes = (ByteBuf) msg;
      try {
        for (int i = bytes.readerIndex(); i < bytes.writerIndex(); i++) {
          byte b = bytes.getByte(i);
          matched = b == (matched % 2 == 0 ? '\r' : '\n') ? matched + 1 : b == '\r' ? 1 : 0;
          if (matched == 4) {
            matched = 0;
            ctx.write(RESPONSE.duplicate());
          }
        }
      } finally {
        bytes.release();
      }
      ctx.flush();
    }
  }

  /**
   * Answers each HTTP/2 stream, once its request ended, with the canned response's head and body,
   * through the connection handler, encoder and flow controller the client's connections use;
   * the codec flushes them once the read is over.
   */
  private static final class StreamResponder extends Http2Frames {
    private final AtomicLong answered;
    private Http2ConnectionEncoder encoder;

    private StreamResponder(AtomicLong answered) {
      this.answered = answered;
    }

    /** A server connection's codec, answering its streams. */
    static Http2ConnectionHandler codec(AtomicLong answered) {
      StreamResponder responder = new StreamResponder(answered);
      Http2ConnectionHandler codec = new Http2ConnectionHandlerBuilder().connection(Http2Connection.newState(true))
          .frameListener(responder).build();
      responder.encoder = codec.encoder();
      return codec;
    }

    @Override
    public void onHeadersRead(ChannelHandlerContext ctx, int streamId, Http2Headers headers, int padding,
        boolean endOfStream) {
      if (endOfStream) {
        respond(ctx, streamId);
      }
    }

    @Override
    public int onDataRead(ChannelHandlerContext ctx, int streamId, ByteBuf data, int padding, boolean endOfStream) {
      if (endOfStream) {
        respond(ctx, streamId);
      }
      return data.readableBytes() + padding;
    }

    private void respond(ChannelHandlerContext ctx, int streamId) {
      Http2Headers head = new DefaultHttp2Headers().status("200")
          .set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
          .setInt(HttpHeaderNames.CONTENT_LENGTH, BODY.length());
      encoder.writeHeaders(ctx, streamId, head, 0, false, ctx.newPromise());
      encoder.writeData(ctx, streamId, HTTP2_BODY.duplicate(), 0, true, ctx.newPromise());
      answered.incrementAndGet();
    }
  }
}
