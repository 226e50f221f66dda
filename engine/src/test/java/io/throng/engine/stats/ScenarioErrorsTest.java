package io.throng.engine.stats;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.repeat;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.runlog.RunLogWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * exec functions that throw, in a real run: each crash is counted in the run log by scenario,
 * step, exception and message, apart from requests, so what the target served is still exactly
 * OK + KO, and the users go on with their sessions marked failed.
 */
class ScenarioErrorsTest {

  @TempDir Path results;

  /** Half the users crash in a group, every user's second function returns no session. */
  public static class Crashing extends Simulation {
    public Crashing() {
      setUp(scenario("shop")
              .group("checkout").on(exec(session -> {
                if (session.userId() % 2 == 0) {
                  throw new IllegalStateException("no basket for user");
                }
                return session;
              }))
              .exec(http("after").get("/after"))
              .exec(session -> null)
              .exec(http("failed").get("/failed").check(io.throng.dsl.Dsl.status().is(200)))
              .injectOpen(atOnceUsers(4)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aThrowingStepIsCountedApartFromRequestsAndTheUserGoesOn() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(Crashing.class, results, server.baseUrl());

      assertThat(run.totals().userErrors).containsOnly(
          Map.entry("shop: checkout / exec #1 java.lang.IllegalStateException no basket for user", 2L),
          Map.entry("shop: exec #2 java.lang.IllegalStateException exec function returned null instead of a session", 4L));
      assertThat(server.received()).hasSize(8);
      assertThat(run.totals().ok + run.totals().ko).isEqualTo(server.received().size());
      assertThat(run.result().ok()).isEqualTo(8);
      assertThat(run.totals().errors).isEmpty();
      assertThat(run.console()).contains("6 scenario error(s)");
    }
  }

  /** Every user's condition and loop functions throw: each counts as a crash of its step, named by its DSL word. */
  public static class ThrowingConditions extends Simulation {
    public ThrowingConditions() {
      setUp(scenario("browse")
              .doIf(session -> session.getString("missing").isEmpty()).then(exec(http("then").get("/then")))
              .group("cart").on(repeat(session -> {
                throw new ArithmeticException("no count");
              }).on(exec(http("turn").get("/turn"))))
              .asLongAs(session -> session.getInt("missing") < 3).on(exec(http("loop").get("/loop")))
              .exec(http("last").get("/last"))
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aConditionOrLoopFunctionThatThrowsIsCountedAsACrashOfItsStep() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(ThrowingConditions.class, results, server.baseUrl());

      assertThat(run.totals().userErrors.keySet()).hasSize(3).anySatisfy(key -> assertThat(key).startsWith("browse: doIf #1 "))
          .anySatisfy(key -> assertThat(key).isEqualTo("browse: cart / repeat #1 java.lang.ArithmeticException no count"))
          .anySatisfy(key -> assertThat(key).startsWith("browse: asLongAs #1 "));
      assertThat(run.totals().userErrors.values()).containsOnly(3L);
      assertThat(server.received()).hasSize(3); // only "last": each condition counted as false
      assertThat(run.totals().ok + run.totals().ko).isEqualTo(server.received().size());
    }
  }

  /**
   * Code that throws a checked exception its signature does not declare (Lombok's
   * {@code @SneakyThrows}, Kotlin, Groovy) in an exec function, a condition, a check's transform
   * and a feeder: each counts as its step's crash or its request's KO, as an unchecked one does.
   */
  public static class SneakyThrows extends Simulation {
    public SneakyThrows() {
      setUp(scenario("sneaky")
              .exec(session -> sneaky(new java.io.IOException("disk gone")))
              .doIf(session -> sneaky(new java.util.concurrent.TimeoutException("no answer"))).then(exec(http("then").get("/then")))
              .exec(http("checked").get("/checked").check(io.throng.dsl.Dsl.status().transform(code -> sneaky(
                  new java.net.URISyntaxException("x y", "space in path"))).is(200)))
              .feed(io.throng.dsl.Dsl.generatorFeeder(() -> sneaky(new InterruptedException("feeder cut"))))
              .exec(http("never").get("/never"))
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }

    @SuppressWarnings("unchecked")
    private static <T, E extends Exception> T sneaky(Exception checked) throws E {
      throw (E) checked;
    }
  }

  @Test
  void aCheckedExceptionThrownSneakilyIsCountedAsAnUncheckedOneIs() throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      Runs.Outcome run = Runs.run(SneakyThrows.class, results, server.baseUrl());

      assertThat(run.totals().userErrors).containsOnly(
          Map.entry("sneaky: exec #1 java.io.IOException disk gone", 3L),
          Map.entry("sneaky: doIf #1 java.util.concurrent.TimeoutException no answer", 3L),
          Map.entry("sneaky: feed #1 java.lang.InterruptedException feeder cut", 3L));
      assertThat(server.received()).extracting(RecordingServer.Received::path).containsOnly("/checked").hasSize(3);
      assertThat(run.totals().ok + run.totals().ko).isEqualTo(server.received().size());
      assertThat(run.totals().ko).isEqualTo(3);
      assertThat(run.totals().errors.keySet()).singleElement().asString().startsWith("checked: CHECK").contains("space in path");
      assertThat(run.result().endReason()).isEqualTo("completed");
    }
  }

  @Test
  void longMessagesAreCutAndMissingOnesEmptyAndEachSecondWritesItsGrowth() throws Exception {
    ScenarioErrors errors = new ScenarioErrors();
    Path file = results.resolve("run.log");
    try (RunLogWriter log = RunLogWriter.create(file, 0, "Crash")) {
      errors.record("s", "exec #1", new IllegalArgumentException("x".repeat(500)), UnaryOperator.identity());
      errors.record("s", "exec #1", new NullPointerException(), UnaryOperator.identity());
      errors.record("s", "exec #1", new NullPointerException(), UnaryOperator.identity());
      errors.write(0, log);
      errors.write(1, log);
      errors.record("s", "exec #1", new NullPointerException(), UnaryOperator.identity());
      errors.write(2, log);
    }
    List<RunLogEntry> entries = new ArrayList<>();
    RunLogReader.read(file, entries::add);

    assertThat(entries).filteredOn(RunLogEntry.UserErrors.class::isInstance).containsExactlyInAnyOrder(
        new RunLogEntry.UserErrors(0, "s", "exec #1", "java.lang.IllegalArgumentException", 1, "x".repeat(200) + "..."),
        new RunLogEntry.UserErrors(0, "s", "exec #1", "java.lang.NullPointerException", 2, ""),
        new RunLogEntry.UserErrors(2, "s", "exec #1", "java.lang.NullPointerException", 1, ""));
    assertThat(errors.total()).isEqualTo(4);
  }
}
