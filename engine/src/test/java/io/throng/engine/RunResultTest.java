package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.requests;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.threads;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.PopulationBuilder;
import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Simulation;
import java.time.Duration;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Which plans are ApacheBench-shaped, so that a console may print their run in ab's layout. */
class RunResultTest {

  private static final ScenarioBuilder AB = scenario("ab").exec(http("user").get("/api/user/1"));

  /** A simulation of whatever populations {@code setUp} is given. */
  static final class Plan extends Simulation {
    Plan(PopulationBuilder... populations) {
      setUp(populations).protocols(http.baseUrl("http://127.0.0.1:8080"));
    }
  }

  static Stream<Arguments> plans() {
    return Stream.of(
        row("one request budget", true, () -> new Plan(AB.injectClosed(requests(100).concurrency(10)))),
        row("one open population", false, () -> new Plan(AB.injectOpen(atOnceUsers(10)))),
        row("one thread group", false,
            () -> new Plan(AB.injectClosed(threads(10).rampUp(Duration.ofSeconds(1)).loops(2)))),
        row("two request budgets together", false, () -> new Plan(
            AB.injectClosed(requests(100).concurrency(10)), AB.injectClosed(requests(50).concurrency(5)))),
        row("a request budget, then another", false, () -> new Plan(
            AB.injectClosed(requests(100).concurrency(10)).andThen(AB.injectClosed(requests(50).concurrency(5))))));
  }

  @ParameterizedTest(name = "{0}: {1}")
  @MethodSource("plans")
  void onlyASingleRequestBudgetIsApacheBenchShaped(String plan, boolean expected, Supplier<Simulation> simulation) {
    assertThat(RunResult.requestBudgetOnly(simulation.get().toPlan())).isEqualTo(expected);
  }

  private static Arguments row(String plan, boolean expected, Supplier<Simulation> simulation) {
    return Arguments.of(plan, expected, simulation);
  }
}
