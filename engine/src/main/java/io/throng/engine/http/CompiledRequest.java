package io.throng.engine.http;

import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.throng.dsl.Session;
import io.throng.dsl.model.HttpProtocol;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.NamedText;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A request of the plan compiled once, before the run: its base URLs resolved, its templates
 * parsed into {@link CompiledText}s, its body ready. {@link #build} makes the request a given
 * user sends. Immutable and shared by every user of the scenario.
 *
 * <pre>{@code
 * CompiledRequest login = CompiledRequest.compile(spec, protocol, bases, targets, requestTimeout);
 * OutgoingRequest request = login.build(session);   // throws with the KO's reason, such as a missing key
 * }</pre>
 */
public final class CompiledRequest {

  /** The User-Agent sent unless the simulation sets one. */
  public static final String USER_AGENT = "Throng/0.1";

  private final HttpMethod method;
  private final CompiledText path;
  private final List<Part> query;
  private final List<Part> headers;
  private final RequestBody body;
  private final CompiledText basicUser;
  private final CompiledText basicPassword;
  private final BaseUrls bases;
  private final Targets targets;
  private final boolean keepAlive;
  private final long timeoutNanos;
  private final boolean constantHeaders;
  private final Map<Target, HttpHeaders> sharedHeaders = new ConcurrentHashMap<>();
  /** The request itself by base URL, when nothing in it depends on the session; else null. */
  private final AtomicReferenceArray<OutgoingRequest> constantRequests;

  private record Part(String name, CompiledText value) {}

  private CompiledRequest(HttpRequestSpec spec, HttpProtocol protocol, BaseUrls bases, Targets targets,
      Duration defaultTimeout) {
    this.method = HttpMethod.valueOf(spec.method());
    this.path = CompiledText.of(spec.path());
    this.query = parts(spec.queryParams());
    List<Part> all = new ArrayList<>();
    protocol.headers().forEach((name, value) -> all.add(new Part(name, CompiledText.constant(value))));
    for (NamedText header : spec.headers()) {
      all.removeIf(part -> part.name().equalsIgnoreCase(header.name()));
      all.add(new Part(header.name(), CompiledText.of(header.value())));
    }
    this.headers = List.copyOf(all);
    this.body = RequestBody.compile(spec.body());
    this.basicUser = spec.basicAuth().map(auth -> CompiledText.of(auth.user())).orElse(null);
    this.basicPassword = spec.basicAuth().map(auth -> CompiledText.of(auth.password())).orElse(null);
    this.bases = bases;
    this.targets = targets;
    this.keepAlive = protocol.keepAlive();
    this.timeoutNanos = spec.timeout().orElse(defaultTimeout).toNanos();
    this.constantHeaders = headers.stream().allMatch(part -> part.value().isConstant())
        && (basicUser == null || basicUser.isConstant() && basicPassword.isConstant());
    boolean constant = constantHeaders && path.isConstant() && spec.body().isEmpty()
        && query.stream().allMatch(part -> part.value().isConstant());
    this.constantRequests = constant ? new AtomicReferenceArray<>(bases.count()) : null;
  }

  /**
   * @param defaultTimeout the protocol's (or configured) request timeout, unless the request has its own
   * @throws IllegalArgumentException when a body resource cannot be read
   */
  public static CompiledRequest compile(HttpRequestSpec spec, HttpProtocol protocol, BaseUrls bases, Targets targets,
      Duration defaultTimeout) {
    return new CompiledRequest(spec, protocol, bases, targets, defaultTimeout);
  }

  /**
   * The request {@code session}'s user sends.
   *
   * @throws RuntimeException with the KO's reason: a missing session key ({@code session has no
   *     value for 'token'}), a function of the session that failed, a path that is not a URL
   */
  public OutgoingRequest build(Session session) {
    if (constantRequests == null) {
      return assemble(session);
    }
    // The same request for every user of a base URL: built and encoded once, then shared (it is
    // immutable).
    int base = bases.indexForUser(session.userId());
    OutgoingRequest request = constantRequests.get(base);
    if (request == null) {
      // Users of two loops may build it at once: all send the one kept.
      constantRequests.compareAndSet(base, null, assemble(session).encodedOnce());
      request = constantRequests.get(base);
    }
    return request;
  }

  private OutgoingRequest assemble(Session session) {
    String rawPath = path.apply(session);
    Target target;
    StringBuilder uri = new StringBuilder();
    if (rawPath.startsWith("/")) {
      BaseUrls.Base base = bases.forUser(session.userId());
      target = base.target();
      uri.append(base.pathPrefix()).append(rawPath);
    } else if (rawPath.regionMatches(true, 0, "http://", 0, 7) || rawPath.regionMatches(true, 0, "https://", 0, 8)) {
      URI url = URI.create(rawPath);
      target = targets.of(url);
      uri.append(url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath());
      if (url.getRawQuery() != null) {
        uri.append('?').append(url.getRawQuery());
      }
    } else {
      throw new IllegalArgumentException("path must start with \"/\" or be a full http(s) URL, was \"" + rawPath + "\"");
    }
    char separator = uri.indexOf("?") >= 0 ? '&' : '?';
    for (Part param : query) {
      uri.append(separator).append(encode(param.name())).append('=').append(encode(param.value().apply(session)));
      separator = '&';
    }
    RequestBody.Content content = body.render(session);
    return new OutgoingRequest(target, method, uri.toString(), headers(session, target, content), content.bytes(),
        timeoutNanos);
  }

  /**
   * The request's headers. When none depends on the session and there is no body (a plain GET),
   * they are built once per target and shared by every request: nothing writes to a request's
   * headers once it is built (a redirect copies them), and building them is much of what such a
   * request costs the generator.
   */
  private HttpHeaders headers(Session session, Target target, RequestBody.Content content) {
    if (!constantHeaders || content.bytes().length > 0) {
      return headersFor(session, target, content);
    }
    HttpHeaders shared = sharedHeaders.get(target);
    return shared != null ? shared : sharedHeaders.computeIfAbsent(target, t -> headersFor(session, t, content));
  }

  private HttpHeaders headersFor(Session session, Target target, RequestBody.Content content) {
    HttpHeaders out = headers(session, target, content.contentType());
    setContentLength(out, method, content.bytes().length);
    return out;
  }

  private HttpHeaders headers(Session session, Target target, String contentType) {
    HttpHeaders out = new DefaultHttpHeaders();
    out.set(HttpHeaderNames.HOST, target.hostHeader());
    out.set(HttpHeaderNames.USER_AGENT, USER_AGENT);
    for (Part header : headers) {
      out.set(header.name(), header.value().apply(session));
    }
    if (basicUser != null) {
      String credentials = basicUser.apply(session) + ":" + basicPassword.apply(session);
      out.set(HttpHeaderNames.AUTHORIZATION,
          "Basic " + Base64.getEncoder().encodeToString(credentials.getBytes(StandardCharsets.UTF_8)));
    }
    if (contentType != null && !out.contains(HttpHeaderNames.CONTENT_TYPE)) {
      out.set(HttpHeaderNames.CONTENT_TYPE, contentType);
    }
    if (!keepAlive) {
      out.set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
    }
    return out;
  }

  /** Adds Content-Length when a body is sent or the method usually has one, as browsers do. */
  static void setContentLength(HttpHeaders headers, HttpMethod method, int length) {
    if (length > 0 || !(HttpMethod.GET.equals(method) || HttpMethod.HEAD.equals(method)
        || HttpMethod.OPTIONS.equals(method) || HttpMethod.DELETE.equals(method))) {
      headers.set(HttpHeaderNames.CONTENT_LENGTH, length);
    } else {
      headers.remove(HttpHeaderNames.CONTENT_LENGTH);
    }
  }

  static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  private static List<Part> parts(List<NamedText> texts) {
    return texts.stream().map(text -> new Part(text.name(), CompiledText.of(text.value()))).toList();
  }
}
