package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.header;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jsonPath;
import static io.throng.dsl.Dsl.repeat;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.sse;
import static java.time.Duration.ofMillis;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.PythonSseServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Server-Sent Events steps against an implementation that is not Netty's: a Python standard-library
 * server writing CRLF lines and comments, counting on the server side the events it sent.
 */
@Timeout(60)
class PythonSseServerTest {

  @TempDir Path results;

  public static class Ticks extends Simulation {
    public Ticks() {
      setUp(scenario("ticks")
              .exec(sse("open").get("/events?n=30").await(ofSeconds(2))
                  .on(sse.checkMessage("first").check(jsonPath("$.n").is("1"))))
              .exec(repeat(29).on(exec(sse("next").await(ofSeconds(2))
                  .on(sse.checkMessage("tick").check(header("event").is("tick"), jsonPath("$.n").saveAs("n"))))))
              .exec(sse("end").close())
              .injectOpen(atOnceUsers(4)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void everyEventSentIsReceived() throws Exception {
    try (PythonSseServer server = new PythonSseServer()) {
      Runs.Outcome run = Runs.run(Ticks.class, results, server.baseUrl());
      String counts = server.stop();

      assertThat(run.totals().ko).as(run.totals().errors.toString()).isZero();
      assertThat(run.totals().okByName).containsEntry("open", 4L).containsEntry("first", 4L)
          .containsEntry("tick", 116L).containsEntry("end", 4L);
      assertThat(counts).isEqualTo("sent=120 streams=4");
    }
  }

  public static class Failures extends Simulation {
    public Failures() {
      setUp(scenario("failures")
              .exec(sse("to break").sseName("b").get("/break").await(ofSeconds(2))
                  .on(sse.checkMessage("last words"), sse.checkMessage("after break")))
              .exec(sse("to silent").sseName("s").get("/silent").await(ofMillis(300)).on(sse.checkMessage("never")))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void aBrokenStreamAndASilentOneAreKosWithTheirReasons() throws Exception {
    try (PythonSseServer server = new PythonSseServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(Failures.class, results, server.baseUrl());
      String counts = server.stop();

      assertThat(System.nanoTime() - started).isLessThan(ofSeconds(20).toNanos());
      assertThat(run.totals().errors).containsOnlyKeys("after break: CLOSED stream broken: connection lost",
          "to silent: TIMEOUT no event within 300 ms");
      assertThat(run.totals().ko).isEqualTo(4);
      assertThat(run.totals().okByName).containsEntry("to break", 2L).containsEntry("last words", 2L);
      assertThat(counts).isEqualTo("sent=2 streams=4");
    }
  }
}
