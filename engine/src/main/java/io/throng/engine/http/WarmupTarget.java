package io.throng.engine.http;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelHandler;
import io.netty.channel.EventLoopGroup;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http2.DefaultHttp2DataFrame;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.DefaultHttp2HeadersFrame;
import io.netty.handler.codec.http2.Http2DataFrame;
import io.netty.handler.codec.http2.Http2FrameCodecBuilder;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2HeadersFrame;
import io.netty.handler.codec.http2.Http2MultiplexHandler;
import io.netty.handler.codec.http2.Http2StreamFrame;
import io.netty.util.ReferenceCountUtil;
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
 * clients with prior knowledge, through Netty's HTTP/2 codec: its frame reader and writer, HPACK
 * and flow control are the client's own classes, which it heats too.
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
              channel.pipeline().addLast(Http2FrameCodecBuilder.forServer().build(),
                  new Http2MultiplexHandler(new StreamResponder(streamsAnswered)));
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

  /** Answers each HTTP/2 stream, once its request ended, with the canned response's head and body. */
  @ChannelHandler.Sharable
  private static final class StreamResponder extends ChannelInboundHandlerAdapter {
    private final AtomicLong answered;

    StreamResponder(AtomicLong answered) {
      this.answered = answered;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
      try {
        if (msg instanceof Http2StreamFrame frame && endsStream(frame)) {
          Http2Headers head = new DefaultHttp2Headers().status("200")
              .set(HttpHeaderNames.CONTENT_TYPE, HttpHeaderValues.APPLICATION_JSON)
              .setInt(HttpHeaderNames.CONTENT_LENGTH, BODY.length());
          ctx.write(new DefaultHttp2HeadersFrame(head, false));
          ctx.writeAndFlush(new DefaultHttp2DataFrame(HTTP2_BODY.duplicate(), true));
          answered.incrementAndGet();
        }
      } finally {
        ReferenceCountUtil.release(msg);
      }
    }

    private static boolean endsStream(Http2StreamFrame frame) {
      return frame instanceof Http2HeadersFrame headers ? headers.isEndStream()
          : frame instanceof Http2DataFrame data && data.isEndStream();
    }
  }
}
