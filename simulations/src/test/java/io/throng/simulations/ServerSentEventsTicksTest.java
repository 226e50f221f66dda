package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.junit.Throng;
import io.throng.junit.ThrongRun;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The example runs as written against the embedded demo target's event stream. */
@Timeout(60)
class ServerSentEventsTicksTest {

  @Test
  void fiveUsersEachGetTenEvents() throws Exception {
    ThrongRun run = Throng.run(ServerSentEventsTicks.class, Map.of("users", "5"));

    run.assertPassed();
    String report = Files.readString(run.report());
    // 5 opens, 5 first ticks, 45 ticks, 5 closes: no event went unmatched.
    assertThat(report).contains("<dt>Requests</dt><dd>60</dd>").doesNotContain("unmatched");
  }
}
