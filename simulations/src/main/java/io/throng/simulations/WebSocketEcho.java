package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofMillis;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * A WebSocket echo: each of 20 users (property {@code users}) opens a socket, sends 10 messages
 * and awaits each echo, then closes. Every echo's round trip is recorded under {@code echo}, the
 * upgrade under {@code connect}, the close under {@code close}.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=WebSocketEcho
 * mvn -pl simulations loadtest:run -Dsimulation=WebSocketEcho -Dloadtest.baseUrl=http://127.0.0.1:8080 -Dloadtest.path=/ws
 * }</pre>
 *
 * <p>Without {@code loadtest.baseUrl}, the embedded demo target answers at {@code /ws/echo}.
 */
public class WebSocketEcho extends Simulation {

  ScenarioBuilder echo = scenario("websocket echo")
      .exec(ws("connect").connect(config().getString("path", "/ws/echo")))
      .repeat(10, "i").on(exec(ws("send").sendText("message #{i}")
          .await(ofSeconds(2)).on(ws.checkTextMessage("echo").check(bodyString().is("message #{i}"))))
          .pause(ofMillis(50)))
      .exec(ws("close").close());

  public WebSocketEcho() {
    int users = (int) config().getLong("users", 20);
    setUp(echo.injectOpen(rampUsers(users).during(ofSeconds(2))))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .assertions(global().failedRequests().count().is(0));
  }
}
