package io.throng.engine.stats;

import static io.throng.dsl.Dsl.constantConcurrentUsers;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.Engine;
import io.throng.engine.RunOptions;
import io.throng.engine.RunResult;
import io.throng.engine.testing.CompletionSeconds;
import io.throng.engine.testing.StampingServer;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The run log's seconds are the seconds responses completed in, even while the stats thread is
 * stalled for seconds: compared, second by second, with what a loopback server served.
 */
class CompletionSecondsTest {

  /**
   * How far a response's end on the client may be from the server's stamp of it: on loopback the
   * client reads a response microseconds after the server's write completes, but both run on 2
   * shared cores where a thread may wait a few ms for one; and the run's start instant in epoch
   * milliseconds is itself rounded to one. Responses this near a boundary may fall on either side
   * (seen: at most 10 per second apart out of up to 16,857, against 2,500 ms of stall).
   */
  private static final long BOUNDARY_MILLIS = 5;

  private static final long STALL_MILLIS = 2_500;

  @TempDir Path results;

  public static class Loop extends Simulation {
    public Loop() {
      setUp(scenario("loop").exec(http("get").get("/get"))
              .injectClosed(constantConcurrentUsers(10).during(Duration.ofSeconds(6))))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  /** A console that blocks the stats thread once, on the first progress line it prints, as a stuck terminal would. */
  private static final class StallingConsole extends PrintStream {
    private long stalledMillis;

    StallingConsole() {
      super(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    }

    @Override
    public void println(String line) {
      if (stalledMillis == 0 && line.contains("req/s")) {
        long from = System.nanoTime();
        try {
          Thread.sleep(STALL_MILLIS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        stalledMillis = (System.nanoTime() - from) / 1_000_000;
      }
      super.println(line);
    }
  }

  @Test
  void secondsFollowCompletionsWhileTheCollectorIsStalledForSeconds() throws Exception {
    StallingConsole console = new StallingConsole();
    try (StampingServer server = new StampingServer()) {
      RunResult result = Engine.run(Loop.class, new RunOptions(results, Map.of("loadtest.baseUrl", server.baseUrl(),
          "loadtest.console.interval", "1s", "loadtest.warmup", "0s"), console));
      CompletionSeconds seconds = CompletionSeconds.of(result.runLog(), server, BOUNDARY_MILLIS);

      assertThat(console.stalledMillis).isGreaterThanOrEqualTo(2_000);
      assertThat(result.ok() + result.ko()).isEqualTo(server.served());
      assertThat(seconds.loggedTotal()).isEqualTo(server.served());
      seconds.assertMatch();
      // Six seconds of steady load, each in its own second: no second holds the stall's backlog.
      assertThat(seconds.logged()).hasSizeBetween(6, 7);
    }
  }
}
