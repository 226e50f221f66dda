package it;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

/** Never run: the build asks for a simulation that does not exist. */
public class Beta extends Simulation {
  public Beta() {
    setUp(scenario("beta").exec(http("user").get("/api/user/1")).injectOpen(atOnceUsers(1))).protocols(http.baseUrl("demo"));
  }
}
