package it;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

/** As many users as the configuration says, each fetching one user: loadtest.conf says 7, ci.conf 9. */
public class Checkout extends Simulation {
  public Checkout() {
    setUp(scenario("checkout").exec(http("user").get("/api/user/1"))
            .injectOpen(atOnceUsers(config().getLong("users", 1))))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .assertions(global().successfulRequests().count().gte(1));
  }
}
