package io.throng.benchmarks;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.Simulation;

/**
 * Issue 16's many-names case for {@code faults/many-names.sh}: {@code loadtest.users} users (10)
 * share {@code loadtest.names} distinct request names (50,000), each user requesting its part of
 * them once, one after the other, from {@code loadtest.baseUrl}.
 */
public class ManyNames extends Simulation {

  public ManyNames() {
    int users = (int) config().getLong("users", 10);
    int names = (int) config().getLong("names", 50_000);
    setUp(scenario("many names")
            .repeat(names / users, "i").on(exec(
                http(session -> "item " + session.userId() + "-" + session.getInt("i")).get("/item")))
            .injectOpen(atOnceUsers(users)))
        .protocols(http.baseUrl(config().getString("baseUrl")));
  }
}
