package io.throng.junit;

import static io.throng.dsl.Dsl.*;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import io.throng.dsl.Simulation;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;
import org.opentest4j.AssertionFailedError;

class ThrongTest {

  /** As many users as {@code users} says, each saying hello to the demo target once. */
  public static class Hello extends Simulation {
    public Hello() {
      setUp(scenario("hello").exec(http("hello").get("/hello")).injectOpen(atOnceUsers(config().getLong("users", 3))))
          .protocols(http.baseUrl("demo"))
          .assertions(global().successfulRequests().count().is(config().getLong("expected", 3)));
    }
  }

  /** Run by the test kit only: surefire leaves nested classes alone. */
  static class Annotated {
    @LoadTest(value = Hello.class, properties = {"users=2", "expected=1000"})
    void failsItsAssertion() {}

    @LoadTest(value = Hello.class, properties = {"users=2", "expected=2"})
    void passes() {}
  }

  @Test
  void runWritesTheReportAndSaysWhetherTheAssertionsPassed() throws Exception {
    ThrongRun passing = Throng.run(Hello.class, Map.of("users", "4", "expected", "4"));
    ThrongRun failing = Throng.run(Hello.class, Map.of("users", "2", "expected", "1000"));

    assertThat(passing.passed()).isTrue();
    assertThat(passing.outcome()).isEqualTo("Completed");
    assertThat(passing.lines()).last().isEqualTo("Outcome: Completed");
    assertThat(Files.readString(passing.report())).contains("<dt>Requests</dt><dd>4</dd>");
    assertThat(failing.passed()).isFalse();
    assertThatThrownBy(failing::assertPassed).isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining("1 of 1 assertions failed")
        .hasMessageContaining("FAIL global: count of successful requests = 1000 (actual 2")
        .hasMessageContaining("Report: " + failing.report().toAbsolutePath());
  }

  @Test
  void aLoadTestMethodFailsWithTheFailedAssertionsAndPassesWhenTheyPass() {
    Events tests = EngineTestKit.engine("junit-jupiter").selectors(selectClass(Annotated.class)).execute()
        .testEvents();

    tests.assertStatistics(stats -> stats.started(2).succeeded(1).failed(1));
    tests.assertThatEvents().haveExactly(1, event(test("failsItsAssertion"), finishedWithFailure(
        instanceOf(AssertionFailedError.class),
        message(text -> text.contains("FAIL global: count of successful requests = 1000 (actual 2")))));
  }

  @Test
  void propertiesAreKeyEqualsValue() {
    assertThat(LoadTestExtension.properties("users=5", " duration = 10s ")).containsExactly(
        Map.entry("users", "5"), Map.entry("duration", "10s"));
    assertThatThrownBy(() -> LoadTestExtension.properties("users"))
        .hasMessage("@LoadTest properties are key=value, was \"users\"");
  }
}
