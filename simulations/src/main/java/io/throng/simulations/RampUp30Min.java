package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofMinutes;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * Seed 003, Apache vs nginx: two more looping users every 3 s for 30 minutes (nGrinder's
 * ramp-up), up to 1,200 users browsing a page and its logo.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=RampUp30Min -Dloadtest.duration=60s
 * }</pre>
 */
public class RampUp30Min extends Simulation {

  ScenarioBuilder browse = scenario("browse")
      .exec(http("page").get("/index.html"))
      .exec(http("logo").get("/images/logo.png"));

  public RampUp30Min() {
    setUp(browse.injectClosed(addUsers(2).every(ofSeconds(3)).during(config().getDuration("duration", ofMinutes(30)))))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
