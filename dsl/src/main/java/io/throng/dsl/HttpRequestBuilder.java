package io.throng.dsl;

import io.throng.dsl.model.BasicAuth;
import io.throng.dsl.model.BodySpec;
import io.throng.dsl.model.CheckSpec;
import io.throng.dsl.model.FormField;
import io.throng.dsl.model.HttpRequestSpec;
import io.throng.dsl.model.NamedText;
import io.throng.dsl.model.Step;
import io.throng.dsl.model.Text;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * One named HTTP request, made by {@code http(name).get(path)} and its siblings. Immutable: every
 * method returns a new builder. Strings may hold {@code #{key}} placeholders, read from the
 * session when the request is sent; each part also takes a function of the session.
 *
 * <pre>{@code
 * http("search").get("/search")
 *     .queryParam("q", session -> randomTerm())
 *     .header("Authorization", "Bearer #{token}")
 *     .check(status().is(200), jsonPath("$.items[*]").count().gt(0))
 * }</pre>
 */
public final class HttpRequestBuilder {

  private final HttpRequestSpec spec;
  private final boolean silent;
  private final List<HttpRequestSpec> resources;

  HttpRequestBuilder(HttpRequestSpec spec) {
    this(spec, false, List.of());
  }

  private HttpRequestBuilder(HttpRequestSpec spec, boolean silent, List<HttpRequestSpec> resources) {
    this.spec = spec;
    this.silent = silent;
    this.resources = resources;
  }

  /** A header for this request only; it replaces a protocol header of the same name. */
  public HttpRequestBuilder header(String name, String value) {
    return withHeader(name, Templates.parse("header " + name, value));
  }

  public HttpRequestBuilder header(String name, Function<Session, String> value) {
    return withHeader(name, Templates.computed("header " + name, value));
  }

  /** A query parameter, URL-encoded and appended to the path's query. */
  public HttpRequestBuilder queryParam(String name, String value) {
    return withQueryParam(name, Templates.parse("queryParam " + name, value));
  }

  public HttpRequestBuilder queryParam(String name, Function<Session, String> value) {
    return withQueryParam(name, Templates.computed("queryParam " + name, value));
  }

  /** A form parameter: the body becomes {@code application/x-www-form-urlencoded}. */
  public HttpRequestBuilder formParam(String name, String value) {
    return withFormParam(name, Templates.parse("formParam " + name, value));
  }

  public HttpRequestBuilder formParam(String name, Function<Session, String> value) {
    return withFormParam(name, Templates.computed("formParam " + name, value));
  }

  /**
   * Every entry of {@code params} as a form parameter; a string value may hold placeholders, a
   * list value gives the parameter once per element.
   */
  public HttpRequestBuilder formParamMap(Map<String, ?> params) {
    List<FormField> fields = FormBody.params("formParamMap", params);
    HttpRequestBuilder request = this;
    for (FormField field : fields) {
      request = request.withField("formParamMap", field);
    }
    return request;
  }

  /**
   * Every entry of the map a placeholder names, when the request is sent: {@code
   * formParamMap("#{form}")} sends the fields a {@code form(selector)} check saved.
   */
  public HttpRequestBuilder formParamMap(String placeholder) {
    return withField("formParamMap", new FormField.ParamMap(FormBody.placeholder("formParamMap", placeholder)));
  }

  public HttpRequestBuilder formParamMap(Function<Session, Map<String, ?>> params) {
    Blocks.notNull("formParamMap", params);
    return withField("formParamMap", new FormField.ParamMap(new FormField.Computed(params)));
  }

  /** The parameter {@code name} once per element of {@code values}, which may hold placeholders. */
  public HttpRequestBuilder multivaluedFormParam(String name, List<?> values) {
    Require.notBlank("multivaluedFormParam name", name);
    HttpRequestBuilder request = this;
    for (Text value : FormBody.values("multivaluedFormParam " + name, Blocks.notNull("multivaluedFormParam", values))) {
      request = request.withField("multivaluedFormParam", new FormField.Param(name, value));
    }
    return request;
  }

  /** The parameter {@code name} once per element of the list a placeholder names: {@code "#{tags}"}. */
  public HttpRequestBuilder multivaluedFormParam(String name, String placeholder) {
    return withField("multivaluedFormParam", new FormField.Values(Require.notBlank("multivaluedFormParam name", name),
        FormBody.placeholder("multivaluedFormParam " + name, placeholder)));
  }

  public HttpRequestBuilder multivaluedFormParam(String name, Function<Session, List<?>> values) {
    Blocks.notNull("multivaluedFormParam", values);
    return withField("multivaluedFormParam", new FormField.Values(Require.notBlank("multivaluedFormParam name", name),
        new FormField.Computed(values)));
  }

  /**
   * Uploads a file (or class path resource), read once before the run, as a multipart part
   * named {@code name} with the file's name: the body becomes {@code multipart/form-data}.
   */
  public HttpRequestBuilder formUpload(String name, String filePath) {
    return bodyPart(BodyPart.file("formUpload", name, filePath));
  }

  /** A part of a {@code multipart/form-data} body, after the form parameters as parts. */
  public HttpRequestBuilder bodyPart(BodyPart part) {
    BodySpec body = FormBody.withPart(spec.name(), spec.body(), "bodyPart", Blocks.notNull("bodyPart", part).toModel());
    return withBody(body);
  }

  /** Sends the form parameters as {@code multipart/form-data} instead of URL-encoded. */
  public HttpRequestBuilder asMultipartForm() {
    return withBody(FormBody.asMultipart(spec.name(), spec.body(), "asMultipartForm"));
  }

  /** The request's body: {@code body(json("{...}"))}, {@code body(stringBody("..."))}... */
  public HttpRequestBuilder body(Body body) {
    Blocks.notNull("body", body);
    if (spec.body().isPresent()) {
      throw new IllegalArgumentException("request \"" + spec.name() + "\" already has a "
          + describe(spec.body().get()) + ": give it one body");
    }
    return with(spec.path(), spec.queryParams(), spec.headers(), Optional.of(body.toModel()), spec.basicAuth(),
        spec.timeout(), spec.followRedirects(), spec.checks());
  }

  /**
   * An {@code Authorization: Basic} header; its value never appears in logs or reports. Both
   * strings may hold {@code #{key}} placeholders.
   */
  public HttpRequestBuilder basicAuth(String user, String password) {
    BasicAuth auth = new BasicAuth(Templates.parse("basicAuth user", user), Templates.parse("basicAuth password", password));
    return with(spec.path(), spec.queryParams(), spec.headers(), spec.body(), Optional.of(auth), spec.timeout(),
        spec.followRedirects(), spec.checks());
  }

  /** How long the response may take, replacing the protocol's request timeout. */
  public HttpRequestBuilder timeout(Duration timeout) {
    return with(spec.path(), spec.queryParams(), spec.headers(), spec.body(), spec.basicAuth(),
        Optional.of(Require.positive("timeout", timeout)), spec.followRedirects(), spec.checks());
  }

  /** Takes a 3xx response as it is instead of following its Location. */
  public HttpRequestBuilder disableFollowRedirect() {
    return with(spec.path(), spec.queryParams(), spec.headers(), spec.body(), spec.basicAuth(), spec.timeout(),
        false, spec.checks());
  }

  /** What the response must satisfy; without a status check, a status outside 2xx and 3xx is a KO. */
  public HttpRequestBuilder check(CheckBuilder<?>... checks) {
    if (checks == null || checks.length == 0) {
      throw new IllegalArgumentException("check needs at least one check, such as status().is(200)");
    }
    List<CheckSpec> all = new ArrayList<>(spec.checks());
    Arrays.stream(checks).map(check -> Blocks.notNull("check", check).toModel()).forEach(all::add);
    return with(spec.path(), spec.queryParams(), spec.headers(), spec.body(), spec.basicAuth(), spec.timeout(),
        spec.followRedirects(), all);
  }

  /**
   * Sends and checks the request, keeping what it does to the session (cookies, saved values),
   * but leaves it out of the statistics: no OK or KO count, no response time (a page's static
   * resources, a login). A silent request that fails still fails the session and its group.
   */
  public HttpRequestBuilder silent() {
    return new HttpRequestBuilder(spec, true, resources);
  }

  /**
   * Requests fetched after this one's response, concurrently as a browser fetches a page's
   * stylesheets, scripts and images (at most {@code maxConnectionsPerHost} at once to one host),
   * each counted under its own name; the user goes on when all of them completed.
   */
  public HttpRequestBuilder resources(HttpRequestBuilder... requests) {
    if (requests == null || requests.length == 0) {
      throw new IllegalArgumentException("resources needs at least one request, such as http(\"css\").get(\"/style.css\")");
    }
    List<HttpRequestSpec> all = new ArrayList<>(resources);
    for (HttpRequestBuilder request : requests) {
      HttpRequestBuilder resource = Blocks.notNull("resource", request);
      if (!resource.resources.isEmpty()) {
        throw new IllegalArgumentException("resource \"" + resource.spec.name()
            + "\" has resources of its own: list them all on the page request");
      }
      all.add(resource.spec);
    }
    return new HttpRequestBuilder(spec, silent, List.copyOf(all));
  }

  HttpRequestSpec toModel() {
    return spec;
  }

  /** The step that sends this request. */
  Step.Http toStep() {
    return new Step.Http(spec, silent, resources);
  }

  private HttpRequestBuilder withHeader(String name, Text value) {
    List<NamedText> headers = new ArrayList<>(spec.headers());
    headers.removeIf(header -> header.name().equalsIgnoreCase(name));
    headers.add(new NamedText(Require.notBlank("header name", name), value));
    return with(spec.path(), spec.queryParams(), headers, spec.body(), spec.basicAuth(), spec.timeout(),
        spec.followRedirects(), spec.checks());
  }

  private HttpRequestBuilder withQueryParam(String name, Text value) {
    List<NamedText> params = new ArrayList<>(spec.queryParams());
    params.add(new NamedText(Require.notBlank("queryParam name", name), value));
    return with(spec.path(), params, spec.headers(), spec.body(), spec.basicAuth(), spec.timeout(),
        spec.followRedirects(), spec.checks());
  }

  private HttpRequestBuilder withFormParam(String name, Text value) {
    return withField("formParam", new FormField.Param(Require.notBlank("formParam name", name), value));
  }

  private HttpRequestBuilder withField(String method, FormField field) {
    return withBody(FormBody.withField(spec.name(), spec.body(), method, field));
  }

  private HttpRequestBuilder withBody(BodySpec body) {
    return with(spec.path(), spec.queryParams(), spec.headers(), Optional.of(body), spec.basicAuth(), spec.timeout(),
        spec.followRedirects(), spec.checks());
  }

  private HttpRequestBuilder with(Text path, List<NamedText> query, List<NamedText> headers, Optional<BodySpec> body,
      Optional<BasicAuth> auth, Optional<Duration> timeout, boolean follow, List<CheckSpec> checks) {
    return new HttpRequestBuilder(new HttpRequestSpec(
        spec.name(), spec.method(), path, query, headers, body, auth, timeout, follow, checks, spec.dynamicName()),
        silent, resources);
  }

  private static String describe(BodySpec body) {
    return body instanceof BodySpec.Form ? "form body (formParam)"
        : body instanceof BodySpec.Multipart ? "multipart body (formUpload, bodyPart)" : "body";
  }
}
