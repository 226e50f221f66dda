package io.throng.dsl;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Which inferred resources are fetched: {@code allowList(...)} keeps only URLs matching one of its
 * regular expressions, {@code denyList(...)} drops URLs matching one of its own (a URL matches
 * when the expression is found anywhere in it). Immutable.
 *
 * <pre>{@code
 * http.inferHtmlResources(allowList(".*\\.css", ".*\\.js"), denyList(".*analytics.*"))
 * }</pre>
 */
public final class ResourceFilter {

  private final boolean allows;
  private final List<String> patterns;

  private ResourceFilter(boolean allows, List<String> patterns) {
    this.allows = allows;
    this.patterns = patterns;
  }

  static ResourceFilter of(String list, boolean allows, String... patterns) {
    if (patterns == null || patterns.length == 0) {
      throw new IllegalArgumentException(list + " needs at least one regular expression, such as \".*\\\\.css\"");
    }
    for (String pattern : patterns) {
      try {
        Pattern.compile(Require.notBlank(list + " pattern", pattern));
      } catch (PatternSyntaxException e) {
        throw new IllegalArgumentException(list + " pattern is not a regular expression: " + e.getDescription()
            + " in \"" + pattern + "\"", e);
      }
    }
    return new ResourceFilter(allows, List.copyOf(Arrays.asList(patterns)));
  }

  boolean allows() {
    return allows;
  }

  List<String> patterns() {
    return patterns;
  }
}
