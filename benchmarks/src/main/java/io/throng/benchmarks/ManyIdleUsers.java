package io.throng.benchmarks;

import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.Simulation;
import java.time.Duration;

/**
 * Memory benchmark for {@code run.sh}: {@code loadtest.users} concurrent users (10,000 by
 * default), each looping a request and a 5 s pause, so most of them sit idle on an open
 * connection, as real users between pages do.
 */
public class ManyIdleUsers extends Simulation {

  public ManyIdleUsers() {
    long users = config().getLong("users", 10_000);
    Duration duration = config().getDuration("duration", Duration.ofSeconds(20));
    setUp(scenario("idle").exec(http("user").get("/api/user/1")).pause(Duration.ofSeconds(5))
            .injectClosed(constantConcurrentUsers(users).during(duration)))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
