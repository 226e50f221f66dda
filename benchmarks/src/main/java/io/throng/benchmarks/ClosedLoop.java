package io.throng.benchmarks;

import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.HttpProtocolBuilder;
import io.throng.dsl.Simulation;
import java.time.Duration;
import java.util.Optional;

/**
 * Closed model for {@code run.sh}: {@code loadtest.users} users, each sending the next request as
 * soon as the previous one is answered, with no pause, for {@code loadtest.duration}: the same
 * load as {@code wrk -c <users>}, on keep-alive connections; over https when the base URL says so,
 * trusting {@code loadtest.trustStore}; over HTTP/2 when {@code loadtest.http2} is true.
 */
public class ClosedLoop extends Simulation {

  public ClosedLoop() {
    long users = config().getLong("users", 10);
    Duration duration = config().getDuration("duration", Duration.ofSeconds(20));
    HttpProtocolBuilder protocol = http.baseUrl(config().getString("baseUrl"));
    // run.sh's https case: its nginx's self-signed certificate is trusted, and still verified.
    Optional<String> trustStore = config().findString("trustStore");
    if (trustStore.isPresent()) {
      protocol = protocol.trustStore(trustStore.get(), config().getString("trustStorePassword"));
    }
    // run.sh's h2 case: HTTP/2 chosen by ALPN, each user's requests as streams on its connection.
    if (Boolean.parseBoolean(config().getString("http2", "false"))) {
      protocol = protocol.enableHttp2();
    }
    setUp(scenario("loop").exec(http("user").get("/api/user/1"))
            .injectClosed(constantConcurrentUsers(users).during(duration)))
        .protocols(protocol);
  }
}
