package io.throng.engine.http;

import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.websocketx.BinaryWebSocketFrame;
import io.netty.handler.codec.http.websocketx.CloseWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PingWebSocketFrame;
import io.netty.handler.codec.http.websocketx.PongWebSocketFrame;
import io.netty.handler.codec.http.websocketx.TextWebSocketFrame;
import io.netty.handler.codec.http.websocketx.WebSocketClientHandshaker;
import io.netty.handler.codec.http.websocketx.WebSocketClientHandshakerFactory;
import io.netty.handler.codec.http.websocketx.WebSocketFrameAggregator;
import io.netty.handler.codec.http.websocketx.WebSocketVersion;
import io.netty.util.CharsetUtil;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.transport.OutOfMemoryAlarm;
import java.net.URI;
import java.util.List;

/**
 * One WebSocket of one virtual user, on a connection of its own opened by the user's
 * {@link Connector} (TLS and proxy tunnels as for HTTP): the HTTP handlers give way to the upgrade,
 * then to Netty's frame codec, fragmented messages are joined, pings answered and a server's close
 * frame echoed. Everything that happens goes to one {@link WebSocketListener}; failures are data.
 * Confined to the user's event loop.
 */
public final class WebSocketConnection extends SimpleChannelInboundHandler<Object> implements ChannelPool.Waiter {

  static final String HANDLER = "websocket";
  private static final String HTTP = "http";
  private static final int ABNORMAL_CLOSURE = 1006;
  private static final int NO_STATUS = 1005;
  private static final int NORMAL_CLOSURE = 1000;

  private final OutgoingRequest upgrade;
  private final CookieJar cookies;
  private final WebSocketClientHandshaker handshaker;
  private final int maxMessageBytes;
  private WebSocketListener listener;
  private Channel channel;
  private boolean open;
  private boolean closeRequested;
  private int closeCode = ABNORMAL_CLOSURE;
  private String closeReason = "connection lost without a close frame";

  WebSocketConnection(OutgoingRequest upgrade, CookieJar cookies, List<String> subprotocols, int maxMessageBytes,
      WebSocketListener listener) {
    this.upgrade = cookies == null ? upgrade : cookies.attach(upgrade);
    this.cookies = cookies;
    this.maxMessageBytes = maxMessageBytes;
    this.listener = listener;
    Target target = upgrade.target();
    URI uri = URI.create((target.tls() ? "wss://" : "ws://") + target.hostHeader() + upgrade.uri());
    this.handshaker = WebSocketClientHandshakerFactory.newHandshaker(uri, WebSocketVersion.V13,
        subprotocols.isEmpty() ? null : String.join(",", subprotocols), true, this.upgrade.headers(), maxMessageBytes);
  }

  /** The upgrade request as sent, cookies included. */
  public OutgoingRequest upgrade() {
    return upgrade;
  }

  public void sendText(String text) {
    channel.writeAndFlush(new TextWebSocketFrame(text)).addListener(ChannelFutureListener.CLOSE_ON_FAILURE);
  }

  public void sendBytes(byte[] bytes) {
    channel.writeAndFlush(new BinaryWebSocketFrame(Unpooled.wrappedBuffer(bytes)))
        .addListener(ChannelFutureListener.CLOSE_ON_FAILURE);
  }

  /** Sends a close frame (1000); the listener hears {@link WebSocketListener#onClosed} when the server confirms. */
  public void close() {
    closeRequested = true;
    channel.writeAndFlush(new CloseWebSocketFrame(NORMAL_CLOSURE, "")).addListener(ChannelFutureListener.CLOSE_ON_FAILURE);
  }

  /** Drops the connection without telling the listener anything more: the user already recorded why. */
  public void abort() {
    listener = null;
    if (channel != null) {
      channel.close();
    }
  }

  @Override
  public void acquired(Channel acquired) {
    if (listener == null) {
      acquired.close();
      return;
    }
    channel = acquired;
    Http1Codec.of(acquired).countAtHead(acquired);
    acquired.pipeline().remove(ClientInitializer.CODEC);
    acquired.pipeline().remove(ClientInitializer.RESPONSE);
    acquired.pipeline().addLast(HTTP, new HttpClientCodec())
        .addLast(new HttpObjectAggregator(maxMessageBytes))
        .addLast(HANDLER, this);
    handshaker.handshake(acquired).addListener((ChannelFutureListener) written -> {
      if (!written.isSuccess()) {
        refused(FailureKind.WRITE, 0, "cannot write the upgrade request: " + written.cause().getMessage());
      }
    });
  }

  @Override
  public void acquireFailed(FailureKind kind, String message) {
    refused(kind, 0, message);
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, Object message) {
    long now = System.nanoTime();
    if (!open && message instanceof FullHttpResponse response) {
      upgraded(ctx, response, now);
    } else if (listener == null) {
      return;
    } else if (message instanceof TextWebSocketFrame text) {
      listener.onText(text.text(), now);
    } else if (message instanceof BinaryWebSocketFrame binary) {
      byte[] bytes = new byte[binary.content().readableBytes()];
      binary.content().readBytes(bytes);
      listener.onBinary(bytes, now);
    } else if (message instanceof PingWebSocketFrame ping) {
      ctx.writeAndFlush(new PongWebSocketFrame(ping.content().retain()));
    } else if (message instanceof CloseWebSocketFrame close) {
      closeCode = close.statusCode() < 0 ? NO_STATUS : close.statusCode();
      closeReason = close.reasonText();
      if (closeRequested) {
        ctx.close();
      } else { // the server's own close: echoed, as RFC 6455 5.5.1 asks, then the connection ends
        ctx.writeAndFlush(new CloseWebSocketFrame(closeCode == NO_STATUS ? NORMAL_CLOSURE : closeCode, ""))
            .addListener(ChannelFutureListener.CLOSE);
      }
    }
  }

  private void upgraded(ChannelHandlerContext ctx, FullHttpResponse response, long now) {
    if (cookies != null) {
      cookies.store(upgrade, response.headers());
    }
    if (!HttpResponseStatus.SWITCHING_PROTOCOLS.equals(response.status())) {
      refused(FailureKind.STATUS, response.status().code(),
          "upgrade refused: " + response.status() + ", expected 101 Switching Protocols");
      return;
    }
    try {
      handshaker.finishHandshake(ctx.channel(), response);
    } catch (RuntimeException e) {
      refused(FailureKind.PROTOCOL, response.status().code(), "invalid upgrade response: " + e.getMessage());
      return;
    }
    ctx.pipeline().addBefore(HANDLER, "aggregator-frames", new WebSocketFrameAggregator(maxMessageBytes));
    open = true;
    if (listener != null) {
      listener.onOpen(response.status().code(), now);
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    WebSocketListener current = listener;
    listener = null;
    if (current == null) {
      return;
    }
    if (open) {
      current.onClosed(closeCode, closeReason, closeRequested, System.nanoTime());
    } else {
      current.onRefused(FailureKind.CLOSED, 0, "connection closed before the upgrade response", System.nanoTime());
    }
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    OutOfMemoryAlarm.raise(cause, OutOfMemoryAlarm.ON_AN_EVENT_LOOP);
    if (open) {
      closeReason = "connection failed: " + cause.getMessage();
      ctx.close();
    } else {
      refused(FailureKind.PROTOCOL, 0, "upgrade failed: " + cause.getMessage());
    }
  }

  private void refused(FailureKind kind, int status, String reason) {
    WebSocketListener current = listener;
    listener = null;
    if (channel != null) {
      channel.close();
    }
    if (current != null) {
      current.onRefused(kind, status, reason, System.nanoTime());
    }
  }
}
