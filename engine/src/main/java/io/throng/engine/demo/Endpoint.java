package io.throng.engine.demo;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.util.AsciiString;
import java.util.Locale;

/**
 * The demo target's routes. Routing ignores the method: a POST to {@code /api/user/7} gets the same
 * JSON as a GET, because example simulations should not fail on a route table they cannot see.
 * Each constant also keys one failure counter in {@link FaultInjector}, which keeps that state
 * bounded however many distinct user ids a run requests.
 */
enum Endpoint {
    USER("application/json"),
    HELLO("text/plain"),
    CSS("text/css"),
    INDEX("text/html"),
    LOGO("image/png"),
    PAGE("text/html"),
    STYLE("text/css"),
    SCRIPT("text/javascript"),
    STATIC_LOGO("image/png"),
    NOT_FOUND("text/plain");

    static final String USER_PREFIX = "/api/user/";

    final AsciiString contentType;

    Endpoint(String contentType) {
        this.contentType = AsciiString.cached(contentType);
    }

    /** The endpoint serving {@code path} (already stripped of its query string). */
    static Endpoint match(String path) {
        return switch (path) {
            case "/hello" -> HELLO;
            case "/static/fullcalendar.css" -> CSS;
            case "/", "/index.html" -> INDEX;
            case "/images/logo.png" -> LOGO;
            case "/page" -> PAGE;
            case "/static/style.css" -> STYLE;
            case "/static/app.js" -> SCRIPT;
            case "/static/logo.png" -> STATIC_LOGO;
            default -> path.startsWith(USER_PREFIX)
                    && DemoContent.isUserId(path.substring(USER_PREFIX.length())) ? USER : NOT_FOUND;
        };
    }

    HttpResponseStatus status() {
        return this == NOT_FOUND ? HttpResponseStatus.NOT_FOUND : HttpResponseStatus.OK;
    }

    /**
     * The validator of the page's static resources, which never change: a client sending it back
     * in {@code If-None-Match} gets a 304. {@code null} for the others.
     */
    String etag() {
        return switch (this) {
            case STYLE, SCRIPT, STATIC_LOGO -> "\"" + name().toLowerCase(Locale.ROOT) + "-1\"";
            default -> null;
        };
    }

    /** A fresh buffer per response; static bodies are wrapped, not copied. */
    ByteBuf body(String path) {
        byte[] bytes = switch (this) {
            case USER -> DemoContent.userJson(path.substring(USER_PREFIX.length()));
            case HELLO -> DemoContent.HELLO;
            case CSS -> DemoContent.CSS;
            case INDEX -> DemoContent.INDEX_HTML;
            case LOGO, STATIC_LOGO -> DemoContent.LOGO_PNG;
            case PAGE -> DemoContent.PAGE_HTML;
            case STYLE -> DemoContent.CSS;
            case SCRIPT -> DemoContent.SCRIPT;
            case NOT_FOUND -> DemoContent.NOT_FOUND;
        };
        return Unpooled.wrappedBuffer(bytes);
    }
}
