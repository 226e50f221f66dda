package io.throng.engine.check;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyBytes;
import static io.throng.dsl.Dsl.css;
import static io.throng.dsl.Dsl.currentLocation;
import static io.throng.dsl.Dsl.currentLocationRegex;
import static io.throng.dsl.Dsl.form;
import static io.throng.dsl.Dsl.header;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.md5;
import static io.throng.dsl.Dsl.regex;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.sha256;
import static io.throng.dsl.Dsl.status;
import static io.throng.dsl.Dsl.xpath;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** css, form, xpath, currentLocation, digests and multi-valued headers against real HTML and XML responses. */
class HtmlXmlChecksTest {

  static final String PAGE = resource("page.html");
  static final Map<String, String> SHOP = Map.of("s", "urn:shop");
  static final AtomicReference<Object> SAVED_FORM = new AtomicReference<>();
  static final AtomicReference<Object> SAVED_COOKIES = new AtomicReference<>();

  @TempDir Path results;
  private RecordingServer server;

  @BeforeEach
  void startServer() throws Exception {
    server = new RecordingServer();
    server.route("/page", (request, exchange) ->
        RecordingServer.respond(exchange, 200, PAGE, "Content-Type", "text/html; charset=utf-8"));
    server.route("/feed.xml", (request, exchange) ->
        RecordingServer.respond(exchange, 200, resource("feed.xml"), "Content-Type", "application/xml"));
    server.route("/evil.xml", (request, exchange) ->
        RecordingServer.respond(exchange, 200, resource("evil.xml"), "Content-Type", "application/xml"));
    server.route("/old", (request, exchange) -> RecordingServer.respond(exchange, 302, "", "Location", "/new/42"));
    server.route("/new/42", (request, exchange) -> RecordingServer.respond(exchange, 200, "moved"));
    server.route("/cookies", (request, exchange) ->
        RecordingServer.respond(exchange, 200, "two", "Set-Cookie", "a=1", "Set-Cookie", "b=2"));
    SAVED_FORM.set(null);
    SAVED_COOKIES.set(null);
  }

  @AfterEach
  void stopServer() {
    server.close();
  }

  public static class Passing extends Simulation {
    public Passing() {
      String baseUrl = config().getString("baseUrl");
      setUp(scenario("passing")
              .exec(http("page").get("/page").check(
                  css("h1.title").is("Products"),
                  css("title").is("Shop & more"),
                  css("li.product a").count().is(3),
                  css("li.product a", "href").find(1).is("/p/2"),
                  css("li.product a").findAll().is(List.of("Kettle", "Teapot", "Mug")),
                  css("li.product a").findRandom().in("Kettle", "Teapot", "Mug"),
                  css("li.none").notExists(),
                  form("#signin").saveAs("form"),
                  md5().is(digest("MD5", PAGE)),
                  sha256().is(digest("SHA-256", PAGE)),
                  bodyBytes().transform(bytes -> bytes.length).is(PAGE.getBytes(StandardCharsets.UTF_8).length),
                  regex("<a href=\"([^\"]+)\"").find(2).is("/p/3")))
              .exec(session -> {
                SAVED_FORM.set(session.get("form", Object.class));
                return session;
              })
              .exec(http("xml").get("/feed.xml").check(
                  xpath("//price").findAll().is(List.of("20", "35")),
                  xpath("//s:item/s:name", SHOP).find(1).is("Teapot"),
                  xpath("//s:item/@id", SHOP).is("a1"),
                  xpath("//s:item", SHOP).count().is(2),
                  xpath("count(//price)").is("2"),
                  xpath("//note").is("plain")))
              .exec(http("redirected").get("/old").check(
                  status().is(200),
                  currentLocation().is(baseUrl + "/new/42"),
                  currentLocationRegex("/new/(\\d+)$").is("42")))
              .exec(http("not redirected").get("/page").check(currentLocation().is(baseUrl + "/page")))
              .exec(http("cookies").get("/cookies").check(
                  header("Set-Cookie").findAll().saveAs("cookies"),
                  header("Set-Cookie").count().is(2),
                  header("Set-Cookie").find(1).is("b=2")))
              .exec(session -> {
                SAVED_COOKIES.set(session.get("cookies", Object.class));
                return session;
              })
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(baseUrl));
    }
  }

