package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * Seed 001, node.js vs vert.x: {@code ab -t 10 -c 10 -n 50000 http://server:port/}, 10 users
 * sending 50,000 requests for a 2-byte body, or fewer if 10 seconds pass first; a new connection
 * per request, as ab without {@code -k}. The run ends with ab's summary.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=NodeVsVertx                         # the seed's scale
 * mvn -pl simulations loadtest:run -Dsimulation=NodeVsVertx -Dloadtest.timeLimit=2s # CI's
 * mvn -pl simulations loadtest:run -Dsimulation=NodeVsVertx -Dloadtest.baseUrl=http://127.0.0.1:8080 -Dloadtest.path=/
 * }</pre>
 */
public class NodeVsVertx extends Simulation {

  ScenarioBuilder ab = scenario("ab").exec(http("hello").get(config().getString("path", "/hello")));

  public NodeVsVertx() {
    setUp(ab.injectClosed(requests(config().getLong("requests", 50_000))
            .concurrency(config().getLong("concurrency", 10))
            .timeLimit(config().getDuration("timeLimit", ofSeconds(10)))))
        .protocols(http.baseUrl(config().getString("baseUrl")).keepAlive(false));
  }
}
