package io.throng.dsl.model;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One HTTP request as the user described it.
 *
 * @param name the name statistics are grouped under
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
    List<CheckSpec> checks) {

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
  }

  /** A request with only a method and a path, as {@code http(name).get(path)} makes it. */
  public static HttpRequestSpec of(String name, String method, Text path) {
    return new HttpRequestSpec(
        name, method, path, List.of(), List.of(), Optional.empty(), Optional.empty(), Optional.empty(), true, List.of());
  }
}
