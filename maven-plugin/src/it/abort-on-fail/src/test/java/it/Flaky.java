package it;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.Simulation;

/** 100 users a second for a minute, 30 % of them failing: the abort-on-fail assertion stops it after 2 s. */
public class Flaky extends Simulation {
  public Flaky() {
    setUp(scenario("flaky").exec(http("hello").get("/hello?failPercent=30"))
            .injectOpen(constantUsersPerSec(100).during(ofSeconds(60))))
        .protocols(http.baseUrl("demo"))
        .assertions(global().failedRequests().percent().lt(5).abortOnFail().notBefore(ofSeconds(2)));
  }
}
