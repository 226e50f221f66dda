package io.throng.engine.resource;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.http.Target;
import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class HttpCacheTest {

  private static final Target TARGET = new Target(false, "127.0.0.1", 8080, new InetSocketAddress("127.0.0.1", 8080));
  private static final long NOW = 1_000_000_000L;
  private static final long ONE_MINUTE = TimeUnit.MINUTES.toNanos(1);

  private static OutgoingRequest get(String uri) {
    return new OutgoingRequest(TARGET, HttpMethod.GET, uri, new DefaultHttpHeaders(), new byte[0], 0);
  }

  private static Response response(int status, String... headerPairs) {
    HttpHeaders headers = new DefaultHttpHeaders();
    for (int i = 0; i < headerPairs.length; i += 2) {
      headers.add(headerPairs[i], headerPairs[i + 1]);
    }
    return new Response(status, headers, null, 0, false);
  }

  static Stream<Arguments> responses() {
    return Stream.of(
        // response headers, then what the next request two minutes later carries: null = not sent
        Arguments.of(new String[] {"ETag", "\"a\""}, "If-None-Match", "\"a\""),
        Arguments.of(new String[] {"Last-Modified", "Tue, 01 Dec 2026 10:00:00 GMT"}, "If-Modified-Since",
            "Tue, 01 Dec 2026 10:00:00 GMT"),
        Arguments.of(new String[] {"Cache-Control", "max-age=600"}, null, null),
        Arguments.of(new String[] {"Date", "Tue, 01 Dec 2026 10:00:00 GMT", "Expires", "Tue, 01 Dec 2026 11:00:00 GMT"},
            null, null),
        Arguments.of(new String[] {"Cache-Control", "max-age=60", "ETag", "\"b\""}, "If-None-Match", "\"b\""),
        Arguments.of(new String[] {"Cache-Control", "no-cache, max-age=600", "ETag", "\"c\""}, "If-None-Match", "\"c\""),
        Arguments.of(new String[] {"Cache-Control", "no-store", "ETag", "\"d\""}, "If-None-Match", "none"),
        Arguments.of(new String[] {"Cache-Control", "private"}, "If-None-Match", "none"));
  }

  @ParameterizedTest
  @MethodSource("responses")
  void whatTheNextRequestCarriesTwoMinutesLater(String[] headers, String header, String value) {
    HttpCache cache = new HttpCache();
    cache.store(get("/r"), response(200, headers), NOW);

    OutgoingRequest next = cache.prepare(get("/r"), NOW + 2 * ONE_MINUTE);

    if (header == null) {
      assertThat(next).as("still fresh: not sent").isNull();
    } else if (value.equals("none")) {
      assertThat(next.headers().contains("If-None-Match")).isFalse();
      assertThat(next.headers().contains("If-Modified-Since")).isFalse();
    } else {
      assertThat(next.headers().get(header)).isEqualTo(value);
    }
  }

  @Test
  void a304RenewsTheFreshnessAndKeepsTheValidator() {
    HttpCache cache = new HttpCache();
    cache.store(get("/r"), response(200, "ETag", "\"a\""), NOW);
    cache.store(get("/r"), response(304, "Cache-Control", "max-age=600"), NOW + ONE_MINUTE);

    assertThat(cache.prepare(get("/r"), NOW + 2 * ONE_MINUTE)).isNull();
    assertThat(cache.prepare(get("/r"), NOW + 20 * ONE_MINUTE).headers().get("If-None-Match")).isEqualTo("\"a\"");
  }

  @Test
  void onlyGetsAreCachedAndAnErrorForgetsTheUrl() {
    HttpCache cache = new HttpCache();
    OutgoingRequest post = new OutgoingRequest(TARGET, HttpMethod.POST, "/r", new DefaultHttpHeaders(), new byte[0], 0);
    cache.store(post, response(200, "Cache-Control", "max-age=600"), NOW);
    assertThat(cache.prepare(get("/r"), NOW)).isNotNull();

    cache.store(get("/r"), response(200, "Cache-Control", "max-age=600"), NOW);
    cache.store(get("/r"), response(500), NOW);
    assertThat(cache.prepare(get("/r"), NOW)).isNotNull();
  }

  @Test
  void itRemembersAtMostMaxEntriesUrlsForgettingTheLeastRecentlyUsed() {
    HttpCache cache = new HttpCache();
    for (int i = 0; i <= HttpCache.MAX_ENTRIES; i++) {
      cache.store(get("/r" + i), response(200, "Cache-Control", "max-age=600"), NOW);
      if (i == 0) {
        continue;
      }
      cache.prepare(get("/r0"), NOW); // used: stays
    }

    assertThat(cache.prepare(get("/r0"), NOW)).isNull();
    assertThat(cache.prepare(get("/r1"), NOW)).as("the least recently used, forgotten").isNotNull();
    assertThat(cache.prepare(get("/r" + HttpCache.MAX_ENTRIES), NOW)).isNull();
  }
}
