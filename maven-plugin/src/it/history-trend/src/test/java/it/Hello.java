package it;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.Simulation;

/** 30 users in a second against the embedded demo target, each answered loadtest.delayMs late. */
public class Hello extends Simulation {
  public Hello() {
    setUp(scenario("hello").exec(http("hello").get("/hello?delayMs=" + config().getLong("delayMs", 50)))
            .injectOpen(constantUsersPerSec(30).during(ofSeconds(1))))
        .protocols(http.baseUrl("demo"));
  }
}
