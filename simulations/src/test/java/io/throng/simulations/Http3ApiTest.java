package io.throng.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.throng.junit.Throng;
import io.throng.junit.ThrongRun;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The example runs as written against the embedded demo target's HTTP/3 listener. */
@Timeout(60)
class Http3ApiTest {

  @Test
  void fiveUsersEachGetTenCheckedResponsesOverHttp3() throws Exception {
    ThrongRun run = Throng.run(Http3Api.class, Map.of("users", "5"));

    run.assertPassed();
    String report = Files.readString(run.report());
    assertThat(report).contains("<dt>Requests</dt><dd>50</dd>", "<td>h3</td><td>50</td>")
        .doesNotContain("<td>h1</td>", "<td>h2</td>");
  }
}
