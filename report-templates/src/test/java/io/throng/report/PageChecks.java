package io.throng.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What every page the report writes must be: inert, offline, and escaping what it prints. */
final class PageChecks {

  /** A name or message a hostile system under test might send. */
  static final String SCRIPT = "<script>alert(1)</script>";

  /** {@link #SCRIPT} as a page must print it: as text. */
  static final String ESCAPED_SCRIPT = "&lt;script&gt;alert(1)&lt;/script&gt;";

  /** Links to a run's own report from a comparison or sweep page beside the run folders. */
  static final String RUN_REPORT_LINK = "\\.\\./[^/]+/index\\.html";

  private static final Pattern REFERENCE =
      Pattern.compile("(?i)\\s(?:src|href|xlink:href|srcset|action)\\s*=\\s*\"([^\"]*)\"");

  private PageChecks() {}

  /**
   * Asserts that {@code html} has no script, no inline style, no event handler and nothing remote,
   * loads {@code report.css} and refers to nothing but it, anchors within the page and links
   * matching {@code otherLinks} (a regular expression; {@code "$^"} for none).
   */
  static void assertOffline(String html, String otherLinks) {
    assertThat(html)
        .doesNotContain("http://", "https://", "//cdn", "<script", "<style", "style=", "javascript:")
        .doesNotContainPattern("(?i)\\son[a-z]+\\s*=")
        .contains("<link rel=\"stylesheet\" href=\"report.css\">");
    Matcher references = REFERENCE.matcher(html);
    while (references.find()) {
      assertThat(references.group(1)).as("the only resource the page loads, or a link within it")
          .matches("report\\.css|#[a-z0-9-]+|" + otherLinks);
    }
  }
}
