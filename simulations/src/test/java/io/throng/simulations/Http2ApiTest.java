package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.junit.Throng;
import io.throng.junit.ThrongRun;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The example runs as written against the embedded demo target's h2c. */
@Timeout(60)
class Http2ApiTest {

  @Test
  void fiveUsersEachGetTenCheckedResponsesOverH2c() throws Exception {
    ThrongRun run = Throng.run(Http2Api.class, Map.of("users", "5"));

    run.assertPassed();
    assertThat(Files.readString(run.report())).contains("<dt>Requests</dt><dd>50</dd>");
  }
}
