package io.throng.engine.user;

import static io.throng.dsl.Dsl.atOnceUsers;
import static io.throng.dsl.Dsl.bodyString;
import static io.throng.dsl.Dsl.exec;
import static io.throng.dsl.Dsl.http;
import static io.throng.dsl.Dsl.repeat;
import static io.throng.dsl.Dsl.scenario;
import static io.throng.dsl.Dsl.ws;
import static java.time.Duration.ofSeconds;
import static org.assertj.core.api.Assertions.assertThat;

import io.throng.dsl.Simulation;
import io.throng.engine.testing.PythonWebSocketServer;
import io.throng.engine.testing.Runs;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * WebSocket steps against an implementation that is not Netty's: Debian's python3-websockets,
 * counting on the server side what it received and sent.
 */
@Timeout(60)
class PythonWebSocketServerTest {

  @TempDir Path results;

  public static class Echo extends Simulation {
    public Echo() {
      setUp(scenario("echo")
              .exec(ws("open").connect("/echo"))
              .exec(repeat(20, "i").on(exec(ws("say").sendText("{\"n\":#{i}}")
                  .await(ofSeconds(2)).on(ws.checkTextMessage("echo").check(bodyString().is("{\"n\":#{i}}"))))))
              .exec(ws("bytes").sendBytes(new byte[] {7, 8}).await(ofSeconds(2)).on(ws.checkTextMessage("bytes echo")))
              .exec(ws("bye").close())
              .injectOpen(atOnceUsers(4)))
          .protocols(http.baseUrl(config().getString("baseUrl")));
    }
  }

  @Test
  void everyMessageSentIsReceivedAndEchoed() throws Exception {
    try (PythonWebSocketServer server = new PythonWebSocketServer()) {
      Runs.Outcome run = Runs.run(Echo.class, results, server.baseUrl());
      String counts = server.stop();

      // The binary echo is not a text message: the await for it times out, and the bytes count as unmatched.
      assertThat(run.totals().errors).containsOnlyKeys("bytes echo: TIMEOUT no matching message within 2000 ms");
      assertThat(run.totals().okByName).containsEntry("open", 4L).containsEntry("echo", 80L).containsEntry("bye", 4L)
          .containsEntry("ws websocket unmatched", 4L);
      assertThat(counts).isEqualTo("received=84 sent=84");
    }
  }

  @Test
  void aServerCloseSilenceAndRefusedUpgradesAreKosWithTheirReasons() throws Exception {
    try (PythonWebSocketServer server = new PythonWebSocketServer()) {
      Runs.Outcome run = Runs.run(WebSocketTest.Failures.class, results, server.baseUrl());
      String counts = server.stop();

      assertThat(run.totals().errors)
          .containsEntry("after close: CLOSED closed by the server: 4001 python bye", 2L)
          .containsEntry("no answer: TIMEOUT no matching message within 300 ms", 2L)
          .containsEntry("after drop: CLOSED abnormal closure 1006: connection lost without a close frame", 2L)
          .containsEntry("refused 400: STATUS upgrade refused: 400 Bad Request, expected 101 Switching Protocols", 2L)
          .containsEntry("refused 200: STATUS upgrade refused: 200 OK, expected 101 Switching Protocols", 2L)
          .containsEntry("send on refused: CLOSED socket 'r2' is not open: connect it first", 2L);
      assertThat(run.totals().ko).isEqualTo(12);
      assertThat(counts).isEqualTo("received=6 sent=0");
    }
  }
}
