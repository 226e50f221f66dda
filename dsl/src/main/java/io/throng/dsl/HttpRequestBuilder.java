package io.throng.dsl;

import io.throng.dsl.model.HttpRequestSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One named HTTP request, made by {@link Dsl#http(String)}. Immutable: every method returns a
 * new builder.
 *
 * <pre>{@code
 * http("user").get("/api/user/1").header("Accept", "application/json")
 * }</pre>
 */
public final class HttpRequestBuilder {

  /**
   * The first half of {@code http(name).get(path)}: only the method calls exist on it, so a
   * request without method and path does not compile.
   */
  public static final class Named {
    private final String name;

    Named(String name) {
      this.name = Require.notBlank("request name", name);
    }

    public HttpRequestBuilder get(String path) {
      return method("GET", path);
    }

    public HttpRequestBuilder post(String path) {
      return method("POST", path);
    }

    public HttpRequestBuilder put(String path) {
      return method("PUT", path);
    }

    public HttpRequestBuilder delete(String path) {
      return method("DELETE", path);
    }

    private HttpRequestBuilder method(String method, String path) {
      return new HttpRequestBuilder(new HttpRequestSpec(name, method, checkPath(path), Map.of()));
    }
  }

  private final HttpRequestSpec spec;

  private HttpRequestBuilder(HttpRequestSpec spec) {
    this.spec = spec;
  }

  /** A header for this request only; it replaces a protocol header of the same name. */
  public HttpRequestBuilder header(String name, String value) {
    Map<String, String> headers = new LinkedHashMap<>(spec.headers());
    headers.put(Require.notBlank("header name", name), value == null ? "" : value);
    return new HttpRequestBuilder(new HttpRequestSpec(spec.name(), spec.method(), spec.path(), headers));
  }

  HttpRequestSpec toModel() {
    return spec;
  }

  private static String checkPath(String path) {
    Require.notBlank("path", path);
    if (!path.startsWith("/") && !path.startsWith("http://") && !path.startsWith("https://")) {
      throw new IllegalArgumentException(
          "path must start with \"/\" or be a full http(s) URL, was \"" + path + "\"");
    }
    return path;
  }
}
