package io.throng.engine.resource;

import io.netty.handler.codec.DateFormatter;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One virtual user's HTTP cache of GET responses, as a browser keeps it: a response's validators
 * ({@code ETag}, {@code Last-Modified}) make the next request to its URL conditional
 * ({@code If-None-Match}, {@code If-Modified-Since}), and a response fresh by {@code Cache-Control:
 * max-age} or {@code Expires} is not requested again within its lifetime. {@code no-store} keeps
 * nothing; {@code no-cache} keeps the validators but no freshness. It remembers at most
 * {@value #MAX_ENTRIES} URLs, forgetting the least recently used. Confined to its user's loop.
 *
 * <pre>{@code
 * OutgoingRequest sent = cache.prepare(request, now);   // null: still fresh, nothing to send
 * cache.store(sent, response, now);
 * }</pre>
 */
public final class HttpCache {

  /** How many URLs one user's cache remembers at most. */
  public static final int MAX_ENTRIES = 256;

  private static final Pattern MAX_AGE = Pattern.compile("(?i)(?:^|[,\\s])(?:s-)?max-age\\s*=\\s*\"?(\\d+)");

  private record Entry(String etag, String lastModified, long freshUntilNanos) {}

  private final Map<String, Entry> entries = new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
      return size() > MAX_ENTRIES;
    }
  };

  /**
   * {@code request} as it must be sent: with the validators of a remembered response; or
   * {@code null} when a remembered response is still fresh and nothing needs to be sent.
   */
  public OutgoingRequest prepare(OutgoingRequest request, long nowNanos) {
    Entry entry = HttpMethod.GET.equals(request.method()) ? entries.get(request.url()) : null;
    if (entry == null) {
      return request;
    }
    if (entry.freshUntilNanos() - nowNanos > 0) {
      return null;
    }
    if (entry.etag() == null && entry.lastModified() == null) {
      return request;
    }
    HttpHeaders headers = request.headers().copy();
    if (entry.etag() != null) {
      headers.set(HttpHeaderNames.IF_NONE_MATCH, entry.etag());
    }
    if (entry.lastModified() != null) {
      headers.set(HttpHeaderNames.IF_MODIFIED_SINCE, entry.lastModified());
    }
    return new OutgoingRequest(request.target(), request.method(), request.uri(), headers, request.body(),
        request.timeoutNanos());
  }

  /** Remembers what {@code response} to {@code request} allows: a 200's validators, a 304's new freshness. */
  public void store(OutgoingRequest request, Response response, long nowNanos) {
    if (!HttpMethod.GET.equals(request.method()) || response.headers() == null) {
      return;
    }
    String url = request.url();
    HttpHeaders headers = response.headers();
    String control = headers.get(HttpHeaderNames.CACHE_CONTROL, "");
    if (containsIgnoreCase(control, "no-store") || response.status() != 200 && response.status() != 304) {
      entries.remove(url);
      return;
    }
    Entry previous = response.status() == 304 ? entries.get(url) : null;
    String etag = headers.get(HttpHeaderNames.ETAG, previous == null ? null : previous.etag());
    String lastModified = headers.get(HttpHeaderNames.LAST_MODIFIED, previous == null ? null : previous.lastModified());
    long freshNanos = containsIgnoreCase(control, "no-cache") ? 0 : freshnessNanos(control, headers);
    if (etag == null && lastModified == null && freshNanos <= 0) {
      entries.remove(url);
    } else {
      entries.put(url, new Entry(etag, lastModified, nowNanos + Math.max(0, freshNanos)));
    }
  }

  /** How long the response stays fresh: its max-age, else its Expires less its Date; 0 when neither says. */
  private static long freshnessNanos(String control, HttpHeaders headers) {
    Matcher maxAge = MAX_AGE.matcher(control);
    if (maxAge.find()) {
      try {
        return TimeUnit.SECONDS.toNanos(Long.parseLong(maxAge.group(1)));
      } catch (NumberFormatException tooLarge) {
        return TimeUnit.DAYS.toNanos(365);
      }
    }
    Date expires = DateFormatter.parseHttpDate(headers.get(HttpHeaderNames.EXPIRES, ""));
    if (expires == null) {
      return 0;
    }
    Date date = DateFormatter.parseHttpDate(headers.get(HttpHeaderNames.DATE, ""));
    long nowMillis = date != null ? date.getTime() : System.currentTimeMillis();
    return TimeUnit.MILLISECONDS.toNanos(expires.getTime() - nowMillis);
  }

  private static boolean containsIgnoreCase(String text, String word) {
    return text.toLowerCase(Locale.ROOT).contains(word);
  }
}
