package io.throng.engine.demo;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * The bodies the demo target serves. Sizes are part of the contract: the seed experiments compare
 * bytes received per request, so every body here has a fixed, tested length and is generated
 * deterministically (no clock, no randomness) once, at class load.
 *
 * <p>The cached arrays are never handed out: callers get them through {@link Endpoint}, which wraps
 * them in a fresh {@code ByteBuf} per response, and nothing in the pipeline writes into a response.
 */
final class DemoContent {

    /** Length of every {@code /api/user/{id}} body, whatever the id. */
    static final int USER_BODY_LENGTH = 123;
    /** Longest id that still fits {@link #USER_BODY_LENGTH}; 19 covers every positive {@code long}. */
    static final int MAX_USER_ID_LENGTH = 19;
    /** Length of {@code /static/fullcalendar.css}, the size of the stylesheet in the original scenario. */
    static final int CSS_LENGTH = 10_699;

    static final byte[] HELLO = ascii("hi");
    static final byte[] NOT_FOUND = ascii("not found\n");
    static final byte[] CSS = css();
    static final byte[] INDEX_HTML = ascii("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Throng demo target</title>
            <link rel="stylesheet" href="/static/fullcalendar.css">
            </head>
            <body>
            <img src="/images/logo.png" alt="logo" width="32" height="32">
            <h1>Throng demo target</h1>
            <ul>
            <li><a href="/api/user/42">/api/user/42</a></li>
            <li><a href="/hello">/hello</a></li>
            <li><a href="/hello?delayMs=250">/hello?delayMs=250</a></li>
            <li><a href="/hello?status=503">/hello?status=503</a></li>
            </ul>
            </body>
            </html>
            """);
    static final byte[] LOGO_PNG = png(32, 32);
    static final byte[] SCRIPT = ascii("document.documentElement.dataset.demo = 'throng';\n");
    /** A page whose resources a browser, or {@code inferHtmlResources()}, fetches after it. */
    static final byte[] PAGE_HTML = ascii("""
            <!DOCTYPE html>
            <html><head><title>Throng demo page</title>
            <link rel="stylesheet" href="/static/style.css">
            <script src="/static/app.js"></script>
            </head><body><img src="/static/logo.png" alt="logo"><p>A page with resources.</p></body></html>
            """);

    private static final String USER_PREFIX = "{\"id\":\"";
    private static final String USER_NAME = "\",\"name\":\"User ";
    private static final String USER_EMAIL = "\",\"email\":\"user";
    private static final String USER_PADDING = "@example.com\",\"padding\":\"";
    private static final String USER_SUFFIX = "\"}";
    private static final int USER_FIXED_LENGTH = USER_PREFIX.length() + USER_NAME.length()
            + USER_EMAIL.length() + USER_PADDING.length() + USER_SUFFIX.length();

    private DemoContent() {
    }

    /**
     * True if {@code id} can appear in a user body: 1 to {@link #MAX_USER_ID_LENGTH} characters of
     * {@code [A-Za-z0-9_-]}, so it needs no JSON escaping and the body length stays exact.
     */
    static boolean isUserId(CharSequence id) {
        if (id.length() == 0 || id.length() > MAX_USER_ID_LENGTH) {
            return false;
        }
        for (int i = 0; i < id.length(); i++) {
            char c = id.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '_' || c == '-';
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** The JSON body for one user, padded to exactly {@link #USER_BODY_LENGTH} bytes. */
    static byte[] userJson(String id) {
        if (!isUserId(id)) {
            throw new IllegalArgumentException("id must be 1-" + MAX_USER_ID_LENGTH
                    + " chars of [A-Za-z0-9_-], was \"" + id + "\"");
        }
        // The id appears three times, so the padding shrinks by three bytes per id character.
        int padding = USER_BODY_LENGTH - USER_FIXED_LENGTH - 3 * id.length();
        return ascii(USER_PREFIX + id + USER_NAME + id + USER_EMAIL + id + USER_PADDING
                + "x".repeat(padding) + USER_SUFFIX);
    }

    private static byte[] css() {
        StringBuilder css = new StringBuilder(CSS_LENGTH);
        css.append("/* Throng demo stylesheet: generated, deterministic, ")
                .append(CSS_LENGTH).append(" bytes. */\n");
        // Keep room for the closing filler comment, whose shortest form "/**/\n" is 5 bytes.
        for (int i = 0; ; i++) {
            String rule = ".fc-rule-" + i + " { margin: " + (i % 17) + "px; padding: " + (i % 11)
                    + "px; color: #" + String.format("%06x", (i * 7919) & 0xffffff) + "; }\n";
            if (css.length() + rule.length() > CSS_LENGTH - 5) {
                break;
            }
            css.append(rule);
        }
        int filler = CSS_LENGTH - css.length() - 5;
        css.append("/*").append("-".repeat(filler)).append("*/\n");
        return ascii(css.toString());
    }

    /** A real, viewable PNG: an RGB gradient, stored uncompressed so its size is a few KB. */
    private static byte[] png(int width, int height) {
        byte[] raw = new byte[height * (1 + 3 * width)];
        int at = 0;
        for (int y = 0; y < height; y++) {
            raw[at++] = 0; // filter type: none
            for (int x = 0; x < width; x++) {
                raw[at++] = (byte) (x * 255 / (width - 1));
                raw[at++] = (byte) (y * 255 / (height - 1));
                raw[at++] = (byte) 0x80;
            }
        }
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
            ByteArrayOutputStream header = new ByteArrayOutputStream();
            DataOutputStream ihdr = new DataOutputStream(header);
            ihdr.writeInt(width);
            ihdr.writeInt(height);
            ihdr.write(new byte[] {8, 2, 0, 0, 0}); // 8-bit depth, truecolour, no interlace
            chunk(out, "IHDR", header.toByteArray());
            chunk(out, "IDAT", deflate(raw));
            chunk(out, "IEND", new byte[0]);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // cannot happen: in-memory streams
        }
    }

    private static byte[] deflate(byte[] raw) {
        Deflater deflater = new Deflater(Deflater.NO_COMPRESSION);
        deflater.setInput(raw);
        deflater.finish();
        byte[] buffer = new byte[raw.length + 64];
        int length = 0;
        while (!deflater.finished()) {
            if (length == buffer.length) {
                buffer = Arrays.copyOf(buffer, buffer.length * 2);
            }
            length += deflater.deflate(buffer, length, buffer.length - length);
        }
        deflater.end();
        return Arrays.copyOf(buffer, length);
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) throws IOException {
        DataOutputStream stream = new DataOutputStream(out);
        byte[] typeBytes = ascii(type);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data);
        stream.writeInt(data.length);
        stream.write(typeBytes);
        stream.write(data);
        stream.writeInt((int) crc.getValue());
    }

    private static byte[] ascii(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
    }
}
