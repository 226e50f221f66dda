package it;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

/** Never run: the build asks for a simulation that does not exist. */
public class Alpha extends Simulation {
  public Alpha() {
    setUp(scenario("alpha").exec(http("user").get("/api/user/1")).injectOpen(atOnceUsers(1))).protocols(http.baseUrl("demo"));
  }
}
