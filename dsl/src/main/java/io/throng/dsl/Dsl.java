package io.throng.dsl;

import io.throng.dsl.model.AssertionScope;
import io.throng.dsl.model.OpenStep;

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
 */
public final class Dsl {

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

  /** Starts {@code users} users at once. */
  public static OpenInjectionStep atOnceUsers(long users) {
    return new OpenInjectionStep(
        new OpenStep.AtOnce(Require.atLeast("users", 1, users)));
  }

  /** Starts {@code users} users spread evenly over a duration: {@code rampUsers(100).during(ofSeconds(10))}. */
  public static OpenInjectionStep.Ramp rampUsers(long users) {
    return new OpenInjectionStep.Ramp(Require.atLeast("users", 1, users));
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
