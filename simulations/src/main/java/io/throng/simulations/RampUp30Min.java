package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofMinutes;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;
import java.time.Duration;

/**
 * Seed 003, Apache vs nginx, test 3: two more looping users every 3 s for 30 minutes (nGrinder's
 * ramp-up), up to 1,200 users browsing a page and its logo. Tests 1 and 2 are {@link
 * RampUp10MinEvery5s} and {@link RampUp10MinEvery3s}; {@code every} and {@code duration} override
 * any of them.
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
    this(ofSeconds(3), ofMinutes(30));
  }

  /** Two more users every {@code every} for {@code duration}, unless the configuration says otherwise. */
  protected RampUp30Min(Duration every, Duration duration) {
    setUp(browse.injectClosed(addUsers(2).every(config().getDuration("every", every))
            .during(config().getDuration("duration", duration))))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
