package io.throng.engine.resource;

import io.netty.handler.codec.http.HttpHeaderNames;
import io.throng.engine.http.Response;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * The resources a browser fetches for an HTML page: stylesheets ({@code link rel=stylesheet}),
 * scripts ({@code script src}), images ({@code img src}, and the first candidate of a
 * {@code srcset}), icons ({@code link rel~=icon}) and frames ({@code frame}, {@code iframe}),
 * resolved against the page URL or its {@code <base href>}, each URL once, in document order, and
 * kept or dropped by the allow and deny lists. Immutable and thread-safe.
 *
 * <pre>{@code
 * List<URI> urls = new HtmlResources(List.of(), List.of(".*ads.*")).find(response, pageUrl);
 * }</pre>
 */
public final class HtmlResources {

  /** jsoup's {@code ~=} finds a regular expression in the attribute: {@code rel="shortcut icon"} is an icon. */
  private static final String SELECTOR =
      "link[rel~=(?i)stylesheet|icon][href], script[src], img[src], img[srcset], frame[src], iframe[src]";

  private final List<Pattern> allow;
  private final List<Pattern> deny;

  /**
   * @param allow regular expressions one of which a kept URL contains; empty keeps all
   * @param deny regular expressions none of which a kept URL contains
   */
  public HtmlResources(List<String> allow, List<String> deny) {
    this.allow = allow.stream().map(Pattern::compile).toList();
    this.deny = deny.stream().map(Pattern::compile).toList();
  }

  /** Whether {@code response} is an HTML page whose resources can be looked for. */
  public static boolean isHtml(Response response) {
    String type = response.headers() == null ? null : response.headers().get(HttpHeaderNames.CONTENT_TYPE);
    return type != null && type.regionMatches(true, 0, "text/html", 0, 9) && response.body() != null;
  }

  /** The http(s) resources {@code response}, the page at {@code pageUrl}, references. */
  public List<URI> find(Response response, String pageUrl) {
    Document page = Jsoup.parse(response.bodyText(), pageUrl);
    Set<String> urls = new LinkedHashSet<>();
    for (Element element : page.select(SELECTOR)) {
      String attribute = element.hasAttr("href") ? "href" : element.hasAttr("src") ? "src" : "srcset";
      String url = attribute.equals("srcset") ? firstCandidate(element) : element.absUrl(attribute);
      if (url.startsWith("http://") || url.startsWith("https://")) {
        urls.add(withoutFragment(url));
      }
    }
    List<URI> found = new ArrayList<>();
    for (String url : urls) {
      if (kept(url)) {
        try {
          found.add(URI.create(url));
        } catch (IllegalArgumentException e) {
          // A URL a browser could not fetch either (jsoup leaves odd characters as they are).
        }
      }
    }
    return found;
  }

  private boolean kept(String url) {
    return (allow.isEmpty() || allow.stream().anyMatch(p -> p.matcher(url).find()))
        && deny.stream().noneMatch(p -> p.matcher(url).find());
  }

  /** The URL of a srcset's first candidate ({@code "a.png 1x, b.png 2x"}), made absolute. */
  private static String firstCandidate(Element image) {
    String first = image.attr("srcset").trim().split(",")[0].trim().split("\\s+")[0];
    return first.isEmpty() ? "" : resolve(image.baseUri(), first);
  }

  private static String resolve(String base, String relative) {
    try {
      return URI.create(base).resolve(relative).toString();
    } catch (IllegalArgumentException e) {
      return "";
    }
  }

  private static String withoutFragment(String url) {
    int hash = url.indexOf('#');
    return hash < 0 ? url : url.substring(0, hash);
  }
}
