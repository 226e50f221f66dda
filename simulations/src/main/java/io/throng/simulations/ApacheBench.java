package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * ApacheBench with keep-alive: {@code ab -k -n 10000 -c 10 -t 60 http://host/api/user/1}, exactly
 * {@code requests} requests from {@code concurrency} looping users, or fewer if the time limit
 * passes first. The seeds ran ab without {@code -k}: see {@link ExpressVsNginx} and {@link
 * NodeVsVertx}.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=ApacheBench -Dloadtest.requests=50000 -Dloadtest.timeLimit=10s
 * }</pre>
 */
public class ApacheBench extends Simulation {

  ScenarioBuilder ab = scenario("ab").exec(http("user").get("/api/user/1"));

  public ApacheBench() {
    setUp(ab.injectClosed(requests(config().getLong("requests", 10_000))
            .concurrency(config().getLong("concurrency", 10))
            .timeLimit(config().getDuration("timeLimit", ofSeconds(60)))))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
