package io.throng.benchmarks;

import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.Simulation;
import java.time.Duration;

/**
 * Open model for {@code run.sh}: {@code loadtest.rate} new users a second for
 * {@code loadtest.duration}, each opening its own connection for one request, so arrivals do not
 * wait for responses. Evenly spaced arrivals at a constant rate.
 */
public class OpenArrivals extends Simulation {

  public OpenArrivals() {
    long rate = config().getLong("rate", 5_000);
    Duration duration = config().getDuration("duration", Duration.ofSeconds(20));
    setUp(scenario("arrive").exec(http("user").get("/api/user/1"))
            .injectOpen(rampUsers(rate * duration.toSeconds()).during(duration)))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
