package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * A few hundred requests in a few seconds: the quickest check that a target answers and that
 * a run ends with a report. 200 users each fetch a user and say hello, 10 at once, then 190
 * spread over 3 seconds. The run passes when no request failed and 95 % answered within a second.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=Smoke
 * mvn -pl simulations loadtest:run -Dsimulation=Smoke -Dloadtest.baseUrl=http://127.0.0.1:8080
 * }</pre>
 *
 * <p>Without {@code loadtest.baseUrl}, the engine's default {@code demo} starts its embedded
 * demo target on a loopback port.
 */
public class Smoke extends Simulation {

  ScenarioBuilder smoke =
      scenario("smoke").exec(http("user").get("/api/user/1")).exec(http("hello").get("/hello"));

  public Smoke() {
    setUp(smoke.injectOpen(atOnceUsers(10), rampUsers(190).during(ofSeconds(3))))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .assertions(
            global().failedRequests().count().is(0),
            global().responseTime().percentile(95).lt(ofSeconds(1)));
  }
}
