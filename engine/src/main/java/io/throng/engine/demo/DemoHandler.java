package io.throng.engine.demo;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpContent;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.multipart.HttpPostRequestDecoder;
import io.netty.util.AsciiString;
import io.netty.util.ReferenceCountUtil;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Serves one connection: routes each request to an {@link Endpoint}, applies the
 * {@link FaultInjector}'s decision and writes the response. One instance per channel, so all of its
 * state is touched only from that channel's event loop and needs no locks.
 *
 * <p>Request bodies are streamed and discarded rather than aggregated, so no request size limit can
 * produce a response the counter does not see; only a login form's first
 * {@value SignIn#MAX_FORM_BYTES} bytes are kept, for {@link SignIn}.
 */
final class DemoHandler extends ChannelInboundHandlerAdapter {

    private static final AsciiString TEXT_PLAIN = AsciiString.cached("text/plain");
    private static final AsciiString APPLICATION_JSON = AsciiString.cached("application/json");

    /** A response slot in request order; {@code response} is null until the response is ready. */
    private static final class Slot {
        final boolean keepAlive;
        FullHttpResponse response;

        Slot(boolean keepAlive) {
            this.keepAlive = keepAlive;
        }
    }

    private final FaultInjector faults;
    private final AtomicLong served;
    private final SignIn signIn;
    /** The login form being received, or null when the current request's body is not needed. */
    private ByteArrayOutputStream form;
    // Subtleness ahead: with pipelining, a delayed response must not be overtaken by a later,
    // undelayed one on the same connection, so responses wait here until every earlier one is out.
    private final ArrayDeque<Slot> pending = new ArrayDeque<>();
    private HttpRequest current;
    /** The {@code POST /upload} being read, if any. */
    private UploadReader upload;
    private boolean closing;

    DemoHandler(FaultInjector faults, AtomicLong served, SignIn signIn) {
        this.faults = faults;
        this.served = served;
        this.signIn = signIn;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        try {
            if (closing) {
                return; // requests pipelined after a "Connection: close" get no response
            }
            if (msg instanceof HttpRequest request) {
                current = request;
                form = SignIn.readsForm(request, new QueryStringDecoder(request.uri()).path())
                        ? new ByteArrayOutputStream() : null;
                if (request.decoderResult().isFailure()) {
                    // The decoder discards the rest of the connection; answer and close.
                    current = null;
                    enqueue(ctx, text(HttpResponseStatus.BAD_REQUEST, "malformed request\n"), false, 0);
                } else if (UploadReader.PATH.equals(new QueryStringDecoder(request.uri()).path())) {
                    upload = startUpload(ctx, request);
                    if (upload == null) {
                        current = null;
                    }
                }
            }
            if (msg instanceof HttpContent content && form != null) {
                int room = SignIn.MAX_FORM_BYTES - form.size();
                ByteBuf bytes = content.content();
                form.writeBytes(ByteBufUtil.getBytes(bytes, bytes.readerIndex(), Math.min(room, bytes.readableBytes())));
            }
            if (msg instanceof HttpContent content && upload != null) {
                readUpload(ctx, content);
            }
            if (msg instanceof LastHttpContent last && current != null) {
                HttpRequest request = current;
                current = null;
                if (last.decoderResult().isFailure()) {
                    enqueue(ctx, text(HttpResponseStatus.BAD_REQUEST, "malformed request body\n"), false, 0);
                } else if (upload != null) {
                    byte[] parts = upload.finish();
                    upload = null;
                    enqueue(ctx, full(HttpResponseStatus.OK, APPLICATION_JSON, Unpooled.wrappedBuffer(parts)),
                            HttpUtil.isKeepAlive(request), 0);
                } else {
                    respond(ctx, request);
                }
            }
        } finally {
            ReferenceCountUtil.release(msg);
        }
    }

    private UploadReader startUpload(ChannelHandlerContext ctx, HttpRequest request) {
        try {
            if (HttpPostRequestDecoder.isMultipart(request)) {
                return new UploadReader(request);
            }
        } catch (HttpPostRequestDecoder.ErrorDataDecoderException e) {
            // A multipart Content-Type without a usable boundary: refused as any other body is.
        }
        enqueue(ctx, text(HttpResponseStatus.BAD_REQUEST, "POST /upload takes a multipart/form-data body\n"),
                false, 0);
        return null;
    }

    /** A body that does not decode is answered 400 with the decoder's reason, and the rest ignored. */
    private void readUpload(ChannelHandlerContext ctx, HttpContent content) {
        try {
            upload.offer(content);
        } catch (RuntimeException e) {
            upload.abandon();
            upload = null;
            current = null;
            enqueue(ctx, text(HttpResponseStatus.BAD_REQUEST, "malformed upload: " + e.getMessage() + "\n"), false, 0);
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        closing = true;
        if (upload != null) {
            upload.abandon();
            upload = null;
        }
        for (Slot slot : pending) {
            ReferenceCountUtil.release(slot.response);
        }
        pending.clear();
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        // Resets and broken pipes are routine when a load generator stops; nothing to report.
        ctx.close();
    }

    private void respond(ChannelHandlerContext ctx, HttpRequest request) {
        boolean keepAlive = HttpUtil.isKeepAlive(request);
        FullHttpResponse response;
        long delayMillis = 0;
        try {
            QueryStringDecoder uri = new QueryStringDecoder(request.uri());
            if (SignIn.handles(uri.path())) {
                String body = form == null ? "" : form.toString(StandardCharsets.UTF_8);
                form = null;
                response = signIn.answer(request, uri.path(), body);
                setKeepAlive(response, request.protocolVersion(), keepAlive);
                enqueue(ctx, response, keepAlive, 0);
                return;
            }
            Endpoint endpoint = Endpoint.match(uri.path());
            FaultInjector.Fault fault = faults.decide(endpoint, uri.parameters());
            delayMillis = fault.delayMillis();
            String etag = endpoint.etag();
            if (fault.status() != 0) {
                response = forced(HttpResponseStatus.valueOf(fault.status()));
            } else if (etag != null && etag.equals(request.headers().get(HttpHeaderNames.IF_NONE_MATCH))) {
                response = forced(HttpResponseStatus.NOT_MODIFIED);
                response.headers().set(HttpHeaderNames.ETAG, etag);
            } else {
                response = full(endpoint.status(), endpoint.contentType, endpoint.body(uri.path()));
                if (etag != null) {
                    response.headers().set(HttpHeaderNames.ETAG, etag);
                }
            }
        } catch (IllegalArgumentException e) {
            // Bad query parameter values or broken percent-encoding in the URI.
            response = text(HttpResponseStatus.BAD_REQUEST, e.getMessage() + "\n");
        }
        setKeepAlive(response, request.protocolVersion(), keepAlive);
        enqueue(ctx, response, keepAlive, delayMillis);
    }

    private void enqueue(ChannelHandlerContext ctx, FullHttpResponse response, boolean keepAlive,
                         long delayMillis) {
        if (!keepAlive) {
            response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        }
        Slot slot = new Slot(keepAlive);
        pending.add(slot);
        if (delayMillis == 0) {
            complete(ctx, slot, response);
        } else {
            ctx.executor().schedule(() -> complete(ctx, slot, response), delayMillis, TimeUnit.MILLISECONDS);
        }
    }

    private void complete(ChannelHandlerContext ctx, Slot slot, FullHttpResponse response) {
        if (closing) {
            response.release();
            return;
        }
        slot.response = response;
        boolean wrote = false;
        while (!pending.isEmpty() && pending.peek().response != null) {
            Slot next = pending.poll();
            if (closing) {
                next.response.release();
                continue;
            }
            // Counted before the write so a client that has read the response always sees it counted.
            served.incrementAndGet();
            ChannelFuture written = ctx.write(next.response);
            wrote = true;
            if (!next.keepAlive) {
                closing = true;
                written.addListener(ChannelFutureListener.CLOSE);
            }
        }
        if (wrote) {
            ctx.flush();
        }
    }

    private static void setKeepAlive(FullHttpResponse response, HttpVersion version, boolean keepAlive) {
        // HTTP/1.0 clients only keep the connection if the response says so explicitly.
        if (keepAlive && !version.isKeepAliveDefault()) {
            response.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE);
        }
    }

    private static FullHttpResponse forced(HttpResponseStatus status) {
        int code = status.code();
        if (code == 204 || code == 205 || code == 304) {
            // These statuses must not carry content; 204 and 304 may not even announce a length.
            FullHttpResponse empty = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, Unpooled.EMPTY_BUFFER);
            if (code == 205) {
                empty.headers().setInt(HttpHeaderNames.CONTENT_LENGTH, 0);
            }
            return empty;
        }
        return text(status, code + " " + status.reasonPhrase() + "\n");
    }

    private static FullHttpResponse text(HttpResponseStatus status, String body) {
        return full(status, TEXT_PLAIN, Unpooled.wrappedBuffer(body.getBytes(StandardCharsets.UTF_8)));
    }

    static FullHttpResponse full(HttpResponseStatus status, AsciiString contentType, ByteBuf body) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status, body);
        HttpHeaders headers = response.headers();
        headers.set(HttpHeaderNames.CONTENT_TYPE, contentType);
        headers.setInt(HttpHeaderNames.CONTENT_LENGTH, body.readableBytes());
        return response;
    }
}
