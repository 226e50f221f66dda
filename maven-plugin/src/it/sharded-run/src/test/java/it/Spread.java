package it;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.Simulation;

/** 60 users, 20 on each of 3 shards: the assertion holds for the run as a whole only. */
public class Spread extends Simulation {
  public Spread() {
    setUp(scenario("spread").exec(http("user").get("/api/user/1"))
            .injectOpen(atOnceUsers(10), rampUsers(50).during(ofSeconds(2))))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .assertions(global().successfulRequests().count().is(60));
  }
}
