package io.throng.engine.user;

import static io.throng.dsl.Dsl.addCookie;
import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.cookie;
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
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.SseServer;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Server-Sent Events steps end to end: the real engine against an in-process Netty SSE server. */
@Timeout(60)
class SseTest {

  @TempDir Path results;

  public static class Ticks extends Simulation {
    public Ticks() {
      setUp(scenario("ticks")
              .exec(addCookie(cookie("sid", "s-1").withDomain("127.0.0.1")))
              .exec(sse("open").get("/events?n=20").await(ofSeconds(2))
                  .on(sse.checkMessage("first").check(header("event").is("tick"), jsonPath("$.n").saveAs("n"))))
              .exec(repeat(19, "i").on(exec(sse("next").await(ofSeconds(2))
                  .on(sse.checkMessage("tick").check(header("id").is(session -> String.valueOf(session.getInt("i") + 2)))))))
              .exec(sse("end").close())
              .exec(sse("again").get("/events?n=1").await(ofSeconds(2)).on(sse.checkMessage("after reconnect")))
              .exec(sse("end again").close())
              .injectOpen(atOnceUsers(5)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void everyEventSentIsReceivedAndTheOpenIsTimedToTheFirstEvent() throws Exception {
    try (SseServer server = new SseServer()) {
      Runs.Outcome run = Runs.run(Ticks.class, results, server.baseUrl());

      assertThat(run.totals().ko).as(run.totals().errors.toString()).isZero();
      Map<String, Long> ok = run.totals().okByName;
      assertThat(ok).containsEntry("open", 5L).containsEntry("first", 5L).containsEntry("tick", 95L)
          .containsEntry("end", 5L).containsEntry("again", 5L).containsEntry("after reconnect", 5L)
          .containsEntry("end again", 5L).doesNotContainKey("sse sse unmatched");
      assertThat(server.sent.get()).isEqualTo(105);
      assertThat(run.totals().statuses).containsEntry("open: 200", 5L);
      assertThat(run.totals().protocols).containsEntry("open: sse", 5L).containsEntry("tick: sse", 95L)
          .allSatisfy((name, count) -> assertThat(name).endsWith(": sse"));
      // The reopened stream says which event came last; the user's cookies go with both.
      assertThat(server.requestHeaders).hasSize(10)
          .filteredOn(headers -> headers.equals("sid=s-1 | 20 | text/event-stream")).hasSize(5);
      assertThat(server.requestHeaders)
          .filteredOn(headers -> headers.equals("sid=s-1 | null | text/event-stream")).hasSize(5);
    }
  }

  public static class Fields extends Simulation {
    public Fields() {
      setUp(scenario("fields")
              .exec(sse("mixed").sseName("m").get("/mixed").await(ofSeconds(2))
                  .on(sse.checkMessage("multi").matching(header("event").is("multi"))
                      .check(bodyString().is("a\nb"), header("id").is("7"))))
              .exec(sse("ticks").get("/events?n=5"))
              .pause(ofMillis(300))
              .exec(sse("close ticks").close())
              .exec(sse("close mixed").sseName("m").close())
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void fieldsReachTheChecksAndEventsNothingAwaitsAreCounted() throws Exception {
    try (SseServer server = new SseServer()) {
      Runs.Outcome run = Runs.run(Fields.class, results, server.baseUrl());

      assertThat(run.totals().ko).as(run.totals().errors.toString()).isZero();
      // Of each user's five ticks, none was awaited: the first times the open, all count as unmatched.
      assertThat(run.totals().okByName).containsEntry("multi", 2L).containsEntry("ticks", 2L)
          .containsEntry("sse sse unmatched", 10L).containsEntry("close ticks", 2L).containsEntry("close mixed", 2L);
      assertThat(server.sent.get()).isEqualTo(12);
    }
  }

  public static class Failures extends Simulation {
    public Failures() {
      setUp(scenario("failures")
              .exec(sse("to break").sseName("b").get("/break").await(ofSeconds(2))
                  .on(sse.checkMessage("last words"), sse.checkMessage("after break")))
              .exec(sse("to end").sseName("e").get("/end").await(ofSeconds(2))
                  .on(sse.checkMessage("goodbye"), sse.checkMessage("after end")))
              .exec(sse("to silent").sseName("s").get("/silent").await(ofMillis(300)).on(sse.checkMessage("never")))
              .exec(sse("missing").sseName("m").get("/missing"))
              .exec(sse("html").sseName("h").get("/html"))
              .exec(sse("await broken").sseName("b").await(ofSeconds(1)).on(sse.checkMessage("nothing")))
              .exec(sse("open twice").sseName("t").get("/events?n=1"))
              .exec(sse("open twice").sseName("t").get("/events?n=1"))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void brokenStreamsSilenceAndRefusalsAreKosWithTheirReasons() throws Exception {
    try (SseServer server = new SseServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(Failures.class, results, server.baseUrl());

      assertThat(System.nanoTime() - started).isLessThan(ofSeconds(20).toNanos());
      assertThat(run.totals().errors)
          .containsEntry("after break: CLOSED stream broken: connection lost", 2L)
          .containsEntry("after end: CLOSED stream ended by the server", 2L)
          .containsEntry("to silent: TIMEOUT no event within 300 ms", 2L)
          .containsEntry("missing: STATUS stream refused: 404 Not Found, expected 200 OK", 2L)
          .containsEntry("html: PROTOCOL stream refused: Content-Type \"text/html; charset=utf-8\", expected text/event-stream", 2L)
          .containsEntry("await broken: CLOSED stream 'b' is not open: open it first", 2L)
          .containsEntry("open twice: REQUEST stream 't' is already open: close it first", 2L);
      assertThat(run.totals().ko).isEqualTo(14);
      assertThat(run.totals().okByName).containsEntry("to break", 2L).containsEntry("last words", 2L)
          .containsEntry("to end", 2L).containsEntry("goodbye", 2L).containsEntry("open twice", 2L);
    }
  }

  public static class Unanswered extends Simulation {
    public Unanswered() {
      setUp(scenario("unanswered")
              .exec(sse("to hang").get("/hang"))
              .exec(sse("after hang").await(ofSeconds(1)).on(sse.checkMessage("nothing")))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")).requestTimeout(ofMillis(300)));
    }
  }

  @Test
  void aGetNeverAnsweredTimesOutWithinTheRequestTimeout() throws Exception {
    try (SseServer server = new SseServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(Unanswered.class, results, server.baseUrl());

      assertThat(System.nanoTime() - started).isLessThan(ofSeconds(15).toNanos());
      assertThat(run.totals().errors).containsOnly(Map.entry("to hang: TIMEOUT no event within 300 ms", 2L),
          Map.entry("after hang: CLOSED stream 'sse' is not open: open it first", 2L));
    }
  }

  public static class IdleAndStopped extends Simulation {
    public IdleAndStopped() {
      setUp(scenario("idle")
              .exec(sse("short lived").sseName("idle").get("/break"))
              .pause(ofMillis(300))
              .exec(sse("to silent").get("/silent").await(ofSeconds(30)).on(sse.checkMessage("never")))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(ofMillis(1500));
    }
  }

  @Test
  void aBreakWhileIdleIsAKoAndAnOpenWaitingWhenTheRunStopsIsCancelled() throws Exception {
    try (SseServer server = new SseServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(IdleAndStopped.class, results, server.baseUrl(), "loadtest.gracePeriod", "100ms");

      assertThat(System.nanoTime() - started).isLessThan(ofSeconds(15).toNanos());
      assertThat(run.totals().errors).containsEntry("short lived closed: CLOSED stream broken: connection lost", 2L)
          .hasEntrySatisfying("to silent: CANCELLED cancelled: the run ended before the response arrived (grace period 100 ms)",
              count -> assertThat(count).isEqualTo(2L));
      assertThat(run.totals().ko).isEqualTo(4);
      assertThat(run.totals().usersFinished).isEqualTo(2);
    }
  }
}
