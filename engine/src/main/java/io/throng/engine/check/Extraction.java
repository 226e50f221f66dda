package io.throng.engine.check;

import com.jayway.jsonpath.DocumentContext;
import io.throng.engine.http.OutgoingRequest;
import io.throng.engine.http.Response;
import java.util.function.UnaryOperator;
import org.jsoup.Jsoup;

/**
 * One response as the checks of its request read it: the body decoded to text, and parsed as
 * JSON, HTML or XML, each at most once and only when a check asks, however many checks look at
 * it. Lives for one response, on one event loop.
 */
final class Extraction {

  private static final byte[] NO_BODY = new byte[0];

  private final Response response;
  private final OutgoingRequest request;
  private final long responseNanos;
  private final UnaryOperator<String> masking;
  private String text;
  private DocumentContext json;
  private org.jsoup.nodes.Document html;
  private org.w3c.dom.Document xml;
  private int parses;

  /** @param request the request this response answers: the last hop when redirects were followed */
  Extraction(Response response, OutgoingRequest request, long responseNanos) {
    this(response, request, responseNanos, UnaryOperator.identity());
  }

  /** @param masking hides the exchange's secrets in what a failure shows ({@link Redaction}) */
  Extraction(Response response, OutgoingRequest request, long responseNanos, UnaryOperator<String> masking) {
    this.response = response;
    this.request = request;
    this.responseNanos = responseNanos;
    this.masking = masking;
  }

  /** {@code shown} without this exchange's secrets, before a failure message shows it. */
  String masked(String shown) {
    return masking.apply(shown);
  }

  Response response() {
    return response;
  }

  long responseNanos() {
    return responseNanos;
  }

  /** The URL the response came from. */
  String url() {
    return request.url();
  }

  /**
   * What the body's search as it arrived found for {@code check}, or {@code null} when the body
   * was not searched that way (then it was kept).
   */
  NeedleSearch search(CompiledCheck check) {
    return response.scan() instanceof BodySearch search ? search.of(check) : null;
  }

  byte[] bytes() {
    return response.body() == null ? NO_BODY : response.body();
  }

  String text() {
    if (text == null) {
      text = response.bodyText();
      if (text == null) {
        text = "";
      }
    }
    return text;
  }

  /** @throws IllegalStateException when the body is not JSON */
  DocumentContext json() {
    if (json == null) {
      parses++;
      json = JsonValues.parse(text());
    }
    return json;
  }

  /** The body as an HTML document, its relative links resolved against the response's URL. */
  org.jsoup.nodes.Document html() {
    if (html == null) {
      parses++;
      html = Jsoup.parse(text(), url());
    }
    return html;
  }

  /** @throws IllegalStateException when the body is not XML, or declares a DOCTYPE */
  org.w3c.dom.Document xml() {
    if (xml == null) {
      parses++;
      xml = XmlDocuments.parse(bytes());
    }
    return xml;
  }

  /** How many times the body was parsed (JSON, HTML or XML): once per kind a check asked for. */
  int parses() {
    return parses;
  }
}
