package it;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.Simulation;

/** 50 users against the embedded demo target, and an assertion that passes. */
public class Smoke extends Simulation {
  public Smoke() {
    setUp(scenario("smoke").exec(http("user").get("/api/user/1"))
            .injectOpen(atOnceUsers(10), rampUsers(40).during(ofSeconds(1))))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .assertions(global().failedRequests().count().is(0));
  }
}
