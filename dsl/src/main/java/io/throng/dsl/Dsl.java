package io.throng.dsl;

import io.throng.dsl.model.AssertionScope;

/**
 * Everything a simulation author needs, through one static import:
 *
 * <pre>{@code
 * import static io.throng.dsl.Dsl.*;
 * import static java.time.Duration.*;
 *
 * setUp(scenario("browse").exec(http("user").get("/api/user/1"))
 *         .injectOpen(atOnceUsers(10), rampUsers(100).during(ofSeconds(30))))
 *     .protocols(http.baseUrl("http://127.0.0.1:8080"))
 *     .assertions(global().responseTime().percentile(95).lt(ofMillis(500)));
 * }</pre>
 *
 * <p>The injection, closed-model, thread-group, ApacheBench-style and throttling factories are
 * declared in {@link InjectionDsl}, which this class extends so that the one import reaches them.
 */
public final class Dsl extends InjectionDsl {

  private Dsl() {}

  /** The HTTP protocol with its defaults, to refine with {@code http.baseUrl(...)}. */
  public static final HttpProtocolBuilder http = HttpProtocolBuilder.DEFAULT;

  /** A new, empty scenario. */
  public static ScenarioBuilder scenario(String name) {
    return new ScenarioBuilder(name);
  }

  /** A request whose statistics are reported under {@code name}; follow with {@code .get(path)}. */
  public static HttpRequestBuilder.Named http(String name) {
    return new HttpRequestBuilder.Named(name);
  }

  /** An assertion over all requests together: {@code global().failedRequests().percent().lt(1)}. */
  public static AssertionTarget global() {
    return new AssertionTarget(new AssertionScope.Global());
  }

  /** An assertion that each request name must pass on its own; it gives one result per name. */
  public static AssertionTarget forAll() {
    return new AssertionTarget(new AssertionScope.ForAll());
  }

  /** An assertion over the requests named {@code requestName}, as given to {@code http(name)}. */
  public static AssertionTarget details(String requestName) {
    return new AssertionTarget(new AssertionScope.Details(Require.notBlank("request name", requestName)));
  }
}
