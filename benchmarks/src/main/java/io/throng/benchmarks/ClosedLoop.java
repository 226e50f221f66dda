package io.throng.benchmarks;

import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.Simulation;
import java.time.Duration;

/**
 * Closed model for {@code run.sh}: {@code loadtest.users} users, each sending the next request as
 * soon as the previous one is answered, with no pause, for {@code loadtest.duration}: the same
 * load as {@code wrk -c <users>}, on keep-alive connections.
 */
public class ClosedLoop extends Simulation {

  public ClosedLoop() {
    long users = config().getLong("users", 10);
    Duration duration = config().getDuration("duration", Duration.ofSeconds(20));
    setUp(scenario("loop").exec(http("user").get("/api/user/1"))
            .injectClosed(constantConcurrentUsers(users).during(duration)))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
