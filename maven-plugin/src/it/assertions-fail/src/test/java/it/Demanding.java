package it;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

/** 50 requests, and an assertion asking for a million. */
public class Demanding extends Simulation {
  public Demanding() {
    setUp(scenario("demanding").exec(http("user").get("/api/user/1")).injectOpen(atOnceUsers(50)))
        .protocols(http.baseUrl("demo"))
        .assertions(
            global().failedRequests().count().is(0),
            global().successfulRequests().count().gt(1_000_000));
  }
}
