package io.throng.engine.http;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpObject;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.concurrent.ScheduledFuture;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import javax.net.ssl.SSLException;

/**
 * Follows the one request in flight on a connection to its end and tells its listener. The body
 * is streamed and dropped unless the request keeps it, then aggregated up to a cap. Lives on the
 * channel's event loop; not thread-safe.
 */
final class ResponseHandler extends ChannelInboundHandlerAdapter {

  private ChannelHandlerContext ctx;
  private ExchangeListener pending;
  private ScheduledFuture<?> timeout;
  private int status;
  private HttpHeaders headers;
  private boolean keepAlive;
  private boolean requestKeepAlive;
  private int maxBodyBytes;
  private ByteArrayOutputStream body;
  private long bodyLength;
  private boolean tooLarge;

  @Override
  public void handlerAdded(ChannelHandlerContext ctx) {
    this.ctx = ctx;
  }

  /**
   * Expects the response to a request about to be written, failing it after {@code timeoutNanos}.
   *
   * @param maxBodyBytes how much of the body to keep; {@code -1} keeps none
   * @param requestKeepAlive {@code false} when the request asked the server to close the connection
   */
  void begin(ExchangeListener listener, long timeoutNanos, int maxBodyBytes, boolean requestKeepAlive) {
    pending = listener;
    this.requestKeepAlive = requestKeepAlive;
    status = 0;
    headers = null;
    keepAlive = true;
    this.maxBodyBytes = maxBodyBytes;
    body = null;
    bodyLength = 0;
    tooLarge = false;
    timeout = ctx.executor().schedule(
        () -> fail(FailureKind.TIMEOUT, "no response within " + TimeUnit.NANOSECONDS.toMillis(timeoutNanos) + " ms"),
        timeoutNanos, TimeUnit.NANOSECONDS);
  }

  /** Whether the last response let the connection be reused. */
  boolean reusable() {
    return keepAlive && ctx.channel().isActive();
  }

  /** Ends the request in flight, if any, as a KO of {@code kind}, and closes the connection. */
  void fail(FailureKind kind, String message) {
    ExchangeListener listener = pending;
    if (listener == null) {
      return;
    }
    finish();
    keepAlive = false;
    ctx.close();
    listener.onFailure(kind, message, System.nanoTime());
  }

  @Override
  public void channelRead(ChannelHandlerContext ctx, Object msg) {
    try {
      if (msg instanceof HttpObject http && http.decoderResult().isFailure()) {
        fail(FailureKind.PROTOCOL, "malformed response: " + http.decoderResult().cause().getMessage());
        return;
      }
      if (msg instanceof HttpResponse response) {
        status = response.status().code();
        headers = response.headers();
        keepAlive = requestKeepAlive && HttpUtil.isKeepAlive(response);
        if (maxBodyBytes >= 0) {
          body = new ByteArrayOutputStream((int) Math.min(maxBodyBytes, Math.max(0, HttpUtil.getContentLength(response, 256L))));
        }
      }
      if (msg instanceof HttpContent content) {
        read(content.content());
      }
      if (msg instanceof LastHttpContent) {
        complete();
      }
    } finally {
      ReferenceCountUtil.release(msg);
    }
  }

  private void read(ByteBuf content) {
    int length = content.readableBytes();
    bodyLength += length;
    if (body == null || length == 0) {
      return;
    }
    if (bodyLength > maxBodyBytes) {
      tooLarge = true;
      body = null;
      return;
    }
    body.write(ByteBufUtil.getBytes(content), 0, length);
  }

  @Override
  public void channelInactive(ChannelHandlerContext ctx) {
    fail(FailureKind.CLOSED, "connection closed before the response was complete");
  }

  @Override
  public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
    Throwable root = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
    if (root instanceof SSLException) {
      fail(FailureKind.TLS, "TLS failure: " + root.getMessage());
    } else if (cause instanceof IOException) {
      fail(FailureKind.CLOSED, "connection lost: " + cause.getMessage());
    } else {
      fail(FailureKind.PROTOCOL, "malformed response: " + cause.getMessage());
    }
    ctx.close();
  }

  private void complete() {
    ExchangeListener listener = pending;
    if (listener == null) {
      ctx.close(); // a response nobody asked for: the connection can no longer be trusted
      keepAlive = false;
      return;
    }
    byte[] bytes = body == null ? null : body.toByteArray();
    Response response = new Response(status, headers, bytes, bodyLength, tooLarge);
    finish();
    // Close before telling the user, so its next request opens a new connection.
    if (!keepAlive) {
      ctx.close();
    }
    listener.onResponse(response, System.nanoTime());
  }

  private void finish() {
    pending = null;
    body = null;
    timeout.cancel(false);
    timeout = null;
  }
}
