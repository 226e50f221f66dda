package io.throng.engine.demo;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.QueryStringDecoder;
import io.netty.handler.codec.http.cookie.Cookie;
import io.netty.handler.codec.http.cookie.DefaultCookie;
import io.netty.handler.codec.http.cookie.ServerCookieDecoder;
import io.netty.handler.codec.http.cookie.ServerCookieEncoder;
import io.netty.util.AsciiString;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The demo target's sign-in flow, for simulations that exercise cookies as a browser does:
 * {@code GET /login} serves a form with a random {@code csrf_token} and sets the same token as the
 * {@code csrftoken} cookie; {@code POST /login} checks the two match, sets an HttpOnly
 * {@code sessionid} cookie and redirects to {@code /account}, which welcomes the signed-in user
 * (403 otherwise); {@code POST /logout} deletes the cookie. Any non-empty password is accepted.
 *
 * <p>The session cookie is the user name signed with a key made at start (HMAC-SHA256), so the
 * target keeps no state however many users sign in. Thread-safe.
 */
final class SignIn {

    static final String LOGIN = "/login";
    static final String ACCOUNT = "/account";
    static final String LOGOUT = "/logout";
    static final String CSRF_COOKIE = "csrftoken";
    static final String SESSION_COOKIE = "sessionid";
    /** The most of a login form read; the fields are short. */
    static final int MAX_FORM_BYTES = 4_096;
    static final int MAX_USERNAME_LENGTH = 64;

    private static final AsciiString TEXT_HTML = AsciiString.cached("text/html; charset=utf-8");
    private static final String HMAC = "HmacSHA256";

    private final SecureRandom random = new SecureRandom();
    private final SecretKeySpec key;

    SignIn() {
        byte[] secret = new byte[32];
        random.nextBytes(secret);
        key = new SecretKeySpec(secret, HMAC);
    }

    static boolean handles(String path) {
        return path.equals(LOGIN) || path.equals(ACCOUNT) || path.equals(LOGOUT);
    }

    /** Whether the handler must keep {@code request}'s body for {@link #answer}: only a login form's. */
    static boolean readsForm(HttpRequest request, String path) {
        return path.equals(LOGIN) && HttpMethod.POST.equals(request.method());
    }

    /** The response to {@code request} on one of this flow's paths; {@code form} is its body as text. */
    FullHttpResponse answer(HttpRequest request, String path, String form) {
        boolean post = HttpMethod.POST.equals(request.method());
        if (path.equals(LOGIN)) {
            return post ? login(request, form) : loginPage();
        }
        if (path.equals(LOGOUT)) {
            return post ? logout() : html(HttpResponseStatus.METHOD_NOT_ALLOWED, "<p>POST to sign out</p>");
        }
        String user = signedInUser(request);
        return user == null ? html(HttpResponseStatus.FORBIDDEN, "<p>Sign in first: <a href=\"/login\">/login</a></p>")
                : html(HttpResponseStatus.OK, "<h1 id=\"welcome\">Welcome, " + escape(user) + "</h1>"
                        + "<form method=\"post\" action=\"/logout\"><button>Sign out</button></form>");
    }

    private FullHttpResponse loginPage() {
        byte[] bytes = new byte[18];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        FullHttpResponse page = html(HttpResponseStatus.OK, """
                <form method="post" action="/login">
                <input type="hidden" name="csrf_token" value="%s">
                <label>User <input name="username"></label>
                <label>Password <input type="password" name="password"></label>
                <button>Sign in</button>
                </form>""".formatted(token));
        page.headers().add(HttpHeaderNames.SET_COOKIE, cookie(CSRF_COOKIE, token, false, -1));
        return page;
    }

    private FullHttpResponse login(HttpRequest request, String form) {
        QueryStringDecoder fields = new QueryStringDecoder(form, StandardCharsets.UTF_8, false);
        String token = field(fields, "csrf_token");
        String expected = cookieValue(request, CSRF_COOKIE);
        if (token.isEmpty() || expected == null || !MessageDigest.isEqual(bytes(token), bytes(expected))) {
            return html(HttpResponseStatus.FORBIDDEN, "<p>CSRF token missing or wrong: GET /login first</p>");
        }
        String user = field(fields, "username");
        if (user.isEmpty() || user.length() > MAX_USERNAME_LENGTH || field(fields, "password").isEmpty()) {
            return html(HttpResponseStatus.BAD_REQUEST,
                    "<p>username (1-" + MAX_USERNAME_LENGTH + " characters) and password are required</p>");
        }
        FullHttpResponse redirect = DemoHandler.full(HttpResponseStatus.FOUND, TEXT_HTML, Unpooled.EMPTY_BUFFER);
        redirect.headers().set(HttpHeaderNames.LOCATION, ACCOUNT);
        redirect.headers().add(HttpHeaderNames.SET_COOKIE, cookie(SESSION_COOKIE, session(user), true, -1));
        return redirect;
    }

    private static FullHttpResponse logout() {
        FullHttpResponse redirect = DemoHandler.full(HttpResponseStatus.FOUND, TEXT_HTML, Unpooled.EMPTY_BUFFER);
        redirect.headers().set(HttpHeaderNames.LOCATION, LOGIN);
        redirect.headers().add(HttpHeaderNames.SET_COOKIE, cookie(SESSION_COOKIE, "", true, 0));
        return redirect;
    }

    /** The user a valid session cookie names, or {@code null}. */
    private String signedInUser(HttpRequest request) {
        String session = cookieValue(request, SESSION_COOKIE);
        int dot = session == null ? -1 : session.indexOf('.');
        if (dot <= 0) {
            return null;
        }
        try {
            String user = new String(Base64.getUrlDecoder().decode(session.substring(0, dot)), StandardCharsets.UTF_8);
            return MessageDigest.isEqual(bytes(session), bytes(session(user))) ? user : null;
        } catch (IllegalArgumentException e) {
            return null; // not base64: a forged or broken cookie
        }
    }

    private String session(String user) {
        byte[] name = bytes(user);
        try {
            Mac mac = Mac.getInstance(HMAC);
            mac.init(key);
            Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
            return base64.encodeToString(name) + "." + base64.encodeToString(mac.doFinal(name));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK always has " + HMAC, e);
        }
    }

    private static String cookieValue(HttpRequest request, String name) {
        String header = request.headers().get(HttpHeaderNames.COOKIE);
        if (header == null) {
            return null;
        }
        for (Cookie cookie : ServerCookieDecoder.LAX.decode(header)) {
            if (cookie.name().equals(name)) {
                return cookie.value();
            }
        }
        return null;
    }

    private static String cookie(String name, String value, boolean httpOnly, long maxAge) {
        DefaultCookie cookie = new DefaultCookie(name, value);
        cookie.setPath("/");
        cookie.setHttpOnly(httpOnly);
        if (maxAge >= 0) {
            cookie.setMaxAge(maxAge);
        }
        return ServerCookieEncoder.STRICT.encode(cookie);
    }

    private static String field(QueryStringDecoder form, String name) {
        List<String> values = form.parameters().get(name);
        return values == null || values.isEmpty() ? "" : values.get(0);
    }

    private static FullHttpResponse html(HttpResponseStatus status, String body) {
        String page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Throng demo: sign in"
                + "</title></head>\n<body>\n" + body + "\n</body>\n</html>\n";
        return DemoHandler.full(status, TEXT_HTML, Unpooled.wrappedBuffer(bytes(page)));
    }

    /** User text made safe inside HTML text and attribute values. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
