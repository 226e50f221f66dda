package ${package};

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * Twenty users over two seconds, each fetching two pages. Without a baseUrl it loads Throng's
 * embedded demo target; point it at your application with -Dloadtest.baseUrl=http://127.0.0.1:8080
 * or in src/test/resources/loadtest.conf, and replace the paths with yours.
 *
 * <pre>{@code
 * mvn loadtest:run -Dsimulation=BrowseSimulation
 * }</pre>
 */
public class BrowseSimulation extends Simulation {

  ScenarioBuilder browse = scenario("browse")
      .exec(http("user").get("/api/user/1").check(status().is(200)))
      .exec(http("hello").get("/hello"));

  public BrowseSimulation() {
    setUp(browse.injectOpen(rampUsers(config().getLong("users", 20)).during(ofSeconds(2))))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .assertions(
            global().failedRequests().count().is(0),
            global().responseTime().percentile(95).lt(ofSeconds(1)));
  }
}
