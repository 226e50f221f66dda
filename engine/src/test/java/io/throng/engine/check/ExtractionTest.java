package io.throng.engine.check;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.throng.dsl.Session;
import io.throng.dsl.model.CheckSpec;
import io.throng.dsl.model.Text;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import io.throng.engine.http.Target;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A response's body parsed once for all its checks, first-match reads, and the cache of templated expressions. */
class ExtractionTest {

  private static final Target TARGET = new Target(false, "127.0.0.1", 8080, new InetSocketAddress("127.0.0.1", 8080));
  private static final Session SESSION = Session.of("s", 1);

  @Test
  void everyCheckOfAResponseSharesOneParsedHtmlDocument() {
    Extraction html = extraction(HtmlXmlChecksTest.PAGE, "text/html");
    ResponseChecks.Verdict verdict = checks(
        check(new CheckSpec.Css(Text.literal("h1"), Optional.empty()), new CheckSpec.Find(0)),
        check(new CheckSpec.Css(Text.literal("a"), Optional.of("href")), new CheckSpec.Count()),
        check(new CheckSpec.Css(Text.literal("li"), Optional.empty()), new CheckSpec.FindAll()),
        check(new CheckSpec.Form(Text.literal("form")), new CheckSpec.Find(0)),
        check(new CheckSpec.Regex(Text.literal("li")), new CheckSpec.Find(0)))
        .verify(html, SESSION);

    assertThat(verdict.failure()).isNull();
    assertThat(html.parses()).isEqualTo(1);
  }

  @Test
  void everyCheckOfAResponseSharesOneParsedJsonAndOneXmlDocument() {
    Extraction json = extraction("[{\"id\":1},{\"id\":2}]", "application/json");
    checks(check(new CheckSpec.JsonPath(Text.literal("$[0].id")), new CheckSpec.Find(0)),
        check(new CheckSpec.JsonPath(Text.literal("$[*].id")), new CheckSpec.Count()),
        check(new CheckSpec.JsonPath(Text.literal("$[*]")), new CheckSpec.FindAll())).verify(json, SESSION);
    Extraction xml = extraction(HtmlXmlChecksTest.resource("feed.xml"), "application/xml");
    checks(check(new CheckSpec.XPath(Text.literal("//price"), Map.of()), new CheckSpec.Find(0)),
        check(new CheckSpec.XPath(Text.literal("//note"), Map.of()), new CheckSpec.Find(0))).verify(xml, SESSION);

    assertThat(json.parses()).isEqualTo(1);
    assertThat(xml.parses()).isEqualTo(1);
  }

  @Test
  void noCheckThatNeedsNoParseParsesTheBody() {
    Extraction page = extraction(HtmlXmlChecksTest.PAGE, "text/html");
    checks(check(new CheckSpec.Regex(Text.literal("li")), new CheckSpec.Find(0)),
        check(new CheckSpec.BodyDigest("MD5"), new CheckSpec.Find(0))).verify(page, SESSION);

    assertThat(page.parses()).isZero();
  }

  @Test
  void findAndExistsStopAtTheFirstOfManyMatches() {
    Extraction big = extraction("ab".repeat(100_000), "text/plain");
    Extractors.Values regex = Extractors.compile(new CheckSpec.Regex(Text.literal("a")));
    Extractors.Values substring = Extractors.compile(new CheckSpec.Substring(Text.literal("b")));

    assertThat(regex.extract(big, SESSION, 1)).containsExactly("a");
    assertThat(substring.extract(big, SESSION, 1)).containsExactly(1);
    assertThat(substring.extract(big, SESSION, 3)).containsExactly(1, 3, 5);
    assertThat(regex.extract(big, SESSION, Integer.MAX_VALUE)).hasSize(100_000);
  }

  @Test
  void aTemplatedExpressionIsCompiledOncePerDistinctValueAndTheCacheIsBounded() {
    CompiledExpression<String> constant = CompiledExpression.of(Text.literal("a"), value -> value);
    int[] compiles = {0};
    CompiledExpression<String> templated = CompiledExpression.of(
        new Text.Template(List.of(new Text.Literal("id="), new Text.Key("id"))), value -> {
          compiles[0]++;
          return value;
        });

    for (int round = 0; round < 3; round++) {
      for (int id = 0; id < 10; id++) {
        assertThat(templated.resolve(SESSION.set("id", id))).isEqualTo("id=" + id);
      }
    }
    assertThat(compiles[0]).isEqualTo(10);
    for (int id = 0; id < 1_000; id++) {
      templated.resolve(SESSION.set("id", id));
    }
    assertThat(templated.cached()).isEqualTo(CompiledExpression.CAPACITY);
    assertThat(constant.resolve(SESSION)).isEqualTo("a");
    assertThat(constant.cached()).isZero();
  }

  private static ResponseChecks checks(CheckSpec... specs) {
    return ResponseChecks.compile(List.of(specs), 1 << 20);
  }

  private static CheckSpec check(CheckSpec.Extractor extractor, CheckSpec.Selection selection) {
    return new CheckSpec(extractor, selection, List.of(), new CheckSpec.Exists(), false, Optional.empty(),
        extractor.toString());
  }

  private static Extraction extraction(String body, String contentType) {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    HttpHeaders headers = new DefaultHttpHeaders().add("Content-Type", contentType);
    OutgoingRequest request = new OutgoingRequest(TARGET, HttpMethod.GET, "/", new DefaultHttpHeaders(), new byte[0], 1L);
    return new Extraction(new Response(200, headers, bytes, bytes.length, false), request, 1L);
  }
}
