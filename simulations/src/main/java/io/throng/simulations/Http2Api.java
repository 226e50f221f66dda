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
 * HTTP/2 with prior knowledge (h2c): each of 10 users (property {@code users}) asks for 10 users
 * of the API, as streams on its one connection; every response checked.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=Http2Api
 * mvn -pl simulations loadtest:run -Dsimulation=Http2Api -Dloadtest.baseUrl=http://127.0.0.1:8080
 * }</pre>
 *
 * <p>Without {@code loadtest.baseUrl}, the embedded demo target answers in h2c; against an https
 * base URL, HTTP/2 is chosen in the TLS handshake, HTTP/1.1 when the server does not offer it.
 */
public class Http2Api extends Simulation {

  public Http2Api() {
    int users = (int) config().getLong("users", 10);
    setUp(scenario("http2 api").repeat(10, "i").on(exec(http("user").get("/api/user/#{i}")
            .check(status().is(200), jsonPath("$.id").exists())))
        .injectOpen(atOnceUsers(users)))
        .protocols(http.baseUrl(config().getString("baseUrl")).enableHttp2().http2PriorKnowledge())
        .assertions(global().failedRequests().count().is(0));
  }
}