  @Test
  void passingChecksReadHtmlXmlLocationAndEveryHeaderValue() throws Exception {
    Runs.Outcome run = Runs.run(Passing.class, results, server.baseUrl());

    assertThat(run.totals().errors).isEmpty();
    assertThat(run.result().ok()).as("5 requests and the redirect's first hop").isEqualTo(6);
    assertThat(SAVED_FORM.get()).isInstanceOf(Map.class).isEqualTo(Map.of(
        "csrf", "tok-42", "user", "", "password", "", "remember", "yes", "topic", List.of("tea", "cake"),
        "plan", "pro", "country", "de", "lang", "en", "note", "hello there"));
    assertThat(SAVED_COOKIES.get()).isEqualTo(List.of("a=1", "b=2"));
  }

  public static class Failing extends Simulation {
    public Failing() {
      setUp(scenario("failing")
              .exec(http("css").get("/page").check(css("h1.title").is("Shop")))
              .exec(http("css attribute").get("/page").check(css("a", "data-x").exists()))
              .exec(http("css find").get("/page").check(css("li.product a").find(5).exists()))
              .exec(http("form").get("/page").check(form("#missing").saveAs("form")))
              .exec(http("xpath").get("/feed.xml").check(xpath("//price").is("99")))
              .exec(http("doctype").get("/evil.xml").check(xpath("/data").exists()))
              .exec(http("location").get("/old").check(currentLocationRegex("/nope/(\\d+)").exists()))
              .exec(http("md5").get("/page").check(md5().is("00")))
              .exec(http("header find").get("/cookies").check(header("Set-Cookie").find(2).exists()))
              .exec(http("header all").get("/cookies").check(header("Set-Cookie").findAll().is(List.of("a=1"))))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void failingChecksAreKosThatSayWhatTheyFound() throws Exception {
    Runs.Outcome run = Runs.run(Failing.class, results, server.baseUrl());

    Map<String, Long> errors = run.totals().errors;
    assertThat(errors)
        .containsEntry("css: CHECK check css(\"h1.title\").is(\"Shop\") failed: found \"Products\"", 1L)
        .containsEntry("css attribute: CHECK check css(\"a\", \"data-x\").exists() failed: found nothing", 1L)
        .containsEntry("css find: CHECK check css(\"li.product a\").find(5).exists() failed: found nothing", 1L)
        .containsEntry("form: CHECK check form(\"#missing\").saveAs(\"form\") failed: found nothing", 1L)
        .containsEntry("xpath: CHECK check xpath(\"//price\").is(\"99\") failed: found \"20\"", 1L)
        .containsEntry("location: CHECK check currentLocationRegex(\"/nope/(\\d+)\").exists() failed: found nothing", 1L)
        .containsEntry("md5: CHECK check md5().is(\"00\") failed: found \"" + digest("MD5", PAGE) + "\"", 1L)
        .containsEntry("header find: CHECK check header(\"Set-Cookie\").find(2).exists() failed: found nothing", 1L)
        .containsEntry("header all: CHECK check header(\"Set-Cookie\").findAll().is([a=1]) failed: found [a=1, b=2]", 1L);
    assertThat(errors.keySet()).anySatisfy(key -> assertThat(key)
        .startsWith("doctype: CHECK check xpath(\"/data\").exists() failed: the body is not XML: ")
        .contains("DOCTYPE"));
    assertThat(errors).hasSize(10);
    assertThat(run.result().ok()).as("only the location request's redirect hop").isEqualTo(1);
  }

  public static class BadSelector extends Simulation {
    public BadSelector() {
      setUp(scenario("bad").exec(http("bad css").get("/page").check(css("li[")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  public static class UnboundPrefix extends Simulation {
    public UnboundPrefix() {
      setUp(scenario("bad").exec(http("bad xpath").get("/feed.xml").check(xpath("//s:item")))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void anInvalidConstantSelectorOrXPathStopsTheRunBeforeItStarts() {
    assertThatThrownBy(() -> Runs.run(BadSelector.class, results, server.baseUrl()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("request \"bad css\": check css(\"li[\"): invalid CSS selector \"li[\": ");
    assertThatThrownBy(() -> Runs.run(UnboundPrefix.class, results, server.baseUrl()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("request \"bad xpath\": check xpath(\"//s:item\"): invalid XPath \"//s:item\": "
            + "Prefix must resolve to a namespace: s");
    assertThat(server.received()).isEmpty();
  }

  static String digest(String algorithm, String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  static String resource(String name) {
    try (InputStream in = HtmlXmlChecksTest.class.getResourceAsStream("/checks/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
