package it;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

/** 30 users. */
public class Beta extends Simulation {
  public Beta() {
    setUp(scenario("beta").exec(http("hello").get("/hello")).injectOpen(atOnceUsers(30))).protocols(http.baseUrl("demo"));
  }
}
