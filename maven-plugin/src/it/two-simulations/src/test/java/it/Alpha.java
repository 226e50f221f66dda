package it;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

/** 20 users. */
public class Alpha extends Simulation {
  public Alpha() {
    setUp(scenario("alpha").exec(http("user").get("/api/user/1")).injectOpen(atOnceUsers(20))).protocols(http.baseUrl("demo"));
  }
}
