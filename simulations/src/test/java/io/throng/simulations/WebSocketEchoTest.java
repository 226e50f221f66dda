package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.junit.Throng;
import io.throng.junit.ThrongRun;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The example runs as written against the embedded demo target's WebSocket echo. */
@Timeout(60)
class WebSocketEchoTest {

  @Test
  void fiveUsersEachGetTenEchoes() throws Exception {
    ThrongRun run = Throng.run(WebSocketEcho.class, Map.of("users", "5"));

    run.assertPassed();
    String report = Files.readString(run.report());
    // 5 connects, 50 echoes, 5 closes.
    assertThat(report).contains("<dt>Requests</dt><dd>60</dd>");
  }
}
