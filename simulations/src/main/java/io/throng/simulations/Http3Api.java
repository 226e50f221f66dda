package io.throng.simulations;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.global;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jsonPath;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.status;

import io.throng.dsl.Simulation;

/**
 * HTTP/3 (experimental): each of 10 users (property {@code users}) asks for 10 users of the API, as
 * streams on its one QUIC connection; every response checked.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=Http3Api
 * mvn -pl simulations loadtest:run -Dsimulation=Http3Api -Dloadtest.baseUrl=https://127.0.0.1:8443
 * }</pre>
 *
 * <p>Without {@code loadtest.baseUrl}, the embedded demo target answers on an HTTP/3 listener of its
 * own, whose self-signed certificate the run trusts; any other base URL must be https, its
 * certificate trusted by the JDK.
 */
public class Http3Api extends Simulation {

  public Http3Api() {
    int users = (int) config().getLong("users", 10);
    setUp(scenario("http3 api").repeat(10, "i").on(exec(http("user").get("/api/user/#{i}")
            .check(status().is(200), jsonPath("$.id").exists())))
        .injectOpen(atOnceUsers(users)))
        .protocols(http.baseUrl(config().getString("baseUrl")).enableHttp3())
        .assertions(global().failedRequests().count().is(0));
  }
}
