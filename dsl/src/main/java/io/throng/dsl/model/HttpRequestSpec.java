package io.throng.dsl.model;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One HTTP request as the user described it.
 *
 * @param name the name statistics are grouped under; for a name that varies, what the user wrote
 *     ({@code page #{i}}), under which a request whose name cannot be made is counted
 * @param method an upper-case HTTP method such as {@code GET}
 * @param path an absolute path ({@code /api/user/1?x=y}) or a full URL
 * @param queryParams parameters appended to the path's query, URL-encoded, in order
 * @param headers headers added to the protocol's defaults (a request's header replaces a
 *     protocol header of the same name)
 * @param body what the request sends, if anything
 * @param basicAuth credentials for an {@code Authorization: Basic} header, if any
 * @param timeout how long the response may take, replacing the protocol's request timeout
 * @param followRedirects whether 3xx responses with a Location are followed (when the protocol
 *     follows redirects at all)
 * @param checks what the response must satisfy; without a status check, a status outside 2xx
 *     and 3xx is a KO
 * @param dynamicName the name made from the session each time the request is sent, when it
 *     varies ({@code http("page #{i}")}, {@code http(session -> ...)}); each distinct name gets
 *     its own statistics
 */
public record HttpRequestSpec(
    String name,
    String method,
    Text path,
    List<NamedText> queryParams,
    List<NamedText> headers,
    Optional<BodySpec> body,
    Optional<BasicAuth> basicAuth,
    Optional<Duration> timeout,
    boolean followRedirects,
    List<CheckSpec> checks,
    Optional<Text> dynamicName) {

  public HttpRequestSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(method, "method");
    Objects.requireNonNull(path, "path");
    queryParams = List.copyOf(queryParams);
    headers = List.copyOf(headers);
    Objects.requireNonNull(body, "body");
    Objects.requireNonNull(basicAuth, "basicAuth");
    Objects.requireNonNull(timeout, "timeout");
    checks = List.copyOf(checks);
    Objects.requireNonNull(dynamicName, "dynamicName");
  }

  /** A request whose name does not vary. */
  public HttpRequestSpec(String name, String method, Text path, List<NamedText> queryParams, List<NamedText> headers,
      Optional<BodySpec> body, Optional<BasicAuth> basicAuth, Optional<Duration> timeout, boolean followRedirects,
      List<CheckSpec> checks) {
    this(name, method, path, queryParams, headers, body, basicAuth, timeout, followRedirects, checks,
        Optional.empty());
  }

  /** A request with only a method and a path, as {@code http(name).get(path)} makes it. */
  public static HttpRequestSpec of(String name, String method, Text path) {
    return of(name, Optional.empty(), method, path);
  }

  /** A request with only a method and a path, whose name may vary with the session. */
  public static HttpRequestSpec of(String name, Optional<Text> dynamicName, String method, Text path) {
    return new HttpRequestSpec(name, method, path, List.of(), List.of(), Optional.empty(), Optional.empty(),
        Optional.empty(), true, List.of(), dynamicName);
  }
}
