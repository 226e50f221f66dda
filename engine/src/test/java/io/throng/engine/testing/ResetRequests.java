package io.throng.engine.testing;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;

import io.throng.dsl.PopulationBuilder;

/**
 * Two users, each sending a GET the server resets, then a GET and a POST it refuses: the same
 * requests for the HTTP/2 and HTTP/3 test servers, which reset each on paths of their own.
 */
public final class ResetRequests {

  private ResetRequests() {}

  public static PopulationBuilder twoUsers(String resetPath, String refusePath) {
    return scenario("resets").exec(http("reset").get(resetPath))
        .exec(http("refused get").get(refusePath))
        .exec(http("refused post").post(refusePath))
        .injectOpen(atOnceUsers(2));
  }
}
