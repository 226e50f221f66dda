package io.throng.benchmarks;

import static io.throng.dsl.Dsl.constantUsersPerSec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.Simulation;
import java.time.Duration;

/**
 * For {@code baseline/aa-ab.sh}: {@code loadtest.rate} users a second for {@code
 * loadtest.duration} against the embedded demo target, each answered {@code loadtest.delayMs}
 * late, so that raising the delay is a known slowdown for the baseline to detect.
 */
public class BaselineProbe extends Simulation {

  public BaselineProbe() {
    long rate = config().getLong("rate", 20);
    Duration duration = config().getDuration("duration", Duration.ofSeconds(3));
    long delayMs = config().getLong("delayMs", 100);
    setUp(scenario("probe").exec(http("hello").get("/hello?delayMs=" + delayMs))
            .injectOpen(constantUsersPerSec(rate).during(duration)))
        .protocols(http.baseUrl("demo"));
  }
}
