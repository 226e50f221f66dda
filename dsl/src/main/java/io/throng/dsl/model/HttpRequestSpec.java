package io.throng.dsl.model;

import java.util.Map;
import java.util.Objects;

/**
 * One HTTP request as the user described it.
 *
 * @param name the name statistics are grouped under
 * @param method an upper-case HTTP method such as {@code GET}
 * @param path an absolute path with optional query ({@code /api/user/1?x=y}) or a full URL
 * @param headers headers added to the protocol's defaults, in the order given
 */
public record HttpRequestSpec(String name, String method, String path, Map<String, String> headers) {

  public HttpRequestSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(path, "path");
    headers = Map.copyOf(headers);
  }
}
