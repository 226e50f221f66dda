package io.throng.engine.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.cookie.DefaultCookie;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The jar stores and sends cookies as RFC 6265 says a browser does. */
class CookieJarTest {

  private final AtomicLong now = new AtomicLong(1_000_000_000_000L);
  private final CookieJar jar = new CookieJar(now::get);

  @ParameterizedTest(name = "{0} from {1}{2}, then to {3}{4}: {5}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      a=1                        | shop.example.com | /       | shop.example.com     | /          | a=1
      a=1                        | shop.example.com | /       | www.shop.example.com | /          | -
      a=1                        | shop.example.com | /       | SHOP.Example.com     | /          | a=1
      a=1; Domain=shop.example.com | shop.example.com | /     | www.shop.example.com | /          | a=1
      a=1; Domain=.example.com   | shop.example.com | /       | example.com          | /          | a=1
      a=1; Domain=example.com    | shop.example.com | /       | other.example.com    | /          | a=1
      a=1; Domain=example.com    | shop.example.com | /       | notexample.com       | /          | -
      a=1; Domain=other.com      | shop.example.com | /       | other.com            | /          | -
      a=1; Domain=other.com      | shop.example.com | /       | shop.example.com     | /          | -
      a=1; Domain=com            | shop.example.com | /       | other.com            | /          | -
      a=1; Domain=www.shop.example.com | shop.example.com | / | www.shop.example.com | /          | -
      a=1; Domain=localhost      | localhost        | /       | localhost            | /          | a=1
      a=1                        | localhost        | /       | 127.0.0.1            | /          | -
      a=1                        | 127.0.0.1        | /       | 127.0.0.1            | /          | a=1
      a=1; Domain=0.0.1          | 127.0.0.1        | /       | 127.0.0.1            | /          | -
      a=1                        | h.com            | /a/b/c  | h.com                | /a/b/x     | a=1
      a=1                        | h.com            | /a/b/c  | h.com                | /a/x       | -
      a=1                        | h.com            | /a      | h.com                | /x         | a=1
      a=1                        | h.com            | /a/     | h.com                | /a/x       | a=1
      a=1                        | h.com            | /a/     | h.com                | /b         | -
      a=1; Path=/docs            | h.com            | /       | h.com                | /docs      | a=1
      a=1; Path=/docs            | h.com            | /       | h.com                | /docs/web  | a=1
      a=1; Path=/docs            | h.com            | /       | h.com                | /docsweb   | -
      a=1; Path=/docs            | h.com            | /       | h.com                | /          | -
      a=1; Path=/docs/           | h.com            | /       | h.com                | /docs/x    | a=1
      a=1; Path=relative         | h.com            | /a/b    | h.com                | /a/z       | a=1
      a=1; Path=relative         | h.com            | /a/b    | h.com                | /z         | -
      a=1; HttpOnly              | h.com            | /       | h.com                | /          | a=1
      a=1; Max-Age=0             | h.com            | /       | h.com                | /          | -
      a=1; Max-Age=-5            | h.com            | /       | h.com                | /          | -
      a=1; Expires=Wed, 21 Oct 2015 07:28:00 GMT | h.com | / | h.com               | /          | -
      a=1; Expires=Wed, 21 Oct 2099 07:28:00 GMT | h.com | / | h.com               | /          | a=1
      a=1; Max-Age=60; Expires=Wed, 21 Oct 2015 07:28:00 GMT | h.com | / | h.com   | /          | a=1
      a=1; Max-Age=0; Expires=Wed, 21 Oct 2099 07:28:00 GMT | h.com | / | h.com    | /          | -
      not a cookie               | h.com            | /       | h.com                | /          | -
      """)
  void matchesDomainAndPath(String setCookie, String fromHost, String fromPath, String toHost, String toPath,
      String expected) {
    jar.store(fromHost, fromPath, setCookie);

    assertThat(jar.header(false, toHost, toPath)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} to {1}: {2}")
  @CsvSource(delimiter = '|', nullValues = "-", textBlock = """
      a=1; Secure   | true  | a=1
      a=1; Secure   | false | -
      a=1           | false | a=1
      a=1           | true  | a=1
      """)
  void sendsSecureCookiesOverHttpsOnly(String setCookie, boolean https, String expected) {
    jar.store("h.com", "/", setCookie);

    assertThat(jar.header(https, "h.com", "/")).isEqualTo(expected);
  }

  @Test
  void sendsLongerPathsFirstThenOlderCookies() {
    jar.store("h.com", "/", "root=1");
    jar.store("h.com", "/", "deep=2; Path=/a/b");
    jar.store("h.com", "/", "mid=3; Path=/a");
    jar.store("h.com", "/", "root2=4");

    assertThat(jar.header(false, "h.com", "/a/b/c")).isEqualTo("deep=2; mid=3; root=1; root2=4");
  }

  @Test
  void replacesACookieOfTheSameNameDomainAndPathInItsPlace() {
    jar.store("h.com", "/", "a=1");
    jar.store("h.com", "/", "b=2");
    jar.store("h.com", "/", "a=3");
    jar.store("h.com", "/", "a=4; Path=/x");

    assertThat(jar.header(false, "h.com", "/x")).isEqualTo("a=4; a=3; b=2");
  }

  @Test
  void deletesACookieWithMaxAgeZeroOrAPastExpires() {
    jar.store("h.com", "/", "a=1");
    jar.store("h.com", "/", "b=2");
    jar.store("h.com", "/", "c=3");
    jar.store("h.com", "/", "a=; Max-Age=0");
    jar.store("h.com", "/", "b=gone; Expires=" + httpDate(ZonedDateTime.now(ZoneOffset.UTC).minusDays(1)));

    assertThat(jar.header(false, "h.com", "/")).isEqualTo("c=3");
  }

  @Test
  void expiresAfterMaxAge() {
    jar.store("h.com", "/", "a=1; Max-Age=60");
    jar.store("h.com", "/", "session=2");

    now.addAndGet(59_999);
    assertThat(jar.header(false, "h.com", "/")).isEqualTo("a=1; session=2");
    now.addAndGet(1);
    assertThat(jar.header(false, "h.com", "/")).isEqualTo("session=2");
  }

  @Test
  void flushesEverythingOrOnlySessionCookies() {
    jar.store("h.com", "/", "kept=1; Max-Age=3600");
    jar.store("h.com", "/", "session=2");

    jar.clearSessionCookies();
    assertThat(jar.header(false, "h.com", "/")).isEqualTo("kept=1");
    jar.clear();
    assertThat(jar.header(false, "h.com", "/")).isNull();
  }

  @Test
  void keepsHttpOnlyCookiesReadableByTheScenario() {
    jar.store("h.com", "/account", "sid=abc; HttpOnly; Path=/");

    assertThat(jar.value("sid", null, null)).isEqualTo("abc");
    assertThat(jar.value("sid", ".H.com", "/")).isEqualTo("abc");
    assertThat(jar.value("sid", "other.com", null)).isNull();
    assertThat(jar.value("sid", null, "/account")).isNull();
    assertThat(jar.value("nope", null, null)).isNull();
  }

  @Test
  void readsTheCookieWithTheLongestPathAmongSeveral() {
    jar.store("h.com", "/", "a=root");
    jar.store("h.com", "/", "a=deep; Path=/deep");

    assertThat(jar.value("a", null, null)).isEqualTo("deep");
    assertThat(jar.value("a", null, "/")).isEqualTo("root");
  }

  @Test
  void addsScenarioCookiesHostOnlyOrForADomain() {
    DefaultCookie hostOnly = new DefaultCookie("h", "1");
    hostOnly.setDomain("example.com");
    jar.add(hostOnly, true);
    DefaultCookie domain = new DefaultCookie("d", "2");
    domain.setDomain("example.com");
    domain.setPath("/api");
    domain.setMaxAge(10);
    jar.add(domain, false);

    assertThat(jar.header(false, "example.com", "/api/x")).isEqualTo("d=2; h=1");
    assertThat(jar.header(false, "www.example.com", "/api")).isEqualTo("d=2");
    now.addAndGet(10_000);
    assertThat(jar.header(false, "www.example.com", "/api")).isNull();
  }

  @Test
  void keepsAtMostMaxCookiesDroppingTheOldest() {
    for (int i = 0; i <= CookieJar.MAX_COOKIES; i++) {
      jar.store("h.com", "/", "c" + i + "=" + i);
    }

    assertThat(jar.value("c0", null, null)).isNull();
    assertThat(jar.value("c1", null, null)).isEqualTo("1");
    assertThat(jar.value("c" + CookieJar.MAX_COOKIES, null, null)).isEqualTo(String.valueOf(CookieJar.MAX_COOKIES));
  }

  @Test
  void anEmptyJarAddsNothingToARequest() {
    OutgoingRequest request = new OutgoingRequest(new Target(false, "h.com", 80, null),
        HttpMethod.GET, "/", new DefaultHttpHeaders(),
        new byte[0], 1);

    assertThat(jar.attach(request)).isSameAs(request);
    jar.store("other.com", "/", "a=1");
    assertThat(jar.attach(request)).isSameAs(request);
  }

  @Test
  void addsItsCookiesAfterTheRequestsOwnCookieHeader() {
    HttpHeaders headers = new DefaultHttpHeaders();
    headers.set("Cookie", "own=0");
    OutgoingRequest request = new OutgoingRequest(new Target(false, "h.com", 80, null),
        HttpMethod.GET, "/page?q=1", headers, new byte[0], 1);
    jar.store("h.com", "/", "a=1");

    OutgoingRequest sent = jar.attach(request);

    assertThat(sent.headers().get("Cookie")).isEqualTo("own=0; a=1");
    assertThat(request.headers().get("Cookie")).isEqualTo("own=0");
    assertThat(sent.uri()).isEqualTo("/page?q=1");
  }

  private static String httpDate(ZonedDateTime time) {
    return DateTimeFormatter.RFC_1123_DATE_TIME.format(time);
  }
}
