package it;

import static io.throng.dsl.Dsl.*;

import io.throng.dsl.Simulation;

/** Never run here: the goal only finds it, builds its image and writes its Job. */
public class Smoke extends Simulation {
  public Smoke() {
    setUp(scenario("smoke").exec(http("user").get("/api/user/1")).injectOpen(atOnceUsers(3)))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
