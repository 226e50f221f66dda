package example;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/** Twenty users over two seconds against the embedded demo target, unless a baseUrl is given. */
public class BrowseShop extends Simulation {

  ScenarioBuilder browse = scenario("browse")
      .exec(http("user").get("/api/user/1").check(status().is(200)))
      .exec(http("hello").get("/hello"));

  public BrowseShop() {
    setUp(browse.injectOpen(rampUsers(20).during(ofSeconds(2))))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .assertions(
            global().failedRequests().count().is(0),
            global().successfulRequests().count().is(40));
  }
}
