package io.throng.engine;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.generatorFeeder;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Feeder;
import io.throng.dsl.ScenarioBuilder;
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
 * A feeder that throws is the one thing a user's step does that no step turns into a KO or a
 * scenario error: it used to leave its user stuck, so the run waited for its max duration (or
 * forever) without a word. Wherever the feed runs on the loop (a pause's timer, a response's
 * handler, the user's first task), the run now stops at once, interrupted, printing the trace.
 */
class LoopTaskFailureTest {

  /** Before the fix, what the test waited for instead: far longer than a stopped run takes. */
  private static final Duration MAX_DURATION = Duration.ofSeconds(30);

  @TempDir Path results;

  /** Two users that feed from a generator that throws: at their start, after a pause or after a response. */
  public static class BrokenFeeder extends Simulation {
    public BrokenFeeder() {
      Feeder broken = generatorFeeder(() -> {
        throw new IllegalStateException("the generator ran dry");
      });
      ScenarioBuilder users = scenario("broken feeder");
      users = switch (config().getString("feedAfter")) {
        case "pause" -> users.pause(Duration.ofMillis(50)).feed(broken);
        case "response" -> users.exec(http("item").get("/item")).feed(broken);
        default -> users.feed(broken);
      };
      setUp(users.injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(MAX_DURATION);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"start", "pause", "response"})
  void aFeederThatThrowsOnTheLoopStopsTheRunSayingWhere(String feedAfter) throws Exception {
    try (RecordingServer server = new RecordingServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(BrokenFeeder.class, results, server.baseUrl(), "loadtest.feedAfter", feedAfter,
          "loadtest.gracePeriod", "1s");
      Duration took = Duration.ofNanos(System.nanoTime() - started);

      assertThat(run.result().endReason()).isEqualTo("interrupted");
      assertThat(took).isLessThan(MAX_DURATION.dividedBy(2));
      assertThat(run.console())
          .containsPattern("error: a task of the throng-user-\\d+-\\d+ thread failed: stopping the run\\. If the trace")
          .contains("java.lang.IllegalStateException: the generator ran dry")
          .contains("at " + BrokenFeeder.class.getName() + ".lambda$");
      List<RunLogEntry> log = new ArrayList<>();
      RunLogReader.read(run.result().runLog(), log::add);
      assertThat(log.get(log.size() - 1)).isInstanceOfSatisfying(RunLogEntry.RunEnd.class,
          end -> assertThat(end.reason()).isEqualTo("interrupted"));
      assertThat(run.result().ok()).isEqualTo(feedAfter.equals("response") ? 2 : 0);
      assertThat(server.received()).hasSize(feedAfter.equals("response") ? 2 : 0);
    }
  }
}
