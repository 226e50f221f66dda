package io.throng.dsl;

import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.Text;
import java.util.Optional;
import java.util.function.Function;

/**
 * The first half of {@code http(name).get(path)}, made by {@link Dsl#http(String)}: only the
 * method calls exist on it, so a request without method and path does not compile. A path starts
 * with {@code /} (relative to the protocol's base URL) or is a full http(s) URL, and may hold
 * {@code #{key}} placeholders; a function of the session must return such a path too.
 *
 * <pre>{@code
 * http("user").get("/api/user/#{id}")
 * http("item").delete(session -> "/items/" + session.getString("itemId"))
 * http("page #{i}").get("/pages/#{i}")            // one statistics row per page
 * }</pre>
 *
 * <p>A name with placeholders, or made by a function of the session, varies: each distinct name
 * gets its own statistics row, up to the run's {@code loadtest.maxRequestNames}.
 */
public final class RequestName {

  /** What a request made by a function of the session is counted under when its name cannot be made. */
  static final String COMPUTED_NAME = "(request name function)";

  private final String name;
  private final Optional<Text> dynamicName;

  RequestName(String name) {
    this.name = Require.notBlank("request name", name);
    Text parsed = Templates.parse("request name", name);
    boolean constant = ((Text.Template) parsed).parts().stream().allMatch(Text.Literal.class::isInstance);
    this.dynamicName = constant ? Optional.empty() : Optional.of(parsed);
  }

  RequestName(Function<Session, String> name) {
    this.name = COMPUTED_NAME;
    this.dynamicName = Optional.of(Templates.computed("request name", name));
  }

  public HttpRequestBuilder get(String path) {
    return method("GET", path);
  }

  public HttpRequestBuilder get(Function<Session, String> path) {
    return method("GET", path);
  }

  public HttpRequestBuilder post(String path) {
    return method("POST", path);
  }

  public HttpRequestBuilder post(Function<Session, String> path) {
    return method("POST", path);
  }

  public HttpRequestBuilder put(String path) {
    return method("PUT", path);
  }

  public HttpRequestBuilder put(Function<Session, String> path) {
    return method("PUT", path);
  }

  public HttpRequestBuilder patch(String path) {
    return method("PATCH", path);
  }

  public HttpRequestBuilder patch(Function<Session, String> path) {
    return method("PATCH", path);
  }

  public HttpRequestBuilder delete(String path) {
    return method("DELETE", path);
  }

  public HttpRequestBuilder delete(Function<Session, String> path) {
    return method("DELETE", path);
  }

  public HttpRequestBuilder head(String path) {
    return method("HEAD", path);
  }

  public HttpRequestBuilder head(Function<Session, String> path) {
    return method("HEAD", path);
  }

  public HttpRequestBuilder options(String path) {
    return method("OPTIONS", path);
  }

  public HttpRequestBuilder options(Function<Session, String> path) {
    return method("OPTIONS", path);
  }

  private HttpRequestBuilder method(String method, String path) {
    Text parsedPath = Templates.parse("path", checkPath(path));
    return new HttpRequestBuilder(HttpRequestSpec.of(name, dynamicName, method, parsedPath));
  }

  private HttpRequestBuilder method(String method, Function<Session, String> path) {
    return new HttpRequestBuilder(HttpRequestSpec.of(name, dynamicName, method, Templates.computed("path", path)));
  }

  /** A path must be absolute or a full URL, unless it starts with a placeholder that may hold either. */
  private static String checkPath(String path) {
    Require.notBlank("path", path);
    if (!path.startsWith("/") && !path.startsWith("http://") && !path.startsWith("https://") && !path.startsWith("#{")) {
      throw new IllegalArgumentException(
          "path must start with \"/\" or be a full http(s) URL, was \"" + path + "\"");
    }
    return path;
  }
}
