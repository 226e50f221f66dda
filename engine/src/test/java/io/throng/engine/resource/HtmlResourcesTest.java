package io.throng.engine.resource;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.throng.engine.http.Response;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class HtmlResourcesTest {

  private static Response html(String body) {
    HttpHeaders headers = new DefaultHttpHeaders().add("Content-Type", "text/html");
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    return new Response(200, headers, bytes, bytes.length, false);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "<link rel=stylesheet href=a.css>                              | http://h/p/a.css",
      "<link rel='alternate stylesheet' href=/b.css>                 | http://h/b.css",
      "<link rel=icon href=//cdn.example/i.ico>                      | http://cdn.example/i.ico",
      "<link rel=preload href=/no.css>                               | ",
      "<script src=/s.js?v=1></script>                               | http://h/s.js?v=1",
      "<img srcset='/small.png 1x, /big.png 2x'>                     | http://h/small.png",
      "<img src=/x.png#frag>                                         | http://h/x.png",
      "<img src='data:image/png;base64,AAAA'>                        | ",
      "<base href=https://static.example/v2/><img src=logo.png>      | https://static.example/v2/logo.png",
      "<iframe src=/f.html></iframe><frameset><frame src=/g.html>    | http://h/f.html",
      "<a href=/page.html>a link is no resource</a>                  | ",
  })
  void findsWhatABrowserFetches(String page, String expected) {
    List<URI> found = new HtmlResources(List.of(), List.of()).find(html(page), "http://h/p/index.html");

    if (expected == null) {
      assertThat(found).isEmpty();
    } else {
      assertThat(found).first().hasToString(expected);
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "text/html; charset=utf-8 | true",
      "TEXT/HTML                | true",
      "application/json         | false",
      "text/plain               | false",
  })
  void onlyHtmlResponsesAreParsed(String type, boolean html) {
    HttpHeaders headers = new DefaultHttpHeaders().add("Content-Type", type);
    assertThat(HtmlResources.isHtml(new Response(200, headers, new byte[1], 1, false))).isEqualTo(html);
  }
}
