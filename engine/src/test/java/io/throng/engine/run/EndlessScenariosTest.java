package io.throng.engine.run;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.group;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.scenario;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.dsl.SimulationConfig;
import io.throng.engine.RunOptions;
import io.throng.engine.testing.ConsoleRun;
import io.throng.engine.testing.CountingServer;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EndlessScenariosTest {

  @TempDir Path results;

  /** "browse" loops forever inside a group, "buy" ends, "idle" loops forever at its top. */
  public static class Endless extends Simulation {
    public Endless() {
      setUp(scenario("browse").exec(group("pages").on(exec(http("a").get("/")).forever().on(exec(http("b").get("/")))))
              .injectOpen(atOnceUsers(1)),
          scenario("buy").repeat(2).on(exec(http("c").get("/"))).injectOpen(atOnceUsers(1)),
          scenario("idle").forever().on(exec(http("d").get("/")).pause(Duration.ofMillis(100)))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void theScenariosWithAForeverLoopAnywhereAreNamedOnce() {
    Simulation built = SimulationConfig.using(SimulationConfig.of(Map.of("baseUrl", "http://127.0.0.1:9")), Endless::new);

    assertThat(EndlessScenarios.of(built.toPlan().populations())).containsExactly("browse", "idle");
  }

  @Test
  void aRunThatCanOnlyEndWhenStoppedSaysSoAtItsStart() throws Exception {
    try (CountingServer server = new CountingServer()) {
      ByteArrayOutputStream printed = new ByteArrayOutputStream();
      CompletableFuture<Void> stop = new CompletableFuture<>();
      RunOptions options = ConsoleRun.options(results, server.baseUrl(), printed);
      ConsoleRun run = ConsoleRun.start(Endless.class, printed, new RunOptions(options.resultsDirectory(),
          options.properties(), options.console(), stop));

      run.awaitLine("warning: browse, idle loop forever() and the simulation sets no maxDuration: the run ends only"
          + " when stopped (Ctrl-C); add .maxDuration(...) to its setUp");
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (server.received() == 0 && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      stop.complete(null);

      assertThat(server.received()).as("requests before the stop").isPositive();
      assertThat(run.result().runDirectory()).exists();
    }
  }
}
