package it;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

/** ab -n 40 -c 4 on the demo target, which answers failPercent of every 100 requests with a 500. */
public class Ab extends Simulation {
  public Ab() {
    setUp(scenario("ab").exec(http("hello").get("/hello?failPercent=" + config().getLong("failPercent", 0)))
            .injectClosed(requests(40).concurrency(4)))
        .protocols(http.baseUrl(config().getString("baseUrl")).keepAlive(false));
  }
}
