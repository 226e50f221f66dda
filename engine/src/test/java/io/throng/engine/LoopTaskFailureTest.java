package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.ScenarioBuilder;
import io.throng.dsl.Session;
import io.throng.dsl.Simulation;
import io.throng.engine.runlog.RunLogEntry;
import io.throng.engine.runlog.RunLogReader;
import io.throng.engine.testing.RecordingServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * An {@link Error} that a step's code throws (here an exec function's {@link AssertionError}; as
 * well a {@link StackOverflowError}, a class that failed to initialize) is the one thing a user's
 * step does that no step turns into a KO or a scenario error, which take exceptions only: it used
 * to leave its user stuck, so the run waited for its max duration (or forever) without a word.
 * Wherever the step runs on the loop (a pause's timer, a response's handler, the user's first
 * task), the run now stops at once, interrupted, printing the trace.
 */
class LoopTaskFailureTest {

  /** Before the fix, what the test waited for instead: far longer than a stopped run takes. */
  private static final Duration MAX_DURATION = Duration.ofSeconds(30);

  @TempDir Path results;

  /** Two users whose exec function throws an Error: at their start, after a pause or after a response. */
  public static class ThrowingError extends Simulation {
    public ThrowingError() {
      ScenarioBuilder users = scenario("throwing error");
      users = switch (config().getString("throwAfter")) {
        case "pause" -> users.pause(Duration.ofMillis(50)).exec(ThrowingError::noItem);
        case "response" -> users.exec(http("item").get("/item")).exec(ThrowingError::noItem);
        default -> users.exec(ThrowingError::noItem);
      };
      setUp(users.injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(MAX_DURATION);
    }

    private static Session noItem(Session session) {
      throw new AssertionError("the catalogue has no item");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"start", "pause", "response"})
  void anErrorThrownOnTheLoopStopsTheRunSayingWhere(String throwAfter) throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(ThrowingError.class, results, server.baseUrl(), "loadtest.throwAfter", throwAfter,
          "loadtest.gracePeriod", "1s");
      Duration took = Duration.ofNanos(System.nanoTime() - started);

      assertThat(run.result().endReason()).isEqualTo("interrupted");
      assertThat(took).isLessThan(MAX_DURATION.dividedBy(2));
      assertThat(run.console())
          .containsPattern("error: a task of the throng-user-\\d+-\\d+ thread failed: stopping the run\\. If the trace")
          .contains("java.lang.AssertionError: the catalogue has no item")
          .contains("at " + ThrowingError.class.getName() + ".noItem(");
      List<RunLogEntry> log = new ArrayList<>();
      RunLogReader.read(run.result().runLog(), log::add);
      assertThat(log.get(log.size() - 1)).isInstanceOfSatisfying(RunLogEntry.RunEnd.class,
          end -> assertThat(end.reason()).isEqualTo("interrupted"));
      assertThat(run.result().ok()).isEqualTo(throwAfter.equals("response") ? 2 : 0);
      assertThat(server.received()).hasSize(throwAfter.equals("response") ? 2 : 0);
    }
  }
}
