package io.throng.benchmarks;

import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.rampUsers;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.Simulation;
import java.time.Duration;

/**
 * Open model for {@code run.sh}: {@code loadtest.rate} new users a second for
 * {@code loadtest.duration}, each opening its own connection for one request, so arrivals do not
 * wait for responses; with {@code loadtest.connections=shared} the users of a loop share its pool
 * of keep-alive connections instead, so the rate is not bounded by how fast the kernel opens
 * connections. Evenly spaced arrivals at a constant rate.
 */
public class OpenArrivals extends Simulation {

  public OpenArrivals() {
    long rate = config().getLong("rate", 5_000);
    Duration duration = config().getDuration("duration", Duration.ofSeconds(20));
    String connections = config().getString("connections", "perUser");
    HttpProtocolBuilder protocol = http.baseUrl(config().getString("baseUrl"));
    switch (connections) {
      case "perUser" -> { }
      case "shared" -> protocol = protocol.shareConnections();
      default -> throw new IllegalArgumentException(
          "loadtest.connections is '" + connections + "': give perUser (the default) or shared");
    }
    setUp(scenario("arrive").exec(http("user").get("/api/user/1"))
            .injectOpen(rampUsers(rate * duration.toSeconds()).during(duration)))
        .protocols(protocol);
  }
}
