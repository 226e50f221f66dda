package io.throng.kubernetes.verdict;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.global;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.Simulation;

/** Passes on the whole run only when its shards together served at least 50 requests. */
public class AtLeastFifty extends Simulation {
  public AtLeastFifty() {
    setUp(scenario("s").exec(http("home").get("/")).injectOpen(atOnceUsers(1)))
        .protocols(http.baseUrl("demo"))
        .assertions(global().successfulRequests().count().gte(50));
  }
}
