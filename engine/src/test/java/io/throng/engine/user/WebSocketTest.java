package io.throng.engine.user;

import static io.throng.dsl.Dsl.addCookie;
import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.cookie;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.jsonPath;
import static io.throng.dsl.Dsl.repeat;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.ws;
import static java.time.Duration.ofMillis;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.Runs;
import io.throng.engine.testing.WebSocketServer;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** WebSocket steps end to end: the real engine against an in-process Netty WebSocket server. */
@Timeout(60)
class WebSocketTest {

  @TempDir Path results;

  public static class Echo extends Simulation {
    public Echo() {
      setUp(scenario("echo")
              .exec(addCookie(cookie("sid", "s-1").withDomain("127.0.0.1")))
              .exec(ws("open").connect("/echo").header("X-Trace", "t1").subprotocols("chat"))
              .exec(repeat(10, "i").on(exec(ws("say").sendText("hi #{i}")
                  .await(ofSeconds(2)).on(ws.checkTextMessage("echo").check(bodyString().is("hi #{i}"))))))
              .exec(ws("bytes").sendBytes(new byte[] {1, 2, 3}))
              .exec(ws("bye").close())
              .injectOpen(atOnceUsers(5)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void echoesEveryMessageAndRecordsEachRoundTripUnderItsCheck() throws Exception {
    try (WebSocketServer server = new WebSocketServer()) {
      Runs.Outcome run = Runs.run(Echo.class, results, server.baseUrl());

      assertThat(run.totals().ko).as(run.totals().errors.toString()).isZero();
      assertThat(run.totals().okByName).containsEntry("open", 5L).containsEntry("echo", 50L)
          .containsEntry("bye", 5L).containsEntry("ws websocket unmatched", 5L);
      assertThat(server.received.get()).isEqualTo(55);
      assertThat(server.sent.get()).isEqualTo(55);
      assertThat(run.totals().statuses).containsEntry("open: 101", 5L);
      assertThat(run.totals().protocols).containsOnly(Map.entry("open: ws", 5L), Map.entry("echo: ws", 50L),
          Map.entry("bye: ws", 5L), Map.entry("ws websocket unmatched: ws", 5L));
      assertThat(server.upgradeHeaders).hasSize(5).allSatisfy(headers -> assertThat(headers).isEqualTo("sid=s-1 | chat"));
    }
  }

  public static class Chat extends Simulation {
    public Chat() {
      setUp(scenario("chat")
              .exec(ws("join").wsName("chat").connect(config().getString("baseUrl").replace("http://", "ws://") + "/chat")
                  .await(ofSeconds(2)).on(ws.checkTextMessage("hello").check(jsonPath("$.type").is("hello"))))
              .exec(ws("echo").connect("/echo"))
              .exec(ws("post").wsName("chat").sendText("abc").await(ofSeconds(2))
                  .on(ws.checkTextMessage("echoed").matching(jsonPath("$.type").is("echo"))
                      .check(jsonPath("$.text").saveAs("text"))))
              .exec(ws("again").sendText("#{text}").await(ofSeconds(2))
                  .on(ws.checkTextMessage("plain echo").check(bodyString().is("abc"))))
              .exec(ws("leave").wsName("chat").close())
              .exec(ws("leave echo").close())
              .injectOpen(atOnceUsers(3)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void keepsSeveralNamedSocketsPerUserAndSavesFromReplies() throws Exception {
    try (WebSocketServer server = new WebSocketServer()) {
      Runs.Outcome run = Runs.run(Chat.class, results, server.baseUrl());

      assertThat(run.totals().ko).as(run.totals().errors.toString()).isZero();
      assertThat(run.totals().okByName).containsEntry("join", 3L).containsEntry("hello", 3L)
          .containsEntry("echoed", 3L).containsEntry("plain echo", 3L).containsEntry("leave", 3L)
          .containsEntry("leave echo", 3L);
      assertThat(server.upgrades.get()).isEqualTo(6);
      assertThat(server.received.get()).isEqualTo(6);
    }
  }

  public static class Failures extends Simulation {
    public Failures() {
      setUp(scenario("failures")
              .exec(ws("to close").wsName("c").connect("/close"))
              .exec(ws("provoke").wsName("c").sendText("x").await(ofSeconds(2)).on(ws.checkTextMessage("after close")))
              .exec(ws("to silent").wsName("s").connect("/silent"))
              .exec(ws("ask").wsName("s").sendText("x").await(ofMillis(300)).on(ws.checkTextMessage("no answer")))
              .exec(ws("to drop").wsName("d").connect("/drop"))
              .exec(ws("kick").wsName("d").sendText("x").await(ofSeconds(2)).on(ws.checkTextMessage("after drop")))
              .exec(ws("refused 400").wsName("r4").connect("/refuse400"))
              .exec(ws("refused 200").wsName("r2").connect("/refuse200"))
              .exec(ws("send on refused").wsName("r2").sendText("x"))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void serverClosesSilenceAndRefusedUpgradesAreKosWithTheirReasons() throws Exception {
    try (WebSocketServer server = new WebSocketServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(Failures.class, results, server.baseUrl());

      assertThat(System.nanoTime() - started).isLessThan(ofSeconds(20).toNanos());
      Map<String, Long> errors = run.totals().errors;
      assertThat(errors).containsEntry("after close: CLOSED closed by the server: 4000 bye", 2L)
          .containsEntry("no answer: TIMEOUT no matching message within 300 ms", 2L)
          .containsEntry("after drop: CLOSED abnormal closure 1006: connection lost without a close frame", 2L)
          .containsEntry("refused 400: STATUS upgrade refused: 400 Bad Request, expected 101 Switching Protocols", 2L)
          .containsEntry("refused 200: STATUS upgrade refused: 200 OK, expected 101 Switching Protocols", 2L)
          .containsEntry("send on refused: CLOSED socket 'r2' is not open: connect it first", 2L);
      assertThat(run.totals().okByName).containsEntry("to close", 2L).containsEntry("to silent", 2L)
          .containsEntry("to drop", 2L);
      assertThat(run.totals().ko).isEqualTo(12);
      assertThat(server.received.get()).isEqualTo(6);
    }
  }

  public static class EchoesToken extends Simulation {
    public EchoesToken() {
      setUp(scenario("token")
              .exec(session -> session.set("token", "TOKEN-5555"))
              .exec(ws("open").connect("/echo"))
              .exec(ws("say").sendText("token=#{token}")
                  .await(ofSeconds(2)).on(ws.checkTextMessage("echo").check(bodyString().is("nothing"))))
              .injectOpen(atOnceUsers(1)))
          .protocols(http.baseUrl(config().getString("baseUrl")).sensitiveSessionKeys("token"));
    }
  }

  @Test
  void aFailedMessageCheckMasksTheSessionKeysTheProtocolMarksSensitive() throws Exception {
    try (WebSocketServer server = new WebSocketServer()) {
      Runs.Outcome run = Runs.run(EchoesToken.class, results, server.baseUrl());

      assertThat(run.totals().ko).isEqualTo(1);
      assertThat(run.totals().errors).hasSize(1).allSatisfy((reason, count) ->
          assertThat(reason).startsWith("echo: ").contains("token=***").doesNotContain("TOKEN-5555"));
    }
  }

  public static class Unanswered extends Simulation {
    public Unanswered() {
      setUp(scenario("unanswered")
              .exec(ws("to hang").connect("/hang"))
              .exec(ws("after hang").sendText("x"))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")).requestTimeout(ofMillis(300)));
    }
  }

  @Test
  void anUpgradeNeverAnsweredTimesOutAndTheSocketIsDropped() throws Exception {
    try (WebSocketServer server = new WebSocketServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(Unanswered.class, results, server.baseUrl());

      assertThat(System.nanoTime() - started).isLessThan(ofSeconds(15).toNanos());
      assertThat(run.totals().errors).containsOnly(
          Map.entry("to hang: TIMEOUT no upgrade response within 300 ms", 2L),
          Map.entry("after hang: CLOSED socket 'websocket' is not open: connect it first", 2L));
    }
  }

  public static class IdleAndStopped extends Simulation {
    public IdleAndStopped() {
      setUp(scenario("idle")
              .exec(ws("short lived").wsName("idle").connect("/closesoon"))
              .pause(ofMillis(400))
              .exec(ws("too late").wsName("idle").sendText("x"))
              .exec(ws("to silent").connect("/silent"))
              .exec(ws("wait").sendText("x").await(ofSeconds(30)).on(ws.checkTextMessage("never")))
              .injectOpen(atOnceUsers(2)))
          .protocols(http.baseUrl(config().getString("baseUrl")))
          .maxDuration(ofMillis(1500));
    }
  }

  @Test
  void aCloseWhileIdleIsAKoAndAReplyAwaitedWhenTheRunStopsIsCancelled() throws Exception {
    try (WebSocketServer server = new WebSocketServer()) {
      long started = System.nanoTime();
      Runs.Outcome run = Runs.run(IdleAndStopped.class, results, server.baseUrl(), "loadtest.gracePeriod", "100ms");

      assertThat(System.nanoTime() - started).isLessThan(ofSeconds(15).toNanos());
      assertThat(run.totals().errors).containsEntry("short lived closed: CLOSED closed by the server: 4002 idle", 2L)
          .containsEntry("too late: CLOSED socket 'idle' is not open: connect it first", 2L)
          .hasEntrySatisfying("never: CANCELLED cancelled: the run ended before the response arrived (grace period 100 ms)",
              count -> assertThat(count).isEqualTo(2L));
      assertThat(run.totals().ko).isEqualTo(6);
      assertThat(run.totals().usersFinished).isEqualTo(2);
      assertThat(server.received.get()).isEqualTo(2);
    }
  }
}
