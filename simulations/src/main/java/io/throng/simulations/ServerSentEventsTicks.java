package io.throng.simulations;

import static io.throng.dsl.Dsl.*;
import static java.time.Duration.ofSeconds;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;

/**
 * A Server-Sent Events stream: each of 20 users (property {@code users}) opens a stream of 10
 * events, checks each, then closes it. The open is recorded under {@code open} with the time to
 * the first event (checked under {@code first tick}), the other nine under {@code tick}, the
 * close under {@code close}.
 *
 * <pre>{@code
 * mvn -pl simulations loadtest:run -Dsimulation=ServerSentEventsTicks
 * mvn -pl simulations loadtest:run -Dsimulation=ServerSentEventsTicks -Dloadtest.baseUrl=http://127.0.0.1:8080 -Dloadtest.path=/events
 * }</pre>
 *
 * <p>Without {@code loadtest.baseUrl}, the embedded demo target streams at {@code /sse/ticks}.
 */
public class ServerSentEventsTicks extends Simulation {

  ScenarioBuilder ticks = scenario("sse ticks")
      .exec(sse("open").get(config().getString("path", "/sse/ticks?count=10&intervalMs=50"))
          .await(ofSeconds(2)).on(sse.checkMessage("first tick").check(header("event").is("tick"))))
      .repeat(9).on(exec(sse("next").await(ofSeconds(2))
          .on(sse.checkMessage("tick").check(jsonPath("$.n").saveAs("n")))))
      .exec(sse("close").close());

  public ServerSentEventsTicks() {
    int users = (int) config().getLong("users", 20);
    setUp(ticks.injectOpen(rampUsers(users).during(ofSeconds(2))))
        .protocols(http.baseUrl(config().getString("baseUrl")))
        .assertions(global().failedRequests().count().is(0));
  }
}
