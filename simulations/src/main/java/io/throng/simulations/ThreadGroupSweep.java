package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * Seed 002, JMeter's thread group: {@code threads} threads (100 by default; the seed went 100,
 * 500, 1000, 1500, 3000), ramp-up 1 s, loop count 10, each fetching a user. A sweep runs the
 * seed's series and charts error rate, response time and throughput against the thread count:
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:sweep -Dsimulation=ThreadGroupSweep -Dloadtest.sweep.parameter=threads  *     -Dloadtest.sweep.levels=100,500,1000,1500,3000 -Dloadtest.sweep.maxErrorPercent=1
 * mvn -pl simulations loadtest:run -Dsimulation=ThreadGroupSweep -Dloadtest.threads=1500
 * }</pre>
 */
public class ThreadGroupSweep extends Simulation {

  ScenarioBuilder api = scenario("api").exec(http("user").get("/api/user/1"));

  public ThreadGroupSweep() {
    setUp(api.injectClosed(threads(config().getLong("threads", 100)).rampUp(ofSeconds(1)).loops(10)))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
