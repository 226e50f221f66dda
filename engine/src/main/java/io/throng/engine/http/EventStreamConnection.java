package io.throng.engine.http;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.LastHttpContent;
import io.throng.engine.outcome.FailureKind;
import io.throng.engine.transport.OutOfMemoryAlarm;

/**
 * One Server-Sent Events stream of one virtual user, on a connection of its own opened by the
 * user's {@link Connector} (TLS and proxies as for HTTP): the GET goes out through the usual
 * encoder, the response's body is read as it comes by an {@link EventStreamParser}, never
 * aggregated. Everything that happens goes to one {@link EventStreamListener}; failures are data.
 * Confined to the user's event loop.
 */
public final class EventStreamConnection extends SimpleChannelInboundHandler<HttpObject>
    implements ChannelPool.Waiter {

  static final String HANDLER = "event-stream";
  private static final String EVENT_STREAM = "text/event-stream";

  private final OutgoingRequest request;
  private final CookieJar cookies;
  private final EventStreamParser parser;
  private EventStreamListener listener;
  private Channel channel;
  private boolean open;
  private String endReason = "stream broken: connection lost";

  EventStreamConnection(OutgoingRequest request, CookieJar cookies, int maxEventBytes, EventStreamListener listener) {
    this.request = cookies == null ? request : cookies.attach(request);
    this.cookies = cookies;
    this.parser = new EventStreamParser(maxEventBytes);
    this.listener = listener;
  }

  /** The GET as sent, cookies included. */
  public OutgoingRequest request() {
    return request;
  }

  /** The stream's last event ID, for {@code Last-Event-ID} when the user opens it again. */
  public String lastEventId() {
    return parser.lastEventId();
  }

  /** Closes the connection without telling the listener anything more: the user asked for it, or already recorded why. */
  public void close() {
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
    acquired.pipeline().replace(ClientInitializer.RESPONSE, HANDLER, this);
    acquired.writeAndFlush(request).addListener((ChannelFutureListener) written -> {
      if (!written.isSuccess()) {
        refused(FailureKind.WRITE, 0, "cannot write the request: " + written.cause().getMessage());
      }
    });
  }

  @Override
  public void acquireFailed(FailureKind kind, String message) {
    refused(kind, 0, message);
  }

  @Override
  protected void channelRead0(ChannelHandlerContext ctx, HttpObject message) {
    if (listener == null) {
      return;
    }
    if (message.decoderResult().isFailure()) {
      failed(ctx, FailureKind.PROTOCOL, "invalid response: " + message.decoderResult().cause().getMessage());
    } else if (message instanceof HttpResponse response) {
      answered(response);
    }
    if (open && message instanceof HttpContent content) {
      long now = System.nanoTime();
      String unreadable = parser.feed(content.content(), event -> {
        if (listener != null) {
          listener.onEvent(event, now);
        }
      });
      if (unreadable != null) {
        endReason = "stream unreadable: " + unreadable;
        ctx.close();
      } else if (message instanceof LastHttpContent) {
        endReason = "stream ended by the server";
        ctx.close();
      }
    }
  }

  private void answered(HttpResponse response) {
    if (cookies != null) {
      cookies.store(request, response.headers());
    }
    String type = response.headers().get(HttpHeaderNames.CONTENT_TYPE);
    if (!HttpResponseStatus.OK.equals(response.status())) {
      refused(FailureKind.STATUS, response.status().code(), "stream refused: " + response.status() + ", expected 200 OK");
    } else if (type == null || !type.regionMatches(true, 0, EVENT_STREAM, 0, EVENT_STREAM.length())) {
      refused(FailureKind.PROTOCOL, 200, "stream refused: Content-Type "
          + (type == null ? "missing" : "\"" + ResponseDecoder.shown(type) + "\"") + ", expected text/event-stream");
    } else {
      open = true;
    }
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    EventStreamListener current = listener;
    listener = null;
    if (current == null) {
      return;
    }
    if (open) {
      current.onClosed(endReason, System.nanoTime());
    } else {
      current.onRefused(FailureKind.CLOSED, 0, "connection closed before the response", System.nanoTime());
    }
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    OutOfMemoryAlarm.raise(cause, OutOfMemoryAlarm.ON_AN_EVENT_LOOP);
    failed(ctx, FailureKind.CLOSED, "connection failed: " + cause.getMessage());
  }

  private void failed(ChannelHandlerContext ctx, FailureKind kind, String reason) {
    if (open) {
      endReason = "stream broken: " + reason;
      ctx.close();
    } else {
      refused(kind, 0, reason);
    }
  }

  private void refused(FailureKind kind, int status, String reason) {
    EventStreamListener current = listener;
    listener = null;
    if (channel != null) {
      channel.close();
    }
    if (current != null) {
      current.onRefused(kind, status, reason, System.nanoTime());
    }
  }
}
